import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES } from './browser';

const CHILD_NUTRITION = 'Feeding your child right: from first foods to school tiffin';
const HEART = 'Heart health after 40: know your numbers';

describe.each(MODES)('webinars on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  // Each mode's own number: the local server keeps its registrations for the whole run.
  const mobile = setup.mode === 'fake' ? '98450 12301' : '98450 12302';

  it('list → open an upcoming webinar → register → confirmation → .ics downloads', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/Webinars`);
    const upcoming = page.getByRole('region', { name: 'Upcoming webinars' });
    await upcoming.getByRole('link', { name: CHILD_NUTRITION, exact: true }).click();
    await page.waitForURL(`${base}/webinar?id=child-nutrition-first-years`);
    await page.getByRole('heading', { level: 1, name: CHILD_NUTRITION }).waitFor();
    expect(await page.title()).toBe(`${CHILD_NUTRITION} | CareWell`);

    const form = page.getByRole('form', { name: 'Register for this webinar' });
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Enter your name').waitFor();

    await form.getByRole('textbox', { name: 'Your name' }).fill('Kavya Menon');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('kavya.menon@example.com');
    await form.getByRole('button', { name: 'Register' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'You are registered' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/Your registration number is WR-\d+/);

    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('child-nutrition-first-years.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T053000Z\r\n/);
    expect(ics).toContain(`SUMMARY:${CHILD_NUTRITION}\r\n`);
  });

  it('a past one shows its recording', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/Webinars`);
    const recording = page.getByRole('region', { name: 'Past webinars' }).getByRole('link', { name: `Watch the recording: ${HEART} (opens in a new tab)` });
    expect(await recording.getAttribute('href')).toBe('https://videos.carewell.in/webinars/heart-health-after-40');

    await page.getByRole('link', { name: HEART, exact: true }).click();
    await page.waitForURL(`${base}/webinar?id=heart-health-after-40`);
    await page.getByRole('link', { name: `Watch the recording: ${HEART} (opens in a new tab)` }).waitFor();
    expect(await page.getByRole('form').count()).toBe(0);

    await page.getByRole('link', { name: 'Dr. Rajesh Iyer' }).click();
    await page.waitForURL(`${base}/healthcare/speakers-profile?id=sp-rajesh-iyer`);
    await page.getByRole('heading', { level: 1, name: 'Dr. Rajesh Iyer' }).waitFor();
    await page.getByRole('region', { name: 'Held before' }).getByRole('link', { name: HEART, exact: true }).waitFor();
  });

  it('shows /Webinars from its prerendered HTML alone, in English and Hindi, each with its own description', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/Webinars', 'Webinars', /^Free live sessions with our doctors/],
        ['/hi/Webinars', 'वेबिनार', /^हमारे डॉक्टरों और विशेषज्ञों के साथ मुफ़्त लाइव सत्र/],
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
