// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../domain/payments/model';
import { FakeCheckoutGateway } from './fake-checkout';
import { fakePaymentSignature } from './pharmacy/payment-signature';

const REQUEST: PaymentRequest = {
  paymentOrderId: 'order_DEMO0000000042',
  amountPaise: 123450,
  description: 'Medicines, order order-42',
  prefill: { name: 'Priya Sharma', email: 'priya@example.in', mobileNumber: '9876543210' },
};

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('no dialog open');
  return found;
}

function button(name: string | RegExp): HTMLButtonElement {
  const found = [...dialog().querySelectorAll('button')].find((candidate) => (typeof name === 'string' ? candidate.textContent === name : name.test(candidate.textContent ?? '')));
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

function press(key: string, shiftKey = false): void {
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FakeCheckoutGateway', () => {
  it('opens an accessible modal labelled Demo payment with the amount in rupees and the description', () => {
    void new FakeCheckoutGateway().collect(REQUEST);
    const shown = dialog();
    expect(shown.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(shown.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Demo payment');
    expect(document.getElementById(shown.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REQUEST.description);
    expect(shown.textContent).toContain('₹1,234.50');
    expect([...shown.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Pay ₹1,234.50', 'Fail payment', 'Close']);
    expect(document.activeElement).toBe(button(/^Pay/));
  });

  it('resolves paid with the signature the fake server accepts, and closes', async () => {
    const outcome = new FakeCheckoutGateway().collect(REQUEST);
    button(/^Pay/).click();
    const result = (await outcome).unwrap();
    expect(result.kind).toBe('paid');
    if (result.kind !== 'paid') return;
    expect(result.paymentId).toMatch(/^pay_DEMO\w+$/);
    expect(result.signature).toBe(fakePaymentSignature(REQUEST.paymentOrderId, result.paymentId));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('resolves failed with a reason, and dismissed on Close', async () => {
    const failing = new FakeCheckoutGateway().collect(REQUEST);
    button('Fail payment').click();
    expect((await failing).unwrap()).toEqual({ kind: 'failed', reason: expect.stringMatching(/declined/) });
    const closing = new FakeCheckoutGateway().collect(REQUEST);
    button('Close').click();
    expect((await closing).unwrap()).toEqual({ kind: 'dismissed' });
  });

  it('ignores Escape, as the live checkout does with escape disabled', () => {
    void new FakeCheckoutGateway().collect(REQUEST);
    press('Escape');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('keeps focus inside while open, makes the page behind inert, and gives focus back when it closes', async () => {
    const page = document.createElement('main');
    const payButton = document.createElement('button');
    payButton.textContent = 'Pay now';
    page.append(payButton);
    document.body.append(page);
    payButton.focus();

    const outcome = new FakeCheckoutGateway().collect(REQUEST);
    expect(page.hasAttribute('inert')).toBe(true);
    press('Tab');
    expect(document.activeElement).toBe(button('Fail payment'));
    press('Tab');
    expect(document.activeElement).toBe(button('Close'));
    press('Tab');
    expect(document.activeElement).toBe(button(/^Pay/));
    press('Tab', true);
    expect(document.activeElement).toBe(button('Close'));
    button('Close').click();
    await outcome;
    expect(page.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(payButton);
  });
});
