import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import type { IdGenerator } from '../shared/ports';
import type { QueryCache } from '../shared/query';
import type { Checkout, PaymentFailure } from '../payments/checkout';
import type { PaymentRequest } from '../payments/model';
import type { MedicineOrder } from './model';
import { orderChanged } from './order-tracking';
import type { PharmacyApi } from './ports';
import { cancelReason } from '../shared/cancel-reason';

export const CANCEL_REASONS = [
  'I ordered by mistake',
  'I found it cheaper elsewhere',
  'The delivery takes too long',
  'My doctor changed the prescription',
  'Other',
] as const;

export type CancelError = { kind: 'invalid'; message: string } | { kind: 'not-cancellable'; message: string } | ApiError;

/** States from which the pharmacy can still stop an order. */
const CANCELLABLE: readonly MedicineOrder['state'][] = ['PLACED', 'AWAITING_PRESCRIPTION_CHECK', 'AWAITING_APPROVAL', 'APPROVED'];

export function canCancel(order: Pick<MedicineOrder, 'state'>): boolean {
  return CANCELLABLE.includes(order.state);
}

/**
 * Turning the cart into an order and paying for it. One create-order request however
 * often Pay is pressed: concurrent calls share the request in flight, and a retry after a
 * failure reuses the idempotency key so the server returns the same order.
 */
export class MedicineOrdering {
  private inFlight: Promise<Result<MedicineOrder, ApiError>> | null = null;
  private idempotencyKey: string | null = null;

  constructor(
    private readonly api: PharmacyApi,
    private readonly checkout: Checkout,
    private readonly ids: IdGenerator,
    private readonly queries: QueryCache,
  ) {}

  placeOrder(request: { addressId: string; prescriptionIds: string[] }): Promise<Result<MedicineOrder, ApiError>> {
    this.inFlight ??= this.create(request).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Collects the payment for an unpaid order; a failure leaves the same order payable. */
  async pay(order: MedicineOrder, prefill: PaymentRequest['prefill']): Promise<Result<MedicineOrder, PaymentFailure>> {
    if (order.paymentOrderId === null) return Err({ kind: 'payment-failed', reason: 'This order has no payment pending' });
    const paymentOrderId = order.paymentOrderId;
    const paid = await this.checkout.pay(
      { paymentOrderId, amountPaise: order.totals.payablePaise, description: `Medicines, order ${order.id}`, prefill },
      (payment) => this.api.confirmPayment(order.id, { paymentOrderId, paymentId: payment.paymentId, signature: payment.signature }),
    );
    return this.changed(paid);
  }

  /** Whether the gateway took a payment for this order that the server has not confirmed yet. */
  awaitsConfirmation(order: MedicineOrder): boolean {
    return this.checkout.awaitsConfirmation(order);
  }

  /** Retries the server's confirmation of the kept payment, with the same payment id and signature. */
  async confirmPayment(order: MedicineOrder): Promise<Result<MedicineOrder, PaymentFailure>> {
    if (order.paymentOrderId === null) return Err({ kind: 'payment-failed', reason: 'This order has no payment pending' });
    const paymentOrderId = order.paymentOrderId;
    const confirmed = await this.checkout.confirmPayment(paymentOrderId, (paid) =>
      this.api.confirmPayment(order.id, { paymentOrderId, paymentId: paid.paymentId, signature: paid.signature }),
    );
    return this.changed(confirmed);
  }

  async cancel(order: MedicineOrder, reason: string, otherText = ''): Promise<Result<MedicineOrder, CancelError>> {
    if (!canCancel(order)) return Err({ kind: 'not-cancellable', message: 'This order has left the pharmacy and can no longer be cancelled' });
    const chosen = cancelReason(reason, otherText);
    if (chosen.isErr()) return Err({ kind: 'invalid', message: chosen.error });
    const cancelled = await this.api.cancelOrder(order.id, chosen.value);
    return this.changed(cancelled);
  }

  private async create(request: { addressId: string; prescriptionIds: string[] }): Promise<Result<MedicineOrder, ApiError>> {
    this.idempotencyKey ??= this.ids.next();
    const created = await this.api.createOrder({ ...request, idempotencyKey: this.idempotencyKey });
    if (created.isErr()) return created;
    // The next cart is a new order.
    this.idempotencyKey = null;
    return this.changed(Ok(created.value.order));
  }

  private changed<E>(result: Result<MedicineOrder, E>): Result<MedicineOrder, E> {
    if (result.isOk()) orderChanged(this.queries, result.value);
    return result;
  }
}
