import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AADHAAR_MESSAGES, parseAadhaar } from '../../../domain/abha/aadhaar';
import { parseMobileNumber } from '../../../domain/shared/mobile-number';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../../fakes/seed';
import { ABHA } from '../../app/modules/abha/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const AADHAAR = '234567890124';
/** Each step waits for the fake service; a busy machine makes that slow. */
const WAIT = { timeout: 15000 };

afterEach(async () => {
  await switchLanguage('en');
});

describe('ABHA', { timeout: 60000 }, () => {
  it('creates an ABHA with Aadhaar: consent, Aadhaar shown only masked, OTP, own mobile, a suggested address, the card with its 14-digit number', async () => {
    const { user, clock } = await renderApp('/Abha/create-aadhar', { signInAs: RAHUL });
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 15000 }));
    expect(screen.getByRole('checkbox', { name: /I agree to share my Aadhaar details/ })).toHaveAccessibleDescription(/Tick the box to agree/);
    expect(screen.getByRole('link', { name: /Create your ABHA with a driving licence/ })).toHaveAttribute('href', '/Abha/create-driving');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const aadhaar = await screen.findByLabelText('Aadhaar number', {}, WAIT);
    expect(aadhaar).toHaveAttribute('autocomplete', 'off');
    await user.type(aadhaar, '2345 6789 0125');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(aadhaar).toHaveAccessibleDescription(new RegExp(AADHAAR_MESSAGES.checkDigit.replace(/\./g, '\\.')));
    await user.clear(aadhaar);
    await user.type(aadhaar, AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Aadhaar XXXX-XXXX-0124', {}, WAIT)).toBeVisible();
    expect(screen.getByText('******6780')).toBeVisible();
    expect(document.body.textContent).not.toContain(AADHAAR);
    const otp = screen.getByLabelText('One-time password (OTP)');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The OTP you entered is incorrect/, {}, WAIT)).toBeVisible();
    // The patient takes a moment to type the right code: past the submit throttle.
    clock.advance(THROTTLE_MS);
    await user.clear(otp);
    await user.type(otp, DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await user.type(await screen.findByLabelText('Mobile number', {}, WAIT), RAHUL);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const suggestions = await screen.findByRole('region', { name: 'Suggestions' }, WAIT);
    const first = within(suggestions).getAllByRole('button')[0] as HTMLElement;
    await user.type(screen.getByLabelText('ABHA address'), 'priya');
    expect(screen.getByLabelText('ABHA address')).toHaveAccessibleDescription(/Use 8 to 18 characters/);
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Create my ABHA' }));

    expect(await screen.findByText('Your ABHA is ready.', {}, WAIT)).toBeVisible();
    expect(screen.getByTestId('abha-number').textContent).toMatch(/^\d{2}-\d{4}-\d{4}-\d{4}$/);
    expect(screen.getByRole('img', { name: /QR code of your ABHA/ })).toBeVisible();
    expect(JSON.stringify({ ...localStorage })).not.toContain(AADHAAR);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(AADHAAR);
  });

  it('says a taken address as soon as the service answers', async () => {
    const { user } = await renderApp('/Abha/create-aadhar', { signInAs: RAHUL });
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }, { timeout: 15000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Aadhaar number', {}, WAIT), AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)', {}, WAIT), DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('Mobile number', {}, WAIT), RAHUL);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('ABHA address', {}, WAIT), 'priyasharma');
    await user.click(screen.getByRole('button', { name: 'Create my ABHA' }));
    expect(await screen.findByText('This ABHA address is taken. Choose another or pick a suggestion.', {}, WAIT)).toBeVisible();
    expect(screen.getByLabelText('ABHA address')).toHaveValue('priyasharma');
  });

  it('shows Priya the ABHA card she already has, and the records facilities linked to it, newest first with day, kind and facility', async () => {
    await renderApp('/Abha/abha', { signInAs: DEMO_ACCOUNTS.subscriber.mobileNumber });
    expect(await screen.findByText('91-4819-7073-2215', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText('priya.sharma@abdm')).toBeVisible();
    const linked = screen.getByRole('region', { name: 'Records linked to your ABHA' });
    const items = await within(linked).findAllByRole('listitem', {}, WAIT);
    expect(items[0]).toHaveTextContent('General medicine OPD');
    expect(items[0]).toHaveTextContent('Consultation · 3 Nov 2026 · Manipal Hospital, Old Airport Road, Bengaluru');
    expect(items.at(-1)).toHaveTextContent('Discharge summary · 14 Dec 2025 · Fortis Hospital, Cunningham Road, Bengaluru');
  });

  it('says no record is linked yet to an ABHA just made, in Hindi too', async () => {
    await switchLanguage('hi');
    const { services } = await renderApp('/Abha/abha', { signInAs: RAHUL });
    await screen.findByRole('link', { name: 'अपना ABHA बनाएँ' }, { timeout: 15000 });
    const api = services.get(ABHA.AbhaApi);
    const sent = (await api.requestAadhaarOtp(parseAadhaar(AADHAAR).unwrap())).unwrap();
    (await api.verifyAadhaarOtp(sent.txnId, DEMO_OTP)).unwrap();
    (await api.linkMobile(sent.txnId, parseMobileNumber(RAHUL).unwrap())).unwrap();
    const card = (await api.createAbha(sent.txnId, 'rahul.verma90')).unwrap();
    act(() => services.get(ABHA.MyAbha).created(card));
    const linked = await screen.findByRole('region', { name: 'आपके ABHA से जुड़े रिकॉर्ड' }, WAIT);
    expect(await within(linked).findByText(/^अभी आपके ABHA से कोई रिकॉर्ड नहीं जुड़ा है।/, {}, WAIT)).toBeVisible();
  });

  it('finds Priya’s forgotten ABHA number by an OTP to her mobile, the number masked', async () => {
    const { user } = await renderApp('/Abha/abharetrive', { signInAs: DEMO_ACCOUNTS.subscriber.mobileNumber });
    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 15000 }), DEMO_ACCOUNTS.subscriber.mobileNumber);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)', {}, WAIT), DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Show my ABHA numbers' }));
    const found = await screen.findByRole('region', { name: 'ABHA numbers linked to +91 98765 43210' }, WAIT);
    expect(within(found).getByText('91-4819-7073-XXXX')).toBeVisible();
  });

  it('finds Priya’s forgotten ABHA number by her Aadhaar’s OTP: a bad check digit refused at the field, Aadhaar shown only masked', async () => {
    const { user } = await renderApp('/Abha/abharetrive', { signInAs: DEMO_ACCOUNTS.subscriber.mobileNumber });
    await user.click(await screen.findByRole('radio', { name: 'My Aadhaar number' }, { timeout: 15000 }));
    const aadhaar = await screen.findByLabelText('Aadhaar number', {}, WAIT);
    expect(aadhaar).toHaveAttribute('autocomplete', 'off');
    await user.type(aadhaar, '2345 6789 0125');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(aadhaar).toHaveAccessibleDescription(new RegExp(AADHAAR_MESSAGES.checkDigit.replace(/\./g, '\\.')));
    expect(aadhaar).toHaveValue('2345 6789 0125');
    await user.clear(aadhaar);
    await user.type(aadhaar, AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Aadhaar XXXX-XXXX-0124', {}, WAIT)).toBeVisible();
    expect(screen.getByText('******3210')).toBeVisible();
    await user.type(screen.getByLabelText('One-time password (OTP)'), DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Show my ABHA numbers' }));
    const found = await screen.findByRole('region', { name: 'ABHA numbers of Aadhaar XXXX-XXXX-0124' }, WAIT);
    expect(within(found).getByText('91-4819-7073-XXXX')).toBeVisible();
    expect(document.body.textContent).not.toContain(AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Try another Aadhaar number' }));
    expect(await screen.findByLabelText('Aadhaar number')).toHaveValue('');
  });

  it('asks a signed-out visitor to sign in first', async () => {
    await renderApp('/Abha/create-aadhar');
    expect(await screen.findByRole('link', { name: 'Log in or register' }, { timeout: 15000 })).toBeVisible();
  });

  it('offers Aadhaar and the driving licence on the registration page, in Hindi too', async () => {
    await switchLanguage('hi');
    await renderApp('/Abha/abhaRegistration');
    expect(await screen.findByRole('link', { name: 'आधार से' }, { timeout: 15000 })).toHaveAttribute('href', '/Abha/create-aadhar');
    expect(screen.getByRole('link', { name: 'ड्राइविंग लाइसेंस से' })).toHaveAttribute('href', '/Abha/create-driving');
  });
});
