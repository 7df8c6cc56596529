// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePaymentSignature } from './pharmacy/payment-signature';
import { razorpayStubScript } from './razorpay-stub';

type StubConstructor = new (options: Record<string, unknown>) => { open(): void; on(event: string, callback: (response: unknown) => void): void };

function install(): StubConstructor {
  // The script runs as the browser would run checkout.js: as plain source text.
  new Function(razorpayStubScript())();
  return (window as unknown as { Razorpay: StubConstructor }).Razorpay;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('razorpayStubScript', () => {
  it('defines window.Razorpay, opens the demo dialog and calls the handler with a signature the fake server accepts', () => {
    const Razorpay = install();
    const handler = vi.fn();
    new Razorpay({ key: 'rzp_test_x', amount: 5000, currency: 'INR', order_id: 'order_DEMO0000000007', description: 'Medicines', prefill: { name: 'Rahul', contact: '919123456780' }, modal: { escape: false, ondismiss: vi.fn() }, handler }).open();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('₹50.00');
    const pay = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.startsWith('Pay'));
    pay?.click();
    const response = handler.mock.calls[0]?.[0] as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(response.razorpay_order_id).toBe('order_DEMO0000000007');
    expect(response.razorpay_signature).toBe(fakePaymentSignature('order_DEMO0000000007', response.razorpay_payment_id));
  });

  it('reports a failure through payment.failed and a close through modal.ondismiss', () => {
    const Razorpay = install();
    const ondismiss = vi.fn();
    const failed = vi.fn();
    const checkout = new Razorpay({ amount: 100, order_id: 'order_X', description: '', modal: { escape: false, ondismiss }, handler: vi.fn() });
    checkout.on('payment.failed', failed);
    checkout.open();
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Fail payment')?.click();
    expect(failed).toHaveBeenCalledWith({ error: expect.objectContaining({ description: expect.any(String) }) });
    checkout.open();
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Close')?.click();
    expect(ondismiss).toHaveBeenCalledTimes(1);
  });
});
