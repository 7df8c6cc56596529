import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../account/test-support';
import { Checkout } from '../payments/checkout';
import { HomeCollection } from './home-collection';
import { DiagnosticOrdering, DiagnosticOrders } from './ordering';
import type { DiagnosticsApi } from './ports';
import { NOT_CANCELLABLE } from './rules';
import { testQueries } from '../shared/test-doubles';
import { fixedClock, order, slot, testApi, testErrors } from './test-support';

function setup(api: Partial<DiagnosticsApi>, collect = vi.fn(async () => Ok({ kind: 'paid' as const, paymentId: 'pay_1', signature: 'sig' })), kept = new MemoryStore()) {
  const full = testApi(api);
  const { errors } = testErrors();
  const clock = fixedClock();
  let id = 0;
  const checkout = new Checkout({ collect }, { get: () => null, set: () => undefined, remove: () => undefined, clear: () => undefined }, { assign: () => undefined, replace: () => undefined, reload: () => undefined }, { after: () => undefined }, kept);
  const queries = testQueries();
  const orders = new DiagnosticOrders(full, errors, queries);
  const ordering = new DiagnosticOrdering(full, checkout, new HomeCollection(full, clock, queries), orders, { next: () => `key-${(id += 1)}` }, clock);
  return { ordering, orders, collect };
}

const REQUEST = { bookingId: 'b-1', addressId: 'a-1', slot: slot(), pincode: '560038' };
const PREFILL = { name: 'Priya Sharma', email: null, mobileNumber: '9876543210' };

describe('DiagnosticOrdering', () => {
  it('shows a placed order first in the orders list at once, and reads the list again', async () => {
    const placed = order({ id: 'do-2', state: 'PAYMENT_PENDING', paid: false });
    const listed = vi.fn().mockResolvedValueOnce(Ok([order()])).mockResolvedValue(Ok([placed, order()]));
    const { ordering, orders } = setup({ orders: listed, createOrder: async () => Ok({ order: placed, paymentOrderId: 'order_1', totalPaise: 54900 }) });
    const list = orders.orders();
    const stop = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.state.kind).toBe('ready'));
    await ordering.placeOrder(REQUEST);
    expect(list.state).toMatchObject({ kind: 'ready', value: [{ id: 'do-2' }, { id: 'do-1' }] });
    expect(listed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('books a home collection by holding the slot, then making the order of the hold', async () => {
    const createOrder = vi.fn(async () => Ok({ order: order({ state: 'PAYMENT_PENDING', paid: false }), paymentOrderId: 'order_1', totalPaise: 54900 }));
    const { ordering } = setup({ bookSlot: async () => Ok({ id: 'hold-1', slot: slot(), heldUntil: '2026-11-22T10:15:00+05:30' }), createOrder, slots: async () => Ok([]) });
    const placed = await ordering.bookCollection(slot(), { id: 'a-1', pincode: '560038' });
    expect(placed.unwrap().id).toBe('do-1');
    expect(createOrder).toHaveBeenCalledWith({ bookingId: 'hold-1', addressId: 'a-1', idempotencyKey: 'key-1' });
  });

  it('makes no order when the slot was taken before it could be held', async () => {
    const createOrder = vi.fn();
    const { ordering } = setup({ bookSlot: async () => Err({ kind: 'conflict', message: 'Slot full' }), createOrder, slots: async () => Ok([]) });
    const placed = await ordering.bookCollection(slot(), { id: 'a-1', pincode: '560038' });
    expect(placed.isErr() && placed.error.kind).toBe('slot-taken');
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('shows a cancelled order as cancelled on its page and in the list', async () => {
    const booked = order();
    const { ordering, orders } = setup({ orders: async () => Ok([booked]), order: async () => Ok(booked), cancel: async () => Ok({ ...booked, state: 'CANCELLED' }) });
    const page = orders.order('do-1');
    await page.value();
    await orders.orders().value();
    await ordering.cancel(booked, 'Other', 'Travelling');
    expect(page.state).toMatchObject({ kind: 'ready', value: { state: 'CANCELLED' } });
    expect(orders.orders().state).toMatchObject({ kind: 'ready', value: [{ state: 'CANCELLED' }] });
  });

  it('creates one order however often Pay is pressed, and reuses the key after a failure', async () => {
    const createOrder = vi
      .fn()
      .mockResolvedValueOnce(Err({ kind: 'network' }))
      .mockResolvedValue(Ok({ order: order({ state: 'PAYMENT_PENDING', paid: false }), paymentOrderId: 'order_1', totalPaise: 54900 }));
    const { ordering } = setup({ createOrder });
    expect((await ordering.placeOrder(REQUEST)).isErr()).toBe(true);
    const [a, b] = await Promise.all([ordering.placeOrder(REQUEST), ordering.placeOrder(REQUEST)]);
    expect(a.unwrap().id).toBe('do-1');
    expect(b.unwrap().id).toBe('do-1');
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(createOrder.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('answers a lost slot hold with fresh slots rather than a failed order', async () => {
    const { ordering } = setup({ createOrder: async () => Err({ kind: 'conflict', message: 'held slot released' }), slots: async () => Ok([slot({ id: 'later', startsAt: '2026-11-22T16:00:00+05:30', endsAt: '2026-11-22T17:00:00+05:30' })]) });
    const placed = await ordering.placeOrder(REQUEST);
    expect(placed.isErr() && placed.error.kind).toBe('slot-taken');
    expect(placed.isErr() && placed.error.kind === 'slot-taken' && placed.error.fresh.map((s) => s.id)).toEqual(['later']);
  });

  it('pays through the shared checkout and confirms with the signature', async () => {
    const confirmPayment = vi.fn(async () => Ok(order()));
    const { ordering, collect } = setup({ confirmPayment });
    const paid = await ordering.pay(order({ state: 'PAYMENT_PENDING', paid: false }), PREFILL);
    expect(paid.unwrap().state).toBe('BOOKED');
    expect(collect).toHaveBeenCalledWith(expect.objectContaining({ paymentOrderId: 'order_1', amountPaise: 54900 }));
    expect(confirmPayment).toHaveBeenCalledWith('do-1', { paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig' });
  });

  it('offers to confirm, after a reload, a payment whose confirmation was lost, with the same payment id and signature', async () => {
    const kept = new MemoryStore();
    const unpaid = order({ state: 'PAYMENT_PENDING', paid: false });
    const lost = setup({ confirmPayment: vi.fn(async () => Err({ kind: 'network' as const })) }, undefined, kept);
    await lost.ordering.pay(unpaid, PREFILL);

    const confirmPayment = vi.fn(async () => Ok(order()));
    const { ordering, collect } = setup({ confirmPayment }, undefined, kept);
    expect(ordering.awaitsConfirmation(unpaid)).toBe(true);
    expect((await ordering.pay(unpaid, PREFILL)).isErr()).toBe(true);
    expect(collect).not.toHaveBeenCalled();
    expect((await ordering.confirmPayment(unpaid)).unwrap().state).toBe('BOOKED');
    expect(confirmPayment).toHaveBeenCalledWith('do-1', { paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig' });
    expect(ordering.awaitsConfirmation(unpaid)).toBe(false);
  });

  it('cancels with a reason, needs words for Other, and refuses after collection', async () => {
    const cancel = vi.fn(async () => Ok(order({ state: 'CANCELLED' })));
    const { ordering } = setup({ cancel });
    expect((await ordering.cancel(order(), 'Other', '  ')).isErr()).toBe(true);
    const late = await ordering.cancel(order({ state: 'SAMPLE_COLLECTED' }), 'I booked by mistake');
    expect(late.isErr() && late.error).toEqual({ kind: 'not-cancellable', message: NOT_CANCELLABLE });
    await ordering.cancel(order(), 'Other', 'Travelling that week');
    expect(cancel).toHaveBeenCalledWith('do-1', 'Travelling that week');
  });

  it('cancels an order booked in the partner lab’s own system through the partner’s call', async () => {
    const cancel = vi.fn();
    const cancelWithPartner = vi.fn(async () => Ok(order({ state: 'CANCELLED', bookedWithPartner: true })));
    const { ordering } = setup({ cancel, cancelWithPartner });
    await ordering.cancel(order({ bookedWithPartner: true }), 'I booked by mistake');
    expect(cancelWithPartner).toHaveBeenCalledWith('do-1', 'I booked by mistake');
    expect(cancel).not.toHaveBeenCalled();
  });

  it('reschedules to another slot, and answers a taken slot with fresh ones', async () => {
    const target = slot({ id: 'target', startsAt: '2026-11-22T15:00:00+05:30', endsAt: '2026-11-22T16:00:00+05:30' });
    const { ordering } = setup({ reschedule: async () => Err({ kind: 'conflict', message: 'full' }), slots: async () => Ok([target]) });
    const same = await ordering.reschedule(order(), order().slot);
    expect(same.isErr() && same.error.kind).toBe('same-slot');
    const moved = await ordering.reschedule(order(), target);
    expect(moved.isErr() && moved.error.kind === 'slot-taken' && moved.error.fresh).toEqual([]);
  });
});

describe('DiagnosticOrders', () => {
  it('lists orders newest first and their ready reports', async () => {
    const older = order({ id: 'old', placedAt: '2026-10-01T04:00:00.000Z', state: 'REPORT_READY', report: { fileName: 'report.pdf', contentType: 'application/pdf', url: 'data:x' } });
    const orders = new DiagnosticOrders(testApi({ orders: async () => Ok([older, order()]) }), testErrors().errors, testQueries());
    expect((await orders.orders().value()).unwrap().map((o) => o.id)).toEqual(['do-1', 'old']);
    expect((await orders.reports()).unwrap().map((r) => r.order.id)).toEqual(['old']);
  });
});

describe('uploading a report done elsewhere', () => {
  it('sends a PDF with the type its bytes show, and refuses a file that is neither PDF nor photo', async () => {
    const uploadReport = vi.fn(async () => Ok({ fileName: 'thyroid.pdf', contentType: 'application/pdf' as const, url: 'data:x' }));
    const orders = new DiagnosticOrders(testApi({ uploadReport }), testErrors().errors, testQueries());
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF');
    await orders.uploadReport({ name: 'thyroid.pdf', bytes: pdf });
    expect(uploadReport).toHaveBeenCalledWith({ name: 'thyroid.pdf', contentType: 'application/pdf', bytes: pdf });
    const text = await orders.uploadReport({ name: 'report.pdf', bytes: new TextEncoder().encode('not a pdf at all') });
    expect(text.isErr() && text.error).toEqual({ kind: 'invalid', message: 'Upload a PDF or a photo (JPEG or PNG) of the report.' });
    expect(uploadReport).toHaveBeenCalledTimes(1);
  });

  it('toasts the server’s answer to a failed upload (a 500 too: the image-upload context) and tells the page it was said', async () => {
    const { errors, toasts } = testErrors();
    const orders = new DiagnosticOrders(testApi({ uploadReport: async () => Err({ kind: 'server', status: 500, message: 'Storage is full' }) }), errors, testQueries());
    const uploaded = await orders.uploadReport({ name: 'thyroid.pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF') });
    expect(uploaded.isErr() && uploaded.error).toEqual({ kind: 'announced' });
    expect(toasts).toEqual(['Storage is full']);
  });
});
