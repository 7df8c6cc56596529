import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { DEMO, renderApp } from '../../test/render-app';

const WOMEN_BASIC = 'Cancer Screening – Women, Basic';
const MEN_COMPREHENSIVE = 'Cancer Screening – Men, Comprehensive';

afterEach(async () => {
  localStorage.removeItem('zipcode');
  await switchLanguage('en');
});

function planNamesIn(section: string): string[] {
  return within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('Cancer screening page', () => {
  it('lists the plans for women, then for men, cheapest first, each with its price, saving and a link to what it tests', async () => {
    await renderApp('/cancer-screening');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    await screen.findByRole('region', { name: 'For women' }, { timeout: 45_000 });
    expect(planNamesIn('For women')).toEqual([WOMEN_BASIC, 'Cancer Screening – Women, Comprehensive']);
    expect(planNamesIn('For men')).toEqual(['Cancer Screening – Men, Basic', MEN_COMPREHENSIVE]);
    const women = within(screen.getByRole('region', { name: 'For women' }));
    expect(women.getByText(/^Price ₹1,799/)).toBeInTheDocument();
    expect(women.getByText(/You save ₹700/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Tests and preparation: ${WOMEN_BASIC}` })).toHaveAttribute('href', '/cancer-screening/planDetail/CSW101');
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
  }, 60_000);

  it('is in Hindi, the plans’ own words as sent', async () => {
    await switchLanguage('hi');
    await renderApp('/cancer-screening');
    expect(await screen.findByRole('region', { name: 'महिलाओं के लिए' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पुरुषों के लिए' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: WOMEN_BASIC })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कैंसर जाँच');
  });
});

describe('Screening plan page', () => {
  it('shows what the plan tests, who it is for and how to prepare', async () => {
    await renderApp('/cancer-screening/planDetail/CSM102');
    expect(await screen.findByRole('heading', { level: 1, name: MEN_COMPREHENSIVE })).toBeInTheDocument();
    const tested = within(screen.getByRole('region', { name: 'What is tested' }));
    expect(tested.getByRole('rowheader', { name: 'PSA (Prostate Specific Antigen)' })).toBeInTheDocument();
    expect(tested.getByRole('rowheader', { name: 'AFP (Alpha-Fetoprotein)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Who it is for' })).getByText(/hepatitis B or C/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How to prepare' })).getByText(/Fast for 10 to 12 hours/)).toBeInTheDocument();
  });

  it('sends a visitor’s Book to login with a way back that adds the plan', async () => {
    localStorage.setItem('zipcode', '560038');
    const { user, location } = await renderApp('/cancer-screening/planDetail/CSW101');
    await user.click(await screen.findByRole('button', { name: 'Book this plan' }));
    await waitFor(() =>
      expect(`${location.current.pathname}${location.current.search}`).toBe('/auth/login?refer=/cancer_screening/planDetail/CSW101_addToCart__true'),
    );
  });

  it('asks for the collection pincode before booking', async () => {
    const { user } = await renderApp('/cancer-screening/planDetail/CSW101', { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('button', { name: 'Book this plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the pincode where the sample is to be collected');
  });

  it('puts the plan’s lab package in the lab-test cart and goes to the cart', async () => {
    localStorage.setItem('zipcode', '560038');
    const { user, location, services } = await renderApp('/cancer-screening/planDetail/CSW101', { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('button', { name: 'Book this plan' }));
    await waitFor(() => expect(location.current.pathname).toBe('/healthcare/diagnostics-cart'), { timeout: 10_000 });
    expect(services.get(DIAGNOSTICS.DiagnosticCart).current?.items.map((item) => item.itemId)).toContain('PK0009');
  });

  it('adds the plan on the way back from login and goes on to the cart', async () => {
    localStorage.setItem('zipcode', '560038');
    const { location, services } = await renderApp('/cancer-screening/planDetail/CSM101?addToCart=true', { signInAs: DEMO.patient });
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/healthcare/diagnostics-cart'), { timeout: 10_000 });
    expect(services.get(DIAGNOSTICS.DiagnosticCart).current?.items.map((item) => item.itemId)).toContain('PK0011');
  });

  it('says an unknown plan is not found and offers the plans there are', async () => {
    await renderApp('/cancer-screening/planDetail/no-such-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
