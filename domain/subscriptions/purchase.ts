import { Err, Ok, type Result } from 'ts-results-es';
import { describePaymentFailure, type Checkout, type PaymentFailure } from '../payments/checkout';
import type { PaymentRequest } from '../payments/model';
import { describeApiError, type ApiError } from '../shared/errors';
import type { KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { PurchaseOrder, PurchaseQuote, PurchaseRequest, UserSubscription } from './model';
import type { SubscriptionsApi } from './ports';
import { SUBSCRIPTION_QUERIES } from './queries';

/** GST on a care plan (SAC 999312): 18%, half central and half state, as on an intra-state invoice. */
export const GST_PERCENT = 18;

/** What the payment of a plan says to the gateway and on the patient's statement. */
export const PLAN_PAYMENT_DESCRIPTION = 'Care Plus subscription';

/** CGST and SGST on a taxable amount, each rounded to the nearest paisa. */
export function gstOn(taxablePaise: number): { cgstPaise: number; sgstPaise: number } {
  const half = Math.round((taxablePaise * GST_PERCENT) / 2 / 100);
  return { cgstPaise: half, sgstPaise: half };
}

export type PurchaseError = { kind: 'busy' } | { kind: 'payment'; failure: PaymentFailure } | ApiError;

export function describePurchaseError(error: PurchaseError): string | null {
  if (error.kind === 'busy') return null;
  if (error.kind === 'payment') return describePaymentFailure(error.failure);
  return describeApiError(error);
}

/**
 * A purchase paid for whose confirmation did not get through: enough to confirm it later with
 * the same payment, also after a reload.
 */
export interface PaidPurchase {
  request: PurchaseRequest;
  purchaseId: string;
  paymentOrderId: string;
  amountPaise: number;
}

/** What tells one purchase of a plan from another: a first purchase, a renewal of a plan, or an upgrade of one. */
export type PurchaseKind = Pick<PurchaseRequest, 'planId' | 'renewalOf' | 'upgradeOf'>;

/** Local storage key of a paid purchase: one per plan and renewal or upgrade, so the plan's page finds it. */
export function paidPurchaseKey(request: PurchaseKind): string {
  const of = request.upgradeOf === null ? (request.renewalOf ?? 'new') : `upgrade-${request.upgradeOf}`;
  return `subscription-payment:${request.planId}:${of}`;
}

/** Refreshes what the header shows (the Care Plus badge follows the plan just bought). */
export interface HeaderRefresh {
  refreshHeader(): Promise<void>;
}

/**
 * Buying, renewing or upgrading a care plan through the one checkout: the quote (couponSummary:
 * price, coupon, an upgrade's credit, GST, term), then the purchase with its payment order (the server answers the same
 * order for the same request while it is unpaid, so pressing Buy again never makes a second),
 * then the payment, then the confirmation that makes the plan ACTIVE.
 */
export class PlanPurchase {
  private busy = false;

  constructor(
    private readonly api: SubscriptionsApi,
    private readonly checkout: Checkout,
    private readonly store: KeyValueStore,
    private readonly queries: QueryCache,
    private readonly header: HeaderRefresh,
  ) {}

  /** What the purchase costs, kept per plan, coupon and renewal while the session lasts. */
  quote(request: PurchaseRequest): Query<PurchaseQuote> {
    return this.queries.query([...SUBSCRIPTION_QUERIES.quotes, JSON.stringify(request)], () => this.api.quotePurchase(request));
  }

  /** Pays for the plan and confirms it; a second call while one is out answers `busy`. */
  async buy(request: PurchaseRequest, prefill: PaymentRequest['prefill']): Promise<Result<UserSubscription, PurchaseError>> {
    if (this.busy) return Err({ kind: 'busy' });
    // A new payment would charge the patient again for what they already paid.
    if (this.paidPurchase(request)) return Err({ kind: 'payment', failure: { kind: 'confirmation-pending' } });
    this.busy = true;
    try {
      const ordered = await this.api.purchase(request);
      if (ordered.isErr()) return ordered;
      const order = ordered.value;
      if (order.paymentOrderId === null || order.amountPaise === 0) {
        const confirmed = await this.api.confirmPurchase(order.purchaseId, null);
        if (confirmed.isOk()) this.bought();
        return confirmed;
      }
      const paid = await this.checkout.pay(payment(order, order.paymentOrderId, prefill), (outcome) => {
        const kept: PaidPurchase = { request, purchaseId: order.purchaseId, paymentOrderId: order.paymentOrderId ?? '', amountPaise: order.amountPaise };
        this.store.set(paidPurchaseKey(request), JSON.stringify(kept));
        return this.api.confirmPurchase(order.purchaseId, { paymentOrderId: kept.paymentOrderId, paymentId: outcome.paymentId, signature: outcome.signature });
      });
      if (paid.isErr()) return Err({ kind: 'payment', failure: paid.error });
      this.store.remove(paidPurchaseKey(request));
      this.bought();
      return Ok(paid.value);
    } finally {
      this.busy = false;
    }
  }

  /** The purchase of this plan paid for and not confirmed yet, also after a reload: the page offers Confirm payment, never Pay. */
  paidPurchase(request: PurchaseKind): PaidPurchase | null {
    const key = paidPurchaseKey(request);
    const stored = parsePaidPurchase(this.store.get(key));
    if (stored === null) return null;
    // The checkout forgets a payment once it is confirmed: then there is nothing left to confirm.
    if (this.checkout.keptPayment(stored.paymentOrderId) === null) {
      this.store.remove(key);
      return null;
    }
    return stored;
  }

  /** Confirms a paid purchase with the same payment (the server answers the same subscription for it). */
  async confirmPayment(request: PurchaseKind): Promise<Result<UserSubscription, PaymentFailure>> {
    if (this.busy) return Err({ kind: 'already-paying' });
    const paid = this.paidPurchase(request);
    if (paid === null) return Err({ kind: 'payment-failed', reason: 'There is no payment to confirm' });
    this.busy = true;
    try {
      const confirmed = await this.checkout.confirmPayment(paid.paymentOrderId, (outcome) =>
        this.api.confirmPurchase(paid.purchaseId, { paymentOrderId: paid.paymentOrderId, paymentId: outcome.paymentId, signature: outcome.signature }),
      );
      if (confirmed.isOk()) {
        this.store.remove(paidPurchaseKey(request));
        this.bought();
      }
      return confirmed;
    } finally {
      this.busy = false;
    }
  }

  /** The patient's plans, the quotes (a plan now active changes them) and the header's badge follow a purchase. */
  private bought(): void {
    this.queries.invalidate(SUBSCRIPTION_QUERIES.mine);
    this.queries.invalidate(SUBSCRIPTION_QUERIES.quotes);
    void this.header.refreshHeader();
  }
}

function payment(order: PurchaseOrder, paymentOrderId: string, prefill: PaymentRequest['prefill']): PaymentRequest {
  return { paymentOrderId, amountPaise: order.amountPaise, description: PLAN_PAYMENT_DESCRIPTION, prefill };
}

function parsePaidPurchase(raw: string | null): PaidPurchase | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { request, purchaseId, paymentOrderId, amountPaise } = value as Record<string, unknown>;
    if (typeof purchaseId !== 'string' || typeof paymentOrderId !== 'string' || typeof amountPaise !== 'number') return null;
    if (typeof request !== 'object' || request === null) return null;
    // An entry kept before upgrades has no upgradeOf: it was no upgrade.
    const { planId, couponCode, renewalOf, upgradeOf = null } = request as Record<string, unknown>;
    if (typeof planId !== 'string') return null;
    if (couponCode !== null && typeof couponCode !== 'string') return null;
    if (renewalOf !== null && typeof renewalOf !== 'string') return null;
    if (upgradeOf !== null && typeof upgradeOf !== 'string') return null;
    return { request: { planId, couponCode, renewalOf, upgradeOf }, purchaseId, paymentOrderId, amountPaise };
  } catch {
    // A damaged entry cannot be confirmed from; the payment stays kept by the checkout.
    return null;
  }
}
