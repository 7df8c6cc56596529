import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../account/test-support';
import { Checkout, type Delay } from '../payments/checkout';
import type { CheckoutError, PaymentOutcome } from '../payments/model';
import { ConsultationBooking } from './booking';
import type { BookingQuote } from './model';
import { appointment, doctor, memoryCookies, slot, testApi, testErrors } from './test-support';

const NOW = new Date('2026-11-22T12:35:00.000Z');
const SLOT = slot('2026-11-23', '10:00');
const REQUEST = { doctorId: 'doc-1', slotId: SLOT.id, forWhom: { kind: 'family-member', familyMemberId: 'fam-1' } as const, couponCode: null };
const PREFILL = { name: 'Priya Sharma', email: 'priya@example.in', mobileNumber: '9876543210' };
const PAYABLE: BookingQuote = { doctor: doctor(), slot: SLOT, patientName: 'Amit Sharma', feePaise: 60000, couponCode: null, couponDiscountPaise: 0, couponReason: null, coveredPaise: 0, payablePaise: 60000, paymentOrderId: 'order_1', subscriptionNote: null };
const COVERED: BookingQuote = { ...PAYABLE, coveredPaise: 60000, payablePaise: 0, paymentOrderId: null, subscriptionNote: 'Care Plus covers this consultation' };

function setup(outcome: Result<PaymentOutcome, CheckoutError> = Ok({ kind: 'paid', paymentId: 'pay_1', signature: 'sig' })) {
  const cookies = memoryCookies();
  const collect = vi.fn(async () => outcome);
  const delays: number[] = [];
  const delay: Delay = { after: (ms) => delays.push(ms) };
  const checkout = new Checkout({ collect }, cookies, { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() }, delay, new MemoryStore());
  const createAppointment = vi.fn(async () => Ok(appointment()));
  const api = testApi({ createAppointment, preBooking: vi.fn(async () => Ok(PAYABLE)) });
  const { errors } = testErrors();
  const booking = new ConsultationBooking(api, checkout, cookies, { now: () => NOW }, errors);
  booking.reason.save({ symptoms: ['Skin rash'], reason: 'Itchy rash for a week' });
  return { booking, collect, createAppointment, cookies, delays };
}

describe('booking a consultation', () => {
  it('pays through the shared checkout as credits towards consultation, then creates the appointment with the payment and reason', async () => {
    const { booking, collect, createAppointment, cookies, delays } = setup();
    const booked = await booking.book(REQUEST, PAYABLE, PREFILL);
    expect(booked.isOk()).toBe(true);
    expect(collect).toHaveBeenCalledWith(expect.objectContaining({ paymentOrderId: 'order_1', amountPaise: 60000, description: 'Credits towards consultation', prefill: PREFILL }));
    expect(createAppointment).toHaveBeenCalledWith({
      doctorId: 'doc-1',
      slotId: SLOT.id,
      forWhom: { kind: 'family-member', familyMemberId: 'fam-1' },
      couponCode: null,
      planId: null,
      symptoms: ['Skin rash'],
      reason: 'Itchy rash for a week',
      payment: { paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig' },
    });
    expect(booking.reason.read()).toBeNull();
    expect(cookies.names()).toEqual([]);
    expect(delays).toEqual([4000]);
  });

  it('skips the payment when the subscription covers the whole fee', async () => {
    const { booking, collect, createAppointment } = setup();
    const booked = await booking.book(REQUEST, COVERED, PREFILL);
    expect(booked.isOk()).toBe(true);
    expect(collect).not.toHaveBeenCalled();
    expect(createAppointment).toHaveBeenCalledWith(expect.objectContaining({ payment: null }));
  });

  it('creates nothing when the payment fails, and keeps the reason for another try', async () => {
    const { booking, createAppointment } = setup(Ok({ kind: 'failed', reason: 'Card declined' }));
    const booked = await booking.book(REQUEST, PAYABLE, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('payment');
    expect(createAppointment).not.toHaveBeenCalled();
    expect(booking.reason.read()).not.toBeNull();
  });

  it('asks for the reason first when it was never given or its 10 minutes lapsed', async () => {
    const { booking, collect } = setup();
    booking.reason.clear();
    const booked = await booking.book(REQUEST, PAYABLE, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('no-reason');
    expect(collect).not.toHaveBeenCalled();
  });

  it('refuses a slot that has started meanwhile', async () => {
    const { booking } = setup();
    const booked = await booking.book(REQUEST, { ...PAYABLE, slot: slot('2026-11-22', '18:00') }, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('slot-passed');
  });

  it('reads a 409 on the quote as a slot taken meanwhile, with a clear message', async () => {
    const { errors } = testErrors();
    const api = testApi({ preBooking: async () => Err({ kind: 'conflict', message: '' }) });
    const booking = new ConsultationBooking(api, {} as Checkout, memoryCookies(), { now: () => NOW }, errors);
    const quote = await booking.quote(REQUEST);
    expect(quote.isErr() && quote.error).toEqual({ kind: 'slot-taken', message: expect.stringMatching(/Someone has just booked this slot/) });
  });
});
