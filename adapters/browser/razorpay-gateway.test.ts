import { describe, expect, it, vi } from 'vitest';
import type { PaymentRequest } from '../../domain/payments/model';
import { PAYMENT_SCRIPT_FAILED } from '../../domain/shared/constants';
import { RAZORPAY_CHECKOUT_URL, RazorpayGateway, type RazorpayCheckout, type RazorpayConstructor, type RazorpayOptions, type ScriptLoader } from './razorpay-gateway';

const REQUEST: PaymentRequest = {
  paymentOrderId: 'order_Kx8pQ2',
  amountPaise: 45000,
  description: 'Credits towards consultation',
  prefill: { name: 'Priya Sharma', email: 'priya@example.in', mobileNumber: '9876543210' },
};

/** A stand-in for checkout.js: records the options and lets the test play the patient. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed: ((response: { error?: { description?: string } }) => void) | null; closed: boolean }[] = [];
  const Razorpay = vi.fn(function (this: RazorpayCheckout, options: RazorpayOptions) {
    const entry = { options, failed: null as ((response: { error?: { description?: string } }) => void) | null, closed: false };
    opened.push(entry);
    this.on = (_event, callback) => {
      entry.failed = callback;
    };
    this.open = () => undefined;
    this.close = () => {
      entry.closed = true;
    };
  }) as unknown as RazorpayConstructor;
  return { Razorpay, opened };
}

function setup(options: { loads?: boolean[]; key?: string | null } = {}) {
  const { Razorpay, opened } = fakeRazorpay();
  const host: { Razorpay?: RazorpayConstructor } = {};
  const results = [...(options.loads ?? [true])];
  const loader: ScriptLoader = {
    load: vi.fn(async () => {
      const ok = results.shift() ?? true;
      if (ok) host.Razorpay = Razorpay;
      return ok;
    }),
  };
  const gateway = new RazorpayGateway({ keyId: async () => (options.key === undefined ? 'rzp_test_abc' : options.key), merchantName: 'CareWell', loader, host });
  return { gateway, loader, opened };
}

/** Starts a payment and waits until the checkout is open; the outcome is wrapped so awaiting this does not await it. */
async function opening(gateway: RazorpayGateway, opened: unknown[]) {
  const outcome = gateway.collect(REQUEST);
  await vi.waitFor(() => expect(opened.length).toBeGreaterThan(0));
  return { outcome };
}

describe('RazorpayGateway', () => {
  it('opens the checkout with the key, paise, INR, the order id, the prefill with 91 + mobile and Escape disabled', async () => {
    const { gateway, opened } = setup();
    void opening(gateway, opened);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.options).toMatchObject({
      key: 'rzp_test_abc',
      amount: 45000,
      currency: 'INR',
      order_id: 'order_Kx8pQ2',
      name: 'CareWell',
      description: 'Credits towards consultation',
      prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '919876543210' },
      modal: { escape: false },
    });
  });

  it('resolves paid with the payment id and signature the handler receives', async () => {
    const { gateway, opened } = setup();
    const { outcome } = await opening(gateway, opened);
    opened[0]?.options.handler({ razorpay_payment_id: 'pay_123', razorpay_order_id: 'order_Kx8pQ2', razorpay_signature: 'sig_abc' });
    expect((await outcome).unwrap()).toEqual({ kind: 'paid', paymentId: 'pay_123', signature: 'sig_abc' });
  });

  it('resolves failed on payment.failed and closes the provider’s window, so no later success is lost', async () => {
    const { gateway, opened } = setup();
    const { outcome } = await opening(gateway, opened);
    opened[0]?.failed?.({ error: { description: 'Card declined by the bank' } });
    expect((await outcome).unwrap()).toEqual({ kind: 'failed', reason: 'Card declined by the bank' });
    expect(opened[0]?.closed).toBe(true);
    opened[0]?.options.handler({ razorpay_payment_id: 'late', razorpay_signature: 'late' });
  });

  it('resolves dismissed when the patient closes the checkout', async () => {
    const { gateway, opened } = setup();
    const { outcome } = await opening(gateway, opened);
    opened[0]?.options.modal.ondismiss();
    expect((await outcome).unwrap()).toEqual({ kind: 'dismissed' });
  });

  it('reports the spec’s message when checkout.js fails to load, and loads it again on the next attempt', async () => {
    const { gateway, loader, opened } = setup({ loads: [false, true] });
    expect((await gateway.collect(REQUEST)).unwrapErr()).toEqual({ kind: 'script-failed', message: PAYMENT_SCRIPT_FAILED });
    const { outcome } = await opening(gateway, opened);
    opened[0]?.options.modal.ondismiss();
    await outcome;
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(loader.load).toHaveBeenCalledWith(RAZORPAY_CHECKOUT_URL);
  });

  it('loads checkout.js once for many payments', async () => {
    const { gateway, loader, opened } = setup();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const outcome = gateway.collect(REQUEST);
      await vi.waitFor(() => expect(opened).toHaveLength(attempt + 1));
      opened[attempt]?.options.modal.ondismiss();
      await outcome;
    }
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('cannot open without the key, and says so as it says for a failed script', async () => {
    const { gateway, opened } = setup({ key: null });
    expect((await gateway.collect(REQUEST)).unwrapErr()).toEqual({ kind: 'script-failed', message: PAYMENT_SCRIPT_FAILED });
    expect(opened).toHaveLength(0);
  });
});
