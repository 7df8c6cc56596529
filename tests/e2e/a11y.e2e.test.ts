import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, MODES, openPage, signIn, type TrackedPage } from './browser';

// Every route is swept with axe, signed in, in routes.e2e.test.ts. This file covers the
// states that sweep does not reach: signed out, open menus and dialogs, the OTP step, and
// a phone-sized screen. The markup is the same in both modes, so it runs on the fake one only
// (skipped in a run of the HTTP mode alone).
const setup = MODES.find((m) => m.mode === 'fake');
const base = setup?.baseUrl ?? '';
const PATIENT = '9123456780';

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const failures = await seriousViolations(page, where);
  if (failures.length > 0) console.error(failures.join('\n'));
  expect(failures).toEqual([]);
}

/** Client-side navigation, as a link does: the page (and axe in it) stays loaded. */
async function goInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page.waitForURL((url) => url.pathname === address.split('?')[0]);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.skipIf(setup === undefined)('accessibility of states the route sweep does not reach (axe, WCAG 2.2 A/AA)', () => {
  let browser: Browser;
  let tracked: TrackedPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  afterEach(async () => {
    await tracked?.context.close();
    tracked = undefined;
  });

  it('the axe check itself fails on a nameless button and unreadable text (it can fail)', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><button></button><p style="color:#ccc;background:#fff">faint</p></main></body></html>',
    );
    const failures = await seriousViolations(page, 'bad page');
    expect(failures.some((f) => f.includes('button-name (critical)'))).toBe(true);
    expect(failures.some((f) => f.includes('color-contrast (serious)'))).toBe(true);
  });

  it('signed out, the public pages of every layout have no serious or critical violation', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Login / Register' }).waitFor();
    await expectNoSeriousViolations(page, '/ (signed out)');
    // One public page per layout: common, auth, video, standalone.
    for (const address of ['/about-us', '/auth/terms', '/consult/video-consult', '/verify/crashtest/42']) {
      await goInApp(page, address);
      await expectNoSeriousViolations(page, `${address} (signed out)`);
    }
  });

  it('the login page at its OTP step has no serious or critical violation', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('Mobile number').fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').waitFor();
    await expectNoSeriousViolations(page, '/auth/login (OTP step)');
  });

  it('the open Demo dialog has no serious or critical violation', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await page.getByRole('dialog', { name: 'Demo controls' }).waitFor();
    await expectNoSeriousViolations(page, '/ (Demo dialog open)');
  });

  it('the open account menu has no serious or critical violation', async () => {
    tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, base, PATIENT);
    await page.getByRole('button', { name: 'Account menu for Rahul' }).click();
    await page.getByRole('link', { name: 'My Profile' }).waitFor();
    await expectNoSeriousViolations(page, '/ (account menu open)');
  });

  it('on a 360x740 phone screen, /, /auth/login and /patient/consultations have no serious or critical violation', async () => {
    tracked = await openPage(browser, { viewport: { width: 360, height: 740 } });
    const { page } = tracked;
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Login / Register' }).waitFor();
    await expectNoSeriousViolations(page, '/ (360x740, signed out)');
    await goInApp(page, '/auth/login');
    await expectNoSeriousViolations(page, '/auth/login (360x740)');
    await signIn(page, base, PATIENT);
    await page.getByRole('button', { name: 'Account menu for Rahul' }).waitFor();
    await expectNoSeriousViolations(page, '/ (360x740, signed in)');
    await goInApp(page, '/patient/consultations');
    await page.getByRole('navigation', { name: 'Patient menu' }).waitFor();
    await expectNoSeriousViolations(page, '/patient/consultations (360x740)');
  });
});
