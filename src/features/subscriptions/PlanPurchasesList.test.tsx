import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe("My Orders' subscription tab", { timeout: 40000 }, () => {
  it('lists the plan bought with its term, status, amount paid with GST and the date, the invoice and a way to My subscriptions', async () => {
    const { user } = await renderApp('/patient/myOrders', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('tab', { name: 'Subscriptions' }, { timeout: 25_000 }));
    const list = await screen.findByRole('list', { name: 'Your plan purchases' });
    const [silver] = within(list).getAllByRole('listitem');
    if (!silver) throw new Error('the subscriber bought a plan');
    expect(within(silver).getByRole('heading', { level: 2 })).toHaveTextContent('Care Plus Silver · 12 months');
    expect(within(silver).getByText('Active')).toBeVisible();
    expect(await within(silver).findByText(/^Paid ₹2,948.82 on /)).toBeVisible();
    expect(within(silver).getByRole('link', { name: /^Download the invoice of Care Plus Silver from .+ \(PDF\)$/ })).toHaveAttribute('download', 'CW-SUB-U-1-1.pdf');
    expect(screen.getByRole('link', { name: 'Go to My subscriptions' })).toHaveAttribute('href', '/patient/subcription-list');
  });

  it('offers the plans to a patient who bought none, in Hindi too', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/patient/myOrders', { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('tab', { name: 'सदस्यता' }, { timeout: 25_000 }));
    expect(await screen.findByText('अभी आपके पास कोई Care Plus प्लान नहीं है।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'प्लान चुनें' })).toHaveAttribute('href', '/auth/subscription-plans');
  });
});
