import { describe, expect, it } from 'vitest';
import { DEMO_ALERT_TOKENS } from '../../fakes/wearables/alerts';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES } from './browser';
import { hindiAlongTheFlow } from './hindi';

/** An emergency contact is not signed in: every test opens the SMS link in a fresh browser. */
describe.each(MODES)("an emergency contact's alert on the $mode backend", (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const alertAt = (token: string) => `${base}/verify/crashtest/${token}`;

  it("SMS link -> who fell, when and where, with calls -> \"I'm on my way\" sent once, still sent after a reload, seen by the other contact -> an ambulance asked for", async () => {
    const axe = axeAlongTheFlow(setup.mode);
    const { page } = suite.tracked;
    await page.goto(alertAt(DEMO_ALERT_TOKENS.fall));
    await page.getByRole('heading', { level: 2, name: 'Priya may have had a fall' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByText(/ IST \(\d+ minutes? ago\)$/).waitFor();
    expect(await page.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12.97196,77.64115');
    expect(await page.getByRole('link', { name: 'Call Priya' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(await page.getByRole('link', { name: 'Call 108 (ambulance)' }).getAttribute('href')).toBe('tel:108');
    await page.getByRole('region', { name: 'Who has responded' }).getByText('Meena is on the way').waitFor();
    await axe.check(page, 'an open fall alert');

    const onMyWay = page.getByRole('button', { name: 'I’m on my way' });
    await onMyWay.dblclick();
    await page.getByText('Thank you. The others know you are on your way.').waitFor();
    await page.getByRole('button', { name: 'I’m on my way (sent)', disabled: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'I’m on my way (sent)', disabled: true }).waitFor();

    await page.goto(alertAt(DEMO_ALERT_TOKENS.fallMeena));
    const others = page.getByRole('region', { name: 'Who has responded' });
    await others.getByText('Rohan is on the way').waitFor();
    expect(await others.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Need an ambulance' }).click();
    await page.getByText('The others know an ambulance is needed. Call 108 now if you have not.').waitFor();
    await page.getByText('An ambulance is needed', { exact: true }).waitFor();
    await axe.check(page, 'an alert after asking for an ambulance');
    axe.expectNoneSerious();
  });

  it('"they’re fine" closes the alert for good; expired and unknown links explain themselves and show no alert', async () => {
    const { page } = suite.tracked;
    await page.goto(alertAt(DEMO_ALERT_TOKENS.crash));
    await page.getByRole('heading', { name: 'Priya may have been in a crash' }).waitFor();
    await page.getByRole('button', { name: 'I reached them, they’re fine / false alarm' }).click();
    await page.getByRole('heading', { name: 'This alert is closed' }).waitFor();
    await page.reload();
    await page.getByText(/^You said Priya is fine, at .+ IST\.$/).waitFor();
    expect(await page.getByRole('link', { name: 'Call Priya' }).count()).toBe(0);

    for (const [token, heading] of [
      [DEMO_ALERT_TOKENS.expired, 'This alert has expired'],
      ['no-such-alert-token-at-all', 'This link does not open an alert'],
    ] as const) {
      await page.goto(alertAt(token));
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.getByText(/Priya|Galaxy|Indiranagar/).count()).toBe(0);
    }
  });

  it('reads in Hindi, chosen on the page itself', async () => {
    const hindi = hindiAlongTheFlow(setup.mode);
    const { page } = suite.tracked;
    await page.goto(alertAt(DEMO_ALERT_TOKENS.fall));
    await page.getByRole('heading', { level: 2, name: 'Priya may have had a fall' }).waitFor();
    await page.getByRole('combobox', { name: 'App language' }).selectOption('hi');
    await page.getByRole('heading', { level: 2, name: 'Priya के गिरने का पता चला है' }).waitFor();
    await page.getByRole('button', { name: 'मैं रास्ते में हूँ' }).waitFor();
    await hindi.check(page, 'an open fall alert');
    hindi.expectAllHindi();
  });

  if (setup.mode === 'fake') {
    it('a sales demo reaches the alert from the Demo panel', async () => {
      const { page } = suite.tracked;
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Demo', exact: true }).click();
      await page.getByRole('dialog', { name: 'Demo controls' }).getByRole('link', { name: /fall alert/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Priya may have had a fall' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/verify/crashtest/${DEMO_ALERT_TOKENS.fall}`);
    });
  }
});
