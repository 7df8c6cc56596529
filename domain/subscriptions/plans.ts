import { Err, Ok, type Result } from 'ts-results-es';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS, type SubscriptionPlanMonths } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { discountPercent, Money } from '../shared/money';
import { CONSULTATION_BENEFIT_KINDS, type ConsultationBenefitKind, type SubscriptionPlan } from './model';
import type { SubscriptionsApi } from './ports';
import type { Query, QueryCache } from '../shared/query';
import { SUBSCRIPTION_QUERIES } from './queries';

/** A plan with its price worked out: what a plan card shows. */
export interface PlanOffer {
  plan: SubscriptionPlan;
  price: Money;
  /** The MRP to strike through; null when there is none or it is not above the price. */
  mrp: Money | null;
  /** MRP minus price; null when there is no saving. */
  saving: Money | null;
  /** Whole percent off the MRP, rounded down; 0 without a saving. */
  percentOff: number;
  /** The price spread over the term, rounded to the nearest paisa. */
  perMonth: Money;
  /** What the consultations the plan includes for its whole term cost paid visit by visit. */
  visitsValue: Money;
  /** Visits value minus price; null when paying per visit would cost no more. */
  savingOnVisits: Money | null;
}

export interface PlansByDuration {
  months: SubscriptionPlanMonths;
  offers: PlanOffer[];
}

export type PlansError = ApiError;

const isPaise = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Null when the amounts are not whole, non-negative paise (a body no adapter should pass). */
export function planOffer(plan: SubscriptionPlan): PlanOffer | null {
  if (!isPaise(plan.pricePaise) || (plan.mrpPaise !== null && !isPaise(plan.mrpPaise))) return null;
  const price = Money.fromPaise(plan.pricePaise);
  const listed = plan.mrpPaise === null ? null : Money.fromPaise(plan.mrpPaise);
  // An MRP at or below the price is no discount: striking it through would mislead.
  const mrp = listed !== null && listed.paise > price.paise ? listed : null;
  if (!plan.consultations.every((c) => isPaise(c.visitFeePaise) && isPaise(c.perMonth))) return null;
  const visitsValue = Money.fromPaise(plan.consultations.reduce((sum, c) => sum + c.perMonth * plan.months * c.visitFeePaise, 0));
  return {
    plan,
    price,
    mrp,
    saving: mrp === null ? null : mrp.subtract(price),
    percentOff: mrp === null ? 0 : discountPercent(mrp, price),
    perMonth: Money.fromPaise(Math.round(price.paise / plan.months)),
    visitsValue,
    savingOnVisits: visitsValue.paise > price.paise ? visitsValue.subtract(price) : null,
  };
}

/** One row of the comparison table: a benefit and what each tier of one length gives of it. */
export type ComparisonRow =
  | { kind: 'consultations'; consultation: ConsultationBenefitKind; perMonth: number[] }
  | { kind: 'medicine-discount' | 'lab-discount' | 'family-members'; values: number[] }
  | { kind: 'price' | 'per-month' | 'saving-on-visits'; amounts: (Money | null)[] };

/** The tiers of one length side by side (bronze to platinum), and the rows that tell them apart. */
export interface PlanComparison {
  months: SubscriptionPlanMonths;
  offers: PlanOffer[];
  rows: ComparisonRow[];
}

/** The comparison table of the plans that last `months`; null when none does. */
export function comparePlans(offers: readonly PlanOffer[], months: SubscriptionPlanMonths): PlanComparison | null {
  const same = sortOffers(offers.filter((o) => o.plan.months === months));
  if (same.length === 0) return null;
  const perMonthOf = (offer: PlanOffer, kind: ConsultationBenefitKind) => offer.plan.consultations.find((c) => c.kind === kind)?.perMonth ?? 0;
  const consultationRows: ComparisonRow[] = CONSULTATION_BENEFIT_KINDS.filter((kind) => same.some((o) => perMonthOf(o, kind) > 0)).map((kind) => ({
    kind: 'consultations',
    consultation: kind,
    perMonth: same.map((o) => perMonthOf(o, kind)),
  }));
  return {
    months,
    offers: same,
    rows: [
      { kind: 'price', amounts: same.map((o) => o.price) },
      { kind: 'per-month', amounts: same.map((o) => o.perMonth) },
      ...consultationRows,
      { kind: 'medicine-discount', values: same.map((o) => o.plan.medicineDiscountPercent) },
      { kind: 'lab-discount', values: same.map((o) => o.plan.labDiscountPercent) },
      { kind: 'family-members', values: same.map((o) => o.plan.familyMembers) },
      { kind: 'saving-on-visits', amounts: same.map((o) => o.savingOnVisits) },
    ],
  };
}

const tierRank = (offer: PlanOffer): number => PACKAGE_TIERS.indexOf(offer.plan.tier);

/** Shortest plans first; within a length, bronze to platinum, then cheapest first. */
export function sortOffers(offers: readonly PlanOffer[]): PlanOffer[] {
  return [...offers].sort(
    (a, b) => a.plan.months - b.plan.months || tierRank(a) - tierRank(b) || a.price.paise - b.price.paise,
  );
}

/** The plans in the durations of spec §9 (3, 6, 12 months), empty durations left out. */
export function groupByDuration(offers: readonly PlanOffer[]): PlansByDuration[] {
  const sorted = sortOffers(offers);
  return SUBSCRIPTION_PLAN_MONTHS.map((months) => ({ months, offers: sorted.filter((o) => o.plan.months === months) })).filter(
    (group) => group.offers.length > 0,
  );
}

/** The care plans on sale (GET /subscription/plans); PlanPurchase buys one. */
export class SubscriptionPlans {
  constructor(
    private readonly api: SubscriptionsApi,
    private readonly queries: QueryCache,
  ) {}

  /** The plans as the plans pages show them, kept for revisits. */
  offers(): Query<PlanOffer[], PlansError> {
    return this.queries.query(SUBSCRIPTION_QUERIES.plans, () => this.list());
  }

  async list(): Promise<Result<PlanOffer[], PlansError>> {
    const loaded = await this.api.plans();
    if (loaded.isErr()) return Err(loaded.error);
    const offers: PlanOffer[] = [];
    for (const plan of loaded.value) {
      const offer = planOffer(plan);
      if (offer === null) return Err({ kind: 'bad-response', detail: `plan ${plan.id}: amounts must be whole paise` });
      offers.push(offer);
    }
    return Ok(sortOffers(offers));
  }
}

/** The plan of /subscription-plans/{id} among the offers; null for an id no plan has. */
export function findOffer(offers: readonly PlanOffer[], planId: string): PlanOffer | null {
  return offers.find((o) => o.plan.id === planId) ?? null;
}
