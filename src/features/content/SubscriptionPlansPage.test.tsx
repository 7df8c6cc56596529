import { screen, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPlans } from '../../../domain/subscriptions/plans';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

function card(buttonName: string): HTMLElement {
  const li = screen.getByRole('link', { name: buttonName }).closest('li');
  if (li === null) throw new Error(`no card around ${buttonName}`);
  return li;
}

/** Kavya was registered by Infosys Care, a subscription-widget partner (code MD001) in the fake seed. */
const PARTNER_USER = '9812345678';

describe("a subscription-widget partner's user", { timeout: 30000 }, () => {
  it("sees the partner's price list with our price struck through, and the partner's widget in the sidebar leading to it", async () => {
    await renderApp('/auth/subscription-plans', { signInAs: PARTNER_USER });
    await screen.findAllByRole('link', { name: /^Choose plan/ }, { timeout: 25_000 });
    expect(screen.getByTestId('plans-lead')).toHaveTextContent('Your Infosys Care price list: Care Plus at the prices Infosys Care agreed for its members');
    const gold = card('Choose plan: Care Plus Gold, 12 months');
    expect(gold).toHaveTextContent('₹3,039.00for 12 months');
    expect(gold.querySelector('s')).toHaveTextContent('MRP ₹3,799.00');

    await renderApp('/patient/my-profile', { signInAs: PARTNER_USER });
    const widget = await screen.findByRole('region', { name: 'Care Plus with Infosys Care' }, { timeout: 25_000 });
    expect(within(widget).getByRole('link', { name: 'See your plans' })).toHaveAttribute('href', '/auth/subscription-plans');
  });
});

describe('/auth/subscription-plans', () => {
  it('lists every plan as a card, shortest first, each with a named Choose plan link', async () => {
    await renderApp('/auth/subscription-plans');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    const buttons = await screen.findAllByRole('link', { name: /^Choose plan/ });
    expect(buttons).toHaveLength(12);
    expect(buttons[0]).toHaveAccessibleName('Choose plan: Care Plus Bronze, 3 months');
    expect(buttons.at(-1)).toHaveAccessibleName('Choose plan: Care Plus Platinum, 12 months');
  });

  it('shows name, tier, months, the price in rupees, the MRP struck through and the saving', async () => {
    await renderApp('/auth/subscription-plans');
    await screen.findAllByRole('link', { name: /^Choose plan/ });

    const gold = card('Choose plan: Care Plus Gold, 12 months');
    expect(within(gold).getByRole('heading', { name: 'Care Plus Gold' })).toBeInTheDocument();
    expect(gold).toHaveTextContent('Gold');
    expect(gold).toHaveTextContent('₹3,799.00for 12 months');
    const mrp = gold.querySelector('s');
    expect(mrp).toHaveTextContent('MRP ₹4,796.00');
    expect(gold).toHaveTextContent('You save ₹997.00 (20% off)');
    expect(gold).toHaveTextContent('Covers you and 3 family members');
    expect(within(within(gold).getByRole('list', { name: 'What Care Plus Gold includes' })).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('strikes nothing through on a plan without a discount', async () => {
    await renderApp('/auth/subscription-plans');
    await screen.findAllByRole('link', { name: /^Choose plan/ });

    const bronze = card('Choose plan: Care Plus Bronze, 3 months');
    expect(bronze.querySelector('s')).toBeNull();
    expect(bronze).not.toHaveTextContent('You save');
    expect(bronze).toHaveTextContent('₹499.00');
    expect(bronze).toHaveTextContent(/Covers you(?! and)/);
  });

  it("opens the chosen plan's page, where it is compared and bought", async () => {
    await renderApp('/auth/subscription-plans');
    const link = await screen.findByRole('link', { name: 'Choose plan: Care Plus Silver, 6 months' });
    expect(link).toHaveAttribute('href', '/subscription-plans/plan-silver-6m');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('shows the error with Try again when the plans cannot be loaded, and the plans after the retry', async () => {
    vi.spyOn(SubscriptionPlans.prototype, 'list').mockResolvedValueOnce(Err({ kind: 'timeout' }));
    const { user } = await renderApp('/auth/subscription-plans');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server took too long to answer');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('link', { name: /^Choose plan/ })).toHaveLength(12);
  });

  it('says so, with the care number, when no plan is on sale', async () => {
    vi.spyOn(SubscriptionPlans.prototype, 'list').mockResolvedValue(Ok([]));
    await renderApp('/auth/subscription-plans');

    expect(await screen.findByText(/No plans are on sale right now/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Choose plan/ })).not.toBeInTheDocument();
  });
});

describe('/auth/subcription-list', () => {
  it('shows the same plans grouped by 3, 6 and 12 months, bronze to platinum in each', async () => {
    await renderApp('/auth/subcription-list');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: /^Choose plan/ });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['3 months', '6 months', '12 months']);

    const twelve = screen.getByRole('region', { name: '12 months' });
    expect(within(twelve).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Care Plus Bronze',
      'Care Plus Silver',
      'Care Plus Gold',
      'Care Plus Platinum',
    ]);
    expect(within(twelve).getAllByRole('link', { name: /, 12 months$/ })).toHaveLength(4);
  });
});

describe('the plans in Hindi', () => {
  it('shows the heading, the error and its Try again, then the plans and their Choose plan in Hindi', async () => {
    await switchLanguage('hi');
    vi.spyOn(SubscriptionPlans.prototype, 'list').mockResolvedValueOnce(Err({ kind: 'timeout' }));
    const { user } = await renderApp('/auth/subscription-plans');

    expect(await screen.findByRole('heading', { level: 1, name: 'सदस्यता प्लान' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('सर्वर ने जवाब देने में बहुत देर लगाई।');
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));

    const gold = (await screen.findByRole('link', { name: 'प्लान चुनें: Care Plus Gold, 12 महीने' })).closest('li');
    expect(gold).toHaveTextContent('12 महीने के लिए');
    expect(gold).toHaveTextContent('आपके और परिवार के 3 सदस्यों के लिए');
    expect(gold).toHaveTextContent('गोल्ड');
  });
});
