import type { ConsultationBenefitKind, PurchasePayment, PurchaseQuote, PurchaseRequest, SubscriptionInvoice, UserSubscription } from '../../domain/subscriptions/model';
import type { FakeBackend } from '../backend';
import { FakeFamilySlots } from '../subscriptions-family';
import { FakeMySubscriptions } from '../subscriptions-holdings';
import { FakeSubscriptionInvoices } from '../subscriptions-invoice';
import { FakePlanPurchases } from '../subscriptions-purchase';
import { str } from './request-fields';
import type { Route } from './app';

const CONSULTATION_TYPES: Record<ConsultationBenefitKind, string> = {
  'family-physician': 'FAMILY_PHYSICIAN',
  specialist: 'SPECIALIST',
  therapist: 'THERAPIST',
};

/** A subscription in the wire shape of docs/api.md (GET /subscription/user/list). */
export function userSubscriptionWire(subscription: UserSubscription) {
  return {
    id: subscription.id,
    planId: subscription.planId,
    name: subscription.name,
    packageType: subscription.tier.toUpperCase(),
    durationInMonths: subscription.months,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    status: subscription.status,
    members: subscription.covered.map((person) => ({ familyMemberId: person.familyMemberId, name: person.name, relation: person.relation })),
    familySlots: subscription.familySlots,
    consultations: subscription.consultations.map((c) => ({ type: CONSULTATION_TYPES[c.kind], included: c.included, used: c.used })),
  };
}

const rupees = (paise: number): number => paise / 100;

function quoteWire(quote: PurchaseQuote) {
  return {
    planId: quote.planId,
    price: rupees(quote.pricePaise),
    couponCode: quote.couponCode,
    couponDiscount: rupees(quote.couponDiscountPaise),
    couponReason: quote.couponReason,
    upgradeCredit: rupees(quote.upgradeCreditPaise),
    taxableAmount: rupees(quote.taxablePaise),
    cgst: rupees(quote.cgstPaise),
    sgst: rupees(quote.sgstPaise),
    total: rupees(quote.totalPaise),
    startDate: quote.startDate,
    endDate: quote.endDate,
  };
}

function invoiceWire(invoice: SubscriptionInvoice) {
  return {
    invoiceNumber: invoice.invoiceNumber,
    subscriptionId: invoice.subscriptionId,
    issuedOn: invoice.issuedOn,
    billedTo: invoice.billedTo,
    planName: invoice.planName,
    durationInMonths: invoice.months,
    price: rupees(invoice.pricePaise),
    couponCode: invoice.couponCode,
    couponDiscount: rupees(invoice.couponDiscountPaise),
    upgradeCredit: rupees(invoice.upgradeCreditPaise),
    taxableAmount: rupees(invoice.taxablePaise),
    cgst: rupees(invoice.cgstPaise),
    sgst: rupees(invoice.sgstPaise),
    total: rupees(invoice.totalPaise),
    fileName: invoice.fileName,
    fileUrl: invoice.url,
  };
}

const orNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function purchaseOf(body: Record<string, unknown>): PurchaseRequest {
  return { planId: str(body.planId), couponCode: orNull(body.couponCode), renewalOf: orNull(body.renewalOf), upgradeOf: orNull(body.upgradeOf) };
}

/** The payment of a confirmation in Razorpay's names, or null when nothing was payable. */
function paymentOf(value: unknown): PurchasePayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const payment = value as Record<string, unknown>;
  return { paymentOrderId: str(payment.razorpayOrderId), paymentId: str(payment.razorpayPaymentId), signature: str(payment.razorpaySignature) };
}

/** The patient's own subscriptions and plan purchases over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function subscriptionRoutes(backend: FakeBackend): Route[] {
  const mine = new FakeMySubscriptions(backend);
  const purchases = new FakePlanPurchases(backend);
  const slots = new FakeFamilySlots(backend);
  const invoices = new FakeSubscriptionInvoices(backend);
  return [
    { method: 'POST', path: /^\/subscription\/couponSummary$/, mutates: true, handle: (c) => purchases.quote(c.token, purchaseOf(c.body)).map(quoteWire) },
    {
      method: 'POST',
      path: /^\/subscription\/purchase$/,
      mutates: true,
      handle: (c) => purchases.purchase(c.token, purchaseOf(c.body)).map((o) => ({ purchaseId: o.purchaseId, paymentOrderId: o.paymentOrderId, amount: rupees(o.amountPaise) })),
    },
    {
      method: 'POST',
      path: /^\/subscription\/purchase\/confirm$/,
      mutates: true,
      handle: (c) => purchases.confirm(c.token, str(c.body.purchaseId), paymentOf(c.body.payment)).map(userSubscriptionWire),
    },
    {
      method: 'POST',
      path: /^\/subscription\/([^/]+)\/members$/,
      mutates: true,
      handle: (c) => slots.cover(c.token, c.params[0] ?? '', str(c.body.familyMemberId)).map(userSubscriptionWire),
    },
    {
      method: 'DELETE',
      path: /^\/subscription\/([^/]+)\/members\/([^/]+)$/,
      mutates: true,
      handle: (c) => slots.free(c.token, c.params[0] ?? '', c.params[1] ?? '').map(userSubscriptionWire),
    },
    {
      method: 'GET',
      path: /^\/subscription\/invoice$/,
      mutates: true,
      handle: (c) => invoices.invoice(c.token, c.query.get('subscriptionId')?.trim() ?? '').map(invoiceWire),
    },
    // Mutates: the first read lays out a member's demo subscription and consultations.
    { method: 'GET', path: /^\/subscription\/user\/list$/, mutates: true, handle: (c) => mine.mine(c.token).map((list) => list.map(userSubscriptionWire)) },
  ];
}
