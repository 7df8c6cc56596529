import { Err, Ok, type Result } from 'ts-results-es';
import { PAYMENT_RELOAD_DELAY_MS } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { COOKIE_NAMES, type CookieJar, type KeyValueStore } from '../shared/ports';
import type { PageNavigator } from '../session/ports';
import type { CheckoutError, PaymentOutcome, PaymentRequest } from './model';
import type { PaymentGateway } from './ports';

/** Waits, then acts: the reload after a payment (spec §4) goes through here so tests need no clock. */
export interface Delay {
  after(ms: number, action: () => void): void;
}

export type PaymentFailure =
  | CheckoutError
  | { kind: 'payment-failed'; reason: string }
  | { kind: 'payment-dismissed' }
  | { kind: 'confirmation-failed'; error: ApiError }
  | { kind: 'already-paying' }
  | { kind: 'confirmation-pending' };

/** A payment the gateway took that our server has not confirmed yet: all a confirm call needs. */
export interface KeptPayment {
  paymentOrderId: string;
  paymentId: string;
  signature: string;
}

export type ConfirmPayment<T> = (outcome: Extract<PaymentOutcome, { kind: 'paid' }>) => Promise<Result<T, ApiError>>;

/** Local storage key of a kept payment, by the server's payment order id. */
export function keptPaymentKey(paymentOrderId: string): string {
  return `payment:${paymentOrderId}`;
}

/**
 * The one checkout of the product (medicines, lab tests, consultations, subscriptions):
 * collect the payment for an order the server already created, let the caller confirm
 * it, then reload after 4 s with the coupon cookies cleared (spec §4; the consultation reason, a
 * draft rather than a cookie here, is cleared by the booking that kept it). A failed
 * or closed payment leaves the same order payable again. A payment taken but not confirmed
 * (the connection dropped) is kept, in memory and in local storage, until a confirm succeeds:
 * the patient retries the confirmation with the same payment instead of paying twice.
 */
export class Checkout {
  private paying = false;
  private readonly kept = new Map<string, KeptPayment>();

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly cookies: CookieJar,
    private readonly navigator: PageNavigator,
    private readonly delay: Delay,
    private readonly store: KeyValueStore,
  ) {}

  async pay<T>(request: PaymentRequest, confirm: ConfirmPayment<T>): Promise<Result<T, PaymentFailure>> {
    if (this.paying) return Err({ kind: 'already-paying' });
    if (this.keptPayment(request.paymentOrderId)) return Err({ kind: 'confirmation-pending' });
    this.paying = true;
    try {
      const collected = await this.gateway.collect(request);
      if (collected.isErr()) return collected;
      const outcome = collected.value;
      if (outcome.kind === 'failed') return Err({ kind: 'payment-failed', reason: outcome.reason });
      if (outcome.kind === 'dismissed') return Err({ kind: 'payment-dismissed' });
      this.keep({ paymentOrderId: request.paymentOrderId, paymentId: outcome.paymentId, signature: outcome.signature });
      return await this.confirmKept(request.paymentOrderId, confirm);
    } finally {
      this.paying = false;
    }
  }

  /** The payment taken for this payment order and not confirmed yet, also after a reload. */
  keptPayment(paymentOrderId: string): KeptPayment | null {
    const inMemory = this.kept.get(paymentOrderId);
    if (inMemory) return inMemory;
    const stored = parseKept(this.store.get(keptPaymentKey(paymentOrderId)));
    if (stored?.paymentOrderId !== paymentOrderId) return null;
    this.kept.set(paymentOrderId, stored);
    return stored;
  }

  /**
   * Whether an order's payment was taken but not confirmed: such an order offers Confirm
   * payment, never Pay. An order the server shows paid needs nothing kept (the confirmation
   * got through though its answer was lost), so its kept payment is dropped.
   */
  awaitsConfirmation(order: { paymentOrderId: string | null; paid: boolean }): boolean {
    if (order.paymentOrderId === null) return false;
    if (order.paid) {
      this.forget(order.paymentOrderId);
      return false;
    }
    return this.keptPayment(order.paymentOrderId) !== null;
  }

  /** Retries the confirmation of a kept payment with the same payment id and signature. */
  async confirmPayment<T>(paymentOrderId: string, confirm: ConfirmPayment<T>): Promise<Result<T, PaymentFailure>> {
    if (this.paying) return Err({ kind: 'already-paying' });
    this.paying = true;
    try {
      return await this.confirmKept(paymentOrderId, confirm);
    } finally {
      this.paying = false;
    }
  }

  private forget(paymentOrderId: string): void {
    this.kept.delete(paymentOrderId);
    this.store.remove(keptPaymentKey(paymentOrderId));
  }

  private keep(payment: KeptPayment): void {
    this.kept.set(payment.paymentOrderId, payment);
    this.store.set(keptPaymentKey(payment.paymentOrderId), JSON.stringify(payment));
  }

  private async confirmKept<T>(paymentOrderId: string, confirm: ConfirmPayment<T>): Promise<Result<T, PaymentFailure>> {
    const kept = this.keptPayment(paymentOrderId);
    if (!kept) return Err({ kind: 'payment-failed', reason: 'There is no payment to confirm' });
    const confirmed = await confirm({ kind: 'paid', paymentId: kept.paymentId, signature: kept.signature });
    if (confirmed.isErr()) return Err({ kind: 'confirmation-failed', error: confirmed.error });
    this.forget(paymentOrderId);
    this.cookies.remove(COOKIE_NAMES.coupon);
    this.cookies.remove(COOKIE_NAMES.couponReason);
    this.delay.after(PAYMENT_RELOAD_DELAY_MS, () => this.navigator.reload());
    return Ok(confirmed.value);
  }
}

function parseKept(raw: string | null): KeptPayment | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { paymentOrderId, paymentId, signature } = value as Record<string, unknown>;
    if (typeof paymentOrderId !== 'string' || typeof paymentId !== 'string' || typeof signature !== 'string') return null;
    return { paymentOrderId, paymentId, signature };
  } catch {
    // A damaged entry cannot be confirmed; the server-side order still shows the payment pending.
    return null;
  }
}

/** What to tell the patient about a payment that did not go through. */
export function describePaymentFailure(failure: PaymentFailure): string {
  switch (failure.kind) {
    case 'script-failed':
      return failure.message;
    case 'payment-failed':
      return `The payment did not go through: ${failure.reason}. You can try again; you have not been charged twice.`;
    case 'payment-dismissed':
      return 'You closed the payment window. Your order is saved; pay whenever you are ready.';
    case 'confirmation-failed':
      return 'We received your payment but could not confirm it yet. Please press Confirm payment in a minute; do not pay again.';
    case 'confirmation-pending':
      return 'We received your payment for this order and are waiting to confirm it; do not pay again.';
    case 'already-paying':
      return 'A payment is already open.';
  }
}
