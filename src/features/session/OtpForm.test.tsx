import { act, configure, screen, waitFor } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { TOKENS } from '../../app/tokens';
import { DEMO, renderApp } from '../../test/render-app';

// Each test renders the whole app and walks several screens; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

/** The sign-in OTP screen for `number`, reached through the login form. */
async function otpScreen(number: string = DEMO.subscriber) {
  const harness = await renderApp('/auth/login');
  await harness.user.type(await screen.findByLabelText('Mobile number'), number);
  await harness.user.click(screen.getByRole('button', { name: 'Get OTP' }));
  const otp = await screen.findByLabelText('One-time password (OTP)');
  return { ...harness, otp };
}

function advanceSeconds(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

describe('the OTP step', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a pasted code whole, also grouped as "123 456" or "123-456"', async () => {
    const { user, otp } = await otpScreen();

    await user.click(otp);
    await user.paste('123 456');
    expect(otp).toHaveValue('123456');

    await user.clear(otp);
    await user.paste('Your code is 123-456');
    expect(otp).toHaveValue('123456');
  });

  it('signs in with a pasted code', async () => {
    const { user, otp, location } = await otpScreen();
    await user.click(otp);
    await user.paste('123 456');

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(location.current.pathname).toBe('/'));
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('keeps only digits and at most six of them when typing', async () => {
    const { user, otp } = await otpScreen();
    await user.type(otp, '1a2 3-4567');
    expect(otp).toHaveValue('123456');
  });

  it('tells the user about the 5 attempts before the first try', async () => {
    const { otp } = await otpScreen();
    expect(otp).toHaveAccessibleDescription('6 digits. You have 5 attempts left.');
  });

  it("shows the server's message for an expired code", async () => {
    const { user, otp, services } = await otpScreen();
    vi.spyOn(services.get(TOKENS.UserApi), 'verifyOtp').mockResolvedValueOnce(
      Err({ kind: 'rejected', message: 'This OTP has expired. Please request a new one.' }),
    );
    await user.type(otp, DEMO.otp);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This OTP has expired. Please request a new one. You have 4 attempts left.');
  });

  it('shows a failed call in place without spending an attempt', async () => {
    const { user, otp, demo } = await otpScreen();
    await user.type(otp, DEMO.otp);
    await demo.injectFault('500', 1);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).not.toHaveTextContent('attempt');
    expect(otp).toHaveValue(DEMO.otp);
    expect(otp).toHaveAccessibleDescription(expect.stringContaining('You have 5 attempts left'));
  });

  it('counts the resend down from 30 s, visibly, and only then sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, services } = await otpScreen();
    const sendOtp = vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp');

    // The test's own time runs on too (shouldAdvanceTime): a busy machine may take a second or two.
    expect(screen.getByRole('button', { name: /^Resend code in (30|2\d) s$/ })).toBeDisabled();
    advanceSeconds(10);
    // The next tick of the countdown shows it; on a busy machine its interval may start late.
    expect(await screen.findByRole('button', { name: /^Resend code in (20|1\d) s$/ })).toBeDisabled();
    advanceSeconds(20);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to +91 98765 43210.');
    expect(sendOtp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /^Resend code in (30|2\d) s$/ })).toBeDisabled();
  });

  it('after 5 wrong codes the number is locked: the field says when to try again and keeps the code, Verify and Resend wait for the lock to end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, otp, location, services, clock } = await otpScreen();
    const verify = screen.getByRole('button', { name: 'Verify and log in' });

    for (const left of [4, 3, 2, 1]) {
      await user.clear(otp);
      await user.type(otp, '000000');
      await user.click(verify);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`));
      // The next try comes after spec §9's throttle.
      clock.advance(THROTTLE_MS);
    }
    await user.clear(otp);
    await user.type(otp, '000000');
    await user.click(verify);

    // The fake backend's lock: 15 minutes from the fifth wrong code.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.'));
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveValue('000000');
    expect(verify).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code in 15 min' })).toBeDisabled();

    advanceSeconds(6 * 60);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 9 minutes.'));
    expect(screen.getByRole('button', { name: 'Resend code in 9 min' })).toBeDisabled();

    advanceSeconds(9 * 60);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(otp).toHaveAccessibleDescription('6 digits. You have 5 attempts left.');
    const sendOtp = vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByRole('status');
    expect(sendOtp).toHaveBeenCalledTimes(1);

    await user.type(otp, DEMO.otp);
    await user.click(verify);
    await waitFor(() => expect(location.current.pathname).toBe('/'));
  });

  it('a resend the server refuses as one too many says at the field when a new code can come, and the code sent still works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, otp, services, location } = await otpScreen();
    advanceSeconds(30);
    vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp').mockResolvedValueOnce(
      Err({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 7 * 60 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 7 minutes.');
    expect(screen.getByRole('button', { name: 'Resend code in 7 min' })).toBeDisabled();
    await user.type(otp, DEMO.otp);
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
  });

  it('resends once however often the button is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, services, demo } = await otpScreen();
    advanceSeconds(30);
    await demo.setLatency(200);
    const sendOtp = vi.spyOn(services.get(TOKENS.UserApi), 'sendOtp');

    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await user.click(resend);
    await user.click(resend);

    await screen.findByRole('status');
    expect(sendOtp).toHaveBeenCalledTimes(1);
  });
});
