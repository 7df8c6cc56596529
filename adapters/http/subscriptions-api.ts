import * as v from 'valibot';
import { parseCalendarDate } from '../../domain/shared/calendar-date';
import { PACKAGE_TIERS, RELATIONSHIPS, SUBSCRIPTION_PLAN_MONTHS } from '../../domain/shared/constants';
import type { ApiResult } from '../../domain/shared/errors';
import { Money } from '../../domain/shared/money';
import type { ConsultationBenefitKind, PurchaseOrder, PurchasePayment, PurchaseQuote, PurchaseRequest, SubscriptionInvoice, SubscriptionPlan, UserSubscription } from '../../domain/subscriptions/model';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import type { HttpClient } from './client';
import { Id, Paise } from './commerce-wire';

const rupees = v.pipe(v.number(), v.minValue(0));
const Percent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

const CONSULTATION_TYPES = {
  FAMILY_PHYSICIAN: 'family-physician',
  SPECIALIST: 'specialist',
  THERAPIST: 'therapist',
} as const satisfies Record<string, ConsultationBenefitKind>;
const ConsultationType = v.picklist(['FAMILY_PHYSICIAN', 'SPECIALIST', 'THERAPIST']);

/** Wire shape of one plan of GET /subscription/plans: rupees, upper-case tier (docs/api.md). */
export const PlanWire = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  packageType: v.pipe(
    v.string(),
    v.transform((tier) => tier.toLowerCase()),
    v.picklist(PACKAGE_TIERS),
  ),
  durationInMonths: v.picklist(SUBSCRIPTION_PLAN_MONTHS),
  price: rupees,
  mrp: v.optional(v.nullable(rupees), null),
  benefits: v.optional(v.array(v.string()), []),
  familyMembers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** Per kind: included each month, and the usual fee of one visit in rupees. */
  consultations: v.optional(v.array(v.object({ type: ConsultationType, perMonth: v.pipe(v.number(), v.integer(), v.minValue(0)), visitFee: rupees })), []),
  medicineDiscount: v.optional(Percent, 0),
  labDiscount: v.optional(Percent, 0),
  partner: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1))), null),
});

const PlansSchema = v.array(
  v.pipe(
    PlanWire,
    v.transform(
      (wire): SubscriptionPlan => ({
        id: wire.id,
        name: wire.name,
        tier: wire.packageType,
        months: wire.durationInMonths,
        // The backend sends rupees (spec §9); the domain keeps whole paise.
        pricePaise: Money.fromRupees(wire.price).paise,
        mrpPaise: wire.mrp === null ? null : Money.fromRupees(wire.mrp).paise,
        benefits: wire.benefits,
        familyMembers: wire.familyMembers,
        consultations: wire.consultations.map((c) => ({ kind: CONSULTATION_TYPES[c.type], perMonth: c.perMonth, visitFeePaise: Money.fromRupees(c.visitFee).paise })),
        medicineDiscountPercent: wire.medicineDiscount,
        labDiscountPercent: wire.labDiscount,
        partner: wire.partner,
      }),
    ),
  ),
);

const calendarDate = v.pipe(
  v.string(),
  v.check((text) => parseCalendarDate(text) !== null, 'a calendar date YYYY-MM-DD'),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Wire shape of one subscription of GET /subscription/user/list (docs/api.md). */
export const UserSubscriptionWire = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.minLength(1)),
    planId: v.string(),
    name: v.string(),
    packageType: PlanWire.entries.packageType,
    durationInMonths: PlanWire.entries.durationInMonths,
    startDate: calendarDate,
    endDate: calendarDate,
    status: v.picklist(['ACTIVE', 'INACTIVE', 'EXPIRED', 'PENDING', 'UPGRADED']),
    members: v.array(
      v.object({
        familyMemberId: v.nullable(v.pipe(v.string(), v.minLength(1))),
        name: v.string(),
        relation: v.nullable(v.picklist(RELATIONSHIPS)),
      }),
    ),
    familySlots: count,
    consultations: v.array(v.object({ type: ConsultationType, included: count, used: count })),
  }),
  v.check((wire) => wire.startDate <= wire.endDate, 'endDate before startDate'),
  v.check((wire) => wire.members.filter((m) => m.familyMemberId !== null).length <= wire.familySlots, 'more family members covered than family slots'),
  v.transform(
    (wire): UserSubscription => ({
      id: wire.id,
      planId: wire.planId,
      name: wire.name,
      tier: wire.packageType,
      months: wire.durationInMonths,
      startDate: wire.startDate,
      endDate: wire.endDate,
      status: wire.status,
      covered: wire.members.map((m) => ({ familyMemberId: m.familyMemberId, name: m.name, relation: m.relation })),
      familySlots: wire.familySlots,
      consultations: wire.consultations.map((c) => ({ kind: CONSULTATION_TYPES[c.type], included: c.included, used: c.used })),
    }),
  ),
);

/** Wire shape of POST /subscription/couponSummary: rupees with paise as decimals (docs/api.md). */
const QuoteSchema = v.pipe(
  v.object({
    planId: Id,
    price: Paise,
    couponCode: v.nullable(v.string()),
    couponDiscount: Paise,
    couponReason: v.nullable(v.string()),
    upgradeCredit: v.optional(Paise, 0),
    taxableAmount: Paise,
    cgst: Paise,
    sgst: Paise,
    total: Paise,
    startDate: calendarDate,
    endDate: calendarDate,
  }),
  v.check((w) => w.taxableAmount === Math.max(0, w.price - w.couponDiscount - w.upgradeCredit), 'taxable amount is not the price less the coupon and the credit'),
  v.check((w) => w.taxableAmount + w.cgst + w.sgst === w.total, 'total is not the taxable amount plus CGST and SGST'),
  v.transform(
    (w): PurchaseQuote => ({
      planId: w.planId,
      pricePaise: w.price,
      couponCode: w.couponCode,
      couponDiscountPaise: w.couponDiscount,
      couponReason: w.couponReason,
      upgradeCreditPaise: w.upgradeCredit,
      taxablePaise: w.taxableAmount,
      cgstPaise: w.cgst,
      sgstPaise: w.sgst,
      totalPaise: w.total,
      startDate: w.startDate,
      endDate: w.endDate,
    }),
  ),
);

/** Wire shape of POST /subscription/purchase: the payment order, its amount in rupees. */
const OrderSchema = v.pipe(
  v.object({ purchaseId: Id, paymentOrderId: v.nullable(Id), amount: Paise }),
  v.transform((w): PurchaseOrder => ({ purchaseId: w.purchaseId, paymentOrderId: w.paymentOrderId, amountPaise: w.amount })),
);

/** Wire shape of GET /subscription/invoice: rupees with paise as decimals, and the PDF's name and address (docs/api.md). */
const InvoiceSchema = v.pipe(
  v.object({
    invoiceNumber: Id,
    subscriptionId: Id,
    issuedOn: calendarDate,
    billedTo: v.string(),
    planName: v.string(),
    durationInMonths: PlanWire.entries.durationInMonths,
    price: Paise,
    couponCode: v.nullable(v.string()),
    couponDiscount: Paise,
    upgradeCredit: v.optional(Paise, 0),
    taxableAmount: Paise,
    cgst: Paise,
    sgst: Paise,
    total: Paise,
    fileName: v.pipe(v.string(), v.minLength(1)),
    fileUrl: v.pipe(v.string(), v.minLength(1)),
  }),
  v.check((w) => w.price - w.couponDiscount - w.upgradeCredit === w.taxableAmount, 'taxable amount is not the price less the coupon and the credit'),
  v.check((w) => w.taxableAmount + w.cgst + w.sgst === w.total, 'total is not the taxable amount plus CGST and SGST'),
  v.transform(
    (w): SubscriptionInvoice => ({
      invoiceNumber: w.invoiceNumber,
      subscriptionId: w.subscriptionId,
      issuedOn: w.issuedOn,
      billedTo: w.billedTo,
      planName: w.planName,
      months: w.durationInMonths,
      pricePaise: w.price,
      couponCode: w.couponCode,
      couponDiscountPaise: w.couponDiscount,
      upgradeCreditPaise: w.upgradeCredit,
      taxablePaise: w.taxableAmount,
      cgstPaise: w.cgst,
      sgstPaise: w.sgst,
      totalPaise: w.total,
      fileName: w.fileName,
      url: w.fileUrl,
    }),
  ),
);

function purchaseBody(request: PurchaseRequest) {
  return { planId: request.planId, couponCode: request.couponCode, renewalOf: request.renewalOf, upgradeOf: request.upgradeOf };
}

/** The subscriptions area over HTTP. */
export class HttpSubscriptionsApi implements SubscriptionsApi {
  constructor(private readonly http: HttpClient) {}

  plans(): ApiResult<SubscriptionPlan[]> {
    return this.http.get('/subscription/plans', { data: PlansSchema });
  }

  mySubscriptions(): ApiResult<UserSubscription[]> {
    return this.http.get('/subscription/user/list', { data: v.array(UserSubscriptionWire) });
  }

  quotePurchase(request: PurchaseRequest): ApiResult<PurchaseQuote> {
    return this.http.post('/subscription/couponSummary', { body: purchaseBody(request), data: QuoteSchema });
  }

  purchase(request: PurchaseRequest): ApiResult<PurchaseOrder> {
    return this.http.post('/subscription/purchase', { body: purchaseBody(request), data: OrderSchema });
  }

  confirmPurchase(purchaseId: string, payment: PurchasePayment | null): ApiResult<UserSubscription> {
    const proof = payment && { razorpayOrderId: payment.paymentOrderId, razorpayPaymentId: payment.paymentId, razorpaySignature: payment.signature };
    return this.http.post('/subscription/purchase/confirm', { body: { purchaseId, payment: proof }, data: UserSubscriptionWire });
  }

  coverFamilyMember(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    return this.http.post(`/subscription/${encodeURIComponent(subscriptionId)}/members`, { body: { familyMemberId }, data: UserSubscriptionWire });
  }

  invoice(subscriptionId: string): ApiResult<SubscriptionInvoice> {
    return this.http.get('/subscription/invoice', { query: { subscriptionId }, data: InvoiceSchema });
  }

  freeFamilySlot(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    return this.http.delete(`/subscription/${encodeURIComponent(subscriptionId)}/members/${encodeURIComponent(familyMemberId)}`, { data: UserSubscriptionWire });
  }
}
