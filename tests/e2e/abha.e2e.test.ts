import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { browserSuite, MODES, signIn, waitOutThrottle } from './browser';

const RAHUL = '9123456780';
const PRIYA = '9876543210';
/** A valid Aadhaar number (Verhoeff check digit 4) that shares no six digits with the OTP or the mobile. */
const AADHAAR = '234567890124';
/** The one call allowed to carry the number (docs/api.md "ABHA"). */
const AADHAAR_CALL = /\/abha\/enrollment\/request\/otp$/;
/** The forgot flow's one call allowed to carry it. */
const RETRIEVE_AADHAAR_CALL = /\/abha\/profile\/login\/aadhaar\/request\/otp$/;

/** Everything this page can read of its storage: local and session storage, cookies, and every IndexedDB database, names and values. */
async function storedText(page: Page, context: BrowserContext): Promise<Record<string, string>> {
  const inPage = await page.evaluate(async () => {
    const read = (storage: Storage) => JSON.stringify(Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)])));
    const databases = await indexedDB.databases();
    const dumps = await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<string>((resolve) => {
            if (name === undefined) return resolve('');
            const open = indexedDB.open(name);
            open.onerror = () => resolve(`${name}: unreadable`);
            open.onsuccess = () => {
              const db = open.result;
              const stores = [...db.objectStoreNames];
              if (stores.length === 0) return resolve(name);
              const tx = db.transaction(stores, 'readonly');
              const parts: string[] = [name, ...stores];
              for (const store of stores) {
                const keys = tx.objectStore(store).getAllKeys();
                keys.onsuccess = () => parts.push(JSON.stringify(keys.result));
                const values = tx.objectStore(store).getAll();
                values.onsuccess = () => parts.push(JSON.stringify(values.result));
              }
              tx.oncomplete = () => {
                db.close();
                resolve(parts.join('\n'));
              };
            }
          }),
      ),
    );
    return { localStorage: read(localStorage), sessionStorage: read(sessionStorage), 'document.cookie': document.cookie, indexedDB: dumps.join('\n') };
  });
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  return { ...inPage, cookies };
}

describe.each(MODES)('ABHA on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('create ABHA with Aadhaar → card shows the 14-digit number → Aadhaar found nowhere in storage, cookies, URLs', async () => {
    const { page, context } = suite.tracked;
    const urls: string[] = [];
    const requests: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('request', (request) => {
      const url = request.url();
      requests.push(AADHAAR_CALL.test(new URL(url).pathname) ? url : `${url}\n${request.postData() ?? ''}`);
    });
    await signIn(page, base, RAHUL);
    await page.goto(`${base}/Abha/abhaRegistration`);
    await page.getByRole('link', { name: 'With Aadhaar' }).click();
    await page.waitForURL(/\/Abha\/create-aadhar$/);
    await page.getByRole('checkbox', { name: /I agree to share my Aadhaar details/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByLabel('Aadhaar number', { exact: true }).fill('2345 6789 0125');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('This is not a valid Aadhaar number. Check the digits and try again.').waitFor();
    await page.getByLabel('Aadhaar number').fill('2345 6789 0124');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Aadhaar XXXX-XXXX-0124').waitFor();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await page.getByLabel('Mobile number').fill(RAHUL);
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const suggestions = page.getByRole('region', { name: 'Suggestions' });
    await suggestions.waitFor();
    await page.getByLabel('ABHA address').fill('priyasharma');
    await page.getByText('priyasharma@abdm is taken. Choose another or pick a suggestion.').waitFor({ timeout: 15000 });
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'ABHA address step')).toEqual([]);
    await suggestions.getByRole('button').first().click();
    await page.getByText(/@abdm is available\.$/).waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: 'Create my ABHA' }).click();

    await page.getByText('Your ABHA is ready.').waitFor();
    const number = (await page.getByTestId('abha-number').textContent()) ?? '';
    expect(number).toMatch(/^\d{2}-\d{4}-\d{4}-\d{4}$/);
    await page.getByRole('img', { name: /QR code of your ABHA/ }).waitFor();
    await page.getByRole('link', { name: 'See my ABHA card' }).click();
    await page.getByTestId('abha-number').filter({ hasText: number, visible: true }).waitFor();
    // A reload: the card comes back from the service, nothing of the flow from the browser.
    await page.reload();
    await page.getByTestId('abha-number').filter({ hasText: number }).waitFor();
    await page.getByRole('region', { name: 'Records linked to your ABHA' }).getByText(/^No records are linked to your ABHA yet\./).waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'my ABHA card with its linked records')).toEqual([]);

    const stored = await storedText(page, context);
    const places: Record<string, string> = { ...stored, 'page addresses': urls.join('\n'), 'requests (but the Aadhaar call)': requests.join('\n') };
    const found = Object.entries(places)
      .filter(([, text]) => text.replace(/[\s-]/g, '').includes(AADHAAR))
      .map(([where]) => where);
    expect(found).toEqual([]);
    expect(requests.some((line) => AADHAAR_CALL.test(new URL(line.split('\n')[0] ?? '').pathname))).toBe(setup.mode === 'http');
  });

  it('forgot ABHA number → found by Aadhaar’s OTP, the number masked → Aadhaar found nowhere in storage, cookies, URLs, other requests or the console', async () => {
    const { page, context } = suite.tracked;
    const urls: string[] = [];
    const requests: string[] = [];
    const logs: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('console', (message) => logs.push(message.text()));
    page.on('request', (request) => {
      const url = request.url();
      requests.push(RETRIEVE_AADHAAR_CALL.test(new URL(url).pathname) ? url : `${url}\n${request.postData() ?? ''}`);
    });
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/Abha/abharetrive`);
    await page.getByRole('radio', { name: 'My Aadhaar number' }).check();
    await page.getByLabel('Aadhaar number', { exact: true }).fill('2345 6789 0125');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('This is not a valid Aadhaar number. Check the digits and try again.').waitFor();
    await page.getByLabel('Aadhaar number', { exact: true }).fill('2345 6789 0124');
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Aadhaar XXXX-XXXX-0124').waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'forgot ABHA by Aadhaar, its OTP')).toEqual([]);
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Show my ABHA numbers' }).click();
    const found = page.getByRole('region', { name: 'ABHA numbers of Aadhaar XXXX-XXXX-0124' });
    await found.getByText('91-4819-7073-XXXX').waitFor();

    const stored = await storedText(page, context);
    const places: Record<string, string> = {
      ...stored,
      'page addresses': urls.join('\n'),
      'requests (but the Aadhaar call)': requests.join('\n'),
      console: logs.join('\n'),
      'page text': (await page.textContent('body')) ?? '',
    };
    const where = Object.entries(places)
      .filter(([, text]) => text.replace(/[\s-]/g, '').includes(AADHAAR))
      .map(([place]) => place);
    expect(where).toEqual([]);
    expect(requests.some((line) => RETRIEVE_AADHAAR_CALL.test(new URL(line.split('\n')[0] ?? '').pathname))).toBe(setup.mode === 'http');
  });

  it('create ABHA with a driving licence → a photo that is a PDF refused at its field → enrolment number → the licence found nowhere in storage, cookies or URLs', async () => {
    const { page, context } = suite.tracked;
    const LICENCE = 'KA0120150012345';
    const urls: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    await signIn(page, base, RAHUL);
    await page.goto(`${base}/Abha/abhaRegistration`);
    await page.getByRole('link', { name: 'With a driving licence' }).click();
    await page.waitForURL(/\/Abha\/create-driving$/);
    await page.getByRole('checkbox', { name: /driving licence details with ABDM/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Mobile number').fill(RAHUL);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill('123456');
    await page.getByRole('button', { name: 'Verify mobile' }).click();

    await page.getByLabel('Driving licence number').fill('KA01 2015 0012345');
    await page.getByLabel('First name').fill('Rahul');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Date of birth').fill('1990-06-01');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    await page.getByLabel('Photo of the front of the licence').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByLabel('Photo of the back of the licence').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') });
    await page.getByLabel('Address as on the licence').fill('44 Residency Road');
    await page.getByRole('option', { name: 'Karnataka' }).waitFor({ state: 'attached' });
    await page.getByLabel('State').selectOption('29');
    await page.getByRole('option', { name: 'Bengaluru Urban' }).waitFor({ state: 'attached' });
    await page.getByLabel('District').selectOption('583');
    await page.getByLabel('Pincode').fill('560025');
    await page.getByRole('button', { name: 'Send for enrolment' }).click();
    await page.getByText('This file is not a JPEG or PNG photo, whatever its name says. Take a photo of the licence instead.').waitFor();
    if (setup.mode === 'fake') expect(await seriousViolations(page, 'driving licence details with a message')).toEqual([]);
    await page.getByLabel('Photo of the back of the licence').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Send for enrolment' }).click();

    await page.getByRole('heading', { name: 'Your ABHA enrolment is on its way' }).waitFor();
    expect(await page.getByText(/^DL-\d+$/).count()).toBe(1);
    await page.getByText('KA01 XXXXXXX2345').waitFor();
    const stored = await storedText(page, context);
    const found = Object.entries({ ...stored, 'page addresses': urls.join('\n') })
      .filter(([, text]) => text.replace(/[\s-]/g, '').includes(LICENCE))
      .map(([where]) => where);
    expect(found).toEqual([]);
  });
});
