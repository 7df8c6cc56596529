import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../account/test-support';
import { Checkout } from '../payments/checkout';
import type { PaymentGateway } from '../payments/ports';
import type { ApiError } from '../shared/errors';
import { testQueries } from '../shared/test-doubles';
import type { MedicineOrder } from './model';
import { canCancel, MedicineOrdering } from './ordering';
import type { PharmacyApi } from './ports';

const TOTALS = { mrpPaise: 50000, itemDiscountPaise: 5000, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 45000 };

function order(overrides: Partial<MedicineOrder> = {}): MedicineOrder {
  return {
    id: 'o-1',
    state: 'PLACED',
    history: [{ state: 'PLACED', at: '2026-11-22T10:00:00Z' }],
    lines: [],
    totals: TOTALS,
    address: { id: 'a', name: 'Priya', mobileNumber: '9876543210', line1: '12 MG Road', line2: '', landmark: '', pincode: '560001', city: 'Bengaluru', state: 'Karnataka', kind: 'HOME', isPrimary: true },
    prescriptionIds: [],
    paymentOrderId: 'pay_1',
    paid: false,
    placedAt: '2026-11-22T10:00:00Z',
    cancelReason: null,
    ...overrides,
  };
}

function setup(api: Partial<PharmacyApi>, gateway: PaymentGateway = { collect: async () => Ok({ kind: 'dismissed' }) }, kept = new MemoryStore()) {
  const noop = () => undefined;
  const navigator = { assign: noop, replace: noop, reload: vi.fn() };
  let n = 0;
  const checkout = new Checkout(gateway, { get: () => null, set: noop, remove: noop, clear: noop }, navigator, { after: noop }, kept);
  return new MedicineOrdering(api as PharmacyApi, checkout, { next: () => `key-${++n}` }, testQueries());
}

describe('MedicineOrdering', () => {
  it('sends one create-order request however often Pay is pressed', async () => {
    let finish: (r: Result<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }, ApiError>) => void = () => undefined;
    const createOrder = vi.fn(() => new Promise<Result<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }, ApiError>>((r) => (finish = r)));
    const ordering = setup({ createOrder });
    const clicks = [1, 2, 3].map(() => ordering.placeOrder({ addressId: 'a', prescriptionIds: [] }));
    finish(Ok({ order: order(), paymentOrderId: 'pay_1', totalPaise: 45000 }));
    const results = await Promise.all(clicks);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.isOk() && r.value.id === 'o-1')).toBe(true);
  });

  it('retries a failed create with the same idempotency key, so the server cannot make two orders', async () => {
    const createOrder = vi
      .fn<PharmacyApi['createOrder']>()
      .mockResolvedValueOnce(Err({ kind: 'network' }))
      .mockResolvedValueOnce(Ok({ order: order(), paymentOrderId: 'pay_1', totalPaise: 45000 }));
    const ordering = setup({ createOrder });
    await ordering.placeOrder({ addressId: 'a', prescriptionIds: [] });
    await ordering.placeOrder({ addressId: 'a', prescriptionIds: [] });
    const keys = createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('pays the order total and confirms the payment with the server', async () => {
    const confirmPayment = vi.fn<PharmacyApi['confirmPayment']>(async () => Ok(order({ paid: true })));
    const collect = vi.fn<PaymentGateway['collect']>(async () => Ok({ kind: 'paid', paymentId: 'pay_abc', signature: 'sig' }));
    const ordering = setup({ confirmPayment }, { collect });
    const paid = await ordering.pay(order(), { name: 'Priya', email: null, mobileNumber: '9876543210' });
    expect(paid.isOk() && paid.value.paid).toBe(true);
    expect(collect.mock.calls[0]?.[0]).toMatchObject({ paymentOrderId: 'pay_1', amountPaise: 45000 });
    expect(confirmPayment).toHaveBeenCalledWith('o-1', { paymentOrderId: 'pay_1', paymentId: 'pay_abc', signature: 'sig' });
  });

  it('offers to confirm, after a reload, a payment taken whose confirmation was lost, with the same payment id', async () => {
    const kept = new MemoryStore();
    const collect = vi.fn<PaymentGateway['collect']>(async () => Ok({ kind: 'paid', paymentId: 'pay_abc', signature: 'sig' }));
    const lost = setup({ confirmPayment: async () => Err({ kind: 'network' }) }, { collect }, kept);
    await lost.pay(order(), { name: 'Priya', email: null, mobileNumber: '9876543210' });

    const confirmPayment = vi.fn<PharmacyApi['confirmPayment']>(async () => Ok(order({ paid: true })));
    const reloaded = setup({ confirmPayment }, { collect }, kept);
    expect(reloaded.awaitsConfirmation(order())).toBe(true);
    const again = await reloaded.pay(order(), { name: 'Priya', email: null, mobileNumber: '9876543210' });
    expect(again.isErr() && again.error.kind).toBe('confirmation-pending');
    const confirmed = await reloaded.confirmPayment(order());
    expect(confirmed.isOk() && confirmed.value.paid).toBe(true);
    expect(confirmPayment).toHaveBeenCalledWith('o-1', { paymentOrderId: 'pay_1', paymentId: 'pay_abc', signature: 'sig' });
    expect(collect).toHaveBeenCalledTimes(1);
    expect(reloaded.awaitsConfirmation(order())).toBe(false);
  });

  it('drops a kept payment once the server shows the order paid', async () => {
    const kept = new MemoryStore();
    const collect = vi.fn<PaymentGateway['collect']>(async () => Ok({ kind: 'paid', paymentId: 'pay_abc', signature: 'sig' }));
    const ordering = setup({ confirmPayment: async () => Err({ kind: 'network' }) }, { collect }, kept);
    await ordering.pay(order(), { name: 'Priya', email: null, mobileNumber: '9876543210' });
    expect(ordering.awaitsConfirmation(order({ paid: true }))).toBe(false);
    expect(kept.entries.size).toBe(0);
  });

  it('cancels with a chosen reason, or the patient’s own words for Other', async () => {
    const cancelOrder = vi.fn<PharmacyApi['cancelOrder']>(async () => Ok(order({ state: 'CANCELLED' })));
    const ordering = setup({ cancelOrder });
    expect((await ordering.cancel(order(), 'Other', '  ')).isErr()).toBe(true);
    await ordering.cancel(order(), 'Other', 'Bought at the clinic');
    expect(cancelOrder).toHaveBeenCalledWith('o-1', 'Bought at the clinic');
  });

  it('refuses to cancel an order that has shipped', async () => {
    const cancelOrder = vi.fn<PharmacyApi['cancelOrder']>();
    const ordering = setup({ cancelOrder });
    const result = await ordering.cancel(order({ state: 'SHIPPED' }), 'I ordered by mistake');
    expect(result.isErr() && result.error.kind).toBe('not-cancellable');
    expect(cancelOrder).not.toHaveBeenCalled();
    expect(canCancel({ state: 'APPROVED' })).toBe(true);
    expect(canCancel({ state: 'DELIVERED' })).toBe(false);
  });
});
