import { describe, expect, it } from 'vitest';
import { DEMO_ALERT_TOKENS } from '../../fakes/wearables/alerts';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn } from './browser';

/** Kavya has linked nothing yet in the seed. */
const KAVYA = '9812345678';
/** Priya's watch has detected falls and a crash in the seed (fakes/wearables/alerts.ts). */
const PRIYA = '9876543210';

describe.each(MODES)('wearables on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('connect a wearable with consent -> a month of sleep and glucose charts, drawn and as tables, glucose out of range in words', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, KAVYA);
    await page.goto(`${base}/verify/wearable`);
    await page.getByRole('heading', { level: 1, name: 'Connect a wearable' }).waitFor();
    await page.getByText(/No app is connected yet/).waitFor();

    await page.getByRole('button', { name: 'Connect Fitbit' }).click();
    const consent = page.getByRole('form', { name: 'Connect Fitbit' });
    await consent.getByRole('checkbox', { name: /I agree to share my health data from Fitbit/ }).check();
    await axe.check(page, 'consent to connect an app');
    await consent.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Fitbit is connected. Your charts now show its data.').waitFor();

    await page.getByRole('tab', { name: 'Last 30 days' }).click();
    const sleep = page.getByRole('region', { name: 'Sleep' });
    await sleep.getByText(/On average you slept \d+ h \d+ min a night/).waitFor();
    // The 90 days of history that came with the link give the month a month before it.
    await sleep.getByText(/the 30 nights before\.$/).waitFor();
    const glucose = page.getByRole('region', { name: 'Glucose' });
    await glucose.getByText(/% of readings were in your target range of 70 to 180 mg\/dL/).waitFor();
    // The week stays on screen, busy, until the month's numbers come.
    await glucose.getByText(/in the 30 days before\.$/).waitFor();
    for (const region of [sleep, glucose]) {
      expect(await region.getAttribute('aria-busy')).toBe('false');
      // The canvas is drawn, named for screen readers by the summary, and its numbers are a table.
      await region.locator('canvas').first().waitFor();
      expect(await region.getByRole('img').getAttribute('aria-label')).toMatch(/^(Sleep|Glucose)\. /);
      await region.getByText('See the numbers').click();
      // The table is made once the details have opened (their toggle event comes a moment after the click).
      await region.getByRole('table').waitFor();
      expect(await region.getByRole('table').getByRole('row').count()).toBe(31);
    }
    const rangeWords = await glucose.getByRole('table').locator('tbody tr td:last-child').allTextContents();
    expect(rangeWords.every((words) => ['In range', 'Below range', 'Above range', 'Below and above range'].includes(words))).toBe(true);
    await axe.check(page, 'a month of charts with their tables open');

    await page.reload();
    await page.getByRole('button', { name: 'Disconnect Fitbit' }).waitFor();
  });

  it("the patient's alerts from their wearable -> 'I'm fine' closes the open crash alert, and their contact's link shows it closed", async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/verify/wearable`);
    const alerts = page.getByRole('region', { name: 'Alerts from your wearable' });
    const crash = alerts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Crash detected by Pixel Watch 2' }) });
    await crash.getByText('Open.').waitFor();
    const fall = alerts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fall detected by Galaxy Watch6' }) });
    await fall.first().getByText(/^Meena is on the way/).waitFor();
    await fall.nth(1).getByText(/Meena reached you and said all is well, at /).waitFor();
    await axe.check(page, "the patient's alerts");

    await crash.getByRole('button', { name: 'I’m fine' }).click();
    await alerts.getByText('The alert is closed. Your emergency contacts now see that you are fine.').waitFor();
    await crash.getByText(/You said you are fine, at /).waitFor();
    expect(await crash.getByRole('button', { name: 'I’m fine' }).count()).toBe(0);

    await page.goto(`${base}/verify/crashtest/${DEMO_ALERT_TOKENS.crash}`);
    await page.getByRole('heading', { name: 'This alert is closed' }).waitFor();
    await page.getByText(/^Priya said on their wearable’s page that they are fine, at /).waitFor();
  });
});
