import { Err, Ok, type Result } from 'ts-results-es';
import { PAYMENT_RELOAD_DELAY_MS } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { COOKIE_NAMES, type CookieJar } from '../shared/ports';
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
  | { kind: 'already-paying' };

/**
 * The one checkout of the product (medicines, lab tests, consultations, subscriptions):
 * collect the payment for an order the server already created, let the caller confirm
 * it, then reload after 4 s with the coupon and reason cookies cleared (spec §4). A failed
 * or closed payment leaves the same order payable again.
 */
export class Checkout {
  private paying = false;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly cookies: CookieJar,
    private readonly navigator: PageNavigator,
    private readonly delay: Delay,
  ) {}

  async pay<T>(
    request: PaymentRequest,
    confirm: (outcome: Extract<PaymentOutcome, { kind: 'paid' }>) => Promise<Result<T, ApiError>>,
  ): Promise<Result<T, PaymentFailure>> {
    if (this.paying) return Err({ kind: 'already-paying' });
    this.paying = true;
    try {
      const collected = await this.gateway.collect(request);
      if (collected.isErr()) return collected;
      const outcome = collected.value;
      if (outcome.kind === 'failed') return Err({ kind: 'payment-failed', reason: outcome.reason });
      if (outcome.kind === 'dismissed') return Err({ kind: 'payment-dismissed' });
      const confirmed = await confirm(outcome);
      if (confirmed.isErr()) return Err({ kind: 'confirmation-failed', error: confirmed.error });
      this.cookies.remove(COOKIE_NAMES.reason);
      this.cookies.remove(COOKIE_NAMES.coupon);
      this.cookies.remove(COOKIE_NAMES.couponReason);
      this.delay.after(PAYMENT_RELOAD_DELAY_MS, () => this.navigator.reload());
      return Ok(confirmed.value);
    } finally {
      this.paying = false;
    }
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
      return 'We received your payment but could not confirm it yet. Please check the order in a minute; do not pay again.';
    case 'already-paying':
      return 'A payment is already open.';
  }
}
