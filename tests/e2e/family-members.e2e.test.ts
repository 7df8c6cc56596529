import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES, signIn, stubPaymentCheckout, waitOutThrottle } from './browser';
import { addAddress, pickFirstSlot } from './patient-steps';

/** Rahul Verma, born 29 June 1961 in the seed; his father Ramprasad is his only family member. */
const PATIENT = '9123456780';
const HBA1C = { id: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)' };

/** The names on the members list, in order. */
async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Your family members' }).getByRole('heading').getByRole('link').allTextContents();
}

describe.each(MODES)('family members pages on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, { preparePage: ({ page }) => stubPaymentCheckout(setup, page) });

  it('add a mother (a date of birth after the patient’s is refused at the field) -> edit her date of birth -> see her in the list and the tree -> book a lab test for her -> remove her', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/family-member`);
    await page.getByRole('heading', { level: 1, name: 'Add a family member' }).waitFor();

    await page.getByLabel('Full name').fill('Kamla Verma');
    await page.getByLabel('Relation').selectOption('MOTHER');
    expect(await page.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Date of birth').fill('1975-01-01');
    await page.getByRole('button', { name: 'Add family member' }).click();
    const dateOfBirth = page.getByLabel('Date of birth');
    await expect.poll(() => dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('A parent’s date of birth must be before yours').waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'family member form with a refused date of birth')).toEqual([]);

    await dateOfBirth.fill('1940-03-05');
    await page.getByRole('button', { name: 'Add family member' }).click();
    await page.waitForURL(/\/patient\/member-details\/fm-[\w-]+$/);
    const details = page.url();
    await page.getByRole('status').filter({ hasText: 'Kamla Verma was added to your family.' }).waitFor();
    await page.getByText('5 March 1940').waitFor();

    await page.getByRole('link', { name: 'Edit Kamla Verma' }).click();
    await page.waitForURL(/\/patient\/family-member\/fm-[\w-]+$/);
    await page.getByLabel('Date of birth').filter({ visible: true }).fill('1941-03-05');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(details);
    await page.getByText('The details of Kamla Verma were saved.').waitFor();
    await page.getByText('5 March 1941').waitFor();

    await page.goto(`${base}/patient/members`);
    await page.getByRole('list', { name: 'Your family members' }).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma', 'Kamla Verma']);
    expect(await page.getByRole('listitem').filter({ hasText: 'Kamla Verma' }).textContent()).toMatch(/Mother, 8\d years · Female/);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'members list')).toEqual([]);

    await page.goto(`${base}/patient/family-tree`);
    const parents = page.getByRole('region', { name: 'Parents' });
    await parents.waitFor();
    expect(await parents.getByRole('link').allTextContents()).toEqual(['Ramprasad Verma', 'Kamla Verma']);
    await parents.getByRole('link', { name: 'Kamla Verma' }).click();
    await page.waitForURL(details);

    // A lab test booked and paid for her, found among her own lab test orders.
    await page.goto(`${base}/healthcare/testDetails/${HBA1C.id}`);
    await page.getByRole('button', { name: /Add pincode/ }).click();
    await page.getByLabel('Collection pincode').fill('560001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${HBA1C.name} is in your cart.`).waitFor();
    await page.getByRole('link', { name: 'Go to cart and compare labs' }).click();
    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    await page.getByRole('radio', { name: /Kamla Verma/ }).check();
    await page.getByText('The sample is for Kamla Verma').waitFor();
    await page.getByRole('link', { name: 'Choose address and slot' }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);
    await addAddress(page, base, 'Add a new address', '/healthcare/home-collection');
    await page.getByRole('radio', { name: /14 Residency Road/ }).check();
    await pickFirstSlot(page, page, 1);
    await page.getByRole('button', { name: 'Book slot and review' }).click();
    await page.waitForURL(/\/healthcare\/diagnostics\/order-review\/[^/]+$/);
    const orderId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('dialog', { name: 'Demo payment' }).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('heading', { name: `Order ${orderId}: Booked` }).waitFor();
    await page.goto(details);
    await page.getByRole('link', { name: 'Their lab test orders' }).click();
    const order = page.getByTestId(`diagnostic-order-${orderId}`);
    await order.waitFor();
    expect(await order.textContent()).toContain('For Kamla Verma');
    await page.goto(details);

    await page.getByRole('button', { name: 'Remove Kamla Verma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Kamla Verma?' });
    await dialog.getByText('Their past orders and records stay readable.', { exact: false }).waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'remove a family member dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.waitForURL(`${base}/patient/members`);
    await page.getByText('Kamla Verma was removed from your family.').waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma']);
  });

  it('link an existing account by mobile with OTP (own number, no account and a wrong code refused first)', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/family-member`);
    await page.getByRole('button', { name: 'They have a CareWell account: link it by mobile number' }).click();
    const mobile = page.getByLabel('Their mobile number');
    await page.getByLabel('How they are related to you').selectOption('BROTHER');

    await mobile.fill(PATIENT);
    await page.getByRole('button', { name: 'Send them a code' }).click();
    await page.getByText('This is your own number. Enter the mobile number of the family member.').waitFor();
    await expect.poll(() => mobile.getAttribute('aria-invalid')).toBe('true');

    await mobile.fill('9700011199');
    await page.getByRole('button', { name: 'Send them a code' }).click();
    await page.getByText('No CareWell account uses this number.').waitFor();
    await page.getByRole('button', { name: 'Add 97000 11199 as a new family member instead' }).waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'link an account: a number with no account')).toEqual([]);

    // Arjun Mehta has an account of his own (fakes/seed.ts, DEMO_ACCOUNTS.linkable).
    await mobile.fill('98111 22233');
    await page.getByRole('button', { name: 'Send them a code' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ask Arjun M. for the code' }).waitFor();
    const code = page.getByLabel('One-time password (OTP)');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Link their account' }).click();
    await page.getByText('The OTP you entered is incorrect. You have 4 attempts left.').waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'link an account: the member’s code')).toEqual([]);

    await code.fill('123456');
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Link their account' }).click();
    await page.waitForURL(/\/patient\/member-details\/fm-[\w-]+$/);
    await page.getByText('The account of Arjun Mehta is linked: they are in your family now.').waitFor();
    await page.getByText('Their own, linked with their consent').waitFor();

    await page.goto(`${base}/patient/members`);
    await page.getByRole('list', { name: 'Your family members' }).waitFor();
    await expect.poll(() => listedNames(page)).toEqual(['Ramprasad Verma', 'Arjun Mehta']);
  });

  it('a member of another family is not found, and nothing of theirs is shown', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    // fm-1 is Amit Sharma, Priya's husband (fakes/family/demo-data.ts).
    await page.goto(`${base}/patient/member-details/fm-1`);
    await page.getByText('We could not find this family member in your family.', { exact: false }).waitFor();
    expect(await page.getByText('Amit Sharma').count()).toBe(0);
    await page.goto(`${base}/patient/family-member/fm-1`);
    await page.getByText('We could not find this family member in your family.', { exact: false }).waitFor();
    expect(await page.getByLabel('Full name').count()).toBe(0);
  });
});
