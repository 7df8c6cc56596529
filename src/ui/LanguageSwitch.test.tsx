import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import { DEMO, renderApp } from '../test/render-app';

afterEach(() => switchLanguage('en'));

describe('the language switch', () => {
  it('turns the header, menus and page into Hindi at once, sets the page language and keeps the choice on this device', async () => {
    const { user } = await renderApp('/');
    const header = screen.getByRole('banner');

    await user.selectOptions(within(header).getByRole('combobox', { name: 'App language' }), 'हिन्दी');

    expect(await within(header).findByRole('link', { name: 'लॉग इन / रजिस्टर करें' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'लैब जाँच' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'पूरे परिवार की देखभाल, एक ही ऐप से' })).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: 'ऐप की भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.title).toBe('होम | CareWell');
    expect(localStorage.getItem('language')).toBe('hi');

    await user.selectOptions(within(header).getByRole('combobox', { name: 'ऐप की भाषा' }), 'English');
    expect(await within(header).findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('titles the next page, of another area, in Hindi too: the tab and what a screen reader announces', async () => {
    const { user } = await renderApp('/');
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'App language' }), 'हिन्दी');
    await screen.findByRole('heading', { level: 1, name: 'पूरे परिवार की देखभाल, एक ही ऐप से' });

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'लैब जाँच' }));

    await waitFor(() => expect(document.title).toBe('लैब जाँच | CareWell'));
  });

  it("shows a signed-in patient's account menu and patient menu in Hindi", async () => {
    const { user } = await renderApp('/patient/settings', { signInAs: DEMO.patient });
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'App language' }), 'हिन्दी');

    const patientMenu = await screen.findByRole('navigation', { name: 'मरीज़ का मेन्यू' });
    expect(within(patientMenu).getByRole('link', { name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /खाते का मेन्यू/ }));
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });

  it('is there on the login page too, where the header is hidden', async () => {
    await renderApp('/auth/login');
    expect(await screen.findByRole('combobox', { name: 'App language' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Register' })).not.toBeInTheDocument();
  });
});
