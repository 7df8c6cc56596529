import { Err, Ok, type Result } from 'ts-results-es';
import type { Checkout} from '../payments/checkout';
import { describePaymentFailure, type PaymentFailure } from '../payments/checkout';
import type { PaymentRequest } from '../payments/model';
import type { ErrorPolicy } from '../session/error-policy';
import { PAYMENT_DESCRIPTION } from '../shared/constants';
import { describeApiError, type ApiError } from '../shared/errors';
import { COOKIE_NAMES, type Clock, type CookieJar } from '../shared/ports';
import { ConsultationReasonCookie } from './consultation-reason';
import type { Appointment, BookingQuote, BookingRequest } from './model';
import type { ConsultationApi } from './ports';
import { isOfferable } from './slots';

export const SLOT_TAKEN_MESSAGE = 'Someone has just booked this slot. Please choose another time; the free slots are shown again.';

export type BookingError =
  | { kind: 'slot-taken'; message: string }
  | { kind: 'slot-passed'; message: string }
  | { kind: 'no-reason'; message: string }
  | { kind: 'busy' }
  | { kind: 'payment'; failure: PaymentFailure }
  | ApiError;

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
  private readonly reasons: ConsultationReasonCookie;

  constructor(
    private readonly api: ConsultationApi,
    private readonly checkout: Checkout,
    private readonly cookies: CookieJar,
    private readonly clock: Clock,
    private readonly errors: ErrorPolicy,
  ) {
    this.reasons = new ConsultationReasonCookie(cookies);
  }

  get reason(): ConsultationReasonCookie {
    return this.reasons;
  }

  async quote(request: BookingRequest): Promise<Result<BookingQuote, BookingError>> {
    const quote = await this.api.preBooking(request);
    if (quote.isErr()) {
      this.errors.handle(quote.error, { quiet: true });
      return Err(slotError(quote.error));
    }
    return quote;
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
    const reason = this.reasons.read();
    if (reason === null) {
      return Err({ kind: 'no-reason', message: 'Tell the doctor why you are consulting first: your reason is kept for 10 minutes.' });
    }
    if (!isOfferable({ ...quote.slot, available: true }, this.clock.now())) {
      return Err({ kind: 'slot-passed', message: 'This slot has already started. Please choose another time.' });
    }
    this.busy = true;
    try {
      const { doctorId, slotId, forWhom, couponCode } = request;
      const base = { doctorId, slotId, forWhom, couponCode, planId: request.planId ?? null, symptoms: reason.symptoms, reason: reason.reason };
      if (quote.payablePaise === 0 || quote.paymentOrderId === null) {
        const created = await this.api.createAppointment({ ...base, payment: null });
        if (created.isErr()) {
          this.errors.handle(created.error, { quiet: true });
          return Err(slotError(created.error));
        }
        this.reasons.clear();
        this.cookies.remove(COOKIE_NAMES.coupon);
        return created;
      }
      const paymentOrderId = quote.paymentOrderId;
      const paid = await this.checkout.pay(
        { paymentOrderId, amountPaise: quote.payablePaise, description: PAYMENT_DESCRIPTION, prefill },
        (payment) => this.api.createAppointment({ ...base, payment: { paymentOrderId, paymentId: payment.paymentId, signature: payment.signature } }),
      );
      if (paid.isErr()) {
        if (paid.error.kind === 'confirmation-failed') return Err(slotError(paid.error.error));
        return Err({ kind: 'payment', failure: paid.error });
      }
      return Ok(paid.value);
    } finally {
      this.busy = false;
    }
  }
}
