import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, signIn, stubPaymentCheckout } from './browser';
import { chooseHindi, hi, hiPattern, hindiAlongTheFlow } from './hindi';

/** Rahul (fakes/seed.ts), with no address yet. */
const PATIENT = '9123456780';
/** Priya, with her husband Amit in the family seed; Dr. Kavitha Reddy is a dermatologist. */
const PRIYA = '9876543210';
const DOCTOR = 'Dr. Kavitha Reddy';
const HUSBAND = 'Amit Sharma';
const DOLO = { id: 'med-1', name: 'Dolo 650 Tablet' };
const HBA1C = { id: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)' };

/** The payment provider's own window (Razorpay's, or the demo's stand-in for it), in its own words. */
function paymentWindow(page: Page) {
  return page.getByRole('dialog', { name: 'Demo payment' });
}

/** Adds an address through the form in Hindi, by pincode. */
async function addAddressInHindi(page: Page): Promise<void> {
  await expect.poll(() => page.getByLabel(hi('features/pharmacy/addresses', 'form.name')).inputValue()).toBe('Rahul Verma');
  await page.getByLabel(hi('features/pharmacy/addresses', 'form.line1')).fill('14 Residency Road');
  await page.getByLabel(hi('ui/kit', 'pincode.label')).fill('560001');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByLabel(hi('features/pharmacy/addresses', 'form.city')).inputValue()).toBe('Bengaluru');
  await page.getByRole('button', { name: hi('features/pharmacy/addresses', 'form.save') }).click();
}

describe.each(MODES)('journeys in Hindi on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, { preparePage: ({ page }) => stubPaymentCheckout(setup, page) });

  /** A patient signed in who then switches to Hindi, with the check each step is read by. */
  async function signedInInHindi(mobileNumber: string) {
    const { page } = suite.tracked;
    await signIn(page, base, mobileNumber);
    await chooseHindi(page);
    return { page, read: hindiAlongTheFlow(setup.mode) };
  }

  it('signs in in Hindi: the language chosen on the login page, the number, the OTP step, then home, with no English word on the way', async () => {
    const { page } = suite.tracked;
    const read = hindiAlongTheFlow(setup.mode);
    await page.goto(`${base}/auth/login`);
    await chooseHindi(page);
    await read.check(page, 'login');
    await page.getByLabel(hi('ui/kit', 'form.mobile')).fill(PATIENT);
    await page.getByRole('button', { name: hi('features/session', 'login.getOtp') }).click();
    await page.getByLabel(hi('ui/kit', 'otp.label')).fill('123456');
    await read.check(page, 'the OTP step');
    await page.getByRole('button', { name: hi('features/session', 'verifyOtp.submit') }).click();
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    await expect.poll(() => page.title()).toContain(hi('i18n/titles/home', 'Home'));
    await read.check(page, 'home, signed in');

    read.expectAllHindi();
  });

  it('a medicine order in Hindi: search -> details -> cart -> new address -> order -> paid -> My Orders, with no English word on the way', async () => {
    const { page, read } = await signedInInHindi(PATIENT);

    await page.goto(`${base}/search-medicine`);
    await page.getByRole('searchbox', { name: hi('features/pharmacy/search', 'search.label') }).fill('Dolo');
    await page.getByRole('link', { name: DOLO.name }).click();
    await page.waitForURL(`${base}/healthcare/medicine-details?id=${DOLO.id}`);
    await read.check(page, 'medicine details');
    await page.getByRole('button', { name: hi('features/pharmacy/medicine', 'cart.addNamed', { name: DOLO.name }), exact: true }).click();
    await page.getByText(hi('i18n/domain/pharmacy', '{name} added to your cart', { name: DOLO.name })).waitFor();
    await read.check(page, 'added to the cart');

    await page.getByRole('link', { name: new RegExp(hi('app/shell/signed-in', 'cart.link')) }).first().click();
    await page.waitForURL(`${base}/healthcare/Cart`);
    await page.getByRole('button', { name: hi('features/pharmacy/cart', 'place.button') }).waitFor();
    await read.check(page, 'cart');
    await page.getByRole('link', { name: hi('features/pharmacy/addresses', 'picker.add') }).click();
    await page.waitForURL(`${base}/healthcare/add-newaddress?return=cart`);
    await read.check(page, 'new address');
    await addAddressInHindi(page);
    await page.waitForURL(`${base}/healthcare/Cart`);
    const place = page.getByRole('button', { name: hi('features/pharmacy/cart', 'place.button') });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await read.check(page, 'cart with an address');
    await place.click();

    await page.waitForURL(/\/healthcare\/order-review\/[^/]+$/);
    const pay = page.getByRole('button', { name: hiPattern('features/pharmacy/orders', 'pay.pay', { amount: '₹[0-9,.]+' }) });
    await pay.waitFor();
    await read.check(page, 'order review');
    await pay.click();
    await paymentWindow(page).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText(hi('features/pharmacy/orders', 'pay.received')).waitFor();
    await read.check(page, 'payment received');
    await page.waitForEvent('load', { timeout: 10000 });
    await page.getByText(hi('features/pharmacy/orders', 'pay.paid'), { exact: true }).waitFor();
    await read.check(page, 'the paid order');

    // My Orders: the order of a moment ago, by how long ago in Hindi.
    await page.goto(`${base}/patient/myOrders`);
    const orders = page.getByRole('list', { name: hi('features/pharmacy/orders', 'myOrders.list') });
    await expect.poll(() => orders.getByRole('listitem').first().textContent()).toMatch(/\d+ मिनट पहले ऑर्डर किया/);
    await read.check(page, 'my orders');

    read.expectAllHindi();
  });

  it('a lab test booked in Hindi: search -> details -> cart -> home collection address and slot -> paid -> booked, with no English word on the way', async () => {
    const { page, read } = await signedInInHindi(PATIENT);

    await page.goto(`${base}/diagnostics`);
    await page.getByRole('button', { name: new RegExp(hi('ui/kit', 'pincode.add')) }).click();
    await page.getByLabel(hi('features/diagnostics', 'zipcode.field')).fill('560001');
    await page.getByRole('button', { name: hi('ui/kit', 'save'), exact: true }).click();
    await page.getByRole('searchbox', { name: hi('features/diagnostics', 'search.label') }).fill('HbA1c');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: HBA1C.name }).click();
    await page.waitForURL(`${base}/healthcare/testDetails/${HBA1C.id}`);
    await read.check(page, 'test details');
    await page.getByRole('button', { name: hi('features/diagnostics', 'test.add'), exact: true }).click();
    await page.getByRole('link', { name: hi('features/diagnostics', 'test.goToCart') }).click();

    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    await page.getByRole('link', { name: hi('features/diagnostics', 'cart.next') }).waitFor();
    await read.check(page, 'lab test cart');
    await page.getByRole('link', { name: hi('features/diagnostics', 'cart.next') }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await page.getByRole('link', { name: hi('features/diagnostics', 'home.addAddress') }).click();
    await page.waitForURL(`${base}/healthcare/add-newaddress?return=home-collection`);
    await addAddressInHindi(page);
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await page.getByRole('radio', { name: /14 Residency Road/ }).check();
    await page.getByRole('group', { name: hi('features/diagnostics', 'slots.date') }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: hi('features/diagnostics', 'slots.time') }).getByRole('radio').first().check();
    await read.check(page, 'home collection');
    await page.getByRole('button', { name: hi('features/diagnostics', 'home.book') }).click();

    await page.waitForURL(/\/healthcare\/diagnostics\/order-review\/[^/]+$/);
    const pay = page.getByRole('button', { name: hiPattern('features/diagnostics', 'review.pay', { amount: '₹[0-9,.]+' }) });
    await pay.waitFor();
    await read.check(page, 'lab order review');
    await pay.click();
    await paymentWindow(page).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForEvent('load', { timeout: 10000 });
    const orderId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: new RegExp(`${orderId}`) }).waitFor();
    await read.check(page, 'the booked lab test');

    read.expectAllHindi();
  });

  it('a specialist booked in Hindi for a family member: search -> profile and slot -> reason -> summary -> paid -> booked, with no English word on the way', async () => {
    const { page, read } = await signedInInHindi(PRIYA);

    await page.goto(`${base}/bookSpecialist`);
    await page.getByLabel(hi('features/consultations', 'specialists.speciality')).selectOption('DERMATOLOGY');
    await read.check(page, 'specialist search');
    await page.getByRole('link', { name: hi('features/consultations', 'specialists.viewProfileOf', { name: DOCTOR }) }).click();
    // The day after tomorrow: its first slot is a day away at any hour, where tomorrow's midnight one is minutes away late in an Indian evening.
    await page.getByRole('group', { name: hi('features/consultations', 'kit.dates') }).getByRole('button').nth(2).click();
    const slots = page.getByRole('group', { name: new RegExp(['Morning', 'Afternoon', 'Evening'].map((part) => hi('features/consultations', 'kit.slots.partGroup', { part })).join('|')) });
    await slots.first().getByRole('button').first().click();
    await page.getByRole('group', { name: hi('features/consultations', 'forWhom.legend') }).getByRole('radio', { name: new RegExp(HUSBAND) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('famId')).toBe('fm-1');
    await read.check(page, 'doctor profile with a slot and a family member');
    await page.getByRole('button', { name: hi('features/consultations', 'book.continue') }).click();

    await page.getByRole('checkbox', { name: hi('i18n/domain/consultations', 'Skin rash') }).check();
    await page.getByLabel(hi('features/consultations', 'book.reason')).fill('दोनों बाँहों पर एक हफ़्ते से लाल खुजली वाले दाने');
    await read.check(page, 'consultation information');
    await page.getByRole('button', { name: hi('features/consultations', 'information.continue') }).click();

    await page.getByRole('heading', { name: hi('features/consultations', 'summary.title') }).waitFor();
    const pay = page.getByRole('button', { name: hiPattern('features/consultations', 'summary.pay', { amount: '₹[0-9,.]+' }) });
    await pay.waitFor();
    await read.check(page, 'booking summary');
    await pay.click();
    await paymentWindow(page).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/patient\/consultation-detail\?id=/);
    await page.getByText(hi('features/consultations', 'detail.booked')).waitFor();
    await read.check(page, 'the booked consultation');

    read.expectAllHindi();
  });
});
