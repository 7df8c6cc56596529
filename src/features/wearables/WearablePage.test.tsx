import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../fakes/seed';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
/** Each step waits for the fake service; a busy machine makes that slow. */
const WAIT = { timeout: 15000 };
const RANGE_WORDS = ['In range', 'Below range', 'Above range', 'Below and above range'];

afterEach(async () => {
  await switchLanguage('en');
});

describe('/verify/wearable', { timeout: 30000 }, () => {
  it('asks for consent before connecting an app, then charts a week of steps, sleep, heart rate and glucose with their numbers', async () => {
    const { user } = await renderApp('/verify/wearable', { signInAs: RAHUL });
    expect(await screen.findByText(/No app is connected yet/, {}, WAIT)).toBeVisible();
    expect(screen.getByText('Fitbit')).toHaveAttribute('translate', 'no');

    await user.click(screen.getByRole('button', { name: 'Connect Fitbit' }));
    const consent = screen.getByRole('form', { name: 'Connect Fitbit' });
    expect(within(consent).getByText(/will share your steps, sleep, heart rate and glucose readings/)).toBeVisible();
    await user.click(within(consent).getByRole('button', { name: 'Connect' }));
    expect(within(consent).getByRole('checkbox', { name: /I agree to share my health data from Fitbit/ })).toHaveAccessibleDescription('Tick the box to agree, or cancel');
    await user.click(within(consent).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(consent).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Fitbit is connected. Your charts now show its data.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disconnect Fitbit' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Last 7 days', selected: true })).toBeVisible();
    for (const metric of ['Steps', 'Sleep', 'Heart rate', 'Glucose']) expect(screen.getByRole('heading', { name: metric, level: 3 })).toBeVisible();

    const glucose = screen.getByRole('region', { name: 'Glucose' });
    expect(await within(glucose).findByText(/% of readings were in your target range of 70 to 180 mg\/dL/, {}, WAIT)).toBeVisible();
    // The numbers are there for whoever opens them, a screen reader's user above all.
    expect(within(glucose).queryByRole('table')).toBeNull();
    await user.click(within(glucose).getByText('See the numbers'));
    const rows = within(await within(glucose).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(RANGE_WORDS).toContain(within(row).getAllByRole('cell').at(-1)?.textContent);
    const sleep = screen.getByRole('region', { name: 'Sleep' });
    await user.click(within(sleep).getByText('See the numbers'));
    expect(within(await within(sleep).findByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Asleep', 'Deep sleep', 'Light sleep', 'REM sleep', 'Awake']);

    // The week stays on screen, busy, until the month comes; the table opened stays open with the month's nights.
    await user.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    expect(await within(sleep).findByText(/the 30 nights before\.$/, {}, WAIT)).toBeVisible();
    expect(sleep).not.toHaveAttribute('aria-busy', 'true');
    expect(within(within(sleep).getByRole('table')).getAllByRole('row')).toHaveLength(31);
  });

  it('says in words how the week and the month compare with the period before', async () => {
    const { user } = await renderApp('/verify/wearable', { signInAs: PRIYA });
    const steps = () => screen.getByRole('region', { name: 'Steps' });
    await screen.findByRole('region', { name: 'Steps' }, WAIT);
    expect(await within(steps()).findByText(/^Up to yesterday, [\d,]+ steps a day on average: ([\d,]+ (more|fewer) than|the same as) the 7 days before\.$/, {}, WAIT)).toBeVisible();
    expect(await within(screen.getByRole('region', { name: 'Heart rate' })).findByText(/^Your resting heart rate averaged \d+ bpm, (up from|down from|the same as) \d+ bpm in the 7 days before\.$/, {}, WAIT)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    expect(await within(screen.getByRole('region', { name: 'Sleep' })).findByText(/^That is (\d+ h \d+ min (more|less) a night than|the same as) the 30 nights before\.$/, {}, WAIT)).toBeVisible();
    expect(await within(screen.getByRole('region', { name: 'Glucose' })).findByText(/^\d+% of readings were in range, (up from|down from|the same as) \d+% in the 30 days before\.$/, {}, WAIT)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Today' }));
    expect(await within(steps()).findByText(/steps today/, {}, WAIT)).toBeVisible();
    expect(within(steps()).queryByText(/days before/)).toBeNull();
  });

  it('disconnects an app, keeping what it sent, and says so', async () => {
    const { user } = await renderApp('/verify/wearable', { signInAs: PRIYA });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google Fit' }, WAIT));
    expect(await screen.findByText('Google Fit is disconnected. What it sent before stays in your charts.', {}, WAIT)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Connect Google Fit' }, WAIT)).toBeVisible();
  });

  it('speaks Hindi: the apps, the periods and the charts’ headings', async () => {
    await switchLanguage('hi');
    await renderApp('/verify/wearable', { signInAs: PRIYA });
    expect(await screen.findByRole('heading', { name: 'आपके ऐप' }, WAIT)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Google Fit हटाएँ' }, WAIT)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'पिछले 7 दिन', selected: true })).toBeVisible();
    for (const metric of ['कदम', 'नींद', 'धड़कन', 'ग्लूकोज़']) expect(screen.getByRole('heading', { name: metric, level: 3 })).toBeVisible();
    expect(await within(screen.getByRole('region', { name: 'ग्लूकोज़' })).findByText(/रीडिंग आपकी लक्ष्य सीमा 70 से 180 mg\/dL के अंदर रहीं/, {}, WAIT)).toBeVisible();
    expect(await screen.findAllByRole('button', { name: 'मैं ठीक हूँ' }, WAIT)).toHaveLength(2);
    expect(await within(screen.getByRole('region', { name: 'कदम' })).findByText(/^कल तक औसतन रोज़ [\d,]+ कदम: उससे पहले के 7 दिनों/, {}, WAIT)).toBeVisible();
  });

  it("shows the patient's fall and crash alerts, who answered, and closes an open one when they say they are fine", async () => {
    const { user } = await renderApp('/verify/wearable', { signInAs: PRIYA });
    const alerts = await screen.findByRole('region', { name: 'Alerts from your wearable' }, WAIT);
    const items = await within(alerts).findAllByRole('listitem', {}, WAIT);
    const titled = (name: string) => items.filter((item) => within(item).queryByRole('heading', { name }) !== null);
    const [fall, resolved, expired] = titled('Fall detected by Galaxy Watch6');
    const [crash] = titled('Crash detected by Pixel Watch 2');
    expect(within(fall!).getByText('Open.')).toBeVisible();
    expect(within(fall!).getByText(/^Meena is on the way \(/)).toBeVisible();
    expect(within(resolved!).getByText(/^Meena reached you and said all is well, at /)).toBeVisible();
    expect(within(expired!).getByText('Nobody closed it within 24 hours.')).toBeVisible();
    expect(within(expired!).queryByRole('button')).toBeNull();

    const fine = within(crash!).getByRole('button', { name: 'I’m fine' });
    expect(fine).toHaveAccessibleDescription(/Crash detected by Pixel Watch 2 Closes the alert and tells your emergency contacts you are fine\./);
    await user.click(fine);
    expect(await within(alerts).findByText('The alert is closed. Your emergency contacts now see that you are fine.', {}, WAIT)).toBeVisible();
    expect(within(crash!).getByText('Resolved.')).toBeVisible();
    expect(within(crash!).getByText(/^You said you are fine, at /)).toBeVisible();
    expect(within(crash!).queryByRole('button', { name: 'I’m fine' })).toBeNull();
  });

  it('says so when no alert came in the last 30 days', async () => {
    await renderApp('/verify/wearable', { signInAs: RAHUL });
    expect(await screen.findByText('No fall or crash was detected in the last 30 days.', {}, WAIT)).toBeVisible();
  });

  it('asks a visitor to sign in first', async () => {
    await renderApp('/verify/wearable');
    expect(await screen.findByRole('heading', { name: 'Connect a wearable' }, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Connect Fitbit/ })).toBeNull();
  });
});
