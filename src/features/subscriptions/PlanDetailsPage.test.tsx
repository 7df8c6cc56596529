import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
  vi.restoreAllMocks();
  for (const overlay of document.querySelectorAll('[data-demo-checkout]')) overlay.remove();
  for (const child of Array.from(document.body.children) as HTMLElement[]) child.inert = false;
});

describe('/subscription-plans/{id}', { timeout: 30000 }, () => {
  it('shows what the plan includes, its price per month, the saving against paying per visit, and asks a visitor to log in to buy', async () => {
    await renderApp('/subscription-plans/plan-gold-12m');

    // A file's first page also loads the area's chunks, which on a loaded machine takes many seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Care Plus Gold' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getByTestId('plan-price')).toHaveTextContent('₹3,799.00 for 12 months');
    expect(screen.getByText(/₹316.58 a month/)).toBeInTheDocument();
    // 12 × (6 × ₹499 + 1 × ₹899) = ₹46,716 of consultations for ₹3,799.
    expect(screen.getByText('Worth ₹46,716.00 in consultations paid visit by visit: you save ₹42,917.00.')).toBeInTheDocument();
    const includes = screen.getByRole('heading', { name: 'What this plan includes' }).nextElementSibling as HTMLElement;
    expect(includes).toHaveTextContent('6 family-physician consultations a month');
    expect(includes).toHaveTextContent('20% off medicines');
    expect(includes).toHaveTextContent('Covers you and 3 family members');
    expect(screen.getByRole('link', { name: 'Log in or register to buy this plan' })).toHaveAttribute('href', expect.stringContaining('/auth/login?refer='));
  });

  it('compares the four tiers of the same length in one table, with links to the others', async () => {
    await renderApp('/subscription-plans/plan-gold-12m');
    const table = await screen.findByRole('table', { name: 'Compare the 12-month plans' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Benefit', 'Care Plus Bronze', 'Care Plus Silver', 'Care Plus Gold (this plan)', 'Care Plus Platinum']);
    expect(within(table).getByRole('row', { name: /Family members covered/ })).toHaveTextContent('0135');
    expect(within(table).getByRole('link', { name: 'Care Plus Platinum' })).toHaveAttribute('href', '/subscription-plans/plan-platinum-12m');
  });

  it('buys with a coupon through the one checkout, showing the bill with CGST and SGST, and lands on the subscription summary', async () => {
    const { user, location } = await renderApp('/subscription-plans/plan-gold-12m', { signInAs: DEMO.patient });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'careplus10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));

    await screen.findByText('Coupon CAREPLUS10');
    expect(screen.getByText('CGST 9%').nextElementSibling).toHaveTextContent('₹307.72');
    expect(screen.getByText('SGST 9%').nextElementSibling).toHaveTextContent('₹307.72');
    expect(screen.getByTestId('plan-total')).toHaveTextContent('₹4,034.54');

    await user.click(screen.getByRole('button', { name: 'Pay ₹4,034.54' }));
    const checkout = await screen.findByRole('dialog', { name: 'Demo payment' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay ₹4,034.54' }));
    await waitFor(() => expect(location.current.pathname).toBe('/book/subcription-summary'));
  });

  it('asks for one payment order however often Pay is pressed', async () => {
    const { user, services } = await renderApp('/subscription-plans/plan-silver-6m', { signInAs: DEMO.patient });
    const purchase = vi.spyOn(services.get(SUBSCRIPTIONS.SubscriptionsApi), 'purchase');
    const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
    await user.click(pay);
    await user.click(pay);
    await screen.findByRole('dialog', { name: 'Demo payment' });
    expect(purchase).toHaveBeenCalledTimes(1);
  });

  it('says at the field why a coupon for another tier does not apply, and charges the full price', async () => {
    const { user } = await renderApp('/subscription-plans/plan-silver-12m', { signInAs: DEMO.patient });
    const box = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(box, 'GOLD500');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/This coupon is for Gold plans only\./));
    expect(screen.queryByText(/^Coupon GOLD500/)).not.toBeInTheDocument();
  });

  it('offers a patient whose plan is active an upgrade to a higher plan, with the unused days credited as a line of the GST bill', async () => {
    const { user, location } = await renderApp('/subscription-plans/plan-gold-12m', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' }, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getByTestId('upgrade-from')).toHaveTextContent(/^Care Plus Silver is replaced today: \d+ days of it are left \(today to .+\), and what you paid for them is credited against this plan\.$/);
    expect(await screen.findByTestId('plan-term')).toHaveTextContent(/^Your upgraded plan runs from .+ to .+, starting today\.$/);
    const credit = screen.getByText('Credit for the unused days of your earlier plan').nextElementSibling;
    expect(credit).toHaveTextContent(/^−₹1,\d{3}\.\d{2}$/);
    const total = screen.getByTestId('plan-total').textContent ?? '';

    await user.click(screen.getByRole('button', { name: `Pay ${total}` }));
    const checkout = await screen.findByRole('dialog', { name: 'Demo payment' });
    await user.click(within(checkout).getByRole('button', { name: `Pay ${total}` }));
    await waitFor(() => expect(location.current.pathname).toBe('/patient/subcription-list'));
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(current).toHaveTextContent('Care Plus Gold');
    expect(await screen.findByRole('region', { name: 'Past plans' })).toHaveTextContent(/Care Plus Silver · 12 months · Upgraded/);
  });

  it('tells a patient whose plan is active that a lower plan cannot be bought beside it, and points to renewing it', async () => {
    await renderApp('/subscription-plans/plan-bronze-12m', { signInAs: DEMO.subscriber });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an active Care Plus plan. Renew it from My subscriptions to extend it.');
    expect(within(alert).getByRole('link', { name: 'Go to My subscriptions' })).toHaveAttribute('href', '/patient/subcription-list');
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
  });
});

describe('/patient/subcription-list', { timeout: 30000 }, () => {
  it('shows the current plan, the consultations used and left, the renewal date, Renew and Upgrade', async () => {
    await renderApp('/patient/subcription-list', { signInAs: DEMO.subscriber });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(current).toHaveTextContent('Care Plus Silver');
    expect(current).toHaveTextContent(/Family-physician consultations: \d+ used, \d+ left of 48/);
    expect(screen.getByTestId('covered-until')).toHaveTextContent(/You are covered until \d+ \w+ \d{4}/);
    expect(within(current).getByRole('link', { name: 'Renew Care Plus Silver' })).toHaveAttribute('href', '/subscription-plans/plan-silver-12m?renew=sub-u-1-1');
    expect(within(current).getByRole('link', { name: 'Upgrade Care Plus Silver' })).toHaveAttribute('href', '/auth/subscription-plans');
  });

  it('offers the plans to a patient without one, in Hindi too', async () => {
    await switchLanguage('hi');
    await renderApp('/patient/subcription-list', { signInAs: DEMO.patient });
    expect(await screen.findByText(/अभी आपके पास कोई Care Plus प्लान नहीं है।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्लान चुनें' })).toHaveAttribute('href', '/auth/subscription-plans');
  });
});
