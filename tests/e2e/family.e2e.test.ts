import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES, signIn } from './browser';

const PATIENT = '9123456780';

/** The names on the family list, in order. */
async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Your family members' }).getByRole('heading').allTextContents();
}

describe.each(MODES)('family members on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('family list -> add a member by keyboard in the dialog (errors first) -> still there after a reload -> add from a booking and return to it with famId', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/healthcare/FamilyDetails`);
    // The fake backend (and faker with it) arrives with the first page: wait for the list, not a poll's second.
    await page.getByRole('list', { name: 'Your family members' }).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma']);

    await page.getByRole('button', { name: 'Add a family member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a family member' });
    await dialog.waitFor();
    // Submitting empty shows each field's message and puts the cursor on the name.
    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await dialog.getByText('Enter the family member’s name').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('text');
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'add family member dialog with errors')).toEqual([]);

    await page.keyboard.type('Vikram Verma');
    await dialog.getByLabel('Relation').selectOption('BROTHER');
    expect(await dialog.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel('Date of birth').fill('1966-07-19');
    await dialog.getByLabel('Mobile number (optional)').fill('94140 12345');
    await dialog.getByLabel('Mobile number (optional)').press('Enter');
    await page.getByText('Vikram Verma was added to your family.').waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma', 'Vikram Verma']);

    await page.reload();
    await page.getByRole('list', { name: 'Your family members' }).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma', 'Vikram Verma']);

    await page.goto(`${base}/book/add-family?refer=/book/bookSpecialist`);
    await page.getByLabel('Full name').fill('Neha Verma');
    await page.getByLabel('Relation').selectOption('DAUGHTER');
    await page.getByLabel('Date of birth').fill('1995-02-14');
    await page.getByRole('button', { name: 'Add family member' }).click();
    await page.waitForURL(/\/book\/bookSpecialist\?famId=fm-\d+$/);
  });

  it('family tree web view: the patient’s own tree with a way to manage it -> no session: where to open it -> the doctor’s console hands its session in the address: read-only tree', async () => {
    const { page } = suite.tracked;
    // Rahul's user id in the seed (fakes/seed.ts).
    const tree = `${base}/familyTree/u-2`;
    await signIn(page, base, PATIENT);
    await page.goto(tree);
    await page.getByRole('heading', { level: 1, name: 'Family tree of Rahul Verma' }).waitFor();
    expect(await page.getByRole('region', { name: 'Parents' }).getByRole('listitem').textContent()).toMatch(/^Ramprasad VermaFather · \d+ years · Male$/);
    await page.getByRole('link', { name: 'Manage your family' }).waitFor();

    // The console's web view starts with no session of its own in this browser.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${tree}/true`);
    await page.getByText('This family tree opens from the doctor console during a consultation.', { exact: false }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(0);

    await page.goto(`${tree}/true?token=${encodeURIComponent(token ?? '')}`);
    await page.waitForURL(`${tree}/true`);
    await page.getByRole('heading', { level: 1, name: 'Family tree of Rahul Verma' }).waitFor();
    await page.getByText('Read-only, for the consulting doctor.').waitFor();
    expect(await page.getByRole('main').getByRole('link').count()).toBe(0);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'family tree, doctor view')).toEqual([]);
  });
});
