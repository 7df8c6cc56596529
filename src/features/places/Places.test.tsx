import { screen, waitFor, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../app/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('hospitals and pharmacy stores', { timeout: 30000 }, () => {
  it('suggests hospitals as one types, and a suggestion opens the hospital with its departments, a phone link, directions and its description for search engines', async () => {
    const { user } = await renderApp('/hospitals');
    const box = await screen.findByRole('searchbox', { name: 'Hospital name, locality or speciality' }, { timeout: 15000 });
    await user.type(box, 'heart');
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' }, { timeout: 15000 });
    const first = within(suggestions).getAllByRole('link')[0] as HTMLElement;
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/hospitals\/IndiHospital\?id=H[A-Z]{3}\d$/));
    const name = first.textContent?.split(',')[0] ?? '';
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Call 0\d/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/));
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/));
    expect(within(screen.getByRole('region', { name: 'Departments' })).getByText('Cardiology')).toBeVisible();
    const described = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(described).toMatchObject({ '@type': 'Hospital', name, url: `${window.location.origin}${first.getAttribute('href') ?? ''}` });
  });

  it('filters by city and speciality from the address, and measures from a pincode typed', async () => {
    const { user } = await renderApp('/hospitals/AllHospitals?city=Bengaluru&speciality=Cardiology');
    const list = await screen.findByRole('list', { name: 'Hospitals found' }, { timeout: 15000 });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('Distance')).toBeDisabled();
    await user.type(screen.getByLabelText('Your pincode'), '5600');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Your pincode')).toHaveAccessibleDescription('A pincode has 6 digits');
    await user.type(screen.getByLabelText('Your pincode'), '01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Distances from pincode 560001.')).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Hospitals found' })).getAllByText(/km away$/).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Distance')).toBeEnabled();
  });

  it('says a hospital is not found for an unknown id, and which to show for none', async () => {
    await renderApp('/hospitals/IndiHospital?id=HNOPE9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hospital not found' }, { timeout: 15000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search hospitals' })).toHaveAttribute('href', '/hospitals');
  });

  it('lists the stores near a pincode, open or closed, and opens one; a pincode with none says so', async () => {
    const { user } = await renderApp('/store/stores');
    expect(await screen.findByText(/Type your pincode, or use your location/, {}, { timeout: 15000 })).toBeVisible();
    await user.type(screen.getByLabelText('Your pincode'), '560001');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const list = await screen.findByRole('list', { name: 'Pharmacy stores near you' });
    const stores = within(list).getAllByRole('listitem');
    expect(stores).toHaveLength(6);
    expect(within(list).getAllByText(/^(Open now|Closed now)$/)).toHaveLength(6);
    const link = within(stores[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/store\/StoreIndiVidual\?id=SBEN\d&pincode=560001$/));
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: link.textContent ?? '' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+919\d{9}$/));

    await user.click(screen.getByRole('link', { name: 'Stores near you' }));
    const field = await screen.findByLabelText('Your pincode');
    await user.clear(field);
    await user.type(field, '800001');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/There are no pharmacy stores near pincode 800001 yet/)).toBeVisible();
  });

  it('explains a refused location, and the pincode still works', async () => {
    const { user, services } = await renderApp('/store/stores');
    vi.spyOn(services.get(TOKENS.DeviceLocation), 'current').mockResolvedValueOnce(Err({ kind: 'denied' })).mockResolvedValueOnce(Ok({ latitude: 13.08, longitude: 80.27 }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }, { timeout: 15000 }));
    expect(await screen.findByText(/Location access is blocked for this site/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Distances from your location.')).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Pharmacy stores near you' })).toHaveTextContent(/Chennai/);
  });

  it('reads in Hindi, the hospitals’ names as sent', async () => {
    await switchLanguage('hi');
    await renderApp('/hospitals');
    expect(await screen.findByRole('heading', { level: 1, name: 'अस्पताल' }, { timeout: 15000 })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'अस्पताल का नाम, इलाका या विशेषज्ञता' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन इस्तेमाल करें' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'मिले अस्पताल' });
    expect(within(list).getAllByRole('heading')[0]?.querySelector('[translate="no"]')).not.toBeNull();
  });
});
