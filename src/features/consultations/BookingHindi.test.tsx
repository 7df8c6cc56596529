import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => switchLanguage('en'));

describe('booking a consultation in Hindi', { timeout: 40000 }, () => {
  it('shows the specialist search in Hindi, and says so in Hindi when no doctor matches', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/book/bookSpecialist');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ से ऑनलाइन परामर्श लें' }, { timeout: 15000 })).toBeVisible();
    expect(within(screen.getByLabelText('विशेषज्ञता')).getByRole('option', { name: 'त्वचा रोग' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('डॉक्टर का नाम'), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('इन फ़िल्टर से कोई डॉक्टर नहीं मिलता। ज़्यादा डॉक्टर देखने के लिए कोई फ़िल्टर हटाएँ।', undefined, { timeout: 10000 })).toBeVisible();
  });

  it("offers the family physician's slots under Hindi days", async () => {
    await switchLanguage('hi');
    await renderApp('/book/bookConsultationGP', { signInAs: DEMO.patient });
    expect(await screen.findByRole('heading', { level: 1, name: 'फ़ैमिली डॉक्टर से परामर्श लें' }, { timeout: 15000 })).toBeVisible();
    const dates = screen.getByRole('group', { name: 'तारीख़ें' });
    expect(within(dates).getByRole('button', { name: 'आज' })).toBeVisible();
    expect(within(dates).getByRole('button', { name: 'कल' })).toBeVisible();
  });

  it("says in Hindi, in the domain's words, what the call-back form is missing", async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/RXFlashForm');
    await user.click(await screen.findByRole('button', { name: 'कॉल बैक का अनुरोध करें' }, { timeout: 15000 }));
    expect(await screen.findByText('हमें इस नंबर पर कॉल करने देने के लिए टिक करें')).toBeVisible();
    expect(screen.getByRole('option', { name: 'जितनी जल्दी हो सके' })).toBeInTheDocument();
  });
});
