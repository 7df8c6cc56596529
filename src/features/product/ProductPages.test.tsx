import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('a product’s landing page', { timeout: 60_000 }, () => {
  it('brands a known partner, with its services as tiles into its own routes, its offers and its plan', async () => {
    await renderApp('/sahyog-bank/landing-page');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sahyog Bank Health' }, { timeout: 45_000 })).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Consult a doctor now' })).toHaveAttribute('href', '/sahyog-bank/book-consultation');
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(within(services).getByRole('link', { name: /Lab tests/ })).toHaveAttribute('href', '/sahyog-bank/diagnosticsList');
    expect(within(services).getByRole('link', { name: /Smart Clinics/ })).toHaveAttribute('href', '/sahyog-bank/Smart-Clinic');
    // The bank leaves medicines to its pharmacy partner.
    expect(within(services).queryByRole('link', { name: /Medicines/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Offers for you' })).toHaveTextContent('3 free doctor consultations a year');
    expect(screen.queryByRole('region', { name: 'Care plan' })).toBeNull();
  });

  it('shows our plan with its price on the care landing page', async () => {
    await renderApp('/care/landing-page');
    const plan = await screen.findByRole('region', { name: 'Care plan' }, { timeout: 15_000 });
    expect(plan).toHaveTextContent('Care Plus Family');
    expect(plan).toHaveTextContent('₹2,999');
    expect(within(plan).getByRole('link', { name: 'See the plan and what it covers' })).toHaveAttribute('href', '/auth/subscription-plans');
  });

  it('gives a product nobody knows a page without branding and every service, in Hindi too', async () => {
    await switchLanguage('hi');
    await renderApp('/no-such-partner/landing-page');
    expect(await screen.findByRole('heading', { level: 1, name: /से इलाज, आप जहाँ भी हों/ }, { timeout: 15_000 })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'हमारी सेवाएँ' });
    expect(within(services).getAllByRole('link')).toHaveLength(6);
    expect(within(services).getByRole('link', { name: /दवाइयाँ/ })).toHaveAttribute('href', '/no-such-partner/medicine');
  });
});

describe('the Smart Clinics page', { timeout: 60_000 }, () => {
  it('finds clinics by pincode or city, says when none is there, and a bad pincode at the field', async () => {
    const { user } = await renderApp('/care/Smart-Clinic');
    const search = await screen.findByRole('searchbox', { name: 'Pincode or city' }, { timeout: 45_000 });
    const list = await screen.findByRole('region', { name: 'Smart Clinics' });
    expect(within(list).getByRole('status')).toHaveTextContent('12 Smart Clinics');

    await user.type(search, '560038');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('CareWell Smart Clinic Indiranagar');
    expect(within(list).getByRole('link', { name: 'Call 080 4718 2210' })).toHaveAttribute('href', 'tel:+918047182210');

    await user.clear(search);
    await user.type(search, 'Mumbai');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(2);

    await user.clear(search);
    await user.type(search, '800001');
    expect(within(list).getByRole('status')).toHaveTextContent('There is no Smart Clinic at 800001 yet.');

    await user.clear(search);
    await user.type(search, '012');
    expect(search).toHaveAccessibleDescription(/A pincode cannot start with 0/);
  });

  it('books a visit at the clinic chosen from the list, after saying at each field what is wrong', async () => {
    const { user } = await renderApp('/care/Smart-Clinic?q=Jayanagar');
    await user.click(await screen.findByRole('button', { name: 'Book a visit here: CareWell Smart Clinic Jayanagar' }, { timeout: 45_000 }));
    const form = screen.getByRole('form', { name: 'Book a visit' });
    expect(within(form).getByRole('combobox', { name: 'Smart Clinic' })).toHaveValue('SC-BLR-02');
    expect(within(form).getByRole('combobox', { name: 'Smart Clinic' })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Request the visit' }));
    expect(await within(form).findByText('Enter your name')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('12345');

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ramesh Kulkarni');
    await user.clear(within(form).getByRole('textbox', { name: /Mobile number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '98450 12345');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'When should we call?' }), 'Morning (9 AM to 12 PM)');
    await user.click(within(form).getByRole('checkbox', { name: /I agree to be called/ }));
    await user.click(within(form).getByRole('button', { name: 'Request the visit' }));

    const thanks = await within(screen.getByRole('region', { name: 'Book a visit' })).findByRole('status', {}, { timeout: 10_000 });
    expect(thanks).toHaveTextContent(/Your request number is CB\w+/);
    expect(thanks).toHaveTextContent('We will call you on +91 9845012345 at the time you chose to fix your visit: Morning (9 AM to 12 PM).');
  });

  it('keeps a signed-in patient’s request over a reload of the page', async () => {
    const { user, services, unmount } = await renderApp('/care/Smart-Clinic', { signInAs: DEMO.patient });
    const form = await screen.findByRole('form', { name: 'Book a visit' }, { timeout: 45_000 });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Smart Clinic' }), 'SC-PUN-01');
    await user.type(within(form).getByRole('textbox', { name: /What would you like to see the doctor about/ }), 'Sugar check for my mother');

    unmount();
    render(<App container={services} withRouter={(routes) => <MemoryRouter initialEntries={['/care/Smart-Clinic']}>{routes}</MemoryRouter>} />);
    const again = await screen.findByRole('form', { name: 'Book a visit' }, { timeout: 15_000 });
    expect(within(again).getByRole('combobox', { name: 'Smart Clinic' })).toHaveValue('SC-PUN-01');
    expect(within(again).getByRole('textbox', { name: /What would you like to see the doctor about/ })).toHaveValue('Sugar check for my mother');
  });

  it('is in Hindi, the clinic names as they are', async () => {
    await switchLanguage('hi');
    await renderApp('/care/Smart-Clinic?q=Pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्मार्ट क्लिनिक' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'यहाँ विज़िट बुक करें: CareWell Smart Clinic Kothrud' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'विज़िट बुक करें' })).toBeInTheDocument();
  });
});
