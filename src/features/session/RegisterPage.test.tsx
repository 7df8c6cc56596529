import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { FakeAccountApi } from '../../../fakes/account-api';
import { POLICY_PAGES } from '../../../domain/navigation/routes';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp, type AppHarness } from '../../test/render-app';

// Each test renders the whole app and walks several screens; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

async function openRegister(path = '/auth/register') {
  const harness = await renderApp(path);
  await screen.findByLabelText('First name');
  return harness;
}

async function fillForm(harness: AppHarness, overrides: Partial<Record<'first' | 'last' | 'mobile' | 'email' | 'dob', string>> = {}) {
  const { user } = harness;
  const values = { first: 'A. R.', last: "D'Souza", mobile: '98123 40000', email: '', dob: '', ...overrides };
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name (optional)'), values.last);
  if (values.mobile) await user.type(screen.getByLabelText('Mobile number'), values.mobile);
  if (values.email) await user.type(screen.getByLabelText('E-mail (optional)'), values.email);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  if (values.dob) fireEvent.change(screen.getByLabelText('Date of birth (optional)'), { target: { value: values.dob } });
  await user.click(screen.getByLabelText('I accept the Terms and Conditions and the Privacy Policy'));
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('RegisterPage', () => {
  it('says what is missing at each field, focuses the first one and sends nothing', async () => {
    const harness = await openRegister();
    const register = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'register');

    await harness.user.click(submit());

    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('Enter your mobile number'));
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Choose your gender');
    const terms = screen.getByLabelText('I accept the Terms and Conditions and the Privacy Policy');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(expect.stringContaining('Accept the Terms and Conditions and the Privacy Policy to continue'));
    // Optional fields left empty are fine.
    expect(screen.getByLabelText('Last name (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Date of birth (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a name with digits, a malformed e-mail, a future birth date and one over 120 years ago', async () => {
    const harness = await openRegister();
    await fillForm(harness, { first: 'Priya2', email: 'priya@', dob: '2999-01-01' });

    await harness.user.click(submit());

    // The form is checked by the registration use-case, whose module may still be on its way.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Use letters, spaces, dots, hyphens and apostrophes only'));
    expect(screen.getByLabelText('E-mail (optional)')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    const dob = screen.getByLabelText('Date of birth (optional)');
    expect(dob).toHaveAccessibleDescription('Date of birth cannot be in the future');

    fireEvent.change(dob, { target: { value: '1890-01-01' } });
    expect(dob).toHaveAccessibleDescription(expect.stringMatching(/valid date of birth|more than 120 years/));
    fireEvent.change(dob, { target: { value: '1990-03-12' } });
    expect(dob).toHaveAttribute('aria-invalid', 'false');
  });

  it('clears a message as soon as the field is fixed', async () => {
    const harness = await openRegister();
    await harness.user.click(submit());
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await harness.user.type(first, 'Kavya');

    expect(first).toHaveAttribute('aria-invalid', 'false');
  });

  it('says at the field that a number is already registered, with a "Log in instead" link, and keeps everything typed', async () => {
    const harness = await openRegister();
    await fillForm(harness, { mobile: DEMO.patient, email: 'ar@example.in' });

    await harness.user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This mobile number is already registered.');
    expect(within(alert).getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/auth/login');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveValue(DEMO.patient);
    expect(screen.getByLabelText('First name')).toHaveValue('A. R.');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveValue('ar@example.in');

    await harness.user.click(within(alert).getByRole('link', { name: 'Log in instead' }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(DEMO.patient);
  });

  it('says at the number when the server will send it no code now, focuses it and keeps everything typed; a new number clears it', async () => {
    const harness = await openRegister();
    vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'register').mockResolvedValueOnce(
      Err({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 9 * 60 }),
    );
    await fillForm(harness, { email: 'ar@example.in' });

    await harness.user.click(submit());

    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Too many attempts. Try again in 9 minutes.')));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveValue('98123 40000');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveValue('ar@example.in');
    expect(harness.location.current.pathname).toBe('/auth/register');

    await harness.user.clear(mobile);
    await harness.user.type(mobile, '9812340001');
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps everything typed when the call fails, and says so', async () => {
    const harness = await openRegister();
    await fillForm(harness);
    await harness.demo.injectFault('500', 1);

    await harness.user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByLabelText('First name')).toHaveValue('A. R.');
    expect(screen.getByLabelText('Last name (optional)')).toHaveValue("D'Souza");
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98123 40000');
    expect(screen.getByLabelText('Gender')).toHaveValue('FEMALE');
    expect(submit()).toBeEnabled();
  });

  it('registers once however often the button is pressed', async () => {
    const harness = await openRegister();
    await fillForm(harness);
    await harness.demo.setLatency(200);
    const register = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'register');

    const button = submit();
    await harness.user.click(button);
    expect(button).toBeDisabled();
    await harness.user.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);

    await screen.findByLabelText('One-time password (OTP)');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers a new patient: OTP on /auth/verify-otp-mobile, then signed in on /auth/create-profile', async () => {
    const harness = await openRegister();
    await fillForm(harness, { email: 'AR@Example.in', dob: '1990-03-12' });

    await harness.user.click(submit());

    const otp = await screen.findByLabelText('One-time password (OTP)');
    expect(harness.location.current.pathname).toBe('/auth/verify-otp-mobile');
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    // The code as it arrives from the SMS: pasted whole.
    await harness.user.click(otp);
    await harness.user.paste(DEMO.otp);
    expect(otp).toHaveValue(DEMO.otp);
    await harness.user.click(screen.getByRole('button', { name: 'Verify and create account' }));

    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/auth/create-profile');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Account menu for A. R.' })).toBeInTheDocument();
  });

  it('goes back from the OTP screen to the form with everything still filled in', async () => {
    const harness = await openRegister('/auth/register/icicibank');
    await fillForm(harness);
    await harness.user.click(submit());
    await screen.findByLabelText('One-time password (OTP)');

    await harness.user.click(screen.getByRole('button', { name: 'Change number' }));

    expect(await screen.findByLabelText('First name')).toHaveValue('A. R.');
    expect(harness.location.current.pathname).toBe('/auth/register/icicibank');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9812340000');
    expect(screen.getByLabelText('Gender')).toHaveValue('FEMALE');
    expect(screen.getByLabelText('I accept the Terms and Conditions and the Privacy Policy')).toBeChecked();
  });

  it('sends a reloaded verify-otp-mobile screen back to the form, with a message', async () => {
    const harness = await renderApp('/auth/verify-otp-mobile');

    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(harness.location.current.pathname).toBe('/auth/register');
    expect(screen.getByRole('status')).toHaveTextContent('we do not keep your details when the page reloads');
  });

  it('links the terms, privacy and refund policies, each opening in a new tab', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' })).toHaveAttribute('href', POLICY_PAGES.terms);
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', POLICY_PAGES.privacy);
    expect(screen.getByRole('link', { name: 'Refund Policy (opens in a new tab)' })).toHaveAttribute('href', POLICY_PAGES.refund);
    expect(screen.getByRole('link', { name: 'Refund Policy (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});

describe('RegisterPage partner variants', () => {
  it.each([
    ['/auth/register/timesprime', 'Times Prime', 'timesprime'],
    ['/auth/register/icicibank', 'ICICI Bank', 'icicibank'],
    ['/auth/register/flipkarthealth', 'Flipkart Health+', 'flipkarthealth'],
    ['/auth/register/fkh', 'Flipkart Health+', 'fkh'],
  ])('%s names the partner and records it in the registration', async (path, name, partner) => {
    const harness = await openRegister(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Register with ${name}`);
    expect(screen.getByText(/You are registering through our partner/)).toHaveTextContent(name);
    const register = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'register');
    await fillForm(harness);

    await harness.user.click(submit());

    await screen.findByLabelText('One-time password (OTP)');
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ partner, corporateId: null }), expect.any(String));
  });

  it('shows the fkh header items on /auth/register/fkh', async () => {
    await openRegister('/auth/register/fkh');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Consult Specialist',
      'Offers',
      'Cancer Screening',
      'Genomic Wellness',
    ]);
  });
});

describe('RegisterPage for a corporate', () => {
  it("shows a known corporate's name and logo and registers the user with it", async () => {
    const harness = await renderApp('/auth/register/corporate/infosys');

    expect(await screen.findByRole('heading', { name: 'Register with Infosys' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Infosys logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const register = vi.spyOn(harness.services.get(ACCOUNT.AccountApi), 'register');
    await fillForm(harness);
    await harness.user.click(submit());

    await screen.findByLabelText('One-time password (OTP)');
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ corporateId: expect.any(String), partner: null }), expect.any(String));
    // Infosys's partner code is MD001, a subscription-widget code: the new user goes on to its plans.
    expect(harness.location.current.search).toBe('?refer=/auth/subscription_plans');
  });

  it('gives an unknown slug a clear page with the normal registration and customer care, not a form', async () => {
    await renderApp('/auth/register/corporate/nosuchco');

    expect(await screen.findByRole('heading', { name: 'We could not find this company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register without a company' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('offers to try again when the corporate could not be loaded, then shows it', async () => {
    const lookup = vi
      .spyOn(FakeAccountApi.prototype, 'corporateBySlug')
      .mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
    const harness = await renderApp('/auth/register/corporate/infosys');

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await harness.user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Register with Infosys' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(2);
    lookup.mockRestore();
  });
});
