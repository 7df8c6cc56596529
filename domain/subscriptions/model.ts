import type { SubscriptionStatus } from '../session/model';
import type { PackageTier, Relationship, SubscriptionPlanMonths } from '../shared/constants';

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

/** The consultations a plan may include, in the spec's three kinds (spec §1). */
export const CONSULTATION_BENEFIT_KINDS = Object.freeze(['family-physician', 'specialist', 'therapist'] as const);
export type ConsultationBenefitKind = (typeof CONSULTATION_BENEFIT_KINDS)[number];

/** How many consultations of a kind the plan includes for its whole term, and how many are used. */
export interface ConsultationBenefit {
  kind: ConsultationBenefitKind;
  included: number;
  used: number;
}

/** Someone a subscription covers: the subscriber (no family member id, no relation) or a family member. */
export interface CoveredPerson {
  familyMemberId: string | null;
  name: string;
  relation: Relationship | null;
}

/** A subscription the signed-in patient holds (GET /subscription/user/list). */
export interface UserSubscription {
  id: string;
  planId: string;
  name: string;
  tier: PackageTier;
  months: SubscriptionPlanMonths;
  /** First and last day of cover ('YYYY-MM-DD', Indian calendar dates), both included. */
  startDate: string;
  endDate: string;
  status: SubscriptionStatus;
  covered: CoveredPerson[];
  /** Shared by everyone the plan covers. */
  consultations: ConsultationBenefit[];
}
