import { screen, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIndianDate } from '../../../domain/shared/calendar-date';
import type { UserSubscription } from '../../../domain/subscriptions/model';
import { MySubscription } from '../../../domain/subscriptions/my-subscription';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { DEMO, renderApp } from '../../test/render-app';
import { DOCTORS } from './test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const silver: UserSubscription = {
  id: 'sub-1',
  planId: 'plan-silver-12m',
  name: 'Care Plus Silver',
  tier: 'silver',
  months: 12,
  startDate: '2025-11-26',
  endDate: '2026-11-25',
  status: 'ACTIVE',
  covered: [{ familyMemberId: null, name: 'Priya Sharma', relation: null }],
  familySlots: 1,
  consultations: [{ kind: 'family-physician', included: 48, used: 48 }],
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('/book/subcription-summary', { timeout: 40000 }, () => {
  it("shows a subscriber's plan: name, tier, validity in Indian dates, days left, who is covered and the free consultations left", async () => {
    const { services } = await renderApp('/book/subcription-summary', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 2, name: 'Care Plus Silver' })).toBeVisible();
    const [held] = (await services.get(SUBSCRIPTIONS.SubscriptionsApi).mySubscriptions()).unwrap();
    if (!held) throw new Error('the subscriber holds a plan');

    const facts = screen.getByRole('region', { name: 'Care Plus Silver' });
    expect(within(facts).getByText('Silver')).toBeVisible();
    expect(within(facts).getByText('12 months')).toBeVisible();
    expect(within(facts).getByText('Active')).toBeVisible();
    expect(within(facts).getByText(`${formatIndianDate(held.startDate)} to ${formatIndianDate(held.endDate)}`)).toBeVisible();
    expect(formatIndianDate(held.endDate)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(within(facts).getByText(/^\d+ days$/)).toBeVisible();

    const covered = within(screen.getByRole('list', { name: 'Who is covered' })).getAllByRole('listitem');
    expect(covered.map((li) => li.textContent)).toEqual(['Priya Sharma (you)', 'Sunita Agarwal (Mother)']);

    const table = screen.getByRole('table', { name: 'Free consultations left' });
    expect(table).toBeVisible();
    // 4 a month for 12 months; the demo's upcoming family-physician consultation is covered.
    expect(within(row('Family physician')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['48', '1', '47']);
    expect(row('Specialist')).toHaveTextContent('Not included in your plan');
    expect(row('Therapist')).toHaveTextContent('Not included in your plan');
    expect(screen.queryByText(/Your plan expires/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the care plans' })).not.toBeInTheDocument();
  });

  it('warns that the plan expires within 7 days and links to renew it; nothing left never shows below zero', async () => {
    vi.spyOn(MySubscription.prototype, 'latestOverview').mockResolvedValue(
      Ok({ kind: 'active', cover: { subscription: silver, daysLeft: 3, expiresSoon: true, consultations: [{ kind: 'family-physician', included: 48, used: 48, left: 0 }] } }),
    );
    await renderApp('/patient/subcription-summary', { signInAs: DEMO.subscriber });
    expect(await screen.findByText(/Your plan expires in 3 days, on 25 November 2026\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Renew your care plan' })).toHaveAttribute('href', '/auth/subscription-plans');
    expect(screen.getByText('3 days')).toBeVisible();
    expect(within(row('Family physician')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['48', '48', '0']);
  });

  it('says when the subscription could not be loaded, and shows it after Try again', async () => {
    vi.spyOn(MySubscription.prototype, 'latestOverview').mockResolvedValueOnce(Err({ kind: 'timeout' }));
    const { user } = await renderApp('/book/subcription-summary', { signInAs: DEMO.subscriber });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your subscription. The server took too long to answer.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Care Plus Silver' })).toBeVisible();
  });

  it('has no serious axe findings', async () => {
    const axe = (await import('axe-core')).default;
    const { container } = await renderApp('/patient/subcription-summary', { signInAs: DEMO.subscriber });
    await screen.findByRole('table', { name: 'Free consultations left' });
    // jsdom paints nothing, so contrast is left to the Chromium axe runs.
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('sends a patient without a plan to the care plans', async () => {
    await renderApp('/patient/subcription-summary', { signInAs: DEMO.patient });
    expect(await screen.findByText('You have no active Care Plus plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the care plans' })).toHaveAttribute('href', '/auth/subscription-plans');
  });

  it('says when the last plan ended', async () => {
    vi.spyOn(MySubscription.prototype, 'latestOverview').mockResolvedValue(Ok({ kind: 'none', lastEnded: { ...silver, status: 'EXPIRED' } }));
    await renderApp('/patient/subcription-summary', { signInAs: DEMO.subscriber });
    expect(await screen.findByText('Your Care Plus Silver plan ended on 25 November 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the care plans' })).toBeVisible();
  });

  it('opened from the booking summary, says what the subscription pays of that consultation and leads back', async () => {
    const { user, location } = await renderApp('/book/bookConsultationGP', { signInAs: DEMO.subscriber });
    const next = await screen.findByRole('region', { name: 'Next available' });
    await user.click(await within(next).findByRole('button', { name: /^Book \d{1,2}:\d{2} (AM|PM) with Dr\./ }));
    await screen.findByRole('heading', { name: 'Tell the doctor what is wrong' });
    await user.click(screen.getByRole('checkbox', { name: 'Fever' }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const summary = location.current.search;
    await user.click(await screen.findByRole('link', { name: 'What your subscription covers' }));

    const cover = await screen.findByRole('region', { name: 'This consultation' });
    expect(await within(cover).findByText('Your Care Plus subscription covers this family-physician consultation in full.')).toBeVisible();
    expect(within(cover).getByTestId('you-pay')).toHaveTextContent('₹0.00');
    expect(await screen.findByRole('table', { name: 'Free consultations left' })).toBeVisible();
    await user.click(within(cover).getByRole('link', { name: 'Back to the booking summary' }));
    expect(location.current.pathname).toBe('/book/summary-page');
    expect(location.current.search).toBe(summary);
  });

  it('leads back to the specialist summary when that is where it was opened from', async () => {
    await renderApp(`/book/subcription-summary?doctorId=${DOCTORS.kavitha.id}&slotId=none&refer=specialist-summary-page`, {
      signInAs: DEMO.subscriber,
      features: 'on demand',
    });
    const cover = await screen.findByRole('region', { name: 'This consultation' });
    expect(within(cover).getByRole('link', { name: 'Back to the booking summary' })).toHaveAttribute(
      'href',
      `/book/specialist-summary-page?doctorId=${DOCTORS.kavitha.id}&slotId=none`,
    );
    expect(await within(cover).findByRole('alert')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Care Plus Silver' })).toBeVisible();
  });
});
