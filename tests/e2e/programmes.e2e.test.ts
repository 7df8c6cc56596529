import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES } from './browser';

/** Rahul (fakes/seed.ts). */
const PATIENT = '9123456780';
const WOMEN_BASIC = 'Cancer Screening – Women, Basic';

describe.each(MODES)('programme pages on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('cancer screening: plans → a plan → Book as a visitor → login → back → the lab-test cart has it → home collection', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/cancer-screening`);
    await page.getByRole('region', { name: 'For women' }).getByRole('heading', { level: 3, name: WOMEN_BASIC }).waitFor();
    await axe.check(page, 'cancer screening');
    await page.getByRole('link', { name: `Tests and preparation: ${WOMEN_BASIC}` }).click();
    await page.waitForURL(`${base}/cancer-screening/planDetail/CSW101`);
    await page.getByRole('heading', { level: 1, name: WOMEN_BASIC }).waitFor();
    expect(await page.title()).toBe(`${WOMEN_BASIC} – Cancer screening plan | CareWell`);
    await page.getByRole('region', { name: 'What is tested' }).getByRole('rowheader', { name: 'Pap Smear (Liquid-Based Cytology)' }).waitFor();
    await axe.check(page, 'screening plan');

    await page.getByRole('button', { name: 'Add pincode for sample collection' }).click();
    await page.getByLabel('Pincode for sample collection').fill('560001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Book this plan' }).click();
    await page.waitForURL(`${base}/auth/login?refer=/cancer_screening/planDetail/CSW101_addToCart__true`);

    await page.getByLabel('Mobile number').fill(PATIENT);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();

    await page.waitForURL(`${base}/healthcare/diagnostics-cart`);
    await page.getByTestId('cart-item-PK0009').waitFor();
    expect(await page.getByTestId('cart-item-PK0009').textContent()).toContain(WOMEN_BASIC);
    await page.getByRole('link', { name: 'Choose address and slot' }).click();
    await page.waitForURL(`${base}/healthcare/home-collection`);

    axe.expectNoneSerious();
  });

  it('genomic wellness: a call back asked for, the missing consent shown at its field with what was typed kept, then sent', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/genomic-wellness`);
    const form = page.getByRole('form', { name: 'Request a call back' });
    await form.waitFor();
    await axe.check(page, 'genomic wellness');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
    await form.getByRole('textbox', { name: /Mobile number/ }).fill('12345');
    await form.getByRole('textbox', { name: /What would you like to ask/ }).fill('My mother had breast cancer; should I be tested?');
    await form.getByRole('button', { name: 'Request a call back' }).click();
    await form.getByText('Tick to let us call you on this number').waitFor();
    expect(await form.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Meera Iyer');

    await form.getByRole('textbox', { name: /Mobile number/ }).fill(setup.mode === 'fake' ? '98450 12311' : '98450 12312');
    await form.getByRole('checkbox', { name: /I agree to be called/ }).check();
    await form.getByRole('button', { name: 'Request a call back' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Your request number is' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('within 30 minutes');
  });

  it('shows the programme pages from their prerendered HTML alone, in English and Hindi, each with its own description', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/cancer-screening', 'Cancer screening', /^Most cancers can be treated when they are found early/],
        ['/hi/cancer-screening', 'कैंसर जाँच', /^ज़्यादातर कैंसर जल्दी पकड़ में आ जाएँ/],
        ['/genomic-wellness', 'Genomic wellness', /^Your genes shape your risk/],
        ['/hi/surgery-care', 'सर्जरी केयर', /^पहली राय से लेकर घर पर ठीक होने तक/],
      ] as const) {
        await page.goto(`${base}${address}`);
        expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
      }
    } finally {
      await context.close();
    }
  });
});
