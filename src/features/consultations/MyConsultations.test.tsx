import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';
import { chooseFirstSlot } from './test-kit';

describe('My Consultations', { timeout: 40000 }, () => {
  it('shows the demo patient’s consultations under upcoming, completed and cancelled, moving between tabs by keyboard', async () => {
    const { user } = await renderApp('/patient/consultations', { signInAs: DEMO.subscriber });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming consultations' });
    expect(within(upcoming).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(upcoming).getAllByText('Booked').length).toBeGreaterThan(0);
    screen.getByRole('tab', { name: 'Upcoming' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    const completed = await screen.findByRole('list', { name: 'Completed consultations' });
    expect(within(completed).getByRole('link', { name: 'View prescription' })).toBeVisible();
    await user.keyboard('{End}');
    const cancelled = await screen.findByRole('list', { name: 'Cancelled consultations' });
    expect(within(cancelled).getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('shows one family member’s consultations only when their details led here, with the way back to the whole family’s', async () => {
    const { user, location } = await renderApp('/patient/consultations?member=fm-2', { signInAs: DEMO.subscriber });
    expect(await screen.findByText(/Only Ananya Sharma’s consultations are shown\./)).toBeVisible();
    expect(await screen.findByText(/No upcoming consultations\./)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const completed = await screen.findByRole('list', { name: 'Completed consultations' });
    expect(within(completed).getAllByRole('listitem').every((item) => item.textContent?.includes('Ananya Sharma'))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Show the whole family’s' }));
    await waitFor(() => expect(location.current.search).toBe(''));
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(within(await screen.findByRole('list', { name: 'Upcoming consultations' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('cancels with a reason, stating the refund rule, and the consultation moves to cancelled', async () => {
    const { user } = await renderApp('/patient/consultations', { signInAs: DEMO.patient });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming consultations' });
    const count = within(upcoming).getAllByRole('listitem').length;
    await user.click(within(upcoming).getAllByRole('button', { name: /^Cancel the consultation with/ })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this consultation?' });
    // As every cancel dialog of the app: focus starts on the first reason.
    expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus();
    expect(dialog).toHaveTextContent(/full refund; later than that, 50% is refunded/);
    expect(dialog).toHaveTextContent(/Refund: ₹699\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel consultation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    await user.click(within(dialog).getByRole('radio', { name: 'I am feeling better' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel consultation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/is cancelled\. It is under Cancelled\./)).toBeVisible();
    if (count === 1) expect(screen.getByText(/No upcoming consultations/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('list', { name: 'Cancelled consultations' });
    expect(within(cancelled).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reschedules to another free slot of the same doctor', async () => {
    const { user } = await renderApp('/patient/consultations', { signInAs: DEMO.patient });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming consultations' });
    await user.click(within(upcoming).getAllByRole('button', { name: /^Reschedule the consultation with/ })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Reschedule consultation' });
    expect(within(dialog).getByRole('button', { name: 'Choose a new time' })).toBeDisabled();
    const slot = await chooseFirstSlot();
    await user.click(slot);
    const move = within(dialog).getByRole('button', { name: /^Move to / });
    const label = (move.textContent ?? '').replace('Move to ', '');
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Rescheduled to ${label}.`)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Upcoming consultations' })).getByRole('link', { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  });
});

describe('My Consultations in Hindi', { timeout: 40000 }, () => {
  afterEach(() => switchLanguage('en'));

  it('reads Hindi: the heading, a failure with Try again, the tabs, statuses, buttons and the cancel dialog’s refund rule', async () => {
    await switchLanguage('hi');
    const { user, services } = await renderApp('/patient/consultations', { signInAs: DEMO.patient });
    vi.spyOn(services.get(CONSULTATIONS.ConsultationApi), 'appointments').mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
    // The first render waits for the page's, the titles' and the domain's Hindi catalogues.
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे परामर्श' }, { timeout: 10000 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^हम आपके परामर्श लोड नहीं कर सके।/);
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));

    const upcoming = await screen.findByRole('list', { name: 'आगामी परामर्श' });
    expect(screen.getByRole('tab', { name: 'पूर्ण' })).toBeInTheDocument();
    expect(within(upcoming).getAllByText('बुक हो गया').length).toBeGreaterThan(0);
    expect(within(upcoming).getAllByText(/ के लिए$/).length).toBeGreaterThan(0);
    // The slot's day in Hindi words ('27 नव॰ 2026, 11:00 AM'), not en-IN's.
    const when = within(upcoming).getAllByRole('link', { name: /, \d{1,2}:\d\d [AP]M$/ })[0]?.textContent ?? '';
    expect(when).not.toMatch(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
    await user.click(within(upcoming).getAllByRole('button', { name: / के साथ परामर्श रद्द करें$/ })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'यह परामर्श रद्द करें?' });
    expect(dialog).toHaveTextContent(/उसके बाद रद्द करने पर 50% रिफ़ंड होता है/);
    expect(within(dialog).getByRole('button', { name: 'रद्द न करें' })).toBeInTheDocument();
  });
});
