import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, settle, signIn } from './browser';

/** Priya, with her mother Sunita (fm-3 in the seed) in her family. */
const PRIYA = '9876543210';
const RAHUL = '9123456780';
const MOTHER_ID = 'fm-3';

describe.each(MODES)('medical history on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it("fills basic details and family history for her mother -> reload -> the values kept; a form half typed survives a reload as a draft", async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);

    await page.goto(`${base}/patient/medicalHistory/basic/${MOTHER_ID}`);
    await page.getByRole('heading', { level: 2, name: 'Basic details' }).waitFor();
    await page.getByText('For Sunita Agarwal').waitFor();
    await page.getByLabel('Height (cm)').fill('152');
    await page.getByLabel('Weight (kg)').fill('61');
    await page.getByText('BMI 26.4: Obese').waitFor();
    await page.getByLabel('Blood group').selectOption('O+');
    await axe.check(page, 'basic details form');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Habits' }).waitFor();
    await page.getByText('Basic details saved.').waitFor();

    // The address as the spec writes it, with a space.
    await page.goto(`${base}/patient/medicalHistory/family%20disease/${MOTHER_ID}`);
    await page.getByRole('heading', { level: 2, name: 'Family history' }).waitFor();
    await page.getByRole('button', { name: 'Add a family condition' }).click();
    const row = page.getByRole('group', { name: 'Family condition 1' });
    await row.getByLabel('Relative').selectOption('MOTHER');
    await row.getByLabel('Condition').selectOption('HIGH_BLOOD_PRESSURE');
    await axe.check(page, 'family history with a row');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Vaccinations' }).waitFor();

    await page.goto(`${base}/patient/medicalHistory/basic/${MOTHER_ID}`);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Basic details' }).waitFor();
    expect(await page.getByLabel('Height (cm)').inputValue()).toBe('152');
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('61');
    expect(await page.getByLabel('Blood group').inputValue()).toBe('O+');
    const steps = page.getByRole('navigation', { name: 'The forms of the medical history' });
    await steps.getByRole('link', { name: 'Family history (filled)' }).click();
    await page.getByRole('heading', { level: 2, name: 'Family history' }).waitFor();
    expect(await row.getByLabel('Relative').inputValue()).toBe('MOTHER');
    expect(await row.getByLabel('Condition').inputValue()).toBe('HIGH_BLOOD_PRESSURE');

    // Typed and not saved: kept through a reload, with a note saying so.
    await steps.getByRole('link', { name: 'Habits (not filled yet)' }).click();
    await page.getByRole('group', { name: 'Smoking or tobacco' }).getByRole('radio', { name: 'Never' }).check();
    await page.reload();
    await page.getByText('This is what you typed before; it is not saved yet.').waitFor();
    expect(await page.getByRole('group', { name: 'Smoking or tobacco' }).getByRole('radio', { name: 'Never' }).isChecked()).toBe(true);
    axe.expectNoneSerious();
  });

  it('a session that expires while a form is saved loses nothing: signing in again comes back to the form as typed; the next patient on the tab finds none of it', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/patient/medicalHistory/basic/${MOTHER_ID}`);
    await page.getByText('For Sunita Agarwal').waitFor();
    await page.getByLabel('Height (cm)').fill('158');
    await page.getByLabel('Weight (kg)').fill('63');
    await page.getByLabel('Blood group').selectOption('B+');

    // Nothing else in flight, so the fault meets the save.
    await settle(page);
    await setup.injectFault(page, '401');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${base}/?refer=/patient/medicalHistory/basic/fm_3`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logInFromHome(page, PRIYA);
    // The spec's refer cannot carry the fake's ids, which hold a '-' (domain/navigation/refer-path.ts): open the form again.
    await page.goto(`${base}/patient/medicalHistory/basic/${MOTHER_ID}`);
    await page.getByText('This is what you typed before; it is not saved yet.').waitFor();
    expect(await page.getByLabel('Height (cm)').inputValue()).toBe('158');
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('63');
    expect(await page.getByLabel('Blood group').inputValue()).toBe('B+');

    // Her session expires again on the family PC; Rahul signs in next on the same tab.
    await settle(page);
    await setup.injectFault(page, '401');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${base}/?refer=/patient/medicalHistory/basic/fm_3`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await logInFromHome(page, RAHUL);
    // His own basic details: Priya's typing is neither shown nor left in the tab.
    await page.goto(`${base}/auth/medicalHistory/basic`);
    await page.getByRole('heading', { level: 2, name: 'Basic details' }).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:medical-history'))).toBeNull();
    expect(await page.getByLabel('Height (cm)').inputValue()).not.toBe('158');
    expect(await page.getByText('This is what you typed before; it is not saved yet.').count()).toBe(0);
  });
});

/** After a session ended: from the home page's Login link, by OTP, back to where it ended. */
async function logInFromHome(page: Page, mobileNumber: string): Promise<void> {
  await page.getByRole('link', { name: 'Login / Register' }).click();
  await page.getByLabel('Mobile number').fill(mobileNumber);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('One-time password (OTP)').fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}
