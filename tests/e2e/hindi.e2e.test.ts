import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type FeatureArea } from '../../domain/navigation/routes';
import { seriousViolations } from './axe';
import { launchBrowser, MODES, openPage, signIn, type TrackedPage } from './browser';
import { chooseHindi, englishOnScreen, hindiTitle } from './hindi';
import { landingOf, sampleAddress } from './sample-address';

/**
 * The route areas whose pages are wholly in Hindi. An area joins when its screens are
 * translated (docs/i18n.md); from then on an English word on its pages fails.
 */
const HINDI_AREAS: readonly FeatureArea[] = ['home', 'content', 'video', 'family', 'diagnostics', 'pharmacy', 'medical-history', 'subscriptions', 'places', 'abha', 'wearables', 'account', 'records', 'payments'];

const pages = ROUTES.filter((route) => route.status !== 'redirect' && HINDI_AREAS.includes(route.area));

describe.each(MODES)('every page of the translated areas in Hindi, on the $mode backend', (setup) => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    await setup.resetBackend();
    browser = await launchBrowser();
    tracked = await openPage(browser);
    await signIn(tracked.page, setup.baseUrl, '9123456780');
    await chooseHindi(tracked.page);
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  it.each(pages.map((route) => [route.pattern, route] as const))('%s shows no English words but names and server data, and axe finds nothing serious in Hindi', async (pattern, route) => {
    const { page } = tracked;
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, sampleAddress(route));
    const expected = landingOf(route);
    await page.waitForURL((url) => url.pathname === expected.path);
    await expect.poll(() => page.title()).toContain(hindiTitle(expected.route));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    expect(await englishOnScreen(page)).toEqual([]);
    expect(await seriousViolations(page, `${pattern} (Hindi)`)).toEqual([]);
  });
});
