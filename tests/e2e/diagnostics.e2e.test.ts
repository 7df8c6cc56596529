import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, stubPaymentCheckout, waitOutThrottle } from './browser';
import { addAddress, pickFirstSlot } from './patient-steps';

/** Rahul (fakes/seed.ts), whose father Ramprasad Verma is in his family (fakes/family). */
const PATIENT = '9123456780';
const HBA1C = { id: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)' };

describe.each(MODES)('lab tests from search to a cancelled order on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, { preparePage: ({ page }) => stubPaymentCheckout(setup, page) });
  const axe = axeAlongTheFlow(setup.mode);

  it('visitor adds HbA1c -> login -> back with it in the cart -> two labs compared and switched -> for the father -> address and slot (one vanishes) -> paid -> booked -> rescheduled -> cancelled', async () => {
    const { page } = suite.tracked;

    // A visitor gives the collection pincode, finds HbA1c and adds it: login first.
    await page.goto(`${base}/diagnostics`);
    await page.getByRole('button', { name: /Add pincode/ }).click();
    await page.getByLabel('Collection pincode').fill('560001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('searchbox', { name: 'Search lab tests and packages' }).fill('HbA1c');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: HBA1C.name }).click();
    await page.waitForURL(`${base}/healthcare/testDetails/${HBA1C.id}`);
    await axe.check(page, 'test details');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(`${base}/auth/login?refer=/healthcare/testDetails/${HBA1C.id}_addToCart__true`);

    await page.getByLabel('Mobile number').fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(`${base}/healthcare/testDetails/${HBA1C.id}`);
    await page.getByText('is in your cart.').waitFor();

    // Two labs side by side; the cart moves to the other one.
    await page.getByRole('link', { name: 'Go to cart and compare labs' }).click();
    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    const labs = page.getByRole('list', { name: 'Labs compared' });
    await labs.waitFor();
    expect(await labs.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    const choose = labs.getByRole('button', { name: /^Choose / }).first();
    const other = ((await choose.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
    await choose.click();
    await page.getByText(`Your tests will be done by ${other}`).waitFor();
    await expect.poll(() => page.getByTestId(`cart-item-${HBA1C.id}`).textContent()).toContain(`at ${other}`);

    // For the father.
    await page.getByRole('radio', { name: /Ramprasad Verma/ }).check();
    await page.getByText('The sample is for Ramprasad Verma').waitFor();
    await axe.check(page, 'diagnostics cart');

    // Address from the shared address book, then a slot; the first one vanishes meanwhile.
    await page.getByRole('link', { name: 'Choose address and slot' }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await addAddress(page, base, 'Add a new address', '/healthcare/home-collection');
    await page.getByRole('radio', { name: /14 Residency Road/ }).check();
    await pickFirstSlot(page, page, 1);
    await setup.injectFault(page, '409');
    await page.getByRole('button', { name: 'Book slot and review' }).click();
    await page.getByRole('alert').filter({ hasText: 'Sorry, that slot was just taken' }).waitFor();
    expect(await page.getByRole('radio', { name: /14 Residency Road/ }).isChecked()).toBe(true);
    await axe.check(page, 'home collection, slot taken');
    const first = page.getByRole('group', { name: /Collection time/ }).getByRole('radio').first();
    await first.check();
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Book slot and review' }).click();
    await page.waitForURL(/\/healthcare\/diagnostics\/order-review\/[^/]+$/);
    const orderId = page.url().split('/').at(-1) ?? '';

    // Pay through the shared checkout: booked.
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('dialog', { name: 'Demo payment' }).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText('Your lab test is booked.', { exact: false }).waitFor();
    await page.waitForEvent('load', { timeout: 10000 });
    await page.getByRole('heading', { name: `Order ${orderId}: Booked` }).waitFor();

    // Reschedule, then cancel with a reason.
    await page.goto(`${base}/healthcare/diagnostics-orders`);
    const card = page.getByTestId(`diagnostic-order-${orderId}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('For Ramprasad Verma');
    const before = await card.getByTestId('collection-slot').textContent();
    await card.getByRole('button', { name: `Reschedule order ${orderId}` }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule the collection' });
    await axe.check(page, 'reschedule dialog');
    await pickFirstSlot(page, reschedule, 3);
    await reschedule.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect.poll(() => card.getByTestId('collection-slot').textContent()).not.toBe(before);

    await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this lab test order?' });
    await cancel.getByRole('radio', { name: 'My doctor changed the tests' }).check();
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => card.textContent()).toContain('Cancelled: My doctor changed the tests');
    expect(await card.getByRole('list', { name: `Status of order ${orderId}` }).textContent()).toContain('Cancelled');

    axe.expectNoneSerious();
  });

  it('custom package priced per lab, kept over a reload -> preferred options on a test -> lab search -> a lab’s own test search', async () => {
    const { page } = suite.tracked;
    const packageAxe = axeAlongTheFlow(setup.mode);
    await page.goto(`${base}/diagnostics`);
    await page.getByRole('button', { name: /Add pincode/ }).click();
    await page.getByLabel('Collection pincode').fill('560001');
    await page.getByRole('button', { name: 'Save' }).click();
    const box = page.getByRole('searchbox', { name: 'Search lab tests and packages' });
    await box.fill('HbA1c');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Add ${HBA1C.name} to my package` }).click();
    await box.fill('vitamin b12');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Add Vitamin B12.* to my package$/ }).click();
    await page.reload();
    const picked = page.getByRole('list', { name: 'Tests in your custom package' }).getByRole('listitem');
    await expect.poll(() => picked.count()).toBe(2);
    await page.getByRole('button', { name: 'Compare package prices' }).click();
    const table = page.getByRole('table', { name: 'Package price at each lab' });
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toMatch(/Lowest price.*₹/);
    await packageAxe.check(page, 'custom package');

    await page.goto(`${base}/healthcare/testDetails/${HBA1C.id}`);
    const options = page.getByRole('region', { name: 'Preferred options' });
    await expect.poll(() => options.textContent()).toContain('Our pick for this test:');
    expect(await options.getByRole('heading', { name: 'Packages with this test' }).isVisible()).toBe(true);

    await page.goto(`${base}/mdiagnostic/all`);
    await page.getByRole('searchbox', { name: 'Search labs by name, area or pincode' }).fill('thyrocare');
    await page.getByRole('button', { name: 'Search labs' }).click();
    const found = page.getByRole('list', { name: 'Matching lab centres' });
    await found.getByRole('link').first().click();
    const own = page.getByRole('searchbox', { name: 'Search tests at Thyrocare' });
    await own.fill('hba1c');
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Tests at Thyrocare' }).getByRole('link', { name: HBA1C.name }).waitFor();
    await packageAxe.check(page, 'lab page');
    packageAxe.expectNoneSerious();
  });
});
