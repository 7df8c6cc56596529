import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn } from './browser';

/** Kavya has linked nothing yet in the seed. */
const KAVYA = '9812345678';

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
    const glucose = page.getByRole('region', { name: 'Glucose' });
    await glucose.getByText(/% of readings were in your target range of 70 to 180 mg\/dL/).waitFor();
    for (const region of [sleep, glucose]) {
      // The canvas is drawn, named for screen readers by the summary, and its numbers are a table.
      await region.locator('canvas').first().waitFor();
      expect(await region.getByRole('img').getAttribute('aria-label')).toMatch(/^(Sleep|Glucose)\. /);
      await region.getByText('See the numbers').click();
      expect(await region.getByRole('table').getByRole('row').count()).toBe(31);
    }
    const rangeWords = await glucose.getByRole('table').locator('tbody tr td:last-child').allTextContents();
    expect(rangeWords.every((words) => ['In range', 'Below range', 'Above range', 'Below and above range'].includes(words))).toBe(true);
    await axe.check(page, 'a month of charts with their tables open');

    await page.reload();
    await page.getByRole('button', { name: 'Disconnect Fitbit' }).waitFor();
  });
});
