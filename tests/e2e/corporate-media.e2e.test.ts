import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES } from './browser';

describe.each(MODES)('corporate wellness and the media center on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('corporate: what we offer → an employee’s registration link → an enquiry with a field put right, kept over a reload, sent once with a reference', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/corporate`);
    await page.getByRole('region', { name: 'What we offer companies' }).getByRole('heading', { level: 3, name: 'Health check camps at your office' }).waitFor();
    expect(await page.title()).toBe('Corporate wellness | CareWell');
    const service = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as Record<string, unknown>;
    expect(service).toMatchObject({ '@type': 'Service', provider: { '@type': 'MedicalOrganization', name: 'CareWell' } });
    expect(await page.getByRole('link', { name: 'Register as an employee of Infosys' }).getAttribute('href')).toBe('/auth/register/corporate/infosys');
    await axe.check(page, 'corporate wellness');

    const form = page.getByRole('form', { name: 'Talk to our corporate team' });
    await form.getByRole('textbox', { name: 'Company name' }).fill('Sundaram Textiles');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Kavita Menon');
    await form.getByRole('textbox', { name: /Work e-mail/ }).fill('kavita.menon@gmail.com');
    await form.getByRole('textbox', { name: /Mobile number/ }).fill('+91 98450 12345');
    await form.getByRole('textbox', { name: 'City of your office' }).fill('Coimbatore');
    await form.getByRole('combobox', { name: 'Number of employees' }).selectOption('201-1000');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await form.getByText('Enter your work e-mail, not a personal one like Gmail or Yahoo').waitFor();
    await axe.check(page, 'corporate enquiry with a field message');

    await page.reload();
    await form.getByRole('textbox', { name: 'Company name' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Sundaram Textiles');
    expect(await form.getByRole('combobox', { name: 'Number of employees' }).inputValue()).toBe('201-1000');

    await form.getByRole('textbox', { name: /Work e-mail/ }).fill('kavita.menon@sundaramtextiles.in');
    await form.getByRole('button', { name: 'Send enquiry' }).dblclick();
    const thanks = page.getByRole('status').filter({ hasText: 'Your enquiry number is' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toMatch(/Your enquiry number is CE-\d+\..*kavita\.menon@sundaramtextiles\.in/);

    // Sent: the draft is gone, and the form is empty again after a reload.
    await page.reload();
    await form.getByRole('textbox', { name: 'Company name' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('');
    axe.expectNoneSerious();
  });

  it('media center: releases newest first, one opened by its own address, coverage in a new tab with noopener, the press kit and the contact', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/media-center#release-hindi-app`);
    const release = page.getByRole('article', { name: 'The CareWell app and website now speak Hindi end to end' });
    await release.getByText(/Every screen of the CareWell app and website is now available in Hindi/).waitFor();
    expect(await page.title()).toBe('Media center | CareWell');
    const releases = page.getByRole('region', { name: 'Press releases' });
    expect(await releases.getByRole('heading', { level: 3 }).first().textContent()).toBe('CareWell launches senior care at home in Delhi NCR, Pune and Bengaluru');
    await axe.check(page, 'media center');

    const first = releases.getByRole('article').first();
    expect(await first.getByText(/Senior care gives them one person to call/).isVisible()).toBe(false);
    await first.getByText('Read the full release').click();
    await first.getByText(/Senior care gives them one person to call/).waitFor();

    const story = page.getByRole('region', { name: 'In the news' }).getByRole('link', { name: /Telemedicine in your language/ });
    expect(await story.getAttribute('target')).toBe('_blank');
    expect(await story.getAttribute('rel')).toContain('noopener');
    expect(await story.getAttribute('href')).toMatch(/^https:\/\/www\.thehindu\.com\//);

    const kit = page.getByRole('region', { name: 'Press kit' });
    expect(await kit.getByRole('img', { name: 'The CareWell logo' }).isVisible()).toBe(true);
    const download = page.waitForEvent('download');
    await kit.getByRole('link', { name: 'Download the fact sheet (text)' }).click();
    expect((await download).suggestedFilename()).toBe('carewell-fact-sheet.txt');
    expect(await page.getByRole('region', { name: 'Media contact' }).getByRole('link', { name: 'press@carewell.in' }).getAttribute('href')).toBe('mailto:press@carewell.in');
    axe.expectNoneSerious();
  });

  it('shows both pages from their prerendered HTML alone, in English and Hindi, each with its own description', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/corporate', 'Corporate wellness', /^Healthier teams take fewer sick days/],
        ['/hi/corporate', 'कॉर्पोरेट वेलनेस', /^सेहतमंद टीम कम छुट्टियाँ लेती है/],
        ['/media-center', 'Media center', /^News from CareWell for journalists/],
        ['/hi/media-center', 'मीडिया सेंटर', /^पत्रकारों के लिए CareWell की ख़बरें/],
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
