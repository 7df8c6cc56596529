import { Err, Ok, type Result } from 'ts-results-es';
import { describePaymentFailure, type Checkout, type PaymentFailure } from '../payments/checkout';
import type { PaymentRequest } from '../payments/model';
import { PAYMENT_DESCRIPTION } from '../shared/constants';
import { describeApiError, type ApiError } from '../shared/errors';
import type { Drafts } from '../shared/drafts';
import { COOKIE_NAMES, type Clock, type CookieJar, type KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { ConsultationReasonDraft } from './consultation-reason';
import type { Appointment, BookingQuote, BookingRequest, CreateAppointmentRequest, Slot } from './model';
import type { MyConsultations } from './my-consultations';
import type { ConsultationApi } from './ports';
import { CONSULTATION_QUERIES } from './queries';
import { isOfferable } from './slots';

export const SLOT_TAKEN_MESSAGE = 'Someone has just booked this slot. Please choose another time; the free slots are shown again.';

export type BookingError =
  | { kind: 'slot-taken'; message: string }
  | { kind: 'slot-passed'; message: string }
  | { kind: 'no-reason'; message: string }
  | { kind: 'busy' }
  | { kind: 'payment'; failure: PaymentFailure }
  | ApiError;

/**
 * A consultation paid for whose appointment-create did not get through: the appointment exactly
 * as it was paid for (reason included, which outlives its 10-minute draft here), so confirming
 * it later books what the patient paid for, with the same payment.
 */
export interface PaidBooking {
  paymentOrderId: string;
  amountPaise: number;
  appointment: Omit<CreateAppointmentRequest, 'payment'>;
}

/** Local storage key of a paid booking, by doctor and slot: a reload of the summary page finds it. */
export function paidBookingKey(booking: Pick<BookingRequest, 'doctorId' | 'slotId'>): string {
  return `consultation-payment:${booking.doctorId}:${booking.slotId}`;
}

/** A 409 on a slot means it was taken meanwhile: the page offers fresh slots. */
function slotError(error: ApiError): BookingError {
  return error.kind === 'conflict' ? { kind: 'slot-taken', message: error.message || SLOT_TAKEN_MESSAGE } : error;
}

export function describeBookingError(error: BookingError): string | null {
  switch (error.kind) {
    case 'slot-taken':
    case 'slot-passed':
    case 'no-reason':
      return error.message;
    case 'busy':
      return null;
    case 'payment':
      return describePaymentFailure(error.failure);
    default:
      return describeApiError(error);
  }
}

/**
 * Booking a consultation: the quote (preBookingDisplay, which holds the slot while the patient
 * pays), then the payment through the shared checkout with 'Credits towards consultation',
 * then appointment-create. A consultation the subscription fully covers skips the payment.
 */
export class ConsultationBooking {
  private busy = false;
  private readonly reasons: ConsultationReasonDraft;

  constructor(
    private readonly api: ConsultationApi,
    private readonly checkout: Checkout,
    private readonly cookies: CookieJar,
    drafts: Drafts,
    private readonly clock: Clock,
    private readonly store: KeyValueStore,
    private readonly queries: QueryCache,
    private readonly consultations: MyConsultations,
  ) {
    this.reasons = new ConsultationReasonDraft(drafts);
  }

  get reason(): ConsultationReasonDraft {
    return this.reasons;
  }

  /**
   * The coupon the patient chose on the Offers page within the cookie's 10 minutes: the summary
   * quotes with it from the start (the quote says whether it applies); booking clears it.
   */
  offeredCoupon(): string | null {
    const code = this.cookies.get(COOKIE_NAMES.coupon)?.trim().toUpperCase() ?? '';
    return code === '' ? null : code;
  }

  /** The booking as it will be made (preBookingDisplay holds the slot); a slot taken meanwhile sends the slot pickers back to the server. */
  quote(request: BookingRequest): Query<BookingQuote, BookingError> {
    return this.queries.query(['consultations', 'quotes', JSON.stringify(request)], async (): Promise<Result<BookingQuote, BookingError>> => {
      const quote = await this.api.preBooking(request);
      if (quote.isErr()) return Err(this.refused(quote.error, request));
      return quote;
    });
  }

  /**
   * Pays (unless nothing is payable) and creates the appointment. Needs the reason saved on
   * /book/consultation-information; a second call while one is out answers `busy`.
   */
  async book(
    request: BookingRequest,
    quote: BookingQuote,
    prefill: PaymentRequest['prefill'],
  ): Promise<Result<Appointment, BookingError>> {
    if (this.busy) return Err({ kind: 'busy' });
    // A new payment order would charge the patient again for what they already paid.
    if (this.paidBooking(request)) return Err({ kind: 'payment', failure: { kind: 'confirmation-pending' } });
    const reason = this.reasons.read();
    if (reason === null) {
      return Err({ kind: 'no-reason', message: 'Tell the doctor why you are consulting first: your reason is kept for 10 minutes.' });
    }
    if (!isOfferable({ ...quote.slot, available: true }, this.clock.now())) {
      this.queries.invalidate(CONSULTATION_QUERIES.slots);
      return Err({ kind: 'slot-passed', message: 'This slot has already started. Please choose another time.' });
    }
    this.busy = true;
    try {
      const { doctorId, slotId, forWhom, couponCode } = request;
      const base = { doctorId, slotId, forWhom, couponCode, planId: request.planId ?? null, symptoms: reason.symptoms, reason: reason.reason, sharedRecordIds: reason.sharedRecordIds };
      if (quote.payablePaise === 0 || quote.paymentOrderId === null) {
        const created = await this.api.createAppointment({ ...base, payment: null });
        if (created.isErr()) return Err(this.refused(created.error, request));
        this.reasons.clear();
        this.cookies.remove(COOKIE_NAMES.coupon);
        this.consultations.changed(created.value);
        return created;
      }
      const paidBooking: PaidBooking = { paymentOrderId: quote.paymentOrderId, amountPaise: quote.payablePaise, appointment: base };
      const paid = await this.checkout.pay(
        { paymentOrderId: paidBooking.paymentOrderId, amountPaise: paidBooking.amountPaise, description: PAYMENT_DESCRIPTION, prefill },
        // Called once the gateway took the money: from here the booking is kept until it is created.
        (payment) => {
          this.store.set(paidBookingKey(request), JSON.stringify(paidBooking));
          return this.createPaid(paidBooking, payment);
        },
      );
      if (paid.isErr()) return Err({ kind: 'payment', failure: paid.error });
      this.store.remove(paidBookingKey(request));
      this.reasons.clear();
      this.consultations.changed(paid.value);
      return Ok(paid.value);
    } finally {
      this.busy = false;
    }
  }

  /**
   * The booking paid for at this doctor and slot whose appointment was not created yet (the
   * confirmation failed, or the page reloaded in between), also after a reload: the summary
   * page offers Confirm payment for it, never Pay.
   */
  paidBooking(booking: Pick<BookingRequest, 'doctorId' | 'slotId'>): PaidBooking | null {
    const key = paidBookingKey(booking);
    const stored = parsePaidBooking(this.store.get(key));
    if (stored === null) return null;
    // The checkout forgets a payment once it is confirmed: then there is nothing left to book.
    if (this.checkout.keptPayment(stored.paymentOrderId) === null) {
      this.store.remove(key);
      return null;
    }
    return stored;
  }

  /**
   * Creates the appointment of a paid booking with the same payment (appointment-create answers
   * the same appointment for the same payment, so a retry never books twice), then lands as a
   * booking does: the reason and the coupon cookies cleared, the reload after 4 s.
   */
  async confirmPayment(booking: Pick<BookingRequest, 'doctorId' | 'slotId'>): Promise<Result<Appointment, PaymentFailure>> {
    if (this.busy) return Err({ kind: 'already-paying' });
    const paidBooking = this.paidBooking(booking);
    if (paidBooking === null) return Err({ kind: 'payment-failed', reason: 'There is no payment to confirm' });
    this.busy = true;
    try {
      const confirmed = await this.checkout.confirmPayment(paidBooking.paymentOrderId, (payment) => this.createPaid(paidBooking, payment));
      if (confirmed.isOk()) {
        this.store.remove(paidBookingKey(booking));
        this.reasons.clear();
        this.consultations.changed(confirmed.value);
      }
      return confirmed;
    } finally {
      this.busy = false;
    }
  }

  /**
   * The server's refusal as the patient reads it. A slot taken meanwhile is no longer offered
   * anywhere: gone at once from the doctor's days already read (a picker shows their kept value
   * while it asks again, and must not offer the slot just refused), and every list asked again.
   */
  private refused(error: ApiError, request: BookingRequest): BookingError {
    const refusal = slotError(error);
    if (refusal.kind === 'slot-taken') {
      this.queries.reviseEach<Slot[]>(CONSULTATION_QUERIES.doctorDays(request.doctorId), (slots) => slots.filter((slot) => slot.id !== request.slotId));
      this.queries.invalidate(CONSULTATION_QUERIES.slots);
    }
    return refusal;
  }

  private createPaid(booking: PaidBooking, payment: { paymentId: string; signature: string }) {
    return this.api.createAppointment({
      ...booking.appointment,
      payment: { paymentOrderId: booking.paymentOrderId, paymentId: payment.paymentId, signature: payment.signature },
    });
  }
}

function parsePaidBooking(raw: string | null): PaidBooking | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { paymentOrderId, amountPaise, appointment } = value as Record<string, unknown>;
    if (typeof paymentOrderId !== 'string' || typeof amountPaise !== 'number' || typeof appointment !== 'object' || appointment === null) return null;
    const { doctorId, slotId, forWhom, couponCode, planId, symptoms, reason, sharedRecordIds } = appointment as Record<string, unknown>;
    if (typeof doctorId !== 'string' || typeof slotId !== 'string' || typeof reason !== 'string') return null;
    if (!Array.isArray(symptoms) || !symptoms.every((s): s is string => typeof s === 'string')) return null;
    if (couponCode !== null && typeof couponCode !== 'string') return null;
    if (planId !== null && planId !== undefined && typeof planId !== 'string') return null;
    // A payment kept before records could be shared shared none.
    const shared = sharedRecordIds === undefined ? [] : sharedRecordIds;
    if (!Array.isArray(shared) || !shared.every((id): id is string => typeof id === 'string')) return null;
    const who = forWhom as Record<string, unknown> | null;
    const person: CreateAppointmentRequest['forWhom'] | null =
      who?.kind === 'self' ? { kind: 'self' } : who?.kind === 'family-member' && typeof who.familyMemberId === 'string' ? { kind: 'family-member', familyMemberId: who.familyMemberId } : null;
    if (person === null) return null;
    return { paymentOrderId, amountPaise, appointment: { doctorId, slotId, forWhom: person, couponCode, planId: planId ?? null, symptoms, reason, sharedRecordIds: shared } };
  } catch {
    // A damaged entry cannot be booked from; the payment stays kept by the checkout.
    return null;
  }
}
