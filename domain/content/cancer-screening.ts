import type { Query, QueryCache } from '../shared/query';
import { SCREENING_AUDIENCES, type ScreeningAudience, type ScreeningPlan } from './model';
import type { CmsApi } from './ports';

export function screeningPlanPath(id: string): string {
  return `/cancer-screening/planDetail/${encodeURIComponent(id)}`;
}

/** The plans for women, then those for men, each cheapest first: the basic plan before the comprehensive one. */
export function plansByAudience(plans: readonly ScreeningPlan[]): { audience: ScreeningAudience; plans: ScreeningPlan[] }[] {
  return SCREENING_AUDIENCES.map((audience) => ({
    audience,
    plans: plans.filter((plan) => plan.audience === audience).sort((a, b) => a.pricePaise - b.pricePaise),
  })).filter((group) => group.plans.length > 0);
}

export function findScreeningPlan(plans: readonly ScreeningPlan[], id: string): ScreeningPlan | null {
  return plans.find((plan) => plan.id === id) ?? null;
}

/** What the plan saves against booking its tests one by one; never below zero. */
export function screeningSavingsPaise(plan: Pick<ScreeningPlan, 'pricePaise' | 'mrpPaise'>): number {
  return Math.max(0, plan.mrpPaise - plan.pricePaise);
}

/** The lab test a plan is booked as in the diagnostics cart, or null when it is booked by a call. */
export function screeningBooking(plan: ScreeningPlan): { id: string; name: string } | null {
  return plan.labPackageId === null ? null : { id: plan.labPackageId, name: plan.name };
}

/** /cancer-screening and its plan pages: the plans the provider publishes (one call, kept for revisits). */
export class CancerScreening {
  constructor(
    private readonly cms: CmsApi,
    private readonly queries: QueryCache,
  ) {}

  plans(): Query<ScreeningPlan[]> {
    return this.queries.query(['content', 'cancer-screening'], () => this.cms.screeningPlans());
  }
}
