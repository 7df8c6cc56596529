import { Ok, type Result } from 'ts-results-es';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS, type PackageTier, type SubscriptionPlanMonths } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';
import { isSubscriptionWidgetCode } from '../domain/session/menus';
import { CONSULTATION_BENEFIT_KINDS, type ConsultationBenefitKind } from '../domain/subscriptions/model';
import type { FakeState, FakeTenant, FakeUser } from './state';

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
  medicineDiscountPercent: number;
  labDiscountPercent: number;
  /** The partner whose price list this plan is on; absent on ours. */
  partner?: string;
}

/** What one consultation of each kind costs a patient without a plan, in rupees: the plans' savings are counted against it. */
export const VISIT_FEES_RUPEES: Readonly<Record<ConsultationBenefitKind, number>> = { 'family-physician': 499, specialist: 899, therapist: 1199 };

/**
 * Consultations each tier includes per month of its term, shared by everyone on the plan: a
 * 12-month Silver plan includes 48 family-physician consultations. The fake consultation
 * service covers a booking from these (fakes/subscriptions-cover.ts).
 */
export const CONSULTATIONS_PER_MONTH: Readonly<Record<PackageTier, Readonly<Record<ConsultationBenefitKind, number>>>> = {
  bronze: { 'family-physician': 2, specialist: 0, therapist: 0 },
  silver: { 'family-physician': 4, specialist: 0, therapist: 0 },
  gold: { 'family-physician': 6, specialist: 1, therapist: 0 },
  platinum: { 'family-physician': 8, specialist: 2, therapist: 1 },
};

const CONSULTATION_WORDS: Record<ConsultationBenefitKind, [string, string]> = {
  'family-physician': ['family-physician consultation', 'family-physician consultations'],
  specialist: ['specialist consultation', 'specialist consultations'],
  therapist: ['therapy session', 'therapy sessions'],
};

/** '6 family-physician consultations and 1 specialist consultation a month, shared by everyone on the plan' */
function consultationBenefit(tier: PackageTier): string {
  const perMonth = CONSULTATIONS_PER_MONTH[tier];
  const parts = CONSULTATION_BENEFIT_KINDS.filter((kind) => perMonth[kind] > 0).map(
    (kind) => `${perMonth[kind]} ${CONSULTATION_WORDS[kind][perMonth[kind] === 1 ? 0 : 1]}`,
  );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `${list} a month, shared by everyone on the plan`;
}

interface FakeTier {
  name: string;
  familyMembers: number;
  medicineDiscountPercent: number;
  labDiscountPercent: number;
  prices: Record<SubscriptionPlanMonths, number>;
  benefits: string[];
}

const TIERS: Record<PackageTier, FakeTier> = {
  bronze: {
    name: 'Care Plus Bronze',
    familyMembers: 0,
    medicineDiscountPercent: 10,
    labDiscountPercent: 5,
    prices: { 3: 499, 6: 899, 12: 1599 },
    benefits: [
      consultationBenefit('bronze'),
      '10% off on medicines',
      '5% off on lab tests',
      'Digital health records in one place',
    ],
  },
  silver: {
    name: 'Care Plus Silver',
    familyMembers: 1,
    medicineDiscountPercent: 15,
    labDiscountPercent: 10,
    prices: { 3: 799, 6: 1399, 12: 2499 },
    benefits: [
      consultationBenefit('silver'),
      '15% off on medicines',
      '10% off on lab tests',
      'Covers you and 1 family member',
    ],
  },
  gold: {
    name: 'Care Plus Gold',
    familyMembers: 3,
    medicineDiscountPercent: 20,
    labDiscountPercent: 20,
    prices: { 3: 1199, 6: 2099, 12: 3799 },
    benefits: [
      consultationBenefit('gold'),
      '20% off on medicines',
      '20% off on lab tests with free home sample collection',
      '1 free full body check-up (62 tests) per plan',
      'Covers you and 3 family members',
    ],
  },
  platinum: {
    name: 'Care Plus Platinum',
    familyMembers: 5,
    medicineDiscountPercent: 25,
    labDiscountPercent: 25,
    prices: { 3: 1799, 6: 3199, 12: 5799 },
    benefits: [
      consultationBenefit('platinum'),
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
    const { name, familyMembers, medicineDiscountPercent, labDiscountPercent, prices, benefits } = TIERS[tier];
    return {
      id: `plan-${tier}-${months}m`,
      name,
      tier,
      months,
      priceRupees: prices[months],
      mrpRupees: months === 3 ? null : (prices[3] * months) / 3,
      benefits: [...benefits],
      familyMembers,
      medicineDiscountPercent,
      labDiscountPercent,
    };
  }),
);

/** Off our price on a subscription-widget partner's price list (MD000, MD001), rounded to the rupee. */
export const PARTNER_DISCOUNT_PERCENT = 20;

/**
 * The subscription-widget partner (spec §3: MD000, MD001) whose price list a signed-in user buys
 * from: the tenant that created them, when its code is one of those; null for everyone else.
 */
export function planPartnerOf(state: Pick<FakeState, 'tenants'>, user: Pick<FakeUser, 'createdById'> | null): FakeTenant | null {
  const tenant = user?.createdById ? state.tenants[user.createdById] : undefined;
  return tenant && isSubscriptionWidgetCode(tenant.partnerCode) ? tenant : null;
}

/** The plans on sale to a user of `partner` (ours for null): the partner's price list strikes through our price as its MRP. */
export function plansFor(partner: Pick<FakeTenant, 'name'> | null): FakePlan[] {
  return PLANS.map((plan) => {
    const copy = { ...plan, benefits: [...plan.benefits] };
    if (partner === null) return copy;
    return { ...copy, priceRupees: Math.round((plan.priceRupees * (100 - PARTNER_DISCOUNT_PERCENT)) / 100), mrpRupees: plan.priceRupees, partner: partner.name };
  });
}

/** The fake subscriptions service: the plans on sale (fakes/subscriptions-purchase.ts sells them). */
export class FakeSubscriptionsService {
  plans(partner: Pick<FakeTenant, 'name'> | null = null): Result<FakePlan[], ApiError> {
    return Ok(plansFor(partner));
  }
}
