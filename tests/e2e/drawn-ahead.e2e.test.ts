import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, signIn } from './browser';

/** Priya, with medicines to buy again and a cart. */
const PATIENT = '9876543210';

/** From now on, records whether <main> ever shows a loading state: a busy region or a loading message (a hidden page's text is not in innerText). */
async function watchForLoading(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { sawLoading: typeof seen }).sawLoading = seen;
    new MutationObserver(() => {
      const main = document.getElementById('main');
      const busy = [...(main?.querySelectorAll('[aria-busy="true"]') ?? [])].some((region) => region.checkVisibility());
      if (busy || /Loading[^…]{0,80}…/.test(main?.innerText ?? '')) seen.loading = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawLoading: { loading: boolean } }).sawLoading.loading);
}

describe.each(MODES)('pages drawn ahead on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, { savingData: false });
  const headerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  it('draws the header’s pages with their data while the patient reads the home page, hidden from screen readers, and opening one shows its content with no loading state', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.waitForURL(`${base}/`);
    const main = page.locator('#main');

    await expect.poll(() => main.locator('h1', { hasText: 'Search medicines' }).count(), { timeout: 20_000 }).toBe(1);
    // Drawn with its data: the medicines to buy again, each with its button, hidden.
    const addButtons = main.locator('[aria-label^="Add to cart: "]');
    await expect.poll(() => addButtons.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await addButtons.first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Search medicines' }).count()).toBe(0);

    const sawLoading = await watchForLoading(page);
    await headerLink(page, 'Medicine').click();

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Search medicines' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Buy again' }).getByRole('button', { name: /^Add to cart: / }).first().isVisible()).toBe(true);
    expect(await sawLoading()).toBe(false);
    await page.waitForURL(`${base}/search-medicine`);
  });

  it('keeps a page drawn ahead up to date: a medicine added after the cart was drawn is in it when the cart is opened', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/search-medicine`);
    await expect.poll(() => page.locator('#main h1', { hasText: 'Medicine cart' }).count(), { timeout: 20_000 }).toBe(1);

    const add = page.getByRole('region', { name: 'Buy again' }).getByRole('button', { name: /^Add to cart: / }).first();
    const medicine = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add to cart: /, '');
    await add.click();
    await page.getByTestId('cart-badge').filter({ hasText: /\d/ }).waitFor();
    const sawLoading = await watchForLoading(page);
    await page.getByRole('banner').getByRole('link', { name: /^Medicine Cart/ }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Medicine cart' }).isVisible()).toBe(true);
    // The medicine's name is also on the search page, kept hidden: the one shown is the cart's line.
    await expect.poll(() => page.getByRole('main').getByText(medicine, { exact: true }).filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(await sawLoading()).toBe(false);
  });
});
