import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../../domain/shared/constants';
import { switchLanguage } from '../../../i18n/i18n';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { DEMO, renderApp } from '../../../test/render-app';
import { rupees } from '../../../ui/price';
import { HOME, MEDICINES, openCart } from './test-kit';

afterEach(async () => {
  await switchLanguage('en');
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A test that fails with the demo checkout open must not leave the next one's page inert.
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
  for (const child of Array.from(document.body.children) as HTMLElement[]) child.inert = false;
});

/** A placed, unpaid order of one Dolo 650 (₹65.83 with delivery), on its review page. */
async function reviewedOrder() {
  const app = await openCart({ medicines: [MEDICINES.dolo], address: HOME });
  const create = vi.spyOn(app.services.get(PHARMACY.PharmacyApi), 'createOrder');
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
    const { user, services, create, orderId, clock } = await reviewedOrder();
    const confirm = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'confirmPayment');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹65.83' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The payment did not go through: .+ You can try again; you have not been charged twice\./);

    // Each try comes after spec §9's 1500 ms throttle.
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You closed the payment window. Your order is saved; pay whenever you are ready.');

    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Pay ₹65.83' }));
    expect(await screen.findByText(/Payment received/)).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0]).toBe(orderId);
  });

  it('keeps a payment whose confirmation was lost and offers Confirm payment with the same payment, never Pay again', async () => {
    const { user, services, create } = await reviewedOrder();
    const api = services.get(PHARMACY.PharmacyApi);
    const confirm = vi.spyOn(api, 'confirmPayment').mockResolvedValueOnce(Err({ kind: 'network' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹65.83' }));
    await user.click(within(await waitFor(demoCheckout)).getByRole('button', { name: 'Pay ₹65.83' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/do not pay again/);
    expect(screen.queryByRole('button', { name: /Pay ₹|Try again/ })).not.toBeInTheDocument();
    const paymentOrderId = confirm.mock.calls[0]?.[1].paymentOrderId ?? '';
    expect(JSON.parse(localStorage.getItem(`payment:${paymentOrderId}`) ?? 'null')).toEqual(confirm.mock.calls[0]?.[1]);

    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(/Payment received/)).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[1]).toEqual(confirm.mock.calls[0]);
    expect(localStorage.getItem(`payment:${paymentOrderId}`)).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
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
    const cancel = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'cancelOrder');
    const opener = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('reads in Hindi once the patient switches: heading, status, timeline, amounts and the Pay and Cancel buttons', async () => {
    const { orderId } = await reviewedOrder();
    await switchLanguage('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर की समीक्षा' })).toBeVisible();
    const summary = screen.getByText(/को किया गया। स्थिति:/);
    expect(summary).toHaveTextContent(`ऑर्डर ${orderId}, `);
    expect(summary).toHaveTextContent(/स्थिति: ऑर्डर हो गया · भुगतान बाकी$/);
    expect(within(screen.getByRole('list', { name: 'ऑर्डर की स्थिति' })).getByText('ऑर्डर हो गया')).toBeVisible();
    expect(screen.getByText('कुल भुगतान')).toBeVisible();
    expect(screen.getByRole('button', { name: '₹65.83 का भुगतान करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
  });

  it('says when the order does not exist, with a retry', async () => {
    await renderApp('/healthcare/order/order-999', { signInAs: DEMO.patient });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this order.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('Orders awaiting approval', { timeout: 30000 }, () => {
  /**
   * An order by prescription alone (Rahul, a Bengaluru address, a JPEG), placed through the fake
   * backend, whose pharmacist builds its lines 5 minutes later: the clock is moved past that.
   */
  async function orderBuiltByThePharmacy() {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const app = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    await screen.findByText('Rahul Verma');
    const api = app.services.get(PHARMACY.PharmacyApi);
    const address = (await api.addAddress(HOME)).unwrap();
    const prescription = (await api.uploadPrescription({ name: 'dr-rao.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) })).unwrap();
    const placed = (await api.orderByPrescription({ prescriptionIds: [prescription.id], addressId: address.id })).unwrap();
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    await app.user.click(screen.getAllByRole('link', { name: 'My Orders' })[0] as HTMLElement);
    return { ...app, orderId: placed.id };
  }

  it('sends the patient from My Orders to the changed order, approves it, then pays what the pharmacy priced', async () => {
    const { user, orderId } = await orderBuiltByThePharmacy();
    const orders = await screen.findByRole('list', { name: 'Medicine orders' });
    expect(screen.getByText(/The pharmacy changed an order: nothing moves until you approve/)).toBeVisible();
    await user.click(within(orders).getByRole('link', { name: `Order ${orderId}` }));

    const changed = await screen.findByRole('region', { name: 'The pharmacy changed your order' });
    const lines = screen.getByRole('region', { name: 'Medicines' });
    expect(within(lines).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
    await user.click(within(changed).getByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('Thank you. Pay for your order below and the pharmacy will pack it.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'The pharmacy changed your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order status' }).querySelector('[aria-current="step"]')).toHaveTextContent('Confirmed by the pharmacy');

    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    const checkout = await waitFor(demoCheckout);
    await user.click(within(checkout).getByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByText(/Payment received/)).toBeVisible();
  });

  it('lists the changed order on the approvals page with its lines and new amount, and approves it there', async () => {
    const { user, services, orderId } = await orderBuiltByThePharmacy();
    await user.click(await screen.findByRole('link', { name: 'Review the changes' }));
    expect(await screen.findByText(/Such orders wait here until you approve the changes/)).toBeVisible();
    const order = await screen.findByRole('region', { name: `Order ${orderId}` });
    const built = (await services.get(PHARMACY.PharmacyApi).order(orderId)).unwrap();
    const first = built.lines[0];
    expect(first).toBeDefined();
    expect(order).toHaveTextContent(`${first?.name ?? ''} × ${first?.quantity ?? 0}`);
    expect(order).toHaveTextContent(`New amount: ${rupees(built.totals.payablePaise)}`);

    await user.click(within(order).getByRole('button', { name: `Approve order ${orderId}` }));
    expect(await screen.findByText(`Order ${orderId} approved.`, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: `Pay for order ${orderId}` })).toHaveAttribute('href', `/healthcare/order/${orderId}`);
    expect(screen.getByText(/No order is waiting for your approval/)).toBeVisible();
    expect((await services.get(PHARMACY.PharmacyApi).order(orderId)).unwrap().state).toBe('APPROVED');
  });
});
