import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { encodeReferPath } from '../../../domain/navigation/refer-path';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp, tokenFor } from '../../test/render-app';

// Each test renders the whole app and walks several screens; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const DEMO_PASSWORD = 'Care@1234';

async function openLogin(path = '/auth/login') {
  const harness = await renderApp(path);
  const mobile = await screen.findByLabelText('Mobile number');
  return { ...harness, mobile };
}

/** Number -> Get OTP -> the OTP screen's field. */
async function toOtpStep(harness: Awaited<ReturnType<typeof openLogin>>, number: string) {
  await harness.user.type(harness.mobile, number);
  await harness.user.click(screen.getByRole('button', { name: 'Get OTP' }));
  return screen.findByLabelText('One-time password (OTP)');
}

describe('LoginPage: mobile number and OTP', () => {
  it('shows the field error for an invalid number and keeps what was typed', async () => {
    const { user, mobile } = await openLogin();

    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number');
    expect(mobile).toHaveValue('12345');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Enter a 10-digit mobile number'));
    expect(screen.queryByLabelText('One-time password (OTP)')).not.toBeInTheDocument();
  });

  it('says at the number, keeping it, when the server will send it no code now: when to try again', async () => {
    const harness = await openLogin();
    vi.spyOn(harness.services.get(TOKENS.UserApi), 'sendOtp').mockResolvedValueOnce(
      Err({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 14 * 60 - 20 }),
    );
    await harness.user.type(harness.mobile, DEMO.subscriber);

    await harness.user.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 14 minutes.');
    expect(harness.mobile).toHaveValue(DEMO.subscriber);
    expect(harness.mobile).toHaveAttribute('aria-invalid', 'true');
    expect(harness.location.current.pathname).toBe('/auth/login');
  });

  it('moves a valid number to /auth/verify-otp, focused, with the demo code 123456 as a hint and no number in the address', async () => {
    const harness = await openLogin();

    const otp = await toOtpStep(harness, '98765 43210');

    expect(harness.location.current.pathname).toBe('/auth/verify-otp');
    expect(`${harness.location.current.pathname}${harness.location.current.search}`).not.toContain('9876543210');
    expect(await screen.findByText('Demo: the code is 123456.')).toBeInTheDocument();
    expect(screen.getByText(/Enter the code sent to/)).toHaveTextContent('+91 98765 43210');
    await waitFor(() => expect(otp).toHaveFocus());
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows "The OTP you entered is incorrect" in place with the attempts left, and stays on the OTP step', async () => {
    const harness = await openLogin();
    const otp = await toOtpStep(harness, DEMO.subscriber);

    await harness.user.type(otp, '654321');
    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The OTP you entered is incorrect. You have 4 attempts left.');
    expect(otp).toHaveValue('654321');
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveAccessibleDescription(expect.stringContaining('You have 4 attempts left'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for all six digits before calling the server', async () => {
    const harness = await openLogin();
    const otp = await toOtpStep(harness, DEMO.subscriber);
    const verify = vi.spyOn(harness.services.get(TOKENS.UserApi), 'verifyOtp');

    await harness.user.type(otp, '12ab3');
    expect(otp).toHaveValue('123');
    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code has 6 digits');
    expect(verify).not.toHaveBeenCalled();
  });

  it('signs in with 123456: stores the token and goes home, where the header greets the user', async () => {
    const harness = await openLogin();
    await harness.user.type(await toOtpStep(harness, DEMO.subscriber), DEMO.otp);

    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(harness.location.current.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Account menu for Priya' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
    expect(localStorage.getItem('token')).not.toBe('');
  });

  it('goes to the refer page after signing in', async () => {
    const harness = await openLogin(`/auth/login?refer=${encodeReferPath('/patient/my-profile')}`);
    await harness.user.type(await toOtpStep(harness, DEMO.patient), DEMO.otp);

    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/patient/my-profile');
  });

  it('brings a visitor who was sent to log in back to the guarded page', async () => {
    const { user, location } = await renderApp('/patient/my-profile');
    await user.type(await screen.findByLabelText('Mobile number'), DEMO.patient);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('navigation', { name: 'Patient menu' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/patient/my-profile');
  });

  it('ignores a refer that points off the site', async () => {
    const harness = await openLogin('/auth/login?refer=//evil.example/x');
    await harness.user.type(await toOtpStep(harness, DEMO.patient), DEMO.otp);

    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(harness.location.current.pathname).toBe('/'));
  });

  it('sends a number signed in for the first time to /auth/create-profile', async () => {
    const harness = await openLogin();
    await harness.user.type(await toOtpStep(harness, '9000000001'), DEMO.otp);

    await harness.user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(harness.location.current.pathname).toBe('/auth/create-profile'));
  });

  it('cannot send the number twice while the first request is pending', async () => {
    const { user, mobile, services, demo } = await openLogin();
    await demo.setLatency(200);
    const sendOtp = vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp');
    await user.type(mobile, DEMO.subscriber);
    const form = mobile.closest('form') as HTMLFormElement;

    const submit = screen.getByRole('button', { name: 'Get OTP' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Sending code…');
    await user.click(submit);
    fireEvent.submit(form);

    await screen.findByLabelText('One-time password (OTP)');
    expect(sendOtp).toHaveBeenCalledTimes(1);
  });

  it('sends one code for a double click on Get OTP even once the first has been answered, and sends again after 1500 ms (spec §9)', async () => {
    const { user, mobile, services, demo, clock } = await openLogin();
    const sendOtp = vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp');
    await user.type(mobile, DEMO.subscriber);
    await demo.injectFault('500', 1);

    await user.dblClick(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The demo server failed on purpose');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(sendOtp).toHaveBeenCalledTimes(1);

    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    await screen.findByLabelText('One-time password (OTP)');
    expect(sendOtp).toHaveBeenCalledTimes(2);
  });

  it('cannot verify the code twice while the first check is pending', async () => {
    const harness = await openLogin();
    const otp = await toOtpStep(harness, DEMO.subscriber);
    await harness.user.type(otp, DEMO.otp);
    const form = otp.closest('form') as HTMLFormElement;
    await harness.demo.setLatency(200);
    const verifyOtp = vi.spyOn(harness.services.get(TOKENS.UserApi), 'verifyOtp');

    const submit = screen.getByRole('button', { name: 'Verify and log in' });
    await harness.user.click(submit);
    expect(submit).toBeDisabled();
    await harness.user.keyboard('{Enter}');
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Account menu for Priya' })).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledTimes(1);
  });

  it('goes back to the number step from the OTP step with the number still in the field', async () => {
    const harness = await openLogin();
    await toOtpStep(harness, DEMO.subscriber);

    await harness.user.click(screen.getByRole('button', { name: 'Change number' }));

    expect(await screen.findByLabelText('Mobile number')).toHaveValue(DEMO.subscriber);
    expect(harness.location.current.pathname).toBe('/auth/login');
  });

  it('sends nobody a second SMS when the same number asks again within 30 s', async () => {
    const harness = await openLogin();
    const sendOtp = vi.spyOn(harness.services.get(TOKENS.UserApi), 'sendOtp');
    await toOtpStep(harness, DEMO.subscriber);
    await harness.user.click(screen.getByRole('button', { name: 'Change number' }));

    await harness.user.click(await screen.findByRole('button', { name: 'Get OTP' }));

    await screen.findByLabelText('One-time password (OTP)');
    expect(sendOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });

  it('sends a reloaded OTP screen (no number in memory) back to the number step, with a message', async () => {
    const harness = await renderApp(`/auth/verify-otp?refer=${encodeReferPath('/patient/my-profile')}`);

    expect(await screen.findByLabelText('Mobile number')).toHaveValue('');
    expect(harness.location.current.pathname).toBe('/auth/login');
    expect(harness.location.current.search).toBe(`?refer=${encodeReferPath('/patient/my-profile')}`);
    expect(screen.getByRole('status')).toHaveTextContent('we do not keep your number when the page reloads');
  });
});

describe('LoginPage: password', () => {
  async function toPasswordStep(number: string, path = '/auth/login') {
    const harness = await openLogin(path);
    await harness.user.type(harness.mobile, number);
    await harness.user.click(screen.getByRole('button', { name: 'Log in with password' }));
    return harness;
  }

  it('asks a registered number with a password for the password, focused', async () => {
    await toPasswordStep(DEMO.patient);

    const password = await screen.findByLabelText('Password');
    expect(screen.getByText(/Logging in as/)).toHaveTextContent('+91 91234 56780');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs in with the right password and goes to the refer page', async () => {
    const harness = await toPasswordStep(DEMO.patient, `/auth/login?refer=${encodeReferPath('/patient/my-profile')}`);
    await harness.user.type(await screen.findByLabelText('Password'), DEMO_PASSWORD);

    await harness.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/patient/my-profile');
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
  });

  it("shows the server's message at the field for a wrong password and keeps it typed", async () => {
    const harness = await toPasswordStep(DEMO.patient);
    const password = await screen.findByLabelText('Password');
    await harness.user.type(password, 'Wrong@1234');

    await harness.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The password you entered is incorrect');
    expect(password).toHaveValue('Wrong@1234');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('locks the number after five wrong passwords: the fifth says at the password when to try again, and keeps it typed', async () => {
    const harness = await toPasswordStep(DEMO.patient);
    const password = await screen.findByLabelText('Password');
    const signIn = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'signInWithPassword');
    await harness.user.type(password, 'Wrong@1234');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await harness.user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(signIn).toHaveBeenCalledTimes(attempt));
      await screen.findByRole('button', { name: 'Log in' });
      // The next try comes after spec §9's throttle.
      harness.clock.advance(THROTTLE_MS);
    }

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(password).toHaveValue('Wrong@1234');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for the password before calling the server', async () => {
    const harness = await toPasswordStep(DEMO.patient);
    await screen.findByLabelText('Password');
    const signIn = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'signInWithPassword');

    await harness.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your password');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in once however often the button is pressed', async () => {
    const harness = await toPasswordStep(DEMO.patient);
    const password = await screen.findByLabelText('Password');
    await harness.user.type(password, DEMO_PASSWORD);
    await harness.demo.setLatency(200);
    const signIn = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'signInWithPassword');

    const submit = screen.getByRole('button', { name: 'Log in' });
    await harness.user.click(submit);
    expect(submit).toBeDisabled();
    fireEvent.submit(password.closest('form') as HTMLFormElement);

    await waitFor(() => expect(harness.location.current.pathname).toBe('/'));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('offers registration to a number that is not registered', async () => {
    await toPasswordStep('9000000002');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This number is not registered with CareWell yet.');
    expect(screen.getByRole('link', { name: 'Register with this number' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('offers OTP or setting a password to a number without a password', async () => {
    const harness = await openLogin();
    // Joined once with OTP: an account, but no password.
    await tokenFor(harness.services, '9000000003');
    await harness.user.type(harness.mobile, '9000000003');

    await harness.user.click(screen.getByRole('button', { name: 'Log in with password' }));

    expect(await screen.findByText(/You have not set a password for this number yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'set a password' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    expect(harness.mobile).toHaveValue('9000000003');
    expect(harness.mobile).toHaveAttribute('aria-invalid', 'false');
  });

  it('can switch from the password step to a code', async () => {
    const harness = await toPasswordStep(DEMO.patient);
    await screen.findByLabelText('Password');

    await harness.user.click(screen.getByRole('button', { name: 'Log in with a code instead' }));

    expect(await screen.findByLabelText('One-time password (OTP)')).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/auth/verify-otp');
  });
});
