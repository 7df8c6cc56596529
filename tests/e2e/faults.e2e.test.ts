import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_PORTS } from './ports';
import { launchBrowser, MODES, openPage, settle, signIn, waitOutThrottle, type ModeSetup, type TrackedPage } from './browser';
import { addAddress } from './patient-steps';

const PATIENT = '9123456780';
/** The slow backend: every call takes 10 s. */
const SLOW_MS = 10_000;
const PROFILE_CHUNK = '**/assets/MyProfilePage-*.js';

/** Every call of the backend takes `ms` longer: the Demo dialog in fake mode, the demo API otherwise. */
async function setLatency(setup: ModeSetup, page: Page, ms: number): Promise<void> {
  if (setup.mode === 'http') {
    const response = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/__demo/latency`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
    if (!response.ok) throw new Error(`latency failed: ${response.status}`);
    return;
  }
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo controls' });
  await dialog.getByLabel('Latency per call (ms)').fill(String(ms));
  await dialog.getByRole('button', { name: 'Apply latency' }).click();
  await page.getByText(`Every demo call now takes ${ms} ms`).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Catalogue id of the fake seed's Dolo 650 (no prescription needed), and a lab test of its catalogue. */
const DOLO = { id: 'med-1', name: 'Dolo 650 Tablet' };
const HBA1C = { id: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)' };

/** Adds an address by pincode through the shared form, from the page that links to it with `?return=`. */
async function medicineOrderCount(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/patient/myOrders`);
  const orders = page.getByRole('list', { name: 'Medicine orders' });
  const none = page.getByText('You have no medicine orders yet.', { exact: false });
  await orders.or(none).first().waitFor();
  return (await orders.count()) === 0 ? 0 : orders.getByRole('listitem').count();
}

/** Client-side navigation to My Profile, as a person does it: through the account menu. */
async function openMyProfileFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu for Rahul' }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/patient/my-profile');
}

describe.each(MODES)('faults on the $mode backend', (setup) => {
  let browser: Browser;
  let tracked: TrackedPage;
  let pageErrors: string[];
  /** Console errors a test provokes on purpose (a failed chunk is logged by the error boundary). */
  let expectedErrors: RegExp[];
  const base = setup.baseUrl;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    await setup.resetBackend();
    tracked = await openPage(browser);
    pageErrors = [];
    expectedErrors = [];
    tracked.page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async () => {
    await tracked.context.close();
    if (setup.mode === 'http') await setLatency(setup, tracked.page, 0);
    expect(pageErrors).toEqual([]);
    const unexpected = tracked.errors.filter((e) => !e.startsWith('Failed to load resource') && !expectedErrors.some((re) => re.test(e)));
    expect(unexpected).toEqual([]);
  });

  it('a page chunk that fails to load shows "This page could not be loaded" with Reload inside the shell, and Reload brings the page back', async () => {
    const { page } = tracked;
    expectedErrors = [/Page failed to render/, /dynamically imported module/i];
    await signIn(page, base, PATIENT);
    await page.getByRole('button', { name: 'Account menu for Rahul' }).waitFor();
    let aborted = 0;
    await page.route(PROFILE_CHUNK, (route) => {
      aborted += 1;
      return route.abort('connectionfailed');
    });
    await openMyProfileFromMenu(page);
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    expect(aborted).toBeGreaterThan(0);
    // Never a blank page: the header and the patient menu stay.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Patient menu' }).isVisible()).toBe(true);
    const reload = alert.getByRole('button', { name: 'Reload' });
    expect(await reload.isVisible()).toBe(true);

    await page.unroute(PROFILE_CHUNK);
    await reload.click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await expect.poll(() => page.getByText('Loading your profile…').count()).toBe(0);
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/patient/my-profile');
  });

  it('a malformed profile response shows a clear error with "Try again", no crash, and Try again shows the profile', async () => {
    const { page } = tracked;
    await signIn(page, base, PATIENT);
    await page.getByRole('button', { name: 'Account menu for Rahul' }).waitFor();
    await setup.injectFault(page, 'malformed');
    await openMyProfileFromMenu(page);
    const alert = page.getByRole('alert').filter({ hasText: 'We received an unexpected answer from the server. Please try again.' });
    await alert.waitFor();
    // The shell and the page's heading stay: it is a message, not a crash.
    expect(await page.getByRole('heading', { level: 1, name: 'My Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Date of birth').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'unexpected answer' }).count()).toBe(0);
    expect(await page.getByText('Rahul').first().isVisible()).toBe(true);
  });

  it(`a slow backend (${SLOW_MS} ms a call) shows "Sending code…" on a disabled button while the page stays responsive`, async () => {
    const { page } = tracked;
    await page.goto(`${base}/auth/login`);
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await setLatency(setup, page, SLOW_MS);
    try {
      await mobile.fill(PATIENT);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      const sending = page.getByRole('button', { name: 'Sending code…' });
      await sending.waitFor();
      const startedAt = Date.now();
      expect(await sending.isDisabled()).toBe(true);
      // Responsive while waiting: typing reaches the field and the page answers at once.
      await mobile.press('End');
      await page.keyboard.type('9');
      await expect.poll(() => mobile.inputValue()).toBe(`${PATIENT}9`);
      await page.keyboard.press('Backspace');
      await expect.poll(() => mobile.inputValue()).toBe(PATIENT);
      const answeredIn = await page.evaluate(async () => {
        const t0 = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        return performance.now() - t0;
      });
      expect(answeredIn).toBeLessThan(500);
      expect(await sending.isDisabled()).toBe(true);
      expect(Date.now() - startedAt).toBeLessThan(SLOW_MS);
    } finally {
      if (setup.mode === 'fake' && !page.isClosed()) await setLatency(setup, page, 0);
    }
  });

  it(`a slow backend (${SLOW_MS} ms a call): a patient who changes the search while it runs sees the new search's answer, never the old one's`, async () => {
    const { page } = tracked;
    await page.goto(`${base}/search-medicine`);
    const box = page.getByRole('searchbox', { name: 'Search medicines' });
    await box.waitFor();
    await setLatency(setup, page, SLOW_MS);
    try {
      const status = page.getByRole('region', { name: 'Search results' }).getByRole('status');
      // Every line the status shows, so an answer that flashed up and was replaced is seen too.
      await status.evaluate((element) => {
        const seen: string[] = [];
        (window as unknown as { statusLines: string[] }).statusLines = seen;
        new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
      });
      await box.fill('paracetamol');
      await box.press('Enter');
      await expect.poll(() => status.textContent()).toBe('Searching for “paracetamol”…');
      await box.fill('dolo');
      await box.press('Enter');
      await expect.poll(() => status.textContent()).toBe('Searching for “dolo”…');
      await expect.poll(() => status.textContent(), { timeout: SLOW_MS + 5000 }).toMatch(/^Showing \d+ of \d+ medicines? for “dolo”$/);
      // The first search was asked first, so its answer has come by now: it was dropped.
      const lines = await page.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines);
      expect(lines.filter((line) => line.includes('for “paracetamol”') && !line.startsWith('Searching'))).toEqual([]);
    } finally {
      if (setup.mode === 'fake' && !page.isClosed()) await setLatency(setup, page, 0);
    }
  });

  it('offline while placing the order: a message in place, the cart and address kept, and Place order again makes exactly one order', async () => {
    const { page, context } = tracked;
    await signIn(page, base, PATIENT);
    const before = await medicineOrderCount(page, base);
    await page.goto(`${base}/healthcare/medicine-details?id=${DOLO.id}`);
    await page.getByRole('button', { name: `Add to cart: ${DOLO.name}`, exact: true }).click();
    await page.getByText(`${DOLO.name} added to your cart`).waitFor();
    await page.goto(`${base}/healthcare/Cart`);
    await page.getByTestId(`cart-line-${DOLO.id}`).waitFor();
    await addAddress(page, base, 'Add new address', '/healthcare/Cart');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => place.isEnabled()).toBe(true);

    let creates = 0;
    if (setup.mode === 'http') {
      // The worst case: the server makes the order, then the network drops before its answer arrives.
      await page.route('**/pharmacy/order/create', async (route) => {
        creates += 1;
        if (creates > 1) return route.continue();
        await route.fetch();
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      });
    } else {
      // The in-browser backend has no network to lose: the call fails as a lost connection does.
      await setup.injectFault(page, 'timeout');
    }
    await place.click();
    const message = page.getByRole('alert').filter({ hasText: 'Your order was not placed.' });
    await message.waitFor();
    expect(await message.textContent()).toContain(setup.mode === 'http' ? 'You seem to be offline.' : 'The server took too long to answer.');
    expect(await message.textContent()).toContain('you will not be charged twice');
    // Still the cart, with its line and the chosen address, and Place order can be pressed again.
    expect(new URL(page.url()).pathname).toBe('/healthcare/Cart');
    expect(await page.getByTestId(`cart-line-${DOLO.id}`).isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: /14 Residency Road/ }).isChecked()).toBe(true);
    expect(await place.isEnabled()).toBe(true);

    if (setup.mode === 'http') await context.setOffline(false);
    await waitOutThrottle(page);
    await place.click();
    await page.waitForURL(/\/healthcare\/order-review\/[^/]+$/);
    const orderId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    if (setup.mode === 'http') expect(creates).toBe(2);
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();

    expect(await medicineOrderCount(page, base)).toBe(before + 1);
    expect(await page.getByRole('list', { name: 'Medicine orders' }).getByRole('link', { name: `Order ${orderId}` }).count()).toBe(1);
  });

  it('a 401 while booking a home collection ends the session to / with the page kept, and signing in again returns there with the test, lab, family member and address still chosen', async () => {
    const { page } = tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/diagnostics`);
    await page.getByRole('button', { name: /Add pincode/ }).click();
    await page.getByLabel('Collection pincode').fill('560001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.goto(`${base}/healthcare/testDetails/${HBA1C.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('is in your cart.').waitFor();
    await page.getByRole('link', { name: 'Go to cart and compare labs' }).click();
    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    const labs = page.getByRole('list', { name: 'Labs compared' });
    await labs.waitFor();
    const choose = labs.getByRole('button', { name: /^Choose / }).first();
    const lab = ((await choose.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
    await choose.click();
    await page.getByText(`Your tests will be done by ${lab}`).waitFor();
    await page.getByRole('radio', { name: /Ramprasad Verma/ }).check();
    await page.getByText('The sample is for Ramprasad Verma').waitFor();
    await page.getByRole('link', { name: 'Choose address and slot' }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await addAddress(page, base, 'Add a new address', '/healthcare/home-collection');
    const address = page.getByRole('radio', { name: /14 Residency Road/ });
    await address.check();
    await page.getByRole('group', { name: 'Collection date' }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: 'Collection time' }).getByRole('radio').first().check();

    // The session dies on the server while the slot is being booked.
    await setup.injectFault(page, '401');
    await page.getByRole('button', { name: 'Book slot and review' }).click();
    // Storage cleared and / (spec §8), which keeps the page to come back to.
    await page.waitForURL(`${base}/?refer=/healthcare/home_collection`);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByText('Your session has ended. Log in again to carry on where you were.').waitFor();
    await page.getByRole('link', { name: 'Login / Register' }).click();
    await page.getByLabel('Mobile number').fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();

    // Back at the step: the address still chosen, the cart still for the father at the chosen lab.
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await expect.poll(() => page.getByRole('radio', { name: /14 Residency Road/ }).isChecked()).toBe(true);
    // The slot was only chosen on the page, never held: it is chosen again.
    expect(await page.getByRole('status').filter({ hasText: 'Chosen:' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    await expect.poll(() => page.getByTestId(`cart-item-${HBA1C.id}`).textContent()).toContain(`at ${lab}`);
    await expect.poll(() => page.getByRole('radio', { name: /Ramprasad Verma/ }).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Choose address and slot' }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await page.getByRole('group', { name: 'Collection date' }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: 'Collection time' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book slot and review' }).click();
    await page.waitForURL(/\/healthcare\/diagnostics\/order-review\/[^/]+$/);
  });

  it('a 409 in the video call loads /consult/video-consult?meetCode=… afresh in place of the page (spec §8)', async () => {
    const { page } = tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/meraclinic?meetCode=nosuchcall`);
    await page.getByText(/Signed in as Rahul\./).waitFor();
    await settle(page);
    await setup.injectFault(page, '409');
    let loads = 0;
    page.on('load', () => (loads += 1));

    // The clinic's call opens the meeting, which the backend answers with a 409.
    await page.getByRole('button', { name: 'Start consultation' }).click();

    await page.waitForURL(`${base}/consult/video-consult?meetCode=nosuchcall`);
    // A new page load (the fault is spent): this code names no consultation, as the page now says.
    await page.getByRole('alert').filter({ hasText: 'Data Not Found: we could not find this consultation call.' }).waitFor();
    expect(loads).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  it('a 500 on sendOtp shows a message in place on the login form and keeps the typed number', async () => {
    const { page } = tracked;
    await page.goto(`${base}/auth/login`);
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await setup.injectFault(page, '500');
    await mobile.fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    const message = page.locator('form').getByRole('alert');
    await message.waitFor();
    expect((await message.textContent())?.trim()).not.toBe('');
    // In place: still the mobile step, the number as typed, the field points at the message.
    expect(await mobile.inputValue()).toBe(PATIENT);
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    const messageId = await message.getAttribute('id');
    expect((await mobile.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
    expect(await page.getByLabel('One-time password (OTP)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Get OTP' }).isEnabled()).toBe(true);
    // And trying again works.
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').waitFor();
  });
});
