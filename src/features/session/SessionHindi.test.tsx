import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

// The whole app renders and loads its Hindi catalogues; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => switchLanguage('en'));

describe('Logging in, in Hindi', () => {
  it('asks for the number, says what is wrong with it, and walks the OTP step with its attempts in Hindi', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/auth/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'CareWell में लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/auth/register');
    const mobile = screen.getByRole('textbox');
    expect(mobile).toHaveAccessibleDescription('हम इस नंबर पर SMS से 6 अंकों का कोड भेजेंगे।');

    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('10 अंकों का मोबाइल नंबर डालें');

    await user.clear(mobile);
    await user.type(mobile, DEMO.subscriber);
    await user.click(screen.getByRole('button', { name: 'OTP पाएँ' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'अपना OTP डालें' })).toBeInTheDocument();
    const otp = screen.getByRole('textbox', { name: 'वन-टाइम पासवर्ड (OTP)' });
    expect(otp).toHaveAccessibleDescription('6 अंक। आपके पास 5 कोशिशें बाकी हैं।');
    expect(screen.getByRole('button', { name: /^\d+ सेकंड बाद कोड दोबारा भेजें$/ })).toBeDisabled();

    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें और लॉग इन करें' }));
    // The server's own words stay as it sent them; the attempts left are ours.
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP you entered is incorrect. आपके पास 4 कोशिशें बाकी हैं।');
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeInTheDocument();
  });

  it('sends a number with no account to registration, in Hindi', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/auth/login');

    await user.type(await screen.findByRole('textbox'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड से लॉग इन करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('यह नंबर अभी CareWell पर रजिस्टर नहीं है। इस नंबर से रजिस्टर करें');
    expect(screen.getByRole('link', { name: 'इस नंबर से रजिस्टर करें' })).toHaveAttribute('href', '/auth/register');
  });
});

describe("A partner's sign-in link, in Hindi", () => {
  it('says a bad link cannot sign the user in, with the customer-care number and the way home', async () => {
    await switchLanguage('hi');
    await renderApp('/healthcare/sso/authenticate/not-a-real-token');

    expect(await screen.findByRole('heading', { level: 1, name: 'हम आपको लॉग इन नहीं कर सके' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('यह लॉग इन लिंक मान्य नहीं है या इसकी समय-सीमा ख़त्म हो गई है।');
    expect(alert).toHaveTextContent('अगर ऐसा बार-बार हो, तो हमारी ग्राहक सेवा को 1800 3090 101 पर कॉल करें।');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
