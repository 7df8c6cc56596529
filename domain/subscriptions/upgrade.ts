import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS, type PackageTier, type SubscriptionPlanMonths } from '../shared/constants';
import { activeSubscription, daysBetween } from './my-subscription';
import type { UserSubscription } from './model';

/** What tells one plan above another: its tier and its length. */
export interface PlanRank {
  tier: PackageTier;
  months: SubscriptionPlanMonths;
}

/**
 * Whether `to` may replace `from` mid-term: a higher tier, a longer term, or both, and never less
 * of either. So the new plan never costs less than the one it replaces, and the credit never
 * exceeds its price; a downgrade is not offered (docs/decisions.md).
 */
export function isUpgrade(from: PlanRank, to: PlanRank): boolean {
  const tierUp = PACKAGE_TIERS.indexOf(to.tier) - PACKAGE_TIERS.indexOf(from.tier);
  const lengthUp = to.months - from.months;
  return tierUp >= 0 && lengthUp >= 0 && tierUp + lengthUp > 0;
}

/** Whether any plan ranks above this one: all but the longest Platinum can be upgraded. */
export function canBeUpgraded(from: PlanRank): boolean {
  return PACKAGE_TIERS.some((tier) => SUBSCRIPTION_PLAN_MONTHS.some((months) => isUpgrade(from, { tier, months })));
}

/** A term's first and last day ('YYYY-MM-DD', Indian calendar dates, both covered). */
export interface Term {
  startDate: string;
  endDate: string;
}

/** Whole days of the term, both ends included. */
export function termDays(term: Term): number {
  return daysBetween(term.startDate, term.endDate) + 1;
}

/**
 * Days of the term not used by `today`: the new plan covers from today, so today counts as unused,
 * from the whole term on its first day to one day on its last; 0 once the term has ended, and the
 * whole term before it begins.
 */
export function unusedDays(term: Term, today: string): number {
  if (today > term.endDate) return 0;
  return termDays(term) - Math.max(0, daysBetween(term.startDate, today));
}

/**
 * The credit for the unused part of a term, pro rata by whole days, rounded to the nearest
 * paisa: `valuePaise` (what the term was bought for before GST) × unused days ÷ term days.
 */
export function upgradeCreditPaise(term: Term, valuePaise: number, today: string): number {
  return Math.round((valuePaise * unusedDays(term, today)) / termDays(term));
}

/**
 * The plan an upgrade to `to` replaces: the one covering today, when `to` ranks above it; null
 * otherwise (no plan today, an expired one, which is a new purchase, or a plan not above it).
 */
export function upgradeFrom(subscriptions: readonly UserSubscription[], to: PlanRank, today: string): UserSubscription | null {
  const current = activeSubscription(subscriptions, today);
  return current && isUpgrade(current, to) ? current : null;
}
