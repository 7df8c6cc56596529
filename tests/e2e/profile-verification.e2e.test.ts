import { describe, it } from 'vitest';
import { browserSuite, MODES, signIn } from './browser';

const PATIENT = '9123456780';
const NEW_NUMBER = '9123456799';

describe.each(MODES)('verifying the e-mail address and changing the mobile number on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('My Profile: e-mail verified with the mailed code; a new mobile number through the SMS code, shown on return', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/my-profile`);
    await page.getByText('Not verified').waitFor();

    await page.getByRole('button', { name: /^Verify \S+@\S+$/ }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.reload();
    await page.getByText('Verified', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Change mobile number' }).click();
    await page.waitForURL(`${base}/auth/verify-otp-mobile`);
    await page.getByLabel('Mobile number', { exact: true }).filter({ visible: true }).fill(NEW_NUMBER);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify number' }).click();
    await page.getByText('+91 91234 56799 is verified.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/patient/my-profile`);
    await page.getByText('+91 91234 56799').filter({ visible: true }).waitFor();
  });
});
