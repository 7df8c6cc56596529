import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => switchLanguage('en'));

/** The page as the patient first sees it, then turned into Hindi as the header's switch does. */
async function inHindi(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15000 });
  await act(() => switchLanguage('hi'));
  return app;
}

describe('lab tests in Hindi', { timeout: 30000 }, () => {
  it('shows the lab test search in Hindi, and says so in Hindi when a search finds nothing', async () => {
    localStorage.setItem('zipcode', '560038');
    const { user } = await inHindi('/healthcare/diagnostics');
    expect(screen.getByRole('heading', { level: 1, name: 'घर बैठे लैब जाँच बुक करें' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'लोकप्रिय हेल्थ पैकेज' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'लैब जाँच और पैकेज खोजें' }), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('“zzzz” से कोई जाँच नहीं मिलती। इसका आम नाम (शुगर, थायरॉइड, विटामिन D) या कम अक्षर लिखकर देखें।', undefined, { timeout: 10000 })).toBeVisible();
  });

  it('says in Hindi that the lab test cart is empty', async () => {
    await inHindi('/healthcare/diagnostics-cart', { signInAs: DEMO.patient });
    expect(await screen.findByRole('heading', { level: 1, name: 'लैब जाँच कार्ट' })).toBeVisible();
    expect(screen.getByText('आपका लैब जाँच कार्ट खाली है।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'लैब जाँच और पैकेज खोजें' })).toBeVisible();
  });

  it("asks in Hindi for a pincode before listing labs, in the domain's words", async () => {
    localStorage.removeItem('zipcode');
    await inHindi('/mdiagnostic/diagnostic');
    expect(screen.getByRole('heading', { level: 1, name: 'आपके पास की लैब' })).toBeVisible();
    expect(await screen.findByText('अपने पास की लैब देखने के लिए अपना पिनकोड डालें।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'लैब खोजें' })).toBeVisible();
  });
});
