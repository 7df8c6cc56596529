import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES } from './browser';

describe.each(MODES)('hospitals and pharmacy stores on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('search a hospital by a suggestion -> its page: departments, a tap-to-call link and directions', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/hospitals`);
    const box = page.getByRole('searchbox', { name: 'Hospital name, locality or speciality' });
    await box.pressSequentially('heart');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    await suggestions.waitFor();
    const first = suggestions.getByRole('link').first();
    const name = ((await first.textContent()) ?? '').split(',')[0] ?? '';
    expect(name).toMatch(/Heart Institute$/);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'hospital suggestions')).toEqual([]);
    await first.click();
    await page.waitForURL(/\/hospitals\/IndiHospital\?id=H[A-Z]{3}\d$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('link', { name: /^Call 0\d/ }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(await page.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+%2C\d+\.\d+$/);
    await page.getByRole('region', { name: 'Departments' }).getByText('Cardiology', { exact: true }).waitFor();

    await page.goto(`${base}/hospitals/IndiHospital?id=HNOPE9`);
    await page.getByRole('heading', { level: 1, name: 'Hospital not found' }).waitFor();
  });

  it('no location permission: a clear message -> stores near a pincode -> open one -> a pincode with no stores says so', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/store/stores`);
    // No location permission in this browser: the page says so, and the pincode still works.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByRole('alert').filter({ hasText: /type your pincode/i }).waitFor({ timeout: 15000 });
    await page.getByLabel('Your pincode').fill('560001');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/\/store\/stores\?pincode=560001$/);
    const list = page.getByRole('list', { name: 'Pharmacy stores near you' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(6);
    expect(await list.getByText(/^(Open now|Closed now)$/).count()).toBe(6);
    expect(await list.getByText(/ (k?m) away$/).count()).toBe(6);
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'stores near 560001')).toEqual([]);
    const store = list.getByRole('listitem').first().getByRole('link').first();
    const name = (await store.textContent()) ?? '';
    await store.click();
    await page.waitForURL(/\/store\/StoreIndiVidual\?id=SBEN\d&pincode=560001$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    // A reload keeps the store: its place is in the address.
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.getByRole('link', { name: 'Stores near you' }).first().click();
    await page.getByLabel('Your pincode').fill('800001');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('There are no pharmacy stores near pincode 800001 yet.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Order medicines for home delivery' }).getAttribute('href')).toBe('/search-medicine');
  });

  it('shows /hospitals and /store/stores from their prerendered HTML alone, in English and Hindi, each with its own title, description, link preview and canonical address', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/hospitals', 'Hospitals', /^Find a hospital by name, city or speciality/],
        ['/hi/hospitals', 'अस्पताल', /^नाम, शहर या विशेषज्ञता से अस्पताल ढूँढें/],
        ['/store/stores', 'Stores', /^Pharmacy stores near you/],
        ['/hi/store/stores', 'स्टोर', /^आपके पास के फ़ार्मेसी स्टोर/],
      ] as const) {
        await page.goto(`${base}${address}`);
        expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
        // Search results and shared links show the page's own title and text, at its one address.
        expect(await page.title()).toBe(`${heading} | CareWell`);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${heading} | CareWell`);
        expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toMatch(description);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://carewell.in${address}`);
      }
    } finally {
      await context.close();
    }
  });
});
