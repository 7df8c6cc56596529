import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES, signIn } from './browser';

const PATIENT = '9123456780';

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** The header's cart count, as the badge shows it. */
function badgeText(page: Page): Promise<string | null> {
  return page.getByTestId('cart-badge').textContent();
}

/** Signed in as the patient, on the medicine search by the header's Medicine link (no reload). */
async function openSearch(page: Page, base: string): Promise<void> {
  await signIn(page, base, PATIENT);
  await page.getByRole('button', { name: 'Account menu for Rahul' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Medicine', exact: true }).click();
  await page.waitForURL(`${base}/search-medicine`);
}

/** Types the query and presses Enter; resolves when the results are announced. */
async function search(page: Page, text: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Search medicines' });
  await box.fill(text);
  await box.press('Enter');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect.poll(() => results.getByRole('status').textContent(), { timeout: 10000 }).toMatch(/^Showing \d+ of \d+ medicines? for “/);
  return results;
}

describe.each(MODES)('medicine search, substitutes and the cart badge on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it("search 'paracetamol' -> open a medicine -> substitutes with savings -> add two items -> the badge shows 2 at once -> after a reload still 2", async () => {
    const { page } = suite.tracked;
    await openSearch(page, base);
    await expect.poll(() => badgeText(page)).toBe('0');

    const results = await search(page, 'paracetamol');
    const cards = results.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    expect(await first.textContent()).toMatch(/paracetamol/i);
    expect(await first.textContent()).toMatch(/₹[\d,]+\.\d\d per (tablet|ml|capsule|g|dose|sachet)/);
    const nameLink = first.getByRole('link').first();
    const name = (await nameLink.textContent()) ?? '';
    // The route sweep sees these pages empty; here they are full. axe once, the markup is the same in both modes.
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'search results')).toEqual([]);

    // Open it: the medicine page with its substitutes and what each saves per unit.
    await nameLink.click();
    await page.waitForURL((url) => url.pathname === '/healthcare/medicine-details' && url.searchParams.has('id'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const substitutes = page.getByRole('region', { name: 'Substitutes' });
    await expect.poll(() => substitutes.getByRole('listitem').count(), { timeout: 10000 }).toBeGreaterThan(0);
    expect(await substitutes.textContent()).toContain('Same salt, same strength, same form');
    expect(await substitutes.textContent()).toMatch(/Save \d+%/);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'medicine page with substitutes')).toEqual([]);

    // Add the medicine itself, then a substitute: two lines, counted at once in the header.
    await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await page.getByText(`${name} added to your cart`).waitFor();
    await expect.poll(() => badgeText(page)).toBe('1');
    const substitute = substitutes.getByRole('listitem').first();
    const substituteName = (await substitute.getByRole('heading', { level: 3 }).getByRole('link').textContent()) ?? '';
    await substitute.getByRole('button', { name: `Add to cart: ${substituteName}` }).click();
    await expect.poll(() => badgeText(page)).toBe('2');
    expect(await page.getByRole('link', { name: 'Medicine Cart 2 items' }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => badgeText(page)).toBe('2');
    // The cart loaded after the reload, so the page knows the medicine is in it.
    await page.getByRole('group', { name: `Quantity of ${name} in your cart` }).waitFor();
  });

  it('a 500 on add-to-cart leaves the cart unchanged and shows the error toast', async () => {
    const { page } = suite.tracked;
    await openSearch(page, base);
    const results = await search(page, 'paracetamol');
    const first = results.getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    await expect.poll(() => badgeText(page)).toBe('0');

    await setup.injectFault(page, '500');
    if (setup.mode === 'fake') await page.getByText('The next call will fail').waitFor();
    await first.getByRole('button', { name: `Add to cart: ${name}` }).click();

    const toast = page.getByTestId('toasts').getByRole('alert');
    await toast.waitFor();
    expect((await toast.textContent())?.trim()).not.toBe('');
    expect(await first.getByRole('button', { name: `Add to cart: ${name}` }).isVisible()).toBe(true);
    expect(await badgeText(page)).toBe('0');
    // And the cart on the server did not change either.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => badgeText(page)).toBe('0');
  });

  it('adds to the cart and changes the quantity by keyboard alone, with focus on the stepper after adding', async () => {
    const { page } = suite.tracked;
    await openSearch(page, base);
    const results = await search(page, 'paracetamol');
    const first = results.getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    const add = first.getByRole('button', { name: `Add to cart: ${name}` });

    // From the search box, Tab reaches the first card's Add to cart.
    await page.getByRole('searchbox', { name: 'Search medicines' }).focus();
    let presses = 0;
    while (!(await isFocused(add))) {
      presses += 1;
      if (presses > 30) throw new Error('Tab never reached Add to cart');
      await page.keyboard.press('Tab');
    }
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');

    const increase = first.getByRole('button', { name: `Increase quantity of ${name}` });
    await expect.poll(() => isFocused(increase)).toBe(true);
    await expect.poll(() => badgeText(page)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getByRole('group').textContent()).toContain('2 in cart');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(first.getByRole('button', { name: `Decrease quantity of ${name}` }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getByRole('group').textContent()).toContain('1 in cart');
    expect(await badgeText(page)).toBe('1');
  });
});
