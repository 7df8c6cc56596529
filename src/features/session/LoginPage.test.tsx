import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../app/tokens';
import { DEMO, renderApp } from '../../test/render-app';

async function openLogin(path = '/auth/login') {
  const harness = await renderApp(path);
  const mobile = await screen.findByLabelText('Mobile number');
  return { ...harness, mobile };
}

describe('LoginPage', () => {
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

  it('moves a valid number to the OTP step, with the demo code 123456 as a hint', async () => {
    const { user, mobile } = await openLogin();

    await user.type(mobile, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    const otp = await screen.findByLabelText('One-time password (OTP)');
    expect(screen.getByText('Demo: the code is 123456.')).toBeInTheDocument();
    expect(screen.getByText(/Enter the code sent to/)).toHaveTextContent('+91');
    expect(otp).toHaveFocus();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });

  it('shows "The OTP you entered is incorrect" in place for a wrong code and stays on the OTP step', async () => {
    const { user, mobile } = await openLogin();
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('One-time password (OTP)');

    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP you entered is incorrect');
    expect(otp).toHaveValue('654321');
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for all six digits before calling the server', async () => {
    const { user, mobile, services } = await openLogin();
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('One-time password (OTP)');
    const verify = vi.spyOn(services.get(TOKENS.UserApi), 'verifyOtp');

    await user.type(otp, '12ab3');
    expect(otp).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent you');
    expect(verify).not.toHaveBeenCalled();
  });

  it('signs in with 123456: stores the token and goes home, where the header greets the user', async () => {
    const { user, mobile, location } = await openLogin();
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('button', { name: 'Account menu for Priya' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/');
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
    expect(localStorage.getItem('token')).not.toBe('');
  });

  it('after sign-in goes to the page named in refer', async () => {
    const { user, mobile, location } = await openLogin('/auth/login?refer=/patient/my_profile');
    await user.type(mobile, DEMO.patient);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/patient/my-profile');
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
    const { user, mobile, location } = await openLogin('/auth/login?refer=//evil.example/x');
    await user.type(mobile, DEMO.patient);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)'), DEMO.otp);

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(location.current.pathname).toBe('/'));
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

  it('cannot verify the code twice while the first check is pending', async () => {
    const { user, mobile, services, demo } = await openLogin();
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('One-time password (OTP)');
    await user.type(otp, DEMO.otp);
    const form = otp.closest('form') as HTMLFormElement;
    await demo.setLatency(200);
    const verifyOtp = vi.spyOn(services.get(TOKENS.UserApi), 'verifyOtp');

    const submit = screen.getByRole('button', { name: 'Verify and log in' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Account menu for Priya' })).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledTimes(1);
  });

  it('lets the user change the number from the OTP step', async () => {
    const { user, mobile } = await openLogin();
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByLabelText('One-time password (OTP)');

    await user.click(screen.getByRole('button', { name: 'Change number' }));

    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });
});
