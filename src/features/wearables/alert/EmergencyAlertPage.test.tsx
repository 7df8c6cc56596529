import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ALERT_TOKENS } from '../../../../fakes/wearables/alerts';
import { switchLanguage } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';

/** Each step waits for the fake service; a busy machine makes that slow. */
const WAIT = { timeout: 15000 };
const alertAt = (token: string) => `/verify/crashtest/${token}`;

afterEach(async () => {
  vi.useRealTimers();
  await switchLanguage('en');
});

describe('/verify/crashtest/{token}', { timeout: 30000 }, () => {
  it("shows a contact, without sign-in, who fell, when, where, the device and who is on the way, with numbers to call", async () => {
    await renderApp(alertAt(DEMO_ALERT_TOKENS.fall));
    expect(await screen.findByRole('heading', { name: 'Priya may have had a fall', level: 2 }, WAIT)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Emergency alert', level: 1 })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByText(/ IST \(4 minutes ago\)$/)).toBeVisible();
    expect(screen.getByText('Indiranagar, Bengaluru')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.97196,77.64115');
    expect(screen.getByText('Galaxy Watch6')).toBeVisible();
    expect(screen.getByText('Someone is on the way')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Priya' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Call 112 (emergency)' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: 'Call 108 (ambulance)' })).toHaveAttribute('href', 'tel:108');
    const others = screen.getByRole('region', { name: 'Who has responded' });
    expect(within(others).getByText('Meena is on the way')).toBeVisible();
  });

  it('keeps "minutes ago" current while the page stays open, from the app’s clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderApp(alertAt(DEMO_ALERT_TOKENS.fall));
    expect(await screen.findByText(/ IST \(4 minutes ago\)$/, {}, WAIT)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(await screen.findByText(/ IST \(7 minutes ago\)$/)).toBeVisible();
    expect(screen.queryByText(/4 minutes ago/)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(await screen.findByText(/ IST \(1 hour ago\)$/)).toBeVisible();
  });

  it('sends "I’m on my way" once, says so, and shows it sent', async () => {
    const { user } = await renderApp(alertAt(DEMO_ALERT_TOKENS.fall));
    await user.click(await screen.findByRole('button', { name: 'I’m on my way' }, WAIT));
    expect(await screen.findByText('Thank you. The others know you are on your way.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'I’m on my way (sent)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Need an ambulance' })).toBeEnabled();
  });

  it('closes the alert when the contact says the patient is fine, and then shows no place or number', async () => {
    const { user } = await renderApp(alertAt(DEMO_ALERT_TOKENS.crash));
    expect(await screen.findByRole('heading', { name: 'Priya may have been in a crash' }, WAIT)).toBeVisible();
    expect(screen.getByText('Not shared')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I reached them, they’re fine / false alarm' }));
    expect(await screen.findByRole('heading', { name: 'This alert is closed' }, WAIT)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^You said Priya is fine, at .+ IST\.$/);
    expect(screen.queryByRole('link', { name: 'Call Priya' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need an ambulance' })).not.toBeInTheDocument();
  });

  it('says who closed an alert another contact resolved', async () => {
    await renderApp(alertAt(DEMO_ALERT_TOKENS.resolved));
    expect(await screen.findByText(/^Meena reached Priya and said all is well, at .+ IST\.$/, {}, WAIT)).toBeVisible();
  });

  it.each([
    ['an expired link', DEMO_ALERT_TOKENS.expired, 'This alert has expired'],
    ['an unknown link', 'no-such-alert-token-at-all', 'This link does not open an alert'],
    ['a cut-off link', '42', 'This link does not open an alert'],
  ])('explains %s and shows nothing of any alert', async (_what, token, heading) => {
    await renderApp(alertAt(token));
    expect(await screen.findByRole('heading', { name: heading }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 112 (emergency)' })).toBeVisible();
    expect(screen.queryByText(/Priya/)).not.toBeInTheDocument();
  });

  it('speaks Hindi, names and the device as sent', async () => {
    await switchLanguage('hi');
    await renderApp(alertAt(DEMO_ALERT_TOKENS.fall));
    expect(await screen.findByRole('heading', { name: 'Priya के गिरने का पता चला है' }, WAIT)).toBeVisible();
    expect(screen.getByText(/\(भारतीय समय\) \(4 मिनट पहले\)$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'मैं रास्ते में हूँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: '108 पर फ़ोन करें (एंबुलेंस)' })).toHaveAttribute('href', 'tel:108');
    expect(screen.getByText('Meena रास्ते में हैं')).toBeVisible();
  });
});
