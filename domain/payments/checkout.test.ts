import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '../shared/ports';
import type { PageNavigator } from '../session/ports';
import { MemoryStore } from '../account/test-support';
import { Checkout, describePaymentFailure, keptPaymentKey, type Delay } from './checkout';
import type { CheckoutError, PaymentOutcome, PaymentRequest } from './model';

const REQUEST: PaymentRequest = {
  paymentOrderId: 'pay_1',
  amountPaise: 45000,
  description: 'Credits towards consultation',
  prefill: { name: 'Priya Sharma', email: 'priya@example.in', mobileNumber: '9876543210' },
};

function setup(outcome: Result<PaymentOutcome, CheckoutError>, store = new MemoryStore()) {
  const removed: string[] = [];
  const cookies: CookieJar = { get: () => null, set: () => undefined, remove: (name) => removed.push(name), clear: () => undefined };
  const navigator = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() } satisfies PageNavigator;
  const delays: { ms: number; action: () => void }[] = [];
  const delay: Delay = { after: (ms, action) => delays.push({ ms, action }) };
  const collect = vi.fn(async () => outcome);
  const checkout = new Checkout({ collect }, cookies, navigator, delay, store);
  return { checkout, removed, navigator, delays, collect, store };
}

describe('Checkout', () => {
  it('confirms a successful payment, clears the coupon cookies and reloads after 4 s', async () => {
    const { checkout, removed, navigator, delays } = setup(Ok({ kind: 'paid', paymentId: 'pay_abc', signature: 'sig' }));
    const confirm = vi.fn(async () => Ok('order-1'));
    const result = await checkout.pay(REQUEST, confirm);
    expect(result.unwrap()).toBe('order-1');
    expect(confirm).toHaveBeenCalledWith({ kind: 'paid', paymentId: 'pay_abc', signature: 'sig' });
    expect(removed.sort()).toEqual(['coupon', 'couponReason']);
    expect(delays.map((d) => d.ms)).toEqual([4000]);
    expect(navigator.reload).not.toHaveBeenCalled();
    delays[0]?.action();
    expect(navigator.reload).toHaveBeenCalledTimes(1);
  });

  it('reports a failed or closed payment without confirming, clearing or reloading', async () => {
    for (const outcome of [{ kind: 'failed', reason: 'Card declined' }, { kind: 'dismissed' }] as const) {
      const { checkout, removed, delays } = setup(Ok(outcome));
      const confirm = vi.fn(async () => Ok(null));
      const result = await checkout.pay(REQUEST, confirm);
      expect(result.isErr()).toBe(true);
      expect(confirm).not.toHaveBeenCalled();
      expect(removed).toEqual([]);
      expect(delays).toEqual([]);
    }
  });

  it('passes on the script failure message of spec §5', async () => {
    const { checkout } = setup(Err({ kind: 'script-failed', message: 'Razorpay SDK failed to load. Are you online?' }));
    const result = await checkout.pay(REQUEST, async () => Ok(null));
    expect(result.isErr() && describePaymentFailure(result.error)).toBe('Razorpay SDK failed to load. Are you online?');
  });

  it('opens one payment at a time however often Pay is clicked', async () => {
    let finish: (r: Result<PaymentOutcome, CheckoutError>) => void = () => undefined;
    const { checkout, collect } = setup(Ok({ kind: 'dismissed' }));
    collect.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const first = checkout.pay(REQUEST, async () => Ok(null));
    const second = await checkout.pay(REQUEST, async () => Ok(null));
    expect(second.isErr() && second.error.kind).toBe('already-paying');
    finish(Ok({ kind: 'dismissed' }));
    await first;
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('tells the patient not to pay again when the payment went through but its confirmation failed', async () => {
    const { checkout } = setup(Ok({ kind: 'paid', paymentId: 'p', signature: 's' }));
    const result = await checkout.pay(REQUEST, async () => Err({ kind: 'network' }));
    expect(result.isErr() && describePaymentFailure(result.error)).toMatch(/do not pay again/);
  });

  describe('a payment taken but not confirmed', () => {
    const PAID = { kind: 'paid', paymentId: 'pay_abc', signature: 'sig' } as const;

    it('is kept locally by payment order id and survives a reload', async () => {
      const { checkout, store } = setup(Ok(PAID));
      await checkout.pay(REQUEST, async () => Err({ kind: 'network' }));
      expect(checkout.keptPayment('pay_1')).toEqual({ paymentOrderId: 'pay_1', paymentId: 'pay_abc', signature: 'sig' });
      const afterReload = setup(Ok({ kind: 'dismissed' }), store).checkout;
      expect(afterReload.keptPayment('pay_1')).toEqual({ paymentOrderId: 'pay_1', paymentId: 'pay_abc', signature: 'sig' });
      expect(afterReload.keptPayment('pay_other')).toBeNull();
    });

    it('is confirmed again with the same payment id and signature, then removed, the cookies cleared and the page reloaded', async () => {
      const first = setup(Ok(PAID));
      await first.checkout.pay(REQUEST, async () => Err({ kind: 'network' }));
      const { checkout, store, removed, delays, collect } = setup(Ok({ kind: 'dismissed' }), first.store);
      const confirm = vi.fn(async () => Ok('order-1'));
      const result = await checkout.confirmPayment('pay_1', confirm);
      expect(result.unwrap()).toBe('order-1');
      expect(confirm).toHaveBeenCalledWith(PAID);
      expect(collect).not.toHaveBeenCalled();
      expect(checkout.keptPayment('pay_1')).toBeNull();
      expect(store.get(keptPaymentKey('pay_1'))).toBeNull();
      expect(removed.sort()).toEqual(['coupon', 'couponReason']);
      expect(delays.map((d) => d.ms)).toEqual([4000]);
    });

    it('stays kept while the confirmation keeps failing', async () => {
      const { checkout, store } = setup(Ok(PAID));
      await checkout.pay(REQUEST, async () => Err({ kind: 'network' }));
      const retried = await checkout.confirmPayment('pay_1', async () => Err({ kind: 'network' }));
      expect(retried.isErr() && retried.error.kind).toBe('confirmation-failed');
      expect(store.get(keptPaymentKey('pay_1'))).not.toBeNull();
    });

    it('keeps the payment from being paid again while it waits for confirmation', async () => {
      const { checkout, collect } = setup(Ok(PAID));
      await checkout.pay(REQUEST, async () => Err({ kind: 'network' }));
      const again = await checkout.pay(REQUEST, async () => Ok(null));
      expect(again.isErr() && again.error.kind).toBe('confirmation-pending');
      expect(again.isErr() && describePaymentFailure(again.error)).toMatch(/do not pay again/);
      expect(collect).toHaveBeenCalledTimes(1);
    });

    it('is not kept once confirmed at the first try', async () => {
      const { checkout, store } = setup(Ok(PAID));
      await checkout.pay(REQUEST, async () => Ok(null));
      expect(checkout.keptPayment('pay_1')).toBeNull();
      expect(store.entries.size).toBe(0);
    });
  });
});
