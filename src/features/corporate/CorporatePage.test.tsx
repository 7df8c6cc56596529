import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('Corporate wellness', () => {
  it('says what we offer companies and how it goes, and links employees of companies with us to their registration page', async () => {
    await renderApp('/corporate');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    const offer = await screen.findByRole('region', { name: 'What we offer companies' }, { timeout: 45_000 });
    for (const service of ['Doctor consultations for every employee', 'Health check camps at your office', 'Annual lab test packages', 'Plans for staff and their families']) {
      expect(within(offer).getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent('registration link');
    const employees = screen.getByRole('region', { name: 'Does your company already offer CareWell?' });
    expect(within(employees).getByRole('link', { name: 'Register as an employee of Infosys' })).toHaveAttribute('href', '/auth/register/corporate/infosys');
  }, 60_000);

  it('checks each field of the enquiry, keeps what was typed, and sends it once with a reference', async () => {
    const { user } = await renderApp('/corporate');
    const form = await screen.findByRole('form', { name: 'Talk to our corporate team' });
    await user.type(within(form).getByRole('textbox', { name: 'Company name' }), 'Sundaram Textiles');
    await user.type(within(form).getByRole('textbox', { name: /Work e-mail/ }), 'kavita@gmail.com');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '98450');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText('Enter your work e-mail, not a personal one like Gmail or Yahoo')).toBeInTheDocument();
    expect(within(form).getByText('Enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Choose how many people your company employs')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Company name' })).toHaveValue('Sundaram Textiles');

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Kavita Menon');
    await user.clear(within(form).getByRole('textbox', { name: /Work e-mail/ }));
    await user.type(within(form).getByRole('textbox', { name: /Work e-mail/ }), 'Kavita@SundaramTextiles.in');
    await user.clear(within(form).getByRole('textbox', { name: /Mobile number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '+91 98450 12345');
    await user.type(within(form).getByRole('textbox', { name: 'City of your office' }), 'Coimbatore');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Number of employees' }), '201 to 1,000');
    await user.dblClick(within(form).getByRole('button', { name: 'Send enquiry' }));

    const thanks = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(thanks).toHaveTextContent(/Your enquiry number is CE-\d+\./);
    expect(thanks).toHaveTextContent('Our corporate team will write to kavita@sundaramtextiles.in');
  }, 60_000);

  it('keeps a visitor’s enquiry over a reload of the page', async () => {
    const { user, services, unmount } = await renderApp('/corporate');
    const form = await screen.findByRole('form', { name: 'Talk to our corporate team' });
    await user.type(within(form).getByRole('textbox', { name: 'Company name' }), 'Kaveri Foods');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Number of employees' }), '51 to 200');

    // The page reloads: what it showed is gone, the draft in the tab's storage is not.
    unmount();
    render(<App container={services} withRouter={(routes) => <MemoryRouter initialEntries={['/corporate']}>{routes}</MemoryRouter>} />);
    const again = await screen.findByRole('form', { name: 'Talk to our corporate team' });
    expect(within(again).getByRole('textbox', { name: 'Company name' })).toHaveValue('Kaveri Foods');
    expect(within(again).getByRole('combobox', { name: 'Number of employees' })).toHaveValue('51-200');
  });

  it('reads Hindi, with the service’s English marked as English', async () => {
    await switchLanguage('hi');
    await renderApp('/corporate');
    const offer = await screen.findByRole('region', { name: 'कंपनियों के लिए हमारी सेवाएँ' });
    expect(within(offer).getByText('हमारी सेवाओं का ब्योरा अंग्रेज़ी में है।')).toBeInTheDocument();
    expect(within(offer).getByRole('list')).toHaveAttribute('lang', 'en');
    const form = screen.getByRole('form', { name: 'हमारी कॉर्पोरेट टीम से बात करें' });
    expect(within(form).getByRole('combobox', { name: 'कर्मचारियों की संख्या' })).toHaveTextContent('5,000 से ज़्यादा');
  });
});
