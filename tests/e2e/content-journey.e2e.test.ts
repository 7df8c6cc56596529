import { describe, expect, it } from 'vitest';
import { browserSuite, MODES } from './browser';

const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const POST = 'Managing diabetes during the festive season';
const WEBINAR = 'Feeding your child right: from first foods to school tiffin';
const JOB = 'Senior Frontend Engineer';

/** Issue 20's journey of a visitor who meets us through our content: none of it needs a sign-in. */
describe.each(MODES)('a visitor reads, registers, applies and finds a hospital on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  // Each mode's own number, and not the webinar and careers suites' numbers: the local server keeps
  // registrations and applications for the whole run.
  const mobile = setup.mode === 'fake' ? '98450 32301' : '98450 32302';

  it('read a blog post → register for a webinar → apply for a job with a resume → find a hospital near 560001', async () => {
    const { page } = suite.tracked;

    await page.goto(`${base}/blogs`);
    await page.getByRole('link', { name: POST, exact: true }).click();
    await page.waitForURL(`${base}/blog?id=managing-diabetes-during-festivals`);
    await page.getByRole('heading', { level: 1, name: POST }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Plan your plate' }).waitFor();

    await page.goto(`${base}/Webinars`);
    await page.getByRole('region', { name: 'Upcoming webinars' }).getByRole('link', { name: WEBINAR, exact: true }).click();
    await page.waitForURL(`${base}/webinar?id=child-nutrition-first-years`);
    const registration = page.getByRole('form', { name: 'Register for this webinar' });
    await registration.getByRole('textbox', { name: 'Your name' }).fill('Meera Pillai');
    await registration.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await registration.getByRole('textbox', { name: 'E-mail address' }).fill('meera.pillai@example.com');
    await registration.getByRole('button', { name: 'Register' }).click();
    const registered = page.getByRole('status').filter({ hasText: 'You are registered' });
    await registered.waitFor();
    expect(await registered.textContent()).toMatch(/Your registration number is WR-\d+/);

    await page.goto(`${base}/career`);
    await page.getByRole('link', { name: JOB }).click();
    await page.waitForURL(`${base}/healthcare/job-detail?id=senior-frontend-engineer-blr`);
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    const application = page.getByRole('form', { name: `Application for ${JOB}` });
    await application.getByRole('textbox', { name: 'Full name' }).fill('Meera Pillai');
    await application.getByRole('textbox', { name: 'E-mail' }).fill('meera.pillai@example.com');
    await application.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await application.getByRole('textbox', { name: 'City you live in now' }).fill('Bengaluru');
    await application.getByRole('textbox', { name: 'Years of experience' }).fill('4');
    await application.getByRole('combobox', { name: 'Notice period' }).selectOption('60');
    await application.getByLabel('Resume').setInputFiles({ name: 'meera.pdf', mimeType: 'application/pdf', buffer: PDF });
    await application.getByText('Chosen: meera.pdf').waitFor();
    await application.getByRole('button', { name: 'Send application' }).click();
    const applied = page.getByRole('status').filter({ hasText: 'your application has been sent' });
    await applied.waitFor();
    expect(await applied.textContent()).toMatch(/Your application number is JA-\d+/);

    await page.goto(`${base}/hospitals/AllHospitals`);
    await page.getByLabel('Your pincode').fill('560001');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('Distances from pincode 560001.').waitFor();
    await page.getByRole('combobox', { name: 'City' }).selectOption('Bengaluru');
    const found = page.getByRole('list', { name: 'Hospitals found' });
    await found.getByText(/km away$/).first().waitFor();
    const hospital = found.getByRole('listitem').first().getByRole('link').first();
    const name = ((await hospital.textContent()) ?? '').split(',')[0] ?? '';
    await hospital.click();
    await page.waitForURL(/\/hospitals\/IndiHospital\?id=H[A-Z]{3}\d/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('link', { name: /^Call 0\d/ }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
  });
});
