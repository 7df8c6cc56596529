import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../../test/render-app';
import { DOCTORS } from './test-kit';

describe('/book/subcription-summary', { timeout: 40000 }, () => {
  it('shows a subscriber their active Care Plus subscription and no offer to buy one', async () => {
    await renderApp('/book/subcription-summary', { signInAs: DEMO.subscriber });
    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.getByText('Care Plus')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See the care plans' })).not.toBeInTheDocument();
  });

  it('has no serious axe findings', async () => {
    const axe = (await import('axe-core')).default;
    const { container } = await renderApp('/patient/subcription-summary', { signInAs: DEMO.patient });
    await screen.findByRole('link', { name: 'See the care plans' });
    // jsdom paints nothing, so contrast is left to the Chromium axe runs.
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('sends a patient without a subscription to the care plans', async () => {
    await renderApp('/patient/subcription-summary', { signInAs: DEMO.patient });
    expect(await screen.findByText('You have no Care Plus subscription.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the care plans' })).toHaveAttribute('href', '/auth/subscription-plans');
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
  });
});
