import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type FeatureArea } from '../../domain/navigation/routes';
import { launchBrowser, MODES, openPage, signIn, type TrackedPage } from './browser';
import { sampleAddress } from './sample-address';

/**
 * The route areas whose pages are wholly in Hindi. An area joins when its screens are
 * translated (docs/i18n.md); until then its pages are listed below by what is still English,
 * so progress shows, and from then on an English word on them fails.
 */
const HINDI_AREAS: readonly FeatureArea[] = ['home'];

/**
 * What is the same on a Hindi page: brand and product names, the names of the languages in
 * the picker, social networks and app stores, abbreviations, e-mail and web addresses.
 */
const SAME_IN_HINDI = /^(CareWell|Care Plus|ABHA|OTP|UPI|PDF|English|Razorpay|Google Play|App Store|Facebook|Instagram|LinkedIn|YouTube|X \(Twitter\)|Flipkart Health\+|ICICI Bank|Times Prime|Demo|[A-Z]{2,5}|\S+@\S+\.\w+|https?:\/\/\S+)$/;

/**
 * The headings, buttons, labels and links a patient reads on the page, and the names of
 * controls, except server data, which pages mark `translate="no"` (a doctor's or a medicine's name).
 */
function englishOnScreen(): string[] {
  const latinWords = /[A-Za-z]{2,}/;
  const devanagari = /[\u0900-\u097F]/;
  const found = new Set<string>();
  const selectors = 'h1, h2, h3, button, label, a, legend, th, [role="tab"], [aria-label], [placeholder], img[alt]';
  for (const element of document.querySelectorAll<HTMLElement>(selectors)) {
    if (element.closest('[translate="no"], [hidden], [aria-hidden="true"]') !== null) continue;
    if (element.getClientRects().length === 0 && !element.hasAttribute('aria-label')) continue;
    const texts = [element.getAttribute('aria-label'), element.getAttribute('placeholder'), element.getAttribute('alt'), element.innerText];
    for (const text of texts) {
      const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
      if (trimmed === '' || devanagari.test(trimmed) || !latinWords.test(trimmed)) continue;
      found.add(trimmed);
    }
  }
  return [...found];
}

const pages = ROUTES.filter((route) => route.status !== 'redirect' && HINDI_AREAS.includes(route.area));

describe.each(MODES)('every page of the translated areas in Hindi, on the $mode backend', (setup) => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    await setup.resetBackend();
    browser = await launchBrowser();
    tracked = await openPage(browser);
    await signIn(tracked.page, setup.baseUrl, '9123456780');
    await tracked.page.getByRole('combobox', { name: 'App language' }).selectOption('hi');
    await tracked.page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  it.each(pages.map((route) => [route.pattern, route] as const))('%s shows no English words but names and server data', async (_pattern, route) => {
    const { page } = tracked;
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, sampleAddress(route));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    const english = (await page.evaluate(englishOnScreen)).filter((text) => !SAME_IN_HINDI.test(text));
    expect(english).toEqual([]);
  });
});
