import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES } from './browser';
import { chooseHindi, englishOnScreen } from './hindi';

describe.each(MODES)('a product’s landing page and Smart Clinics on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('care landing → the Smart Clinics tile → a clinic found by pincode → a visit requested there, the missing consent said at its field first', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/care/landing-page`);
    await page.getByRole('heading', { level: 1, name: 'CareWell Care' }).waitFor();
    await page.getByRole('region', { name: 'Offers for you' }).getByText('First consultation free').waitFor();
    expect(await page.getByRole('link', { name: 'Consult a doctor now' }).getAttribute('href')).toBe('/care/book-consultation');
    await axe.check(page, 'care landing page');

    await page.getByRole('region', { name: 'Our services' }).getByRole('link', { name: /Smart Clinics/ }).click();
    await page.waitForURL(`${base}/care/Smart-Clinic`);
    await page.getByRole('heading', { level: 1, name: 'Smart Clinic' }).waitFor();
    await page.getByRole('searchbox', { name: 'Pincode or city' }).fill('560038');
    const clinics = page.getByRole('region', { name: 'Smart Clinics' });
    await clinics.getByRole('status').filter({ hasText: '1 Smart Clinic' }).waitFor();
    await axe.check(page, 'smart clinics');
    await clinics.getByRole('button', { name: 'Book a visit here: CareWell Smart Clinic Indiranagar' }).click();

    const form = page.getByRole('form', { name: 'Book a visit' });
    expect(await form.getByRole('combobox', { name: 'Smart Clinic' }).inputValue()).toBe('SC-BLR-01');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ramesh Kulkarni');
    await form.getByRole('textbox', { name: /Mobile number/ }).fill(setup.mode === 'fake' ? '98450 12341' : '98450 12342');
    await form.getByRole('button', { name: 'Request the visit' }).click();
    await form.getByText('Tick to let us call you on this number').waitFor();
    expect(await form.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Ramesh Kulkarni');

    await form.getByRole('checkbox', { name: /I agree to be called/ }).check();
    await form.getByRole('button', { name: 'Request the visit' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Your request number is' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('to fix your visit');
    axe.expectNoneSerious();
  });

  it('a product nobody knows gets the generic landing page, and the Smart Clinics read in Hindi', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/no-such-partner/landing-page`);
    await page.getByRole('heading', { level: 1, name: /Health care from .+, wherever you are/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Our services' }).getByRole('link').count()).toBe(6);

    await page.goto(`${base}/care/Smart-Clinic?q=Mumbai`);
    await page.getByRole('heading', { level: 1, name: 'Smart Clinic' }).waitFor();
    await chooseHindi(page);
    await page.getByRole('heading', { level: 1, name: 'स्मार्ट क्लिनिक' }).waitFor();
    await page.getByRole('region', { name: 'स्मार्ट क्लिनिक' }).getByRole('status').filter({ hasText: '2 स्मार्ट क्लिनिक' }).waitFor();
    await page.getByRole('form', { name: 'विज़िट बुक करें' }).waitFor();
    expect(await englishOnScreen(page)).toEqual([]);
  });
});
