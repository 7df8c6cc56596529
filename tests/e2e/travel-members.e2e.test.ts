import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES, signIn } from './browser';

/** Rahul Verma; his father Ramprasad (fm-4) is his only family member in the seed. */
const PATIENT = '9123456780';

describe.each(MODES)('travel companions on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('from his father’s details: a wrong passport number is refused at the field, a reload keeps what was typed, a double click adds once, then edit and remove', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/member-details/fm-4`);
    await page.getByRole('link', { name: 'Their travel companions' }).click();
    await page.waitForURL(`${base}/healthcare/add-travel-members/fm-4`);
    await page.getByText('Nobody is travelling with Ramprasad Verma yet.', { exact: false }).waitFor();

    await page.getByLabel('Full name, as on their ID').fill('Sushila Verma');
    await page.getByLabel('Relation to Ramprasad Verma').selectOption('WIFE');
    await page.getByLabel('Age in years').fill('61');
    await page.getByRole('radio', { name: 'Female', exact: true }).check();
    await page.getByLabel('Photo ID they will carry').selectOption('PASSPORT');
    await page.getByRole('checkbox', { name: 'Wheelchair' }).check();
    await page.reload();
    await expect.poll(() => page.getByLabel('Full name, as on their ID').inputValue()).toBe('Sushila Verma');
    expect(await page.getByLabel('Age in years').inputValue()).toBe('61');
    expect(await page.getByRole('checkbox', { name: 'Wheelchair' }).isChecked()).toBe(true);

    const idNumber = page.getByLabel('ID number');
    await idNumber.fill('12345');
    await page.getByRole('button', { name: 'Add companion' }).click();
    await expect.poll(() => idNumber.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('A passport number is a letter and 7 digits, e.g. K1234567').waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'travel companion form with a refused ID number')).toEqual([]);

    await idNumber.fill('K1234567');
    await page.getByRole('button', { name: 'Add companion' }).dblclick();
    await page.getByRole('status').filter({ hasText: 'Sushila Verma will travel with Ramprasad Verma.' }).waitFor();
    const list = page.getByRole('list', { name: 'Travelling with Ramprasad Verma' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const item = list.getByRole('listitem');
    expect(await item.textContent()).toMatch(/Wife, 61 years · Female.*Passport XXXX4567.*Needs: Wheelchair/);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'travel companions list')).toEqual([]);

    await page.reload();
    await list.waitFor();
    expect(await page.getByLabel('Full name, as on their ID').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Edit Sushila Verma' }).click();
    await page.getByText('Leave empty to keep XXXX4567.').waitFor();
    await page.getByLabel('Age in years').fill('62');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'The details of Sushila Verma were saved.' }).waitFor();
    await expect.poll(() => item.textContent()).toMatch(/Wife, 62 years · Female.*Passport XXXX4567/);

    await page.getByRole('button', { name: 'Remove Sushila Verma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Sushila Verma?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Sushila Verma no longer travels with Ramprasad Verma.' }).waitFor();
    await page.getByText('Nobody is travelling with Ramprasad Verma yet.', { exact: false }).waitFor();
  });

  it('someone of another family is not found, and nothing of theirs is shown', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    // fm-3 is Sunita Agarwal, Priya's mother.
    await page.goto(`${base}/healthcare/add-travel-members/fm-3`);
    await page.getByText('We could not find this person in your family', { exact: false }).waitFor();
    expect(await page.getByText('Sunita Agarwal').count()).toBe(0);
    expect(await page.getByLabel('Full name, as on their ID').count()).toBe(0);
  });
});
