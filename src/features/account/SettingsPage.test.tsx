import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

const PASSWORD = 'Care@1234';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

async function openSettings() {
  const harness = await renderApp('/patient/settings', { signInAs: DEMO.patient });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  const form = screen.getByRole('form', { name: 'Change password' });
  return { ...harness, form };
}

describe('Settings: change password', { timeout: 20000 }, () => {
  it('shows every password rule before anything is typed, and ticks them off while typing', async () => {
    const { user } = await openSettings();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const items = within(rules).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.replace(/^[✓○]/, ''))).toEqual([
      'At least 8 characters (not met yet)',
      'An uppercase letter (A-Z) (not met yet)',
      'A lowercase letter (a-z) (not met yet)',
      'A number (0-9) (not met yet)',
      'A special character such as @ # $ ! (not met yet)',
      // No spaces is true of the empty password.
      'No spaces (met)',
    ]);
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));

    await user.type(next, 'chai5');
    expect(within(rules).getByText(/A lowercase letter/)).toHaveTextContent('(met)');
    expect(within(rules).getByText(/A number/)).toHaveTextContent('(met)');
    expect(within(rules).getByText(/An uppercase letter/)).toHaveTextContent('(not met yet)');
  });

  it('shows each field’s message at the field and does not call the server', async () => {
    const { user, services } = await openSettings();
    const change = vi.spyOn(services.get(ACCOUNT.AccountApi), 'changePassword');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Enter your current password');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Your password needs: at least 8 characters'));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(change).not.toHaveBeenCalled();
  });

  it('puts the server’s “current password is incorrect” at the current-password field and keeps the input', async () => {
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'Wrong@1234');
    await user.type(screen.getByLabelText('New password'), 'Chai@5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chai@5678');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Your current password is incorrect');
    expect(current).toHaveValue('Wrong@1234');
    expect(screen.getByLabelText('New password')).toHaveValue('Chai@5678');
  });

  it('changes the password once on a double click; the new one then signs in and the old does not', async () => {
    const { user, services } = await openSettings();
    const api = services.get(ACCOUNT.AccountApi);
    const change = vi.spyOn(api, 'changePassword');
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'Chai@5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chai@5678');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed. Use it the next time you log in.')).toBeInTheDocument();
    expect(change).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect((await api.signInWithPassword({ mobileNumber: DEMO.patient, password: 'Chai@5678' })).isOk()).toBe(true);
    expect((await api.signInWithPassword({ mobileNumber: DEMO.patient, password: PASSWORD })).isErr()).toBe(true);
  });

  it('keeps what was typed when the server fails', async () => {
    const { user, demo } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'Chai@5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chai@5678');
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your password was not changed.');
    expect(screen.getByLabelText('Current password')).toHaveValue(PASSWORD);
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Chai@5678');
  });
});

describe('Settings: notifications and sign out', { timeout: 20000 }, () => {
  it('loads the saved choices and saves changes without touching the rest of the profile', async () => {
    const { user, services } = await openSettings();
    const sms = await screen.findByRole('checkbox', { name: 'SMS' });
    const whatsapp = screen.getByRole('checkbox', { name: 'WhatsApp' });
    expect(sms).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(whatsapp).not.toBeChecked();
    const api = services.get(ACCOUNT.AccountApi);
    const before = (await services.get(TOKENS.UserApi).userProfile()).unwrap();

    await user.click(whatsapp);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));

    expect(await screen.findByText('Your notification choices have been saved.')).toBeInTheDocument();
    expect((await api.notificationPreferences()).unwrap()).toEqual({ sms: false, email: true, whatsapp: true });
    expect((await services.get(TOKENS.UserApi).userProfile()).unwrap()).toEqual(before);
  });

  it('keeps the ticked choices when saving fails', async () => {
    const { user, demo } = await openSettings();
    const whatsapp = await screen.findByRole('checkbox', { name: 'WhatsApp' });
    await user.click(whatsapp);
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choices were not saved.');
    expect(whatsapp).toBeChecked();
  });

  it('signs out: storage cleared and home, with the logged-out toast queued', async () => {
    const { user, navigator } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigator.assigned).toEqual(['/']));
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('patient-web.flash')).toContain('Logged Out successfully');
  });
});

describe('Settings: the app language', { timeout: 20000 }, () => {
  it('offers the language in a section of its own; choosing हिन्दी there turns the Settings page Hindi and keeps the choice on this device', async () => {
    const { user } = await openSettings();
    const section = screen.getByRole('region', { name: 'Language' });
    expect(within(section).getByText('Choose the language the app speaks to you in. Your choice is kept on this device.')).toBeInTheDocument();

    await user.selectOptions(within(section).getByRole('combobox', { name: 'App language' }), 'हिन्दी');

    expect(await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'भाषा' })).toBe(section);
    expect(within(section).getByRole('combobox', { name: 'ऐप की भाषा' })).toHaveValue('hi');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it('reads Hindi throughout: the sections, their buttons, the field messages and a failed save', async () => {
    await switchLanguage('hi');
    const { user, demo } = await renderApp('/patient/settings', { signInAs: DEMO.patient });
    await screen.findByRole('heading', { level: 1, name: 'सेटिंग्स' });
    expect(screen.getByRole('heading', { level: 2, name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(screen.getByLabelText('मौजूदा पासवर्ड')).toHaveAccessibleDescription('अपना मौजूदा पासवर्ड डालें');

    const email = await screen.findByRole('checkbox', { name: 'ईमेल' });
    await user.click(email);
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'सूचनाओं की पसंद सेव करें' }));
    // The server's own reason stays as it sent it.
    expect(await screen.findByRole('alert')).toHaveTextContent('आपकी पसंद सेव नहीं हुई। The demo server failed on purpose (injected fault).');
  });
});
