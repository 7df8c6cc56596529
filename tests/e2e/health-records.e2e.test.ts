import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn } from './browser';

/** Priya, with her mother Sunita (fm-3 in the seed) in her family. */
const PRIYA = '9876543210';
const MOTHER_ID = 'fm-3';

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
