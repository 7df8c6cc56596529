import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
  document.cookie = 'coupon=; max-age=0; path=/';
});

async function openOffers(options: Parameters<typeof renderApp>[1] = {}) {
  const harness = await renderApp('/offers', options);
  // A file's first page also loads the area's chunks, which on a loaded machine takes many seconds.
  await screen.findByRole('heading', { level: 2, name: 'Medicines' }, { timeout: 45_000 });
  return harness;
}

function offer(group: string, code: string): HTMLElement {
  const section = screen.getByRole('region', { name: group });
  const card = within(section).getByText(code).closest('li');
  if (card === null) throw new Error(`${code} is not an offer under ${group}`);
  return card;
}

describe('Offers page', () => {
  it('shows a visitor every current offer by what it is for, with its terms and validity, and not the expired one', async () => {
    await openOffers();

    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Medicines', 'Lab tests', 'Doctor consultations', 'Care plans']);
    const health = offer('Medicines', 'HEALTH20');
    expect(health).toHaveTextContent('20% off, up to ₹150.00');
    expect(health).toHaveTextContent('On a bill of ₹499.00 or more');
    expect(health).toHaveTextContent(/Valid till 31 March \d{4}/);
    // FLAT100 is good on both medicines and lab tests: it is under each.
    expect(offer('Medicines', 'FLAT100')).toHaveTextContent('₹100.00 off');
    expect(within(offer('Lab tests', 'FLAT100')).getByRole('link', { name: 'Apply FLAT100 to your lab test cart' })).toHaveAttribute('href', '/healthcare/diagnostics-cart?coupon=FLAT100');
    expect(within(health).getByRole('link', { name: 'Apply HEALTH20 to your medicine cart' })).toHaveAttribute('href', '/healthcare/Cart?coupon=HEALTH20');
    expect(screen.queryByText('WELCOME50')).not.toBeInTheDocument();
  }, 60_000);

  it('keeps a consultation coupon for the booking summary and goes to book a consultation', async () => {
    const { user, location } = await openOffers({ signInAs: DEMO.patient });

    await user.click(within(offer('Doctor consultations', 'CONSULT100')).getByRole('button', { name: 'Use CONSULT100 to book a consultation' }));

    await waitFor(() => expect(location.current.pathname).toBe('/healthcare/book-consultation'));
    expect(document.cookie).toContain('coupon=CONSULT100');
  });

  it('takes an offer to an empty medicine cart, which says to add medicines first', async () => {
    const { user } = await openOffers({ signInAs: DEMO.patient });

    await user.click(within(offer('Medicines', 'HEALTH20')).getByRole('link', { name: 'Apply HEALTH20 to your medicine cart' }));

    expect(await screen.findByText('Add medicines to your cart, then apply HEALTH20 under Coupons.')).toBeVisible();
  });

  it('carries a plan coupon through the plans to the plan chosen, whose bill takes it', async () => {
    const { user } = await openOffers({ signInAs: DEMO.patient });

    await user.click(within(offer('Care plans', 'CAREPLUS10')).getByRole('link', { name: 'Use CAREPLUS10 on a care plan' }));
    const choose = await screen.findByRole('link', { name: /^Choose plan.*Care Plus Gold.*12 months/ }, { timeout: 20_000 });
    expect(choose).toHaveAttribute('href', '/subscription-plans/plan-gold-12m?coupon=CAREPLUS10');
    await user.click(choose);

    expect(await screen.findByText('Coupon CAREPLUS10', {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('CAREPLUS10');
  });

  it('reads in Hindi, the coupon’s own words as the server sent them', async () => {
    await switchLanguage('hi');
    await renderApp('/offers');

    expect(await screen.findByRole('heading', { level: 2, name: 'दवाइयाँ' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'लैब जाँच' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दवाइयों की कार्ट में HEALTH20 लगाएँ' })).toBeInTheDocument();
    expect(screen.getByText('20% off medicines')).toHaveAttribute('translate', 'no');
  });
});
