import type { PackageTier, SubscriptionPlanMonths } from '../shared/constants';

/** A care subscription plan as the plans page lists it. Purchase is a later issue. */
export interface SubscriptionPlan {
  id: string;
  name: string;
  tier: PackageTier;
  months: SubscriptionPlanMonths;
  /** Integer paise. */
  pricePaise: number;
  /** Integer paise; the price before the plan's discount, if any. */
  mrpPaise: number | null;
  benefits: string[];
  /** How many family members the plan covers besides the subscriber. */
  familyMembers: number;
}
