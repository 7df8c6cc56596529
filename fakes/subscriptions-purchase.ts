import { Err, Ok, type Result } from 'ts-results-es';
import { addDays, istDate } from '../domain/consultations/slots';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';
import { Money } from '../domain/shared/money';
import type { PurchaseOrder, PurchasePayment, PurchaseQuote, PurchaseRequest, UserSubscription } from '../domain/subscriptions/model';
import { gstOn } from '../domain/subscriptions/purchase';
import { isUpgrade, upgradeCreditPaise } from '../domain/subscriptions/upgrade';
import type { FakeBackend } from './backend';
import { fakePaymentSignature } from './pharmacy/payment-signature';
import type { FakeUser } from './state';
import { FakeCarePlans, lastDayOfTerm, planOf, type FakeUserSubscription } from './subscriptions-cover';
import { FakeMySubscriptions } from './subscriptions-holdings';
import { FakeSubscriptionInvoices } from './subscriptions-invoice';
import { PLANS, planPartnerOf, plansFor, type FakePlan } from './subscriptions-service';

/** A purchase in the fake store, from its payment order to the subscription it made. */
export interface FakePurchase {
  id: string;
  userId: string;
  request: PurchaseRequest;
  paymentOrderId: string | null;
  amountPaise: number;
  /** Set once confirmed: the same payment again answers this subscription. */
  subscriptionId: string | null;
  /** The quote's bill, for the invoice (absent in a store saved before invoices). */
  bill?: FakeBill;
  /** The day the confirmation made the subscription ('YYYY-MM-DD'). */
  paidOn?: string;
}

/** A purchase's bill as its quote gave it; a store saved before upgrades has no credit in it. */
export type FakeBill = Pick<PurchaseQuote, 'pricePaise' | 'couponDiscountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise'> &
  Partial<Pick<PurchaseQuote, 'upgradeCreditPaise'>>;

/** The coupons of plans in the demo, the sentences the server refuses with, in one place. */
export const PLAN_COUPONS: Readonly<Record<string, { percentOff?: number; rupeesOff?: number; tier?: FakePlan['tier']; validUntil: string }>> = {
  CAREPLUS10: { percentOff: 10, validUntil: '2099-12-31' },
  GOLD500: { rupeesOff: 500, tier: 'gold', validUntil: '2099-12-31' },
  NEWYEAR25: { percentOff: 25, validUntil: '2026-01-15' },
};

export const PLAN_PURCHASE_ERRORS = {
  alreadyActive: 'You already have an active Care Plus plan. Renew it from My subscriptions to extend it.',
  notRenewable: 'Only a plan that is still active can be renewed. Choose a plan to buy instead.',
  couponUnknown: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  couponWrongTier: 'This coupon is for Gold plans only.',
  notUpgradable: 'Only the plan that covers you today can be upgraded. Choose a plan to buy instead.',
  notHigher: 'A plan can only be upgraded to a higher tier or a longer term.',
  renewalWaiting: 'Your plan has a renewed term still to begin, so it cannot be upgraded now. Upgrade once that term has begun.',
  renewOrUpgrade: 'A purchase can renew a plan or upgrade it, not both.',
  badSignature: 'The payment could not be verified',
  payFirst: 'Pay for this plan to buy it',
} as const;

const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });

/**
 * Buying, renewing and upgrading plans in the fake store (POST /subscription/couponSummary,
 * /purchase and /purchase/confirm of docs/api.md). A renewal's term starts the day after the last
 * term the patient holds ends; an upgrade starts today, credits the unused part of the plan it
 * replaces and ends that plan today (UPGRADED); a paid purchase that meets a plan made active meanwhile (a second tab)
 * becomes the next term the same way, so no payment is ever lost.
 */
export class FakePlanPurchases {
  private readonly carePlans: FakeCarePlans;
  private readonly listed: FakeMySubscriptions;
  private readonly invoices: FakeSubscriptionInvoices;

  constructor(private readonly backend: FakeBackend) {
    this.carePlans = new FakeCarePlans(backend);
    this.listed = new FakeMySubscriptions(backend);
    this.invoices = new FakeSubscriptionInvoices(backend);
  }

  private get purchases(): Record<string, FakePurchase> {
    return (this.backend.state.subscriptionPurchases ??= {});
  }

  private get today(): string {
    return istDate(new Date(this.backend.now()));
  }

  quote(token: string | null, request: PurchaseRequest): Result<PurchaseQuote, ApiError> {
    return this.backend.userByToken(token).andThen((user) => this.quoteFor(user, request));
  }

  purchase(token: string | null, request: PurchaseRequest): Result<PurchaseOrder, ApiError> {
    return this.backend.userByToken(token).andThen((user) =>
      this.quoteFor(user, request).map((quote): PurchaseOrder => {
        const asked = { ...request, couponCode: quote.couponCode };
        const same = Object.values(this.purchases).find(
          (p) => p.userId === user.id && p.subscriptionId === null && p.amountPaise === quote.totalPaise && JSON.stringify(p.request) === JSON.stringify(asked),
        );
        if (same) return orderOf(same);
        const number = String(this.backend.state.nextId).padStart(10, '0');
        this.backend.state.nextId += 1;
        const made: FakePurchase = {
          id: `pur-${number}`,
          userId: user.id,
          request: asked,
          paymentOrderId: quote.totalPaise > 0 ? `order_SUB${number}` : null,
          amountPaise: quote.totalPaise,
          subscriptionId: null,
          bill: {
            pricePaise: quote.pricePaise,
            couponDiscountPaise: quote.couponDiscountPaise,
            upgradeCreditPaise: quote.upgradeCreditPaise,
            taxablePaise: quote.taxablePaise,
            cgstPaise: quote.cgstPaise,
            sgstPaise: quote.sgstPaise,
            totalPaise: quote.totalPaise,
          },
        };
        this.purchases[made.id] = made;
        return orderOf(made);
      }),
    );
  }

  confirm(token: string | null, purchaseId: string, payment: PurchasePayment | null): Result<UserSubscription, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<UserSubscription, ApiError> => {
      const purchase = this.purchases[purchaseId];
      if (!purchase || purchase.userId !== user.id) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      const held = this.carePlans.of(user);
      const made = held.find((s) => s.id === purchase.subscriptionId);
      if (made) return Ok(this.listed.asListed(user, made));
      if (purchase.paymentOrderId !== null) {
        if (!payment || payment.paymentOrderId !== purchase.paymentOrderId) return rejected(PLAN_PURCHASE_ERRORS.payFirst);
        if (payment.signature !== fakePaymentSignature(payment.paymentOrderId, payment.paymentId)) return rejected(PLAN_PURCHASE_ERRORS.badSignature);
      }
      const plan = planById(purchase.request.planId);
      if (!plan) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      // An upgrade replaces the plan covering today; once that plan is gone (a second tab upgraded
      // it meanwhile), the payment buys the next term as any other purchase does.
      const replaced = this.carePlans.current(user);
      const upgraded = replaced !== null && replaced.id === purchase.request.upgradeOf ? replaced : null;
      const startDate = upgraded ? this.today : (this.nextStart(user) ?? this.today);
      const subscription: FakeUserSubscription = {
        id: `sub-${user.id}-${held.length + 1}`,
        planId: plan.id,
        startDate,
        endDate: lastDayOfTerm(startDate, plan.months),
        status: 'ACTIVE',
        // A renewed or upgraded term keeps covering the family of the term before it, as far as its slots go.
        familyMemberIds: (held.find((s) => s.id === (purchase.request.renewalOf ?? purchase.request.upgradeOf))?.familyMemberIds ?? []).slice(0, plan.familyMembers),
      };
      if (upgraded) {
        upgraded.status = 'UPGRADED';
        upgraded.endDate = this.today;
      }
      held.push(subscription);
      purchase.subscriptionId = subscription.id;
      purchase.paidOn = this.today;
      user.subscriptionStatus = 'ACTIVE';
      user.isSubscribedUser = true;
      return Ok(this.listed.asListed(user, subscription));
    });
  }

  /** The day after the last term the user holds ends, or null when no plan covers today or later. */
  private nextStart(user: FakeUser): string | null {
    const today = this.today;
    const ends = this.carePlans
      .of(user)
      .filter((s) => s.status === 'ACTIVE' && s.endDate >= today)
      .map((s) => s.endDate)
      .sort();
    const last = ends.at(-1);
    return last === undefined ? null : addDays(last, 1);
  }

  private quoteFor(user: FakeUser, request: PurchaseRequest): Result<PurchaseQuote, ApiError> {
    // A partner's user pays the partner's price for the plan, as its price list shows it.
    const plan = plansFor(planPartnerOf(this.backend.state, user)).find((p) => p.id === request.planId);
    if (!plan) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
    const replaced = this.replaced(user, request, plan);
    if (replaced.isErr()) return replaced;
    const pricePaise = Money.fromRupees(plan.priceRupees).paise;
    const coupon = couponFor(plan, request.couponCode, this.today, pricePaise);
    const credit = replaced.value === null ? 0 : this.creditFor(user, replaced.value);
    const upgradeCreditPaise = Math.min(credit, pricePaise - coupon.discountPaise);
    const taxablePaise = pricePaise - coupon.discountPaise - upgradeCreditPaise;
    const { cgstPaise, sgstPaise } = gstOn(taxablePaise);
    const startDate = request.renewalOf === null ? this.today : (this.nextStart(user) ?? this.today);
    return Ok({
      planId: plan.id,
      pricePaise,
      couponCode: coupon.code,
      couponDiscountPaise: coupon.discountPaise,
      couponReason: coupon.reason,
      upgradeCreditPaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      totalPaise: taxablePaise + cgstPaise + sgstPaise,
      startDate,
      endDate: lastDayOfTerm(startDate, plan.months),
    });
  }

  /** The plan an upgrade replaces (null for a first purchase or a renewal), or why the purchase is refused. */
  private replaced(user: FakeUser, request: PurchaseRequest, plan: FakePlan): Result<FakeUserSubscription | null, ApiError> {
    if (request.renewalOf !== null && request.upgradeOf !== null) return rejected(PLAN_PURCHASE_ERRORS.renewOrUpgrade);
    const current = this.carePlans.current(user);
    if (request.renewalOf !== null) {
      const renewed = this.carePlans.of(user).find((s) => s.id === request.renewalOf);
      return !renewed || this.carePlans.statusOf(renewed) !== 'ACTIVE' ? rejected(PLAN_PURCHASE_ERRORS.notRenewable) : Ok(null);
    }
    if (request.upgradeOf === null) return current ? Err({ kind: 'conflict', message: PLAN_PURCHASE_ERRORS.alreadyActive }) : Ok(null);
    if (!current || current.id !== request.upgradeOf) return rejected(PLAN_PURCHASE_ERRORS.notUpgradable);
    if (!isUpgrade(planOf(current), plan)) return rejected(PLAN_PURCHASE_ERRORS.notHigher);
    if (this.nextStart(user) !== addDays(current.endDate, 1)) return Err({ kind: 'conflict', message: PLAN_PURCHASE_ERRORS.renewalWaiting });
    return Ok(current);
  }

  /** The unused part of the plan an upgrade replaces, pro rata by days, on what it was bought for before GST. */
  private creditFor(user: FakeUser, replaced: FakeUserSubscription): number {
    const { bill } = this.invoices.billOf(user.id, replaced);
    // A credit the replaced plan got was paid for it too, so it counts in what the plan is worth.
    return upgradeCreditPaise(replaced, bill.pricePaise - bill.couponDiscountPaise, this.today);
  }
}

function planById(id: string): FakePlan | undefined {
  return PLANS.find((p) => p.id === id);
}

function orderOf(purchase: FakePurchase): PurchaseOrder {
  return { purchaseId: purchase.id, paymentOrderId: purchase.paymentOrderId, amountPaise: purchase.amountPaise };
}

function couponFor(plan: FakePlan, code: string | null, today: string, pricePaise: number): { code: string | null; discountPaise: number; reason: string | null } {
  if (code === null) return { code: null, discountPaise: 0, reason: null };
  const coupon = PLAN_COUPONS[code.trim().toUpperCase()];
  if (!coupon) return { code: null, discountPaise: 0, reason: PLAN_PURCHASE_ERRORS.couponUnknown };
  if (coupon.validUntil < today) return { code: null, discountPaise: 0, reason: PLAN_PURCHASE_ERRORS.couponExpired };
  if (coupon.tier && coupon.tier !== plan.tier) return { code: null, discountPaise: 0, reason: PLAN_PURCHASE_ERRORS.couponWrongTier };
  const off = coupon.rupeesOff !== undefined ? Money.fromRupees(coupon.rupeesOff).paise : Math.round((pricePaise * (coupon.percentOff ?? 0)) / 100);
  return { code: code.trim().toUpperCase(), discountPaise: Math.min(off, pricePaise), reason: null };
}
