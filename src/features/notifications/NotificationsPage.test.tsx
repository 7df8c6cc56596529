import { screen, waitFor, within } from '@testing-library/react';
import { Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS } from '../../app/modules/notifications/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => switchLanguage('en'));

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

describe('The notifications page', { timeout: 30000 }, () => {
  it('lists the patient’s notifications by day, unread ones marked; opening a reminder goes to its consultation and takes one off the bell', async () => {
    const { user, location, services } = await renderApp('/patient/notifications', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const unread = (await services.get(NOTIFICATIONS.NotificationsApi).unreadCount()).unwrap();
    expect(unread).toBeGreaterThan(2);
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${unread} unread`));
    expect(screen.getByText(`${unread} unread`)).toBeVisible();
    expect(screen.getAllByText('Unread')).toHaveLength(unread);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);

    const reminder = screen.getAllByText('Consultation reminder')[0]?.closest('li');
    if (!reminder) throw new Error('Priya has an upcoming consultation');
    const link = within(reminder).getByRole('link');
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/patient\/consultation-detail\?id=.+/));
    await user.click(link);

    await waitFor(() => expect(location.current.pathname).toBe('/patient/consultation-detail'));
    await waitFor(() => expect(bell()).toHaveAccessibleName(`Notifications, ${unread - 1} unread`));
    expect((await services.get(NOTIFICATIONS.NotificationsApi).unreadCount()).unwrap()).toBe(unread - 1);
  });

  it('marks all as read at once: no unread mark is left and the bell shows no count', async () => {
    const { user } = await renderApp('/patient/notifications', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('status')).toHaveTextContent('All notifications are marked as read.');
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByText('All read')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('says why the list did not load and loads it on Try again', async () => {
    const { user, demo } = await renderApp('/', { signInAs: DEMO.subscriber });
    await waitFor(() => expect(bell()).toHaveAccessibleName(/unread/));
    await demo.injectFault('500', 1);
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect((await screen.findAllByText('Consultation reminder')).length).toBeGreaterThan(0);
  });

  it('says what will come when there is nothing yet', async () => {
    const { user, services } = await renderApp('/', { signInAs: DEMO.subscriber });
    await waitFor(() => expect(bell()).toHaveAccessibleName(/unread/));
    vi.spyOn(services.get(NOTIFICATIONS.NotificationsApi), 'list').mockResolvedValue(Ok([]));
    await user.click(bell());
    expect(await screen.findByText(/No notifications yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('speaks Hindi: the title, the kinds and the bell, the server’s words as sent', async () => {
    switchLanguage('hi');
    await renderApp('/patient/notifications', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    expect((await screen.findAllByText('परामर्श रिमाइंडर')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मानें' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: /^सूचनाएँ, \d+ नई$/ })).toBeVisible());
    const title = screen.getAllByRole('link').find((link) => link.textContent?.startsWith('Consultation with'));
    expect(title).toHaveAttribute('translate', 'no');
  });
});

describe('The header’s bell', { timeout: 30000 }, () => {
  it('is not shown to a visitor, whose count is never asked for', async () => {
    await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
