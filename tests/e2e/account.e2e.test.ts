import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, signIn } from './browser';
import { E2E_PORTS } from './ports';

const PATIENT = '9123456780';
const PASSWORD = 'Care@1234';
/** Not in the seed: the fake registers it at its first OTP sign-in, with a generated name only. */
const NEW_NUMBER = '9988776655';
/** A real 1×1 PNG, so the photo passes the content check like any camera picture would. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function token(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

describe.each(MODES)('account pages on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('a new number signs in, completes the profile with the pincode look-up and a photo, and My Profile shows it all at 100%', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, NEW_NUMBER);
    await page.waitForURL(`${base}/auth/create-profile`);

    const first = page.getByLabel('First name');
    await first.fill('Ananya');
    await page.getByLabel('Last name (optional)').fill("D'Souza");
    await page.getByLabel('E-mail address').fill('Ananya@Example.in');
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('Date of birth').fill('1994-08-15');
    await page.getByLabel('Pincode').fill('560001');
    // Leaving the field looks the pincode up at once; typing alone would after the debounce.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('img', { name: 'Preview of your profile photo' }).waitFor();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByText('Welcome, Ananya! Your profile is saved.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Ananya' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Account menu for Ananya' }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(`${base}/patient/my-profile`);
    const meter = page.getByRole('meter', { name: 'Profile completion' });
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuetext')).toBe('100% complete');
    const main = page.getByRole('main');
    expect(await main.getByText("Ananya D'Souza").isVisible()).toBe(true);
    expect(await main.getByText('ananya@example.in').isVisible()).toBe(true);
    expect(await main.getByText('Female').filter({ visible: true }).isVisible()).toBe(true);
    expect(await main.getByText('Bengaluru, Karnataka, 560001').isVisible()).toBe(true);
    expect(await main.getByRole('img', { name: 'Your profile photo' }).isVisible()).toBe(true);
  });

  it('My Profile of a patient without a photo reads 86% and links to adding one', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/my-profile`);
    const meter = page.getByRole('meter', { name: 'Profile completion' });
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuetext')).toBe('86% complete');
    await page.getByRole('link', { name: 'Add profile photo' }).click();
    await page.waitForURL(`${base}/patient/edit-profile?field=profileUrl`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('profileUrl');
  });

  it('changes the password in Settings, signs out, and signs in with the new password (the old one is refused)', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/settings`);
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Chai@5678');
    await page.getByLabel('Confirm new password').fill('Chai@5678');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Logged Out successfully').waitFor();
    expect(await token(page)).toBeNull();

    const logInWithPassword = async (password: string) => {
      await page.goto(`${base}/auth/login`);
      await page.getByLabel('Mobile number').fill(PATIENT);
      await page.getByRole('button', { name: 'Log in with password' }).click();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    };
    await logInWithPassword(PASSWORD);
    await expect.poll(() => page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await token(page)).toBeNull();

    await logInWithPassword('Chai@5678');
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Rahul' }).isVisible()).toBe(true);
  });

  it('deleting the account signs out to home with "Your account has been deleted", and the old token no longer works', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    const oldToken = await token(page);
    expect(oldToken).not.toBeNull();
    await page.goto(`${base}/patient/delete-account`);
    await page.getByRole('heading', { level: 1, name: 'Delete your account' }).waitFor();

    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account' }).click();

    await page.getByText('Your account has been deleted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);

    if (setup.mode === 'http') {
      const response = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/user/userIcon`, {
        headers: { Authorization: `Bearer ${oldToken}`, source: 'PATIENT WEB' },
      });
      expect(response.status).toBe(401);
    }
    // Put back by hand, the old token ends its own session at the next start.
    await page.evaluate((t) => localStorage.setItem('token', t ?? ''), oldToken);
    await page.reload();
    await expect.poll(() => token(page)).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
  });

  it('contact us is filled from the profile when signed in and ends with the customer-care number', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/contact-us`);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Rahul Verma');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(PATIENT);
    await page.getByLabel('Your message').fill('Please call me about my lab report.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Thank you, we have your message' });
    await success.waitFor();
    expect(await success.getByRole('link', { name: '1800 3090 101' }).isVisible()).toBe(true);
  });
});
