import type { SubscriptionStatus } from '../session/model';
import type { FamilySlotStatus, PackageTier, Relationship, SubscriptionPlanMonths } from '../shared/constants';

/** The consultations of one kind a plan includes each month, and what one costs a patient paying per visit. */
export interface PlanConsultations {
  kind: ConsultationBenefitKind;
  perMonth: number;
  /** Integer paise: the usual fee of one such consultation without a plan. */
  visitFeePaise: number;
}

/** A care subscription plan (GET /subscription/plans). */
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
  /** How many family members the plan covers besides the subscriber (its family slots). */
  familyMembers: number;
  /** Only the kinds the plan includes; shared by everyone on the plan. */
  consultations: PlanConsultations[];
  /** Whole percent off medicines and lab tests while the plan lasts. */
  medicineDiscountPercent: number;
  labDiscountPercent: number;
  /** The subscription-widget partner whose price list the plan is on (its name as the server sends it); null on ours. */
  partner: string | null;
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

/** Where a held plan stands: the header's statuses, and UPGRADED for a plan replaced mid-term by a higher one (it ends that day). */
export type HeldPlanStatus = SubscriptionStatus | 'UPGRADED';

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
  status: HeldPlanStatus;
  covered: CoveredPerson[];
  /** How many family members the plan may cover besides the subscriber: its family slots. */
  familySlots: number;
  /** Shared by everyone the plan covers. */
  consultations: ConsultationBenefit[];
}

/** Buying a plan, or renewing a held one with it (POST /subscription/couponSummary and /subscription/purchase). */
export interface PurchaseRequest {
  planId: string;
  /** Capitals, no spaces around; null for none. */
  couponCode: string | null;
  /** The subscription this purchase renews; null for a first purchase. */
  renewalOf: string | null;
  /** The plan covering today that this purchase replaces mid-term, crediting its unused part; null for none. */
  upgradeOf: string | null;
}

/** What the purchase costs, with GST shown as an Indian invoice does. All amounts integer paise. */
export interface PurchaseQuote {
  planId: string;
  pricePaise: number;
  /** The coupon that applies; null when none was asked for or it did not apply. */
  couponCode: string | null;
  couponDiscountPaise: number;
  /** Why the coupon asked for did not apply. */
  couponReason: string | null;
  /** An upgrade's credit for the unused part of the plan it replaces; 0 for any other purchase. */
  upgradeCreditPaise: number;
  /** The price less the coupon and the credit, before GST; CGST and SGST are added to it. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /** The term this purchase pays for ('YYYY-MM-DD', both covered). */
  startDate: string;
  endDate: string;
}

/** The purchase the server keeps while it is paid for, with its payment order. */
export interface PurchaseOrder {
  purchaseId: string;
  /** Null only when nothing is payable. */
  paymentOrderId: string | null;
  amountPaise: number;
}

/** The gateway's proof of payment for a purchase's payment order. */
export interface PurchasePayment {
  paymentOrderId: string;
  paymentId: string;
  signature: string;
}

/**
 * One of a plan's family slots (spec §3 family slot status): ACTIVE while it holds a family member
 * the plan covers, INACTIVE while it is free.
 */
export type FamilySlot =
  | { status: Extract<FamilySlotStatus, 'ACTIVE'>; member: CoveredPerson & { familyMemberId: string } }
  | { status: Extract<FamilySlotStatus, 'INACTIVE'>; member: null };

/** A subscription's tax invoice (GET /subscription/invoice): the bill as an Indian GST invoice states it, and its PDF. Amounts integer paise. */
export interface SubscriptionInvoice {
  invoiceNumber: string;
  subscriptionId: string;
  /** The day it was paid ('YYYY-MM-DD'). */
  issuedOn: string;
  billedTo: string;
  planName: string;
  months: SubscriptionPlanMonths;
  pricePaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  /** The credit of an upgrade for the plan it replaced; 0 otherwise. */
  upgradeCreditPaise: number;
  /** The price less the coupon and the credit; CGST and SGST are added to it. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /** The PDF to download. */
  fileName: string;
  url: string;
}
