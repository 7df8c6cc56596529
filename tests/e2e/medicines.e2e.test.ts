import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn, stubPaymentCheckout, waitOutThrottle } from './browser';
import { addFromMedicinePage } from './patient-steps';

const PATIENT = '9123456780';
/** Catalogue ids of the fake backend's fixed seed: Dolo 650 (₹25.83, no prescription) and Augmentin 625 Duo (₹161.91, Rx). */
const DOLO = { id: 'med-1', name: 'Dolo 650 Tablet' };
const AUGMENTIN = { id: 'med-26', name: 'Augmentin 625 Duo Tablet' };
/** A JPEG by its first bytes: the content check is all the upload looks at. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);

function cartLine(page: Page, id: string): Locator {
  return page.getByTestId(`cart-line-${id}`);
}

async function quantityOf(page: Page, id: string): Promise<string> {
  return ((await cartLine(page, id).getByTestId('quantity').textContent()) ?? '').replace(/\D/g, '');
}

async function payable(page: Page): Promise<string | null> {
  return page.getByTestId('payable').textContent();
}

/** The blockers listed above Place order, as one text ('' when nothing blocks). */
async function blockers(page: Page): Promise<string> {
  const list = page.locator('#checkout-blockers');
  return (await list.count()) === 0 ? '' : ((await list.textContent()) ?? '');
}

/** Adds an address through the form, by pincode, coming back to the cart. */
async function addAddressByPincode(page: Page, base: string): Promise<void> {
  await page.getByRole('link', { name: 'Add new address' }).click();
  await page.waitForURL(`${base}/healthcare/add-newaddress?return=cart`);
  await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Rahul Verma');
  await page.getByLabel('House or flat number and street').fill('14 Residency Road');
  await page.getByLabel('Pincode').fill('560001');
  // Leaving the field looks the pincode up at once.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Bengaluru');
  expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL(`${base}/healthcare/Cart`);
}

function demoCheckout(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Demo payment' });
}

describe.each(MODES)('medicine cart to order on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, { preparePage: ({ page }) => stubPaymentCheckout(setup, page) });
  const axe = axeAlongTheFlow(setup.mode);

  it('cart -> quantity -> coupon applied and removed -> the Rx medicine blocks checkout until a prescription is uploaded -> address by pincode -> a failed payment retried on the same order -> My Orders -> cancelled', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await addFromMedicinePage(page, base, DOLO);
    await addFromMedicinePage(page, base, AUGMENTIN);
    await page.getByRole('link', { name: /Cart/ }).first().click();
    await page.waitForURL(`${base}/healthcare/Cart`);
    await cartLine(page, AUGMENTIN.id).waitFor();

    // The quantity changes once the server has said yes.
    const increase = page.getByRole('button', { name: `Increase quantity of ${AUGMENTIN.name}` });
    await increase.click();
    await expect.poll(() => quantityOf(page, AUGMENTIN.id)).toBe('2');
    await increase.click();
    await expect.poll(() => quantityOf(page, AUGMENTIN.id)).toBe('3');
    expect(await payable(page)).toBe('₹511.56');

    // A refused coupon says why at the field; one from the list applies, then goes.
    await page.getByLabel('Coupon code').fill('CARE15');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This coupon is only for Care Plus members').waitFor();
    await waitOutThrottle(page);
    await page.getByRole('list', { name: 'Available coupons' }).getByRole('button', { name: 'Apply HEALTH20' }).click();
    await page.getByText('HEALTH20 applied. You save ₹102.31.').waitFor();
    await expect.poll(() => payable(page)).toBe('₹409.25');
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByLabel('Coupon code').waitFor();
    await expect.poll(() => payable(page)).toBe('₹511.56');

    // The Rx medicine and the missing address block the order, all reasons at once.
    const place = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => blockers(page)).toContain(`Attach a prescription: ${AUGMENTIN.name} needs one.`);
    expect(await blockers(page)).toContain('Choose a delivery address.');
    expect(await place.isDisabled()).toBe(true);
    await axe.check(page, 'cart with blockers');

    await page.getByLabel('Upload a new prescription').setInputFiles({ name: 'dr-rao.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect.poll(() => page.getByRole('checkbox', { name: /Attach dr-rao\.jpg/ }).isChecked()).toBe(true);
    await expect.poll(() => blockers(page)).not.toContain('Attach a prescription');
    expect(await place.isDisabled()).toBe(true);

    await addAddressByPincode(page, base);
    // The new address is the cart's, and the prescription is still attached.
    await expect.poll(() => page.getByRole('radio', { name: /14 Residency Road/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Attach dr-rao\.jpg/ }).isChecked()).toBe(true);
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await page.waitForURL(/\/healthcare\/order-review\/[^/]+$/);
    const orderId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Pay ₹511.56' }).waitFor();
    await axe.check(page, 'order review');

    // The first payment fails; Try again pays for the same order.
    await page.getByRole('button', { name: 'Pay ₹511.56' }).click();
    await demoCheckout(page).getByRole('button', { name: 'Fail payment' }).click();
    await page.getByText(/The payment did not go through: .+ You can try again; you have not been charged twice\./).waitFor();
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    const checkout = demoCheckout(page);
    expect(await checkout.textContent()).toContain('Paying as Rahul Verma, +919123456780');
    await checkout.getByRole('button', { name: 'Pay ₹511.56' }).click();
    await page.getByText(/Payment received/).waitFor();
    // The reload 4 s later shows the order as the server has it.
    await page.waitForEvent('load', { timeout: 10000 });
    await page.getByText(`Order ${orderId}, placed`).waitFor();
    expect(await page.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(0);
    expect(await page.getByText('Paid', { exact: true }).isVisible()).toBe(true);

    // My Orders lists it, newest first; its page cancels it with a reason.
    await page.goto(`${base}/patient/myOrders`);
    const orders = page.getByRole('list', { name: 'Medicine orders' });
    await orders.waitFor();
    expect(await orders.getByRole('listitem').count()).toBe(1);
    await orders.getByRole('link', { name: `Order ${orderId}` }).click();
    await page.waitForURL(`${base}/healthcare/order/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await axe.check(page, 'cancel dialog');
    await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Your order is cancelled.').waitFor();
    expect(await page.getByRole('list', { name: 'Order status' }).textContent()).toContain('Cancelled');

    await page.goto(`${base}/patient/myOrders`);
    await expect.poll(() => page.getByRole('list', { name: 'Medicine orders' }).getByRole('listitem').first().textContent()).toContain('Cancelled');
    await axe.check(page, 'my orders');
    axe.expectNoneSerious();
  });

  it('a reload while the checkout is open shows the order unpaid with Pay again, and never makes a second order', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await addFromMedicinePage(page, base, DOLO);
    await page.goto(`${base}/healthcare/Cart`);
    await cartLine(page, DOLO.id).waitFor();
    await addAddressByPincode(page, base);
    const place = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    // However often it is clicked, one order.
    await place.dblclick();
    await page.waitForURL(/\/healthcare\/order-review\/[^/]+$/);
    const review = page.url();

    await page.getByRole('button', { name: 'Pay ₹65.83' }).click();
    await demoCheckout(page).waitFor();
    await page.reload();
    await page.getByText(/Status: Order placed · payment pending/).waitFor();
    expect(page.url()).toBe(review);
    await page.getByRole('button', { name: 'Pay ₹65.83' }).click();
    await demoCheckout(page).getByRole('button', { name: 'Pay ₹65.83' }).click();
    await page.getByText(/Payment received/).waitFor();

    await page.goto(`${base}/patient/myOrders`);
    const orders = page.getByRole('list', { name: 'Medicine orders' });
    await orders.waitFor();
    expect(await orders.getByRole('listitem').count()).toBe(1);
    expect(await orders.getByRole('listitem').first().textContent()).not.toContain('payment pending');
  });
});
