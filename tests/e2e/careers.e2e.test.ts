import { describe, expect, it } from 'vitest';
import { browserSuite, MODES } from './browser';

const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe.each(MODES)('careers on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  // Each mode's own number: the local server keeps its applications for the whole run.
  const mobile = setup.mode === 'fake' ? '98450 22301' : '98450 22302';

  it('careers → filter → a position → apply, reload keeps what was typed but the file → resume by content → application number', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/career`);
    await page.getByText('7 positions').waitFor();
    await page.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    await page.waitForURL(`${base}/career?city=Bengaluru`);
    await page.getByText('2 positions').waitFor();
    await page.getByRole('link', { name: 'Senior Frontend Engineer' }).click();
    await page.waitForURL(`${base}/healthcare/job-detail?id=senior-frontend-engineer-blr`);
    await page.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }).waitFor();
    expect(await page.title()).toBe('Senior Frontend Engineer | CareWell');
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as Record<string, unknown>;
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: 'Senior Frontend Engineer', employmentType: 'FULL_TIME' });

    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await page.waitForURL(`${base}/healthcare/job-application?id=senior-frontend-engineer-blr`);
    const form = page.getByRole('form', { name: 'Application for Senior Frontend Engineer' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Arjun Nair');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('arjun.nair@example.com');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByRole('textbox', { name: 'City you live in now' }).fill('Kochi');
    await form.getByRole('textbox', { name: 'Years of experience' }).fill('6');
    await form.getByRole('combobox', { name: 'Notice period' }).selectOption('60');
    await form.getByLabel('Resume').setInputFiles({ name: 'arjun.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('Chosen: arjun.pdf').waitFor();

    await page.reload();
    await form.getByText('choose your resume again', { exact: false }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Arjun Nair');
    expect(await form.getByRole('combobox', { name: 'Notice period' }).inputValue()).toBe('60');

    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('Choose your resume: a PDF, DOC or DOCX file').waitFor();
    await form.getByLabel('Resume').setInputFiles({ name: 'arjun.pdf', mimeType: 'application/pdf', buffer: PNG });
    await form.getByText('This file is not a PDF, DOC or DOCX', { exact: false }).waitFor();
    await form.getByLabel('Resume').setInputFiles({ name: 'arjun.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Send application' }).dblclick();

    const confirmation = page.getByRole('status').filter({ hasText: 'your application has been sent' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/Your application number is JA-\d+/);
  });

  it('an unknown position says so, on its page and on the application form', async () => {
    const { page } = suite.tracked;
    for (const address of ['/healthcare/job-detail?id=no-such-job', '/healthcare/job-application?id=no-such-job']) {
      await page.goto(`${base}${address}`);
      await page.getByRole('heading', { level: 1, name: 'We could not find that position' }).waitFor();
      expect(await page.getByRole('link', { name: 'See all positions' }).getAttribute('href')).toBe('/career');
    }
  });

  it('shows /career from its prerendered HTML alone, in English and Hindi, each with its own description', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/career', 'Careers', /^Help us bring good care within reach/],
        ['/hi/career', 'करियर', /^भारत के हर परिवार तक अच्छी देखभाल/],
      ] as const) {
        await page.goto(`${base}${address}`);
        expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
      }
    } finally {
      await context.close();
    }
  });
});
