import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../app/App';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('Programme pages', () => {
  it('genomic wellness says what it offers and how it goes, checks each field of the call back, and sends it', async () => {
    const { user } = await renderApp('/genomic-wellness');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    const offers = await screen.findByRole('region', { name: 'What the programme offers' }, { timeout: 45_000 });
    expect(within(offers).getByText(/How your body responds to common medicines/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent('saliva sample');

    const form = screen.getByRole('form', { name: 'Request a call back' });
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Request a call back' }));
    expect(await within(form).findByText('Enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Tick to let us call you on this number')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('12345');

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Meera Iyer');
    await user.clear(within(form).getByRole('textbox', { name: /Mobile number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '98450 12345');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'When should we call?' }), 'Evening (5 PM to 9 PM)');
    await user.click(within(form).getByRole('checkbox', { name: /I agree to be called/ }));
    await user.click(within(form).getByRole('button', { name: 'Request a call back' }));

    const thanks = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(thanks).toHaveTextContent(/Your request number is CB\w+/);
    expect(thanks).toHaveTextContent('We will call you on +91 9845012345 at the time you chose: Evening (5 PM to 9 PM).');
  }, 60_000);

  it('keeps what a signed-in patient typed over a reload of the page', async () => {
    const { user, services, unmount } = await renderApp('/surgery-care', { signInAs: DEMO.patient });
    const form = await screen.findByRole('form', { name: 'Request a call back' });
    await user.type(within(form).getByRole('textbox', { name: /What would you like to ask/ }), 'Knee replacement for my father');

    // The page reloads: what it showed is gone, the draft in the tab's storage is not.
    unmount();
    render(<App container={services} withRouter={(routes) => <MemoryRouter initialEntries={['/surgery-care']}>{routes}</MemoryRouter>} />);
    const again = await screen.findByRole('form', { name: 'Request a call back' });
    expect(within(again).getByRole('textbox', { name: /What would you like to ask/ })).toHaveValue('Knee replacement for my father');
  });

  it('surgery care is in Hindi', async () => {
    await switchLanguage('hi');
    await renderApp('/surgery-care');
    expect(await screen.findByRole('region', { name: 'इस कार्यक्रम में क्या मिलता है' })).toHaveTextContent('कैशलेस बीमा');
    expect(screen.getByRole('form', { name: 'कॉल बैक का अनुरोध करें' })).toBeInTheDocument();
  });

  it('wellness says what the year of care brings, and a partner’s senior care page gives the number to call at any hour, in Hindi too', async () => {
    const wellness = await renderApp('/wellness');
    expect(await screen.findByRole('region', { name: 'What the programme offers' })).toHaveTextContent('A health coach on call');
    expect(screen.getByRole('form', { name: 'Request a call back' })).toBeInTheDocument();
    wellness.unmount();

    await switchLanguage('hi');
    await renderApp('/healthcare/senior-care');
    expect(await screen.findByRole('heading', { level: 1, name: 'बुज़ुर्गों की देखभाल' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'इस कार्यक्रम में क्या मिलता है' })).toHaveTextContent('1800 3090 101');
  });
});
