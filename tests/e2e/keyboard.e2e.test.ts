import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES } from './browser';

const PATIENT = '9123456780';

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 25 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached the target; focus is on ${focused}`);
}

/** The focused element's outline as the browser draws it. */
function focusOutline(page: Page): Promise<{ style: string; width: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return { style: 'none', width: '0px' };
    const css = getComputedStyle(el);
    return { style: css.outlineStyle, width: css.outlineWidth };
  });
}

function mainHasFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.id === 'main');
}

describe.each(MODES)('keyboard alone on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('the first Tab on / focuses a visible "Skip to content" link, and Enter moves focus to #main', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    const box = await skip.boundingBox();
    expect(box !== null && box.y >= 0).toBe(true); // slid into view, not left above the page
    const outline = await focusOutline(page);
    expect(outline.style).not.toBe('none');
    expect(outline.width).not.toBe('0px');
    await page.keyboard.press('Enter');
    await expect.poll(() => mainHasFocus(page)).toBe(true);
  });

  it('signs in, opens and closes the account menu, and changes page with the keyboard alone; focus is visible and lands on #main', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/auth/login`);
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await tabTo(page, mobile, { max: 5 });
    await page.keyboard.type(PATIENT);
    await page.keyboard.press('Enter');

    // The OTP field takes focus by itself once the code is sent.
    const otp = page.getByLabel('One-time password (OTP)');
    await otp.waitFor();
    await expect.poll(() => isFocused(otp)).toBe(true);
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/`);
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    // After the route change, focus starts at the new page's content.
    await expect.poll(() => mainHasFocus(page)).toBe(true);

    // The account button sits just before the content, at the end of the header.
    const account = page.getByRole('button', { name: 'Account menu for Rahul' });
    await account.waitFor();
    await tabTo(page, account, { backwards: true, max: 10 });
    const outline = await focusOutline(page);
    expect(outline.style).not.toBe('none');
    expect(outline.width).not.toBe('0px');

    await page.keyboard.press('Enter');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    // A disclosure: focus stays on the button and the next Tab enters the menu.
    expect(await isFocused(account)).toBe(true);
    await page.keyboard.press('Tab');
    const myProfile = page.getByRole('link', { name: 'My Profile' });
    expect(await isFocused(myProfile)).toBe(true);
    expect((await focusOutline(page)).style).not.toBe('none');

    await page.keyboard.press('Escape');
    await expect.poll(() => myProfile.count()).toBe(0);
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(account)).toBe(true);

    // An in-app route change from a header link: focus moves to the new page's content.
    const diagnostics = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diagnostics', exact: true });
    await tabTo(page, diagnostics, { backwards: true, max: 5 });
    expect((await focusOutline(page)).style).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/diagnostics`);
    await expect.poll(() => page.title()).toContain('Lab tests');
    await expect.poll(() => mainHasFocus(page)).toBe(true);
  });

  it.runIf(setup.mode === 'fake')('the Demo dialog opens by keyboard with focus inside it, and Escape returns focus to the Demo button', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/`);
    const launcher = page.getByRole('button', { name: 'Demo', exact: true });
    await launcher.waitFor();
    await tabTo(page, launcher, { backwards: true, max: 3 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Demo controls' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await isFocused(launcher)).toBe(true);
  });
});
