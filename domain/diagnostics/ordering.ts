import { Err, Ok, type Result } from 'ts-results-es';
import type { Checkout, PaymentFailure } from '../payments/checkout';
import type { PaymentRequest } from '../payments/model';
import type { AnnouncedError, ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import { FILE_SIGNATURE_LENGTH, sniffFileType } from '../shared/file-type';
import type { Clock, IdGenerator } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { BookSlotError, HomeCollection, SlotTakenError } from './home-collection';
import type { CollectionSlot, DiagnosticOrder, DiagnosticReport } from './model';
import type { DiagnosticsApi } from './ports';
import { DIAGNOSTIC_QUERIES } from './queries';
import { canCancelDiagnostic, canReschedule, NOT_CANCELLABLE, NOT_RESCHEDULABLE } from './rules';
import { cancelReason } from '../shared/cancel-reason';
import { byCodeUnits } from '../shared/order';

export type DiagnosticCancelError = { kind: 'invalid'; message: string } | { kind: 'not-cancellable'; message: string } | ApiError;
export type RescheduleError = { kind: 'not-reschedulable'; message: string } | { kind: 'same-slot'; message: string } | SlotTakenError | ApiError;
export type CreateOrderError = SlotTakenError | ApiError;
export type UploadReportError = { kind: 'invalid'; message: string } | AnnouncedError | ApiError;

export const MAX_REPORT_BYTES = 10 * 1024 * 1024;
export const REPORT_FILE_MESSAGES = {
  empty: 'This file is empty. Choose the report again.',
  tooLarge: 'The report must be 10 MB or smaller.',
  type: 'Upload a PDF or a photo (JPEG or PNG) of the report.',
} as const;

/**
 * Lab test orders: the cart and a held slot become an order (one per Pay, however often it
 * is pressed, through an idempotency key kept across retries), paid through the shared
 * Checkout; then status, reschedule and cancel with a reason.
 */
export class DiagnosticOrdering {
  private inFlight: Promise<Result<DiagnosticOrder, CreateOrderError>> | null = null;
  private idempotencyKey: string | null = null;

  constructor(
    private readonly api: DiagnosticsApi,
    private readonly checkout: Checkout,
    private readonly homeCollection: HomeCollection,
    private readonly orders: DiagnosticOrders,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** POST create diagnostic order. A hold that lapsed or was lost is a `slot-taken` with fresh slots. */
  placeOrder(request: { bookingId: string; addressId: string; slot: CollectionSlot; pincode: string }): Promise<Result<DiagnosticOrder, CreateOrderError>> {
    this.inFlight ??= this.create(request).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /**
   * Home collection's Book slot and review: holds the slot, then makes the order of it. A slot
   * taken at either step answers with the day's fresh slots, which the slot picker then shows.
   */
  async bookCollection(slot: CollectionSlot, address: { id: string; pincode: string }): Promise<Result<DiagnosticOrder, BookSlotError | CreateOrderError>> {
    const held = await this.homeCollection.book(slot, address.pincode);
    if (held.isErr()) return held;
    return this.placeOrder({ bookingId: held.value.id, addressId: address.id, slot, pincode: address.pincode });
  }

  async pay(order: DiagnosticOrder, prefill: PaymentRequest['prefill']): Promise<Result<DiagnosticOrder, PaymentFailure>> {
    if (order.paymentOrderId === null || order.paid) return Err({ kind: 'payment-failed', reason: 'This order has no payment pending' });
    const paymentOrderId = order.paymentOrderId;
    const paid = await this.checkout.pay(
      { paymentOrderId, amountPaise: order.totals.payablePaise, description: `Lab tests, order ${order.id}`, prefill },
      (payment) => this.api.confirmPayment(order.id, { paymentOrderId, paymentId: payment.paymentId, signature: payment.signature }),
    );
    return this.changed(paid);
  }

  /** Whether the gateway took a payment for this order that the server has not confirmed yet. */
  awaitsConfirmation(order: DiagnosticOrder): boolean {
    return this.checkout.awaitsConfirmation(order);
  }

  /** Retries the server's confirmation of the kept payment, with the same payment id and signature. */
  async confirmPayment(order: DiagnosticOrder): Promise<Result<DiagnosticOrder, PaymentFailure>> {
    if (order.paymentOrderId === null) return Err({ kind: 'payment-failed', reason: 'This order has no payment pending' });
    const paymentOrderId = order.paymentOrderId;
    const confirmed = await this.checkout.confirmPayment(paymentOrderId, (paid) =>
      this.api.confirmPayment(order.id, { paymentOrderId, paymentId: paid.paymentId, signature: paid.signature }),
    );
    return this.changed(confirmed);
  }

  async cancel(order: DiagnosticOrder, reason: string, otherText = ''): Promise<Result<DiagnosticOrder, DiagnosticCancelError>> {
    if (!canCancelDiagnostic(order)) return Err({ kind: 'not-cancellable', message: NOT_CANCELLABLE });
    const chosen = cancelReason(reason, otherText);
    if (chosen.isErr()) return Err({ kind: 'invalid', message: chosen.error });
    const cancelled = order.bookedWithPartner ? await this.api.cancelWithPartner(order.id, chosen.value) : await this.api.cancel(order.id, chosen.value);
    return this.changed(cancelled);
  }

  async reschedule(order: DiagnosticOrder, slot: CollectionSlot): Promise<Result<DiagnosticOrder, RescheduleError>> {
    if (!canReschedule(order, this.clock.now())) return Err({ kind: 'not-reschedulable', message: NOT_RESCHEDULABLE });
    if (slot.id === order.slot.id) return Err({ kind: 'same-slot', message: 'This is the slot already booked. Choose another time.' });
    const moved = await this.api.reschedule(order.id, slot.id);
    if (moved.isOk()) return this.changed(moved);
    if (moved.error.kind === 'conflict') return Err(await this.homeCollection.taken(slot, order.address.pincode));
    return moved;
  }

  private async create(request: { bookingId: string; addressId: string; slot: CollectionSlot; pincode: string }): Promise<Result<DiagnosticOrder, CreateOrderError>> {
    this.idempotencyKey ??= this.ids.next();
    const created = await this.api.createOrder({ bookingId: request.bookingId, addressId: request.addressId, idempotencyKey: this.idempotencyKey });
    if (created.isErr()) {
      if (created.error.kind === 'conflict') {
        // The hold is gone, so this key's order can never be made: the next try is a new order.
        this.idempotencyKey = null;
        return Err(await this.homeCollection.taken(request.slot, request.pincode));
      }
      return created;
    }
    this.idempotencyKey = null;
    return this.changed(Ok(created.value.order));
  }

  private changed<E>(result: Result<DiagnosticOrder, E>): Result<DiagnosticOrder, E> {
    if (result.isOk()) this.orders.changed(result.value);
    return result;
  }
}

/** Reading orders (the diagnostics orders page, the My Orders tab) and reports. */
export class DiagnosticOrders {
  constructor(
    private readonly api: DiagnosticsApi,
    private readonly errors: ErrorPolicy,
    private readonly queries: QueryCache,
  ) {}

  /** Newest first. */
  orders(): Query<DiagnosticOrder[]> {
    return this.queries.query(DIAGNOSTIC_QUERIES.orderList, async () => {
      const orders = await this.api.orders();
      if (orders.isErr()) return Err(orders.error);
      return Ok([...orders.value].sort((a, b) => byCodeUnits(b.placedAt, a.placedAt)));
    });
  }

  order(id: string): Query<DiagnosticOrder> {
    return this.queries.query(DIAGNOSTIC_QUERIES.order(id), async () => {
      const order = await this.api.order(id);
      if (order.isErr()) return Err(order.error);
      return order;
    });
  }

  /** POST check order status: asks the lab partner where the order is now. */
  async checkStatus(id: string): Promise<Result<DiagnosticOrder, ApiError>> {
    const order = await this.api.checkStatus(id);
    if (order.isErr()) return Err(order.error);
    this.changed(order.value);
    return order;
  }

  /**
   * An order a command answered with (placed, paid, moved, cancelled): its page and the list
   * show it at once, a new one first, and the list is read again behind it.
   */
  changed(order: DiagnosticOrder): void {
    this.queries.put(DIAGNOSTIC_QUERIES.order(order.id), order);
    const list = this.orders();
    if (list.state.kind === 'ready') {
      const shown = list.state.value;
      list.set(shown.some((o) => o.id === order.id) ? shown.map((o) => (o.id === order.id ? order : o)) : [order, ...shown]);
    }
    list.invalidate();
  }

  /**
   * POST upload diagnostics: a report of tests done elsewhere. The type is read from the
   * first bytes (PDF, JPEG or PNG), never from the name, and it must be 10 MB or smaller.
   */
  async uploadReport(file: { name: string; bytes: Uint8Array }): Promise<Result<DiagnosticReport, UploadReportError>> {
    if (file.bytes.length === 0) return Err({ kind: 'invalid', message: REPORT_FILE_MESSAGES.empty });
    if (file.bytes.length > MAX_REPORT_BYTES) return Err({ kind: 'invalid', message: REPORT_FILE_MESSAGES.tooLarge });
    const type = sniffFileType(file.bytes.subarray(0, FILE_SIGNATURE_LENGTH));
    if (type === null) return Err({ kind: 'invalid', message: REPORT_FILE_MESSAGES.type });
    const uploaded = await this.api.uploadReport({ name: file.name, contentType: type, bytes: file.bytes });
    // Spec §8: an upload's failure is toasted with the server's answer (a 500 too: the image-upload context).
    if (uploaded.isErr() && this.errors.handle(uploaded.error, { shown: 'catalogue', imageUpload: true })) return Err({ kind: 'announced' });
    return uploaded;
  }

  /** The reports that are ready, newest first: what health records list as lab reports. */
  async reports(): Promise<Result<{ order: DiagnosticOrder; report: DiagnosticReport }[], ApiError>> {
    const orders = await this.orders().value();
    return orders.map((list) => list.flatMap((order) => (order.report === null ? [] : [{ order, report: order.report }])));
  }
}
