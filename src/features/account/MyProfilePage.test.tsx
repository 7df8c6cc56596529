import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

function profileRow(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('My Profile: verifying the e-mail address', { timeout: 30000 }, () => {
  it('mails a code from the e-mail field, takes it with the OTP rules, and shows the address verified', async () => {
    const { user, services, clock } = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    const profile = (await services.get(TOKENS.UserApi).userProfile()).unwrap();
    const email = profile.email ?? '';
    await screen.findByText('Rahul Verma');
    const field = profileRow('E-mail');
    expect(within(field).getByText('Not verified')).toBeVisible();
    const send = vi.spyOn(services.get(ACCOUNT.AccountApi), 'sendEmailOtp');

    await user.click(within(field).getByRole('button', { name: `Verify ${email}` }));
    const otp = await within(field).findByLabelText('One-time password (OTP)');
    expect(send).toHaveBeenCalledWith({ email });
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(field).getByText(email, { selector: 'strong' })).toBeVisible();
    expect(within(field).getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await user.type(otp, '111111');
    await user.click(within(field).getByRole('button', { name: 'Verify e-mail' }));
    expect(await within(field).findByText('The OTP you entered is incorrect. You have 4 attempts left.')).toBeVisible();

    await user.clear(otp);
    await user.type(otp, DEMO.otp);
    clock.advance(THROTTLE_MS);
    await user.click(within(field).getByRole('button', { name: 'Verify e-mail' }));
    expect(await within(field).findByText('Your e-mail address is verified.')).toBeVisible();
    expect(within(field).getByText('Verified')).toBeVisible();
    expect(within(field).queryByRole('button', { name: `Verify ${email}` })).not.toBeInTheDocument();
    expect((await services.get(TOKENS.UserApi).userProfile()).unwrap().emailVerified).toBe(true);
  });

  it('keeps the address unverified and offers Verify again after Cancel', async () => {
    const { user } = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    await screen.findByText('Rahul Verma');
    const field = profileRow('E-mail');
    await user.click(within(field).getByRole('button', { name: /^Verify / }));
    await within(field).findByLabelText('One-time password (OTP)');
    await user.click(within(field).getByRole('button', { name: 'Cancel' }));
    expect(within(field).queryByLabelText('One-time password (OTP)')).not.toBeInTheDocument();
    expect(within(field).getByRole('button', { name: /^Verify / })).toBeEnabled();
    expect(within(field).getByText('Not verified')).toBeVisible();
  });
});

describe('My Profile: changing the mobile number', { timeout: 30000 }, () => {
  it('goes through the mobile OTP screen and comes back with the new number shown', async () => {
    const harness = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    const { user } = harness;
    await screen.findByText('Rahul Verma');
    expect(profileRow('Mobile')).toHaveTextContent('+91 91234 56780');

    await user.click(within(profileRow('Mobile')).getByRole('link', { name: 'Change mobile number' }));
    await waitFor(() => expect(harness.location.current.pathname).toBe('/auth/verify-otp-mobile'));
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '9123456799');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('+91 91234 56799 is verified.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(harness.location.current.pathname).toBe('/patient/my-profile'));
    await waitFor(() => expect(profileRow('Mobile')).toHaveTextContent('+91 91234 56799'));
  });

  it('refuses a number that belongs to another account, at the field', async () => {
    const { user } = await renderApp('/auth/verify-otp-mobile', { signInAs: DEMO.patient });
    await user.type(await screen.findByLabelText('Mobile number'), DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This mobile number belongs to another account')).toBeVisible();
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO.subscriber);
  });
});

describe('My Profile in Hindi', { timeout: 30000 }, () => {
  it('shows the details, the date of birth, the completion meter and what is missing in Hindi', async () => {
    await switchLanguage('hi');
    await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    await screen.findByText('Rahul Verma');
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल बदलें' })).toHaveAttribute('href', '/patient/edit-profile');
    expect(profileRow('लिंग')).toHaveTextContent('पुरुष');
    // The date in Hindi words (25 नवंबर 1990) and the age in years.
    expect(profileRow('जन्म की तारीख़').textContent).toMatch(/^\d{1,2} [^\sA-Za-z]+ \d{4} \(\d+ साल\)$/);
    expect(within(profileRow('ईमेल')).getByRole('button', { name: /सत्यापित करें$/ })).toBeInTheDocument();

    const meter = await screen.findByRole('meter', { name: 'प्रोफ़ाइल कितनी पूरी है' });
    expect(meter).toHaveAttribute('aria-valuetext', '86% पूरी');
    const missing = screen.getByRole('list', { name: 'आपकी प्रोफ़ाइल में बाकी जानकारी' });
    expect(within(missing).getByRole('link', { name: 'प्रोफ़ाइल फ़ोटो जोड़ें' })).toHaveAttribute('href', '/patient/edit-profile?field=profileUrl');
  });
});
