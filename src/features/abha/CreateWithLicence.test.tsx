import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../../fakes/seed';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const WAIT = { timeout: 15000 };
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], name, { type: 'image/jpeg' });
const pdfNamedJpeg = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'back.jpg', { type: 'image/jpeg' });

afterEach(async () => {
  await switchLanguage('en');
});

describe('creating an ABHA with a driving licence', { timeout: 60000 }, () => {
  it('goes consent → mobile OTP → licence details and photos, naming each wrong field, → an enrolment number with the licence shown masked', async () => {
    const { user, clock } = await renderApp('/Abha/create-driving', { signInAs: RAHUL });
    await user.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 45000 }));
    expect(screen.getByRole('checkbox', { name: /driving licence details with ABDM/ })).toHaveAccessibleDescription(/Tick the box to agree/);
    expect(screen.getByRole('link', { name: /Have Aadhaar\?/ })).toHaveAttribute('href', '/Abha/create-aadhar');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByLabelText('Mobile number', {}, WAIT), RAHUL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password (OTP)', {}, WAIT), DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify mobile' }));

    const licence = await screen.findByLabelText('Driving licence number', {}, WAIT);
    expect(licence).toHaveAttribute('autocomplete', 'off');
    await user.type(licence, 'ZZ01 20150012345');
    await user.type(screen.getByLabelText('First name'), 'Rahul');
    await user.type(screen.getByLabelText('Last name'), 'Verma');
    await user.type(screen.getByLabelText('Date of birth'), '1990-06-01');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.upload(screen.getByLabelText('Photo of the front of the licence'), jpeg('front.jpg'));
    await user.upload(screen.getByLabelText('Photo of the back of the licence'), pdfNamedJpeg());
    await user.type(screen.getByLabelText('Address as on the licence'), '44 Residency Road');
    const state = screen.getByLabelText('State');
    await screen.findByRole('option', { name: 'Karnataka' }, WAIT);
    await user.selectOptions(state, '29');
    await screen.findByRole('option', { name: 'Bengaluru Urban' }, WAIT);
    await user.selectOptions(screen.getByLabelText('District'), '583');
    await user.type(screen.getByLabelText('Pincode'), '560025');
    await user.click(screen.getByRole('button', { name: 'Send for enrolment' }));
    expect(licence).toHaveAccessibleDescription(/starts with the code of the state that issued it/);
    expect(screen.getByLabelText('Photo of the back of the licence')).toHaveAccessibleDescription(/not a JPEG or PNG photo, whatever its name says/);

    clock.advance(THROTTLE_MS);
    await user.clear(licence);
    await user.type(licence, 'KA01 20150012345');
    await user.upload(screen.getByLabelText('Photo of the back of the licence'), jpeg('back.jpg'));
    expect(screen.getByText('Chosen: back.jpg')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send for enrolment' }));

    expect(await screen.findByRole('heading', { name: 'Your ABHA enrolment is on its way' }, WAIT)).toBeVisible();
    expect(screen.getByText(/^DL-\d+$/)).toBeVisible();
    expect(screen.getByText('KA01 XXXXXXX2345')).toBeVisible();
    expect(document.body.textContent).not.toContain('20150012345');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('KA0120150012345');
  });

  it('shows the licence form in Hindi, with the districts of the state chosen', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/Abha/create-driving', { signInAs: RAHUL });
    await user.click(await screen.findByRole('checkbox', { name: /ड्राइविंग लाइसेंस की जानकारी ABDM/ }, { timeout: 45000 }));
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    await user.type(await screen.findByLabelText('मोबाइल नंबर', {}, WAIT), RAHUL);
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await user.type(await screen.findByLabelText(/OTP/, {}, WAIT), DEMO_OTP);
    await user.click(screen.getByRole('button', { name: 'मोबाइल की पुष्टि करें' }));
    expect(await screen.findByRole('heading', { name: 'आपका ड्राइविंग लाइसेंस' }, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'नामांकन के लिए भेजें' }));
    expect(screen.getByLabelText('ड्राइविंग लाइसेंस नंबर')).toHaveAccessibleDescription(/अपना ड्राइविंग लाइसेंस नंबर लिखें/);
    expect(screen.getByLabelText('ज़िला')).toBeDisabled();
  });
});
