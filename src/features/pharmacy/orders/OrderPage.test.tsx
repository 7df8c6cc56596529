import { screen, waitFor, within } from '@testing-library/react';
import { Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { FakePharmacyApi } from '../../../../fakes/pharmacy/api';
import { TOKENS } from '../../../app/tokens';
import { DEMO, renderApp } from '../../../test/render-app';
import { HOME, MEDICINES, openCart } from './test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  // A test that fails with the demo checkout open must not leave the next one's page inert.
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
  for (const child of Array.from(document.body.children) as HTMLElement[]) child.inert = false;
});

/** A placed, unpaid order of one Dolo 650 (₹65.83 with delivery), on its review page. */
async function reviewedOrder() {
  const app = await openCart({ medicines: [MEDICINES.dolo], address: HOME });
  const create = vi.spyOn(app.services.get(TOKENS.PharmacyApi), 'createOrder');
  const place = screen.getByRole('button', { name: 'Place order' });
  await waitFor(() => expect(place).toBeEnabled());
  await app.user.click(place);
  await screen.findByRole('heading', { level: 1, name: 'Order review' }, { timeout: 15000 });
  return { ...app, create, orderId: app.location.current.pathname.split('/').at(-1) ?? '' };
}

function demoCheckout(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Demo payment' });
}

describe('Medicine order page', { timeout: 30000 }, () => {
  it('pays in the checkout, prefilled from the profile, shows Payment received and reloads after 4 s', async () => {
    const { user, navigator } = await reviewedOrder();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹65.83' }));
    const checkout = await waitFor(demoCheckout);
    expect(checkout).toHaveTextContent('Paying as Rahul Verma, +919123456780');
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹65.83' }));

    expect(await screen.findByText(/Payment received/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay ₹/ })).not.toBeInTheDocument();
    expect(navigator.calls).toEqual([]);
    await waitFor(() => expect(navigator.calls).toContainEqual({ method: 'reload' }), { timeout: 6000 });
  });

  it('offers Try again on the same order after a failed payment, and never creates a second order', async () => {
    const { user, services, create, orderId } = await reviewedOrder();
    const confirm = vi.spyOn(services.get(TOKENS.PharmacyApi), 'confirmPayment');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹65.83' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The payment did not go through: .+ You can try again; you have not been charged twice\./);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You closed the payment window. Your order is saved; pay whenever you are ready.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Pay ₹65.83' }));
    expect(await screen.findByText(/Payment received/)).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0]).toBe(orderId);
  });

  it('cancels with a reason from the dialog, asking for words when the reason is Other', async () => {
    const { user } = await reviewedOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('radio', { name: 'I ordered by mistake' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const words = within(dialog).getByLabelText('Tell us why');
    await waitFor(() => expect(words).toHaveAccessibleDescription('Tell us why you are cancelling'));
    await user.type(words, 'Bought them at the clinic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Your order is cancelled.')).toBeVisible();
    expect(screen.getByText('Reason: Bought them at the clinic')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay ₹/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('closes the cancel dialog with Escape, returning focus and cancelling nothing', async () => {
    const { user, services } = await reviewedOrder();
    const cancel = vi.spyOn(services.get(TOKENS.PharmacyApi), 'cancelOrder');
    const opener = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('says when the order does not exist, with a retry', async () => {
    await renderApp('/healthcare/order/order-999', { signInAs: DEMO.patient });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this order.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('Orders awaiting approval', { timeout: 30000 }, () => {
  const waiting: MedicineOrder = {
    id: 'order-77',
    state: 'AWAITING_APPROVAL',
    history: [
      { state: 'PLACED', at: '2026-11-20T05:00:00.000Z' },
      { state: 'AWAITING_APPROVAL', at: '2026-11-20T05:30:00.000Z' },
    ],
    lines: [{ productId: 'med-21', name: 'Azee 500 Tablet', quantity: 1, pricePaise: 9174, mrpPaise: 10000 }],
    totals: { mrpPaise: 10000, itemDiscountPaise: 826, couponDiscountPaise: 0, deliveryPaise: 4000, payablePaise: 13174 },
    address: { ...HOME, id: 'addr-9', isPrimary: true },
    prescriptionIds: ['rx-1'],
    paymentOrderId: null,
    paid: false,
    placedAt: '2026-11-20T05:00:00.000Z',
    cancelReason: null,
  };

  it('explains why orders wait there and approves a changed order', async () => {
    vi.spyOn(FakePharmacyApi.prototype, 'orders').mockResolvedValue(Ok([waiting]));
    const approve = vi.spyOn(FakePharmacyApi.prototype, 'approveOrder').mockResolvedValue(Ok({ ...waiting, state: 'APPROVED' }));
    const { user } = await renderApp('/healthcare/medicine-update', { signInAs: DEMO.patient });
    expect(await screen.findByText(/Such orders wait here until you approve the changes/)).toBeVisible();
    const order = await screen.findByRole('region', { name: 'Order order-77' });
    expect(order).toHaveTextContent('Azee 500 Tablet × 1: ₹91.74');
    expect(order).toHaveTextContent('New amount: ₹131.74');

    await user.click(within(order).getByRole('button', { name: 'Approve order order-77' }));
    expect(await screen.findByText('Order order-77 approved. The pharmacy will now pack it.')).toBeVisible();
    expect(approve).toHaveBeenCalledWith('order-77');
    expect(screen.getByText(/No order is waiting for your approval/)).toBeVisible();
  });

  it('shows Approve changes on the order page of an order awaiting approval', async () => {
    vi.spyOn(FakePharmacyApi.prototype, 'order').mockResolvedValue(Ok(waiting));
    const approve = vi.spyOn(FakePharmacyApi.prototype, 'approveOrder').mockResolvedValue(Ok({ ...waiting, state: 'APPROVED' }));
    const { user } = await renderApp('/healthcare/order/order-77', { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('Thank you. The pharmacy will now pack your order.')).toBeVisible();
    expect(approve).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list', { name: 'Order status' }).querySelector('[aria-current="step"]')).toHaveTextContent('Confirmed by the pharmacy');
    expect(screen.getByText(/The pharmacy will tell you the amount to pay/)).toBeVisible();
  });
});
