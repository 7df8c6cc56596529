import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, signIn } from './browser';

const SUBSCRIBER = '9876543210';
const PATIENT = '9123456780';

describe.each(MODES)('the shell on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('sends a visitor who opens a protected page to the login page with the refer path', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/patient/consultations`);
    await page.waitForURL(/\/auth\/login\?refer=/);
    expect(new URL(page.url()).searchParams.get('refer')).toBe('/patient/consultations'.replaceAll('-', '_'));
    await expect.poll(() => page.getByLabel('Mobile number').isVisible()).toBe(true);
  });

  it('redirects /flipkarthealth to the Flipkart Health registration', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/flipkarthealth`);
    await page.waitForURL(`${base}/auth/register/flipkarthealth`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Flipkart/i);
  });

  it('refuses to copy page text and says why', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const heading = document.querySelector('h1');
      if (!heading) throw new Error('no heading');
      const range = document.createRange();
      range.selectNodeContents(heading);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      document.execCommand('copy');
    });
    await expect
      .poll(() => page.getByText('Copying is disabled on this site for security reasons.').isVisible())
      .toBe(true);
  });

  it('shows a visitor the public header with the Login / Register button', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Offers', 'Consult Specialist', 'Medicine', 'Diagnostics']) {
      await expect.poll(() => nav.getByRole('link', { name: item, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByText('1800 3090 101').first().isVisible()).toBe(true);
  });

  it('signs a Care Plus member in with OTP 123456 and shows their name and crown', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, SUBSCRIBER);
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Priya' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByText('Care Plus Member').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Login / Register' }).count()).toBe(0);
  });

  it('shows no Care Plus crown to a patient without an active subscription', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Rahul' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByText('Care Plus Member').count()).toBe(0);
  });

  it('returns to the page that asked for sign-in', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/patient/health-record`);
    await page.waitForURL(/refer=/);
    await page.getByLabel('Mobile number').fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(`${base}/patient/health-record`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Patient menu' }).isVisible()).toBe(true);
  });

  it('logs out: storage emptied, back on the home page, with the logged-out toast', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, SUBSCRIBER);
    await page.getByRole('button', { name: 'Account menu for Priya' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged Out successfully').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
  });

  it('enters through SSO with a token in the address, strips it and signs the partner user in', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/patient/consultations?token=demo-sso-token`);
    await page.waitForURL(`${base}/patient/consultations`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('demo-sso-token');
    await expect.poll(() => page.getByRole('navigation', { name: 'Patient menu' }).isVisible()).toBe(true);
  });

  it('refuses a sign-in link whose token opens no account: says so, keeps the open session, and the token leaves the address and history', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    const rahulToken = await page.evaluate(() => localStorage.getItem('token'));

    await page.goto(`${base}/patient/consultations?token=planted-token&tab=upcoming`);

    await page.getByText('This sign-in link is not valid or has expired').waitFor();
    expect(page.url()).toBe(`${base}/patient/consultations?tab=upcoming`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(rahulToken);
    await page.getByRole('button', { name: 'Account menu for Rahul' }).waitFor();
    await page.goBack();
    expect(page.url()).not.toContain('planted-token');
  });

  it('ends the open session fully when a sign-in link opens someone else’s account, and says whose account is open now', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.evaluate(() => sessionStorage.setItem('draft:consultation-reason', 'left by Rahul'));

    await page.goto(`${base}/patient/consultations?token=demo-sso-token`);

    // Anita's partner hides the app bar (spec §6), so the message names her account.
    await page.getByText('You are now signed in as Anita Desai.').waitFor();
    await page.getByRole('navigation', { name: 'Patient menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu for Rahul' }).count()).toBe(0);
    expect(page.url()).toBe(`${base}/patient/consultations`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('demo-sso-token');
    expect(await page.evaluate(() => sessionStorage.getItem('draft:consultation-reason'))).toBeNull();
  });

  it('ends the session when a call is refused with 401 mid-session', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, SUBSCRIBER);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu for Priya' }).isVisible()).toBe(true);
    await setup.injectFault(page, '401');
    // Client-side navigation: the page is not reloaded, so the next call is the profile's.
    await page.getByRole('button', { name: 'Account menu for Priya' }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
  });

  it('hides the header on the login page', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
  });

  it('shows a real not-found page for an unknown address', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
  });

});
