import { Ok, type Result } from 'ts-results-es';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS, type PackageTier, type SubscriptionPlanMonths } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';

/** A plan as the subscriptions service stores it: amounts in rupees, as the backend sends them (spec §9). */
export interface FakePlan {
  id: string;
  name: string;
  tier: PackageTier;
  months: SubscriptionPlanMonths;
  priceRupees: number;
  /** Three months' price times the periods, for the longer plans: what the discount is measured against. */
  mrpRupees: number | null;
  benefits: string[];
  familyMembers: number;
}

const TIERS: Record<PackageTier, { name: string; familyMembers: number; prices: Record<SubscriptionPlanMonths, number>; benefits: string[] }> = {
  bronze: {
    name: 'Care Plus Bronze',
    familyMembers: 0,
    prices: { 3: 499, 6: 899, 12: 1599 },
    benefits: [
      'Unlimited online consultations with general physicians',
      '10% off on medicines',
      '5% off on lab tests',
      'Digital health records in one place',
    ],
  },
  silver: {
    name: 'Care Plus Silver',
    familyMembers: 1,
    prices: { 3: 799, 6: 1399, 12: 2499 },
    benefits: [
      'Unlimited online consultations with general physicians',
      '2 specialist consultations every month',
      '15% off on medicines',
      '10% off on lab tests',
      'Covers you and 1 family member',
    ],
  },
  gold: {
    name: 'Care Plus Gold',
    familyMembers: 3,
    prices: { 3: 1199, 6: 2099, 12: 3799 },
    benefits: [
      'Unlimited consultations with general physicians and specialists',
      '20% off on medicines',
      '20% off on lab tests with free home sample collection',
      '1 free full body check-up (62 tests) per plan',
      'Covers you and 3 family members',
    ],
  },
  platinum: {
    name: 'Care Plus Platinum',
    familyMembers: 5,
    prices: { 3: 1799, 6: 3199, 12: 5799 },
    benefits: [
      'Unlimited video consultations with general physicians and specialists',
      '25% off on medicines with free delivery',
      '25% off on lab tests with free home sample collection',
      '2 free full body check-ups (84 tests) per plan',
      'A dedicated care manager on call',
      'Covers you and 5 family members',
    ],
  },
};

/** Every tier in every length, cheapest tier first and shortest first within a tier. */
export const PLANS: readonly FakePlan[] = PACKAGE_TIERS.flatMap((tier) =>
  SUBSCRIPTION_PLAN_MONTHS.map((months): FakePlan => {
    const { name, familyMembers, prices, benefits } = TIERS[tier];
    return {
      id: `plan-${tier}-${months}m`,
      name,
      tier,
      months,
      priceRupees: prices[months],
      mrpRupees: months === 3 ? null : (prices[3] * months) / 3,
      benefits: [...benefits],
      familyMembers,
    };
  }),
);

/** The fake subscriptions service: the plans page's list. Purchase is a later issue. */
export class FakeSubscriptionsService {
  plans(): Result<FakePlan[], ApiError> {
    return Ok(PLANS.map((plan) => ({ ...plan, benefits: [...plan.benefits] })));
  }
}
