import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, signIn, stubPaymentCheckout } from './browser';

const PATIENT = '9123456780';
/** A JPEG by its first bytes: the content check is all the upload looks at. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
/** The fake pharmacist builds an order by prescription 5 minutes after it is placed. */
const PHARMACIST_BUILDS_AFTER_MS = 6 * 60 * 1000;

function demoCheckout(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Demo payment' });
}

describe.each(MODES)('an order by prescription on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, {
    async preparePage({ page, context }) {
      // The fake backend runs in the page and keeps its time by the page's clock, which the test moves.
      if (setup.mode === 'fake') await context.clock.install();
      await stubPaymentCheckout(setup, page);
    },
  });

  it('upload -> address -> order with the prescription only -> the pharmacy prices it -> approved -> paid', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/healthcare/uploadPrescription`);
    await page.getByLabel('Choose photos or PDFs of your prescription').setInputFiles({ name: 'dr-rao.jpg', mimeType: 'image/jpeg', buffer: JPEG });

    // Rahul has no address yet: the page sends him to add one and brings him back.
    await page.getByRole('link', { name: 'add a delivery address' }).click();
    await page.waitForURL(`${base}/healthcare/add-newaddress?return=prescriptions`);
    await page.getByLabel('House or flat number and street').fill('14 Residency Road');
    await page.getByLabel('Pincode').fill('560001');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Bengaluru');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(`${base}/healthcare/uploadPrescription`);

    await page.getByRole('button', { name: 'Order with this prescription only (dr-rao.jpg)' }).click();
    await page.waitForURL(/\/healthcare\/order\/[^/]+$/);
    const orderId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    await page.getByText('The pharmacist will add the medicines from your prescription.').waitFor();
    expect(await page.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(0);

    await setup.advanceClock(page, PHARMACIST_BUILDS_AFTER_MS);
    await page.goto(`${base}/patient/myOrders`);
    await page.getByRole('link', { name: 'Review the changes' }).click();
    await page.waitForURL(`${base}/healthcare/medicine-update`);
    const changed = page.getByRole('region', { name: `Order ${orderId}` });
    await expect.poll(async () => (await changed.textContent()) ?? '').toMatch(/New amount: ₹[\d,.]+/);
    await changed.getByRole('button', { name: `Approve order ${orderId}` }).click();
    await page.getByRole('link', { name: `Pay for order ${orderId}` }).click();
    await page.waitForURL(`${base}/healthcare/order/${orderId}`);

    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    const amount = ((await pay.textContent()) ?? '').replace('Pay ', '');
    expect(amount).toMatch(/^₹[\d,.]+$/);
    await pay.click();
    await demoCheckout(page).getByRole('button', { name: `Pay ${amount}` }).click();
    await page.getByText(/Payment received/).waitFor();
    await page.waitForEvent('load', { timeout: 15000 });
    await page.getByText(`Order ${orderId}, placed`).waitFor();
    expect(await page.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Order status' }).textContent()).toContain('Waiting for you to approve changes');
  });
});
