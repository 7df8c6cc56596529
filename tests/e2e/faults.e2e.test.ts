import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_PORTS } from './ports';
import { launchBrowser, MODES, openPage, signIn, type ModeSetup, type TrackedPage } from './browser';

const PATIENT = '9123456780';
const SLOW_MS = 3000;
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
      // Then the answer comes and the flow goes on.
      await page.getByLabel('One-time password (OTP)').waitFor({ timeout: SLOW_MS + 5000 });
    } finally {
      if (setup.mode === 'fake' && !page.isClosed()) await setLatency(setup, page, 0);
    }
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
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').waitFor();
  });
});
