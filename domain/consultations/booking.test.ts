import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { Drafts } from '../shared/drafts';
import { MemoryStore, testQueries } from '../shared/test-doubles';
import { Checkout, type Delay } from '../payments/checkout';
import type { CheckoutError, PaymentOutcome } from '../payments/model';
import { MyConsultations } from './my-consultations';
import { ConsultationBooking, describeBookingError } from './booking';
import { ConsultationCatalogue } from './catalogue';
import type { BookingQuote } from './model';
import type { ConsultationApi } from './ports';
import { appointment, doctor, memoryCookies, slot, testApi } from './test-support';

const NOW = new Date('2026-11-22T12:35:00.000Z');
const SLOT = slot('2026-11-23', '10:00');
const REQUEST = { doctorId: 'doc-1', slotId: SLOT.id, forWhom: { kind: 'family-member', familyMemberId: 'fam-1' } as const, couponCode: null };
const PREFILL = { name: 'Priya Sharma', email: 'priya@example.in', mobileNumber: '9876543210' };
const PAYABLE: BookingQuote = { doctor: doctor(), slot: SLOT, patientName: 'Amit Sharma', feePaise: 60000, couponCode: null, couponDiscountPaise: 0, couponReason: null, coveredPaise: 0, payablePaise: 60000, paymentOrderId: 'order_1', subscriptionNote: null };
const COVERED: BookingQuote = { ...PAYABLE, coveredPaise: 60000, payablePaise: 0, paymentOrderId: null, subscriptionNote: 'Care Plus covers this consultation' };

type CreateAppointment = ConsultationApi['createAppointment'];

function setup(
  outcome: Result<PaymentOutcome, CheckoutError> = Ok({ kind: 'paid', paymentId: 'pay_1', signature: 'sig' }),
  world: { store: MemoryStore; tabStore: MemoryStore; cookies: ReturnType<typeof memoryCookies> } = { store: new MemoryStore(), tabStore: new MemoryStore(), cookies: memoryCookies() },
) {
  const { store, tabStore, cookies } = world;
  const collect = vi.fn(async () => outcome);
  const delays: number[] = [];
  const delay: Delay = { after: (ms) => delays.push(ms) };
  const checkout = new Checkout({ collect }, cookies, { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() }, delay, store);
  const createAppointment = vi.fn<CreateAppointment>(async () => Ok(appointment()));
  const api = testApi({ createAppointment, preBooking: vi.fn(async () => Ok(PAYABLE)) });
  const clock = { now: () => NOW };
  const queries = testQueries();
  const consultations = new MyConsultations(api, clock, queries);
  const booking = new ConsultationBooking(api, checkout, cookies, new Drafts(tabStore, () => 'session-token', clock), clock, store, queries, consultations);
  return { booking, collect, createAppointment, cookies, delays, store, tabStore, api, consultations, queries };
}

function withReason(app: ReturnType<typeof setup>) {
  app.booking.reason.save({ symptoms: ['Skin rash'], reason: 'Itchy rash for a week', sharedRecordIds: ['doc-7'] });
  return app;
}

describe('booking a consultation', () => {
  it('starts the summary with the coupon chosen on the Offers page, for as long as its cookie lasts', () => {
    const { booking, cookies } = setup();
    expect(booking.offeredCoupon()).toBeNull();
    cookies.set('coupon', ' consult100 ', 60000);
    expect(booking.offeredCoupon()).toBe('CONSULT100');
  });

  it('pays through the shared checkout as credits towards consultation, then creates the appointment with the payment, the reason and the records shared', async () => {
    const { booking, collect, createAppointment, cookies, delays } = withReason(setup());
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
      sharedRecordIds: ['doc-7'],
      payment: { paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig' },
    });
    expect(booking.reason.read()).toBeNull();
    expect(cookies.names()).toEqual([]);
    expect(delays).toEqual([4000]);
  });

  it('skips the payment when the subscription covers the whole fee', async () => {
    const { booking, collect, createAppointment } = withReason(setup());
    const booked = await booking.book(REQUEST, COVERED, PREFILL);
    expect(booked.isOk()).toBe(true);
    expect(collect).not.toHaveBeenCalled();
    expect(createAppointment).toHaveBeenCalledWith(expect.objectContaining({ payment: null }));
  });

  it('creates nothing when the payment fails, and keeps the reason for another try', async () => {
    const { booking, createAppointment } = withReason(setup(Ok({ kind: 'failed', reason: 'Card declined' })));
    const booked = await booking.book(REQUEST, PAYABLE, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('payment');
    expect(createAppointment).not.toHaveBeenCalled();
    expect(booking.reason.read()).not.toBeNull();
  });

  it('asks for the reason first when it was never given or its 10 minutes lapsed', async () => {
    const { booking, collect } = withReason(setup());
    booking.reason.clear();
    const booked = await booking.book(REQUEST, PAYABLE, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('no-reason');
    expect(collect).not.toHaveBeenCalled();
  });

  it('refuses a slot that has started meanwhile', async () => {
    const { booking } = withReason(setup());
    const booked = await booking.book(REQUEST, { ...PAYABLE, slot: slot('2026-11-22', '18:00') }, PREFILL);
    expect(booked.isErr() && booked.error.kind).toBe('slot-passed');
  });

  it('takes a booked slot out of the doctor’s day and shows the new appointment in the list at once', async () => {
    let free = [SLOT];
    const booked = appointment({ slot: SLOT });
    // As the server does: once booked, the slot is gone and the appointment is listed.
    let listed: (typeof booked)[] = [];
    const api = testApi({
      preBooking: async () => Ok(COVERED),
      specialistSlots: async () => Ok(free),
      appointments: async () => Ok(listed),
      createAppointment: async () => {
        free = [];
        listed = [booked];
        return Ok(booked);
      },
    });
    const clock = { now: () => NOW };
    const queries = testQueries();
    const consultations = new MyConsultations(api, clock, queries);
    const catalogue = new ConsultationCatalogue(api, clock, queries);
    const booking = new ConsultationBooking(api, {} as Checkout, memoryCookies(), new Drafts(new MemoryStore(), () => 'session-token', clock), clock, new MemoryStore(), queries, consultations);
    booking.reason.save({ symptoms: [], reason: 'Follow-up', sharedRecordIds: [] });
    const day = catalogue.slots('doc-1', SLOT.date);
    const list = consultations.appointments();
    const stop = [day.subscribe(() => undefined), list.subscribe(() => undefined)];
    await vi.waitFor(() => expect(day.state.kind === 'ready' && list.state.kind === 'ready').toBe(true));

    (await booking.book(REQUEST, COVERED, PREFILL)).unwrap();
    expect(list.state).toMatchObject({ kind: 'ready', value: [{ id: 'apt-1' }] });
    await vi.waitFor(() => expect(day.state).toMatchObject({ kind: 'ready', value: [], refreshing: false }));
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('reads a 409 on the quote as a slot taken meanwhile, with a clear message', async () => {
    const api = testApi({ preBooking: async () => Err({ kind: 'conflict', message: '' }) });
    const clock = { now: () => NOW };
    const queries = testQueries();
    const booking = new ConsultationBooking(api, {} as Checkout, memoryCookies(), new Drafts(new MemoryStore(), () => 'session-token', clock), clock, new MemoryStore(), queries, new MyConsultations(api, clock, queries));
    const quote = await booking.quote(REQUEST).value();
    expect(quote.isErr() && quote.error).toEqual({ kind: 'slot-taken', message: expect.stringMatching(/Someone has just booked this slot/) });
  });

  it('no longer offers a slot refused as taken, not even in a day already read while it is asked for again', async () => {
    const other = slot(SLOT.date, '10:30');
    let answer: (slots: Ok<(typeof SLOT)[]>) => void = () => undefined;
    const specialistSlots = vi.fn(async () => Ok([SLOT, other]));
    const api = testApi({ preBooking: async () => Err({ kind: 'conflict', message: '' }), specialistSlots });
    const clock = { now: () => NOW };
    const queries = testQueries();
    const catalogue = new ConsultationCatalogue(api, clock, queries);
    const booking = new ConsultationBooking(api, {} as Checkout, memoryCookies(), new Drafts(new MemoryStore(), () => 'session-token', clock), clock, new MemoryStore(), queries, new MyConsultations(api, clock, queries));
    const day = catalogue.slots('doc-1', SLOT.date);
    const stop = day.subscribe(() => undefined);
    await vi.waitFor(() => expect(day.state.kind).toBe('ready'));
    specialistSlots.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    await booking.quote(REQUEST).value();
    expect(day.state).toMatchObject({ kind: 'ready', value: [{ id: other.id }], refreshing: true });
    answer(Ok([other]));
    await vi.waitFor(() => expect(day.state).toMatchObject({ kind: 'ready', value: [{ id: other.id }], refreshing: false }));
    stop();
  });

  describe('a payment the gateway took whose appointment-create failed', () => {
    const PAID_REQUEST = {
      doctorId: 'doc-1',
      slotId: SLOT.id,
      forWhom: { kind: 'family-member', familyMemberId: 'fam-1' },
      couponCode: null,
      planId: null,
      symptoms: ['Skin rash'],
      reason: 'Itchy rash for a week',
      sharedRecordIds: ['doc-7'],
      payment: { paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig' },
    };

    async function paidButNotBooked() {
      const app = withReason(setup());
      app.createAppointment.mockResolvedValueOnce(Err({ kind: 'network' }));
      const booked = await app.booking.book(REQUEST, PAYABLE, PREFILL);
      return { ...app, booked };
    }

    it('says the payment was received and must not be made again, and keeps the booking as paid for', async () => {
      const { booked, booking, delays } = await paidButNotBooked();
      expect(booked.isErr() && booked.error).toEqual({ kind: 'payment', failure: { kind: 'confirmation-failed', error: { kind: 'network' } } });
      expect(booked.isErr() && describeBookingError(booked.error)).toMatch(/We received your payment .* do not pay again/);
      expect(booking.paidBooking(REQUEST)).toEqual({ paymentOrderId: 'order_1', amountPaise: 60000, appointment: expect.objectContaining({ slotId: SLOT.id, reason: 'Itchy rash for a week', sharedRecordIds: ['doc-7'] }) });
      expect(delays).toEqual([]);
    });

    it('never opens a second payment for the same doctor and slot', async () => {
      const { booking, collect } = await paidButNotBooked();
      const again = await booking.book(REQUEST, { ...PAYABLE, paymentOrderId: 'order_2' }, PREFILL);
      expect(again.isErr() && again.error).toEqual({ kind: 'payment', failure: { kind: 'confirmation-pending' } });
      expect(collect).toHaveBeenCalledTimes(1);
    });

    it('after a reload, and after the reason draft lapsed, confirms with the same payment, books once and lands as a booking does', async () => {
      const { store, tabStore, cookies, createAppointment: before } = await paidButNotBooked();
      // A reload: new use-cases over the same storage and cookies.
      const reloaded = setup(Ok({ kind: 'dismissed' }), { store, tabStore, cookies });
      reloaded.booking.reason.clear();
      cookies.set('coupon', 'CONSULT100', 60000);
      expect(reloaded.booking.paidBooking(REQUEST)?.paymentOrderId).toBe('order_1');

      const confirmed = await reloaded.booking.confirmPayment(REQUEST);
      expect(confirmed.isOk() && confirmed.value.id).toBe('apt-1');
      expect(before.mock.calls[0]?.[0]).toEqual(PAID_REQUEST);
      expect(reloaded.createAppointment).toHaveBeenCalledTimes(1);
      expect(reloaded.createAppointment).toHaveBeenCalledWith(PAID_REQUEST);
      expect(reloaded.collect).not.toHaveBeenCalled();
      expect(cookies.names()).toEqual([]);
      expect(reloaded.delays).toEqual([4000]);
      expect(reloaded.booking.paidBooking(REQUEST)).toBeNull();
      expect([...store.entries.keys()]).toEqual([]);
    });

    it('keeps the booking when the confirmation fails again, with the same clear message', async () => {
      const { booking, createAppointment } = await paidButNotBooked();
      createAppointment.mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
      const confirmed = await booking.confirmPayment(REQUEST);
      expect(confirmed.isErr() && confirmed.error.kind).toBe('confirmation-failed');
      expect(booking.paidBooking(REQUEST)).not.toBeNull();
      expect((await booking.confirmPayment(REQUEST)).isOk()).toBe(true);
      expect(createAppointment).toHaveBeenCalledTimes(3);
    });

    it('confirms once when Confirm payment is pressed twice', async () => {
      const { booking, createAppointment } = await paidButNotBooked();
      const [first, second] = await Promise.all([booking.confirmPayment(REQUEST), booking.confirmPayment(REQUEST)]);
      expect(first.isOk()).toBe(true);
      expect(second.isErr() && second.error.kind).toBe('already-paying');
      expect(createAppointment).toHaveBeenCalledTimes(2);
    });

    it('has nothing to confirm for another slot', async () => {
      const { booking } = await paidButNotBooked();
      expect(booking.paidBooking({ doctorId: 'doc-1', slotId: 'slot-2026-11-23-10:15' })).toBeNull();
    });
  });
});
