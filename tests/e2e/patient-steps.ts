/** Steps of a patient's flows that several end-to-end suites take the same way. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Adds a medicine from its page, as a patient does, and waits for the success toast. */
export async function addFromMedicinePage(page: Page, base: string, medicine: { id: string; name: string }): Promise<void> {
  await page.goto(`${base}/healthcare/medicine-details?id=${medicine.id}`);
  await page.getByRole('button', { name: `Add to cart: ${medicine.name}`, exact: true }).click();
  await page.getByText(`${medicine.name} added to your cart`).waitFor();
}

/**
 * The first free slot of the picker on the page, clicked; its label ('6:30 PM'). When the doctor
 * has none left today (the suite may run late in the Indian evening), the next day's first.
 */
export async function chooseFirstSlot(page: Page, scope: Locator = page.locator('body')): Promise<string> {
  const slots = scope.getByRole('group', { name: /(Morning|Afternoon|Evening) slots/ });
  const noneToday = scope.getByText('No free slots on the rest of today. Try another date.');
  await slots.first().or(noneToday).waitFor();
  if (await noneToday.isVisible()) await scope.getByRole('group', { name: 'Dates' }).getByRole('button').nth(1).click();
  const slot = slots.first().getByRole('button').first();
  await slot.waitFor();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  return label;
}

/**
 * Rahul's (the seed's 9123456780) new address at 560001 through the address form, opened by the
 * link named `link` and coming back to `back`.
 */
export async function addAddress(page: Page, base: string, link: string, back: string): Promise<void> {
  await page.getByRole('link', { name: link }).click();
  await page.waitForURL((url) => url.pathname === '/healthcare/add-newaddress');
  await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Rahul Verma');
  await page.getByLabel('House or flat number and street').fill('14 Residency Road');
  await page.getByLabel('Pincode').fill('560001');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Bengaluru');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL(`${base}${back}`);
}

/** The first free home-collection time on the `dayIndex`th date of the picker, checked; its label. */
export async function pickFirstSlot(page: Page, scope: Locator | Page, dayIndex: number): Promise<string> {
  await scope.getByRole('group', { name: 'Collection date' }).getByRole('button').nth(dayIndex).click();
  const first = scope.getByRole('group', { name: /Collection time|New time/ }).getByRole('radio').first();
  await first.check();
  return (await first.locator('xpath=..').textContent()) ?? '';
}
