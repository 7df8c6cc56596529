import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import type { Page } from 'playwright-core';
import { browserSuite, MODES, settle, signIn, waitOutThrottle } from './browser';

/** Priya, with her mother Sunita (fm-3 in the seed) in her family. */
const PRIYA = '9876543210';
const MOTHER_ID = 'fm-3';
/** Arjun Mehta, an account of his own that Priya links (fakes/seed.ts DEMO_ACCOUNTS.linkable), with a psychiatry session with Dr. Nikhil Verma. */
const ARJUN = '9811122233';
const PSYCHIATRIST = 'Dr. Nikhil Verma';

async function signOut(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged Out successfully').waitFor();
}

/** Priya links Arjun's account as her brother with his code; his member id. */
async function linkArjun(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/patient/family-member`);
  await page.getByRole('button', { name: 'They have a CareWell account: link it by mobile number' }).click();
  await page.getByLabel('How they are related to you').selectOption('BROTHER');
  await page.getByLabel('Their mobile number').fill(ARJUN);
  await page.getByRole('button', { name: 'Send them a code' }).click();
  await page.getByLabel('One-time password (OTP)').fill('123456');
  await waitOutThrottle(page);
  await page.getByRole('button', { name: 'Link their account' }).click();
  await page.waitForURL(/\/patient\/member-details\/fm-[\w-]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** The titles of the prescriptions listed, as their headings say. */
async function prescriptionTitles(page: Page, base: string, member?: string): Promise<string[]> {
  await page.goto(`${base}/patient/health-record?tab=PRESCRIPTION${member ? `&member=${member}` : ''}`);
  const list = page.getByRole('list', { name: 'The records' });
  await list.getByRole('listitem').first().waitFor();
  return list.getByRole('heading', { level: 3 }).allTextContents();
}

/** A small real PDF, as a phone's scanner app would save it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe.each(MODES)('health records on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('uploads a PDF report for her mother -> it shows in Lab test reports filtered by mother after a reload -> opens -> deleted after a confirmation', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);

    await page.goto(`${base}/patient/member-details/${MOTHER_ID}`);
    await page.getByRole('link', { name: 'Open their health records' }).click();
    await page.getByRole('link', { name: 'Upload reports' }).click();
    await page.getByLabel('Choose files').setInputFiles({ name: 'thyroid.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = page.getByRole('group', { name: 'File 1: thyroid.pdf' });
    await row.getByLabel('Name of the record').fill('Thyroid profile after the new dose');
    await row.getByLabel('Lab or doctor (optional)').fill('Thyrocare');
    expect(await row.getByLabel('Whose record').inputValue()).toBe(MOTHER_ID);
    await axe.check(page, 'a file ready to upload');
    await page.getByRole('button', { name: 'Upload' }).click();
    await row.getByText('Uploaded. It is in your health records.').waitFor();
    await row.getByRole('link', { name: 'See it in health records' }).click();

    await page.reload();
    await page.getByRole('tab', { name: 'Lab test reports', selected: true }).waitFor();
    const list = page.getByRole('list', { name: 'The records' });
    const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Thyroid profile after the new dose' }) });
    await item.waitFor();
    expect(await page.getByLabel('Whose records').inputValue()).toBe(MOTHER_ID);
    expect(await item.textContent()).toContain('For Sunita Agarwal');
    await axe.check(page, 'the records filtered by mother');

    await item.getByRole('button', { name: 'Open Thyroid profile after the new dose' }).click();
    const viewer = page.getByRole('region', { name: 'Thyroid profile after the new dose, opened' });
    const frame = viewer.getByTitle('The report Thyroid profile after the new dose');
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    expect(await viewer.getByRole('link', { name: 'Download Thyroid profile after the new dose' }).getAttribute('download')).toBe('thyroid.pdf');

    await item.getByRole('button', { name: 'Delete Thyroid profile after the new dose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
    await axe.check(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('“Thyroid profile after the new dose” was deleted.').waitFor();
    // Undo in the few seconds it is offered brings it back; deleted again, it goes once they pass.
    await page.getByRole('button', { name: 'Undo' }).click();
    await item.getByRole('button', { name: 'Delete Thyroid profile after the new dose' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 15_000 });
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('heading', { level: 3, name: 'Thyroid profile after the new dose' }).count()).toBe(0);
    axe.expectNoneSerious();
  });

  it('a linked member’s private record and therapy prescription never reach the family managing him: he marks one private, and Priya no longer sees it', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    const arjunId = await linkArjun(page, base);
    const before = await prescriptionTitles(page, base, arjunId);
    expect(before.length).toBeGreaterThan(0);
    await signOut(page, 'Priya');

    await signIn(page, base, ARJUN);
    // His consultations are laid out the first time they are read.
    await page.goto(`${base}/patient/consultations`);
    await settle(page);
    const own = await prescriptionTitles(page, base);
    const list = page.getByRole('list', { name: 'The records' });
    const therapy = list.getByRole('listitem').filter({ hasText: PSYCHIATRIST });
    const therapyTitle = (await therapy.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const hiddenTitle = before[0] ?? '';
    expect(own).toContain(hiddenTitle);
    const hidden = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: hiddenTitle, exact: true }) });
    const box = hidden.getByRole('checkbox', { name: `Private: only I can see this ${hiddenTitle}` });
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await axe.check(page, 'a record marked private');
    await page.reload();
    await expect.poll(() => box.isChecked()).toBe(true);
    await signOut(page, 'Arjun');

    await signIn(page, base, PRIYA);
    const after = await prescriptionTitles(page, base, arjunId);
    expect(after).not.toContain(hiddenTitle);
    expect(after).not.toContain(therapyTitle);
    expect(after.length).toBeGreaterThan(0);
    const shared = page.getByRole('list', { name: 'The records' }).getByRole('listitem').first();
    expect(await shared.textContent()).toContain('For Arjun Mehta');
    expect(await shared.textContent()).toContain('Shared from their own account');
    expect(await shared.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByText(PSYCHIATRIST).count()).toBe(0);
    await page.goto(`${base}/patient/consultations?member=${arjunId}`);
    await settle(page);
    expect(await page.getByText(PSYCHIATRIST).count()).toBe(0);
    axe.expectNoneSerious();
  });

  it('opens a parameter’s trend: the chart library loads only then, the chart is drawn and its numbers are a table, judged by each lab’s range', async () => {
    const { page } = suite.tracked;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/patient/health-record`);
    await page.getByRole('tab', { name: 'Trends' }).click();
    const values = page.getByRole('list', { name: 'Lab values' });
    await values.getByRole('link').first().waitFor();
    await axe.check(page, 'the list of lab values');
    const charted = scripts.length;

    const parameter = (await values.getByRole('listitem').filter({ hasText: /[3-9] results/ }).first().getByRole('link').textContent()) ?? '';
    await values.getByRole('link', { name: parameter, exact: true }).click();
    await page.waitForURL(/[?&]parameter=/);
    const trend = page.getByRole('region', { name: parameter });
    await trend.locator('canvas').first().waitFor();
    expect(await trend.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^${parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. \\d+ results from \\d+ labs?;`));
    expect(scripts.slice(charted).some((url) => /TimeChart/.test(url))).toBe(true);
    expect(scripts.slice(0, charted).some((url) => /TimeChart/.test(url))).toBe(false);
    const rows = trend.getByRole('table', { name: `${parameter}, every result` }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    for (const standing of await rows.locator('td:last-child').allTextContents()) expect(['In range', 'High', 'Low']).toContain(standing);
    await axe.check(page, 'a parameter’s trend');

    await page.reload();
    await trend.getByRole('table').waitFor();
    axe.expectNoneSerious();
  });
});
