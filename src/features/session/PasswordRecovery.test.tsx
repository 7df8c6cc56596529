import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { PASSWORD_RULES } from '../../../domain/shared/password';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp, type AppHarness } from '../../test/render-app';

// Each test renders the whole app and walks several screens; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const OLD_PASSWORD = 'Care@1234';
const NEW_PASSWORD = 'Fresh#2026';

/** Forgot password -> code -> the create-password form. */
async function toCreatePassword(number: string = DEMO.patient) {
  const harness = await renderApp('/auth/forgot-password');
  await harness.user.type(await screen.findByLabelText('Mobile number'), number);
  await harness.user.click(screen.getByRole('button', { name: 'Send code' }));
  await harness.user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);
  await harness.user.click(screen.getByRole('button', { name: 'Verify code' }));
  await screen.findByLabelText('New password');
  return harness;
}

async function logInWithPassword(harness: AppHarness, password: string) {
  await harness.user.click(await screen.findByRole('button', { name: 'Log in with password' }));
  await harness.user.type(await screen.findByLabelText('Password'), password);
  await harness.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('Forgot password', () => {
  it('checks the number at the field before sending anything', async () => {
    const harness = await renderApp('/auth/forgot-password');
    const forget = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'forgetPassword');
    await harness.user.type(await screen.findByLabelText('Mobile number'), '5123');

    await harness.user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(forget).not.toHaveBeenCalled();
  });

  it('says a number without an account has none, and offers registration', async () => {
    const harness = await renderApp('/auth/forgot-password');
    await harness.user.type(await screen.findByLabelText('Mobile number'), '9000000004');

    await harness.user.click(screen.getByRole('button', { name: 'Send code' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No account found for this number.');
    expect(within(alert).getByRole('link', { name: 'Register with this number' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9000000004');
  });

  it('says at the number, keeping it, when the server will send it no reset code now: when to try again', async () => {
    const harness = await renderApp('/auth/forgot-password');
    vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'forgetPassword').mockResolvedValueOnce(
      Err({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 40 }),
    );
    const mobile = await screen.findByLabelText('Mobile number');
    await harness.user.type(mobile, DEMO.patient);

    await harness.user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 40 seconds.');
    expect(mobile).toHaveValue(DEMO.patient);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(harness.location.current.pathname).toBe('/auth/forgot-password');
  });

  it('sends a reloaded reset OTP screen back to the number, with a message', async () => {
    const harness = await renderApp('/auth/verify-otp-password-reset');
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/auth/forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent('Enter it again to get a new code');
  });

  it('sends a reloaded create-password screen (no verified code in memory) back to the start', async () => {
    const harness = await renderApp('/auth/create-password');
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/auth/forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent('Your reset code is no longer valid');
  });

  it('shows every password rule before typing and ticks each as the password meets it', async () => {
    const harness = await toCreatePassword();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    const items = within(rules).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(PASSWORD_RULES.map((rule) => `○${rule.label} (not met yet)`));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));

    await harness.user.type(screen.getByLabelText('New password'), 'abcdefgh');

    const met = within(rules)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.met === 'true')
      .map((item) => item.textContent);
    expect(met).toEqual(['✓At least 8 characters (met)', '✓A lowercase letter (a-z) (met)', '✓No spaces (met)']);
  });

  it('refuses a weak password and a confirmation that does not match, at their fields, keeping what was typed', async () => {
    const harness = await toCreatePassword();
    const create = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'createPassword');
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await harness.user.type(password, 'weakpass');
    await harness.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Your password needs: an uppercase letter'));

    await harness.user.clear(password);
    await harness.user.type(password, NEW_PASSWORD);
    await harness.user.type(confirm, `${NEW_PASSWORD}x`);
    await harness.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(confirm).toHaveValue(`${NEW_PASSWORD}x`);
    expect(create).not.toHaveBeenCalled();
  });

  it('saves once however often the button is pressed', async () => {
    const harness = await toCreatePassword();
    await harness.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await harness.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await harness.demo.setLatency(200);
    const create = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'createPassword');

    const save = screen.getByRole('button', { name: 'Save password' });
    await harness.user.click(save);
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form') as HTMLFormElement);

    expect(await screen.findByRole('heading', { name: 'Your new password is saved' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps both fields when saving fails, and lets the user try again', async () => {
    const harness = await toCreatePassword();
    await harness.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await harness.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await harness.demo.injectFault('500', 1);

    await harness.user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText('Confirm new password')).toHaveValue(NEW_PASSWORD);
    // Tried again once spec §9's 1500 ms throttle has passed.
    harness.clock.advance(THROTTLE_MS);
    await harness.user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Your new password is saved' })).toBeInTheDocument();
  });

  it('sets a new password that then signs in, while the old one no longer does', async () => {
    const harness = await toCreatePassword(DEMO.patient);
    await harness.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await harness.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await harness.user.click(screen.getByRole('button', { name: 'Save password' }));

    await harness.user.click(await screen.findByRole('link', { name: 'Log in with your new password' }));
    // The number comes along to the login form.
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(DEMO.patient);

    await logInWithPassword(harness, OLD_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password you entered is incorrect');

    await harness.user.clear(screen.getByLabelText('Password'));
    await harness.user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    harness.clock.advance(THROTTLE_MS);
    await harness.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(harness.location.current.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Account menu for Rahul' })).toBeInTheDocument();
  });
});

describe('Verify a mobile number (signed in)', () => {
  it('asks for the number, sends a code, and confirms the verified number', async () => {
    const harness = await renderApp('/auth/verify-otp-mobile', { signInAs: DEMO.patient });
    const send = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'sendMobileVerificationOtp');
    await harness.user.type(await screen.findByLabelText('Mobile number'), '9123456781');
    await harness.user.click(screen.getByRole('button', { name: 'Send code' }));

    const otp = await screen.findByLabelText('One-time password (OTP)');
    expect(send).toHaveBeenCalledWith({ mobileNumber: '9123456781' });
    await harness.user.type(otp, '111111');
    await harness.user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP you entered is incorrect. You have 4 attempts left.');

    await harness.user.clear(otp);
    await harness.user.type(otp, DEMO.otp);
    harness.clock.advance(THROTTLE_MS);
    await harness.user.click(screen.getByRole('button', { name: 'Verify number' }));

    expect(await screen.findByText('+91 91234 56781 is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/patient/my-profile');
  });
});
