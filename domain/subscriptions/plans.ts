import { Err, Ok, type Result } from 'ts-results-es';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS, type SubscriptionPlanMonths } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { discountPercent, Money } from '../shared/money';
import type { SubscriptionPlan } from './model';
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
  return {
    plan,
    price,
    mrp,
    saving: mrp === null ? null : mrp.subtract(price),
    percentOff: mrp === null ? 0 : discountPercent(mrp, price),
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

/** The care plans on sale (GET /subscription/plans). Buying one is another issue's flow. */
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
