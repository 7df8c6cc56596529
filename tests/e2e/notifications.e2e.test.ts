import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn } from './browser';

/** Priya, the subscriber: an upcoming consultation, a prescription, her plan's renewal and an offer. */
const PRIYA = '9876543210';

const unreadIn = (name: string | null) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);

describe.each(MODES)('notifications on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('bell with the unread count -> the list by day -> open a reminder at its consultation, one fewer unread -> mark all as read, kept after a reload', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);

    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const unread = unreadIn(await bell.getAttribute('aria-label'));
    expect(unread).toBeGreaterThan(2);
    await bell.click();

    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText(`${unread} unread`, { exact: true }).waitFor();
    expect(await page.getByText('Unread', { exact: true }).count()).toBe(unread);
    await axe.check(page, 'notifications');

    const reminder = page.getByRole('listitem').filter({ hasText: 'Consultation reminder' }).first();
    await reminder.getByRole('link').click();
    await page.waitForURL(/\/patient\/consultation-detail\?id=/);
    await page.getByRole('banner').getByRole('link', { name: `Notifications, ${unread - 1} unread` }).waitFor();

    await page.goBack();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('status').filter({ hasText: 'All notifications are marked as read.' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByText('Unread', { exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByText('All read', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    axe.expectNoneSerious();
  });
});
