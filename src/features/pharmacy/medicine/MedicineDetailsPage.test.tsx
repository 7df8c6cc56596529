import { act, screen, waitFor, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Medicine, MedicineDetail } from '../../../../domain/pharmacy/model';
import { medicine } from '../../../../domain/pharmacy/test-medicine';
import { FakePharmacyApi } from '../../../../fakes/pharmacy/api';
import { switchLanguage } from '../../../i18n/i18n';
import { DEMO, renderApp } from '../../../test/render-app';

/** The pincode chip's text, 'Deliver to 560001' (the pincode is bold, so it spans two nodes). */
const deliverTo = (_: string, element: Element | null) => element?.tagName === 'SPAN' && /^Deliver to \d{6}$/.test(element.textContent ?? '');

afterEach(() => {
  vi.restoreAllMocks();
});

// Dolo 650: ₹30.45 for 15 tablets = ₹2.03 a tablet.
const DOLO: MedicineDetail = {
  ...medicine({ id: 'dolo', isRxRequired: false }),
  descriptionHtml: '<p>Relieves <strong>fever</strong> and pain.</p><img src="x" onerror="window.__pwned = true">',
  uses: ['Fever', 'Headache'],
  sideEffects: ['Nausea', 'Rash'],
  storage: 'Store below 30°C, away from light.',
};

const CANDIDATES: Medicine[] = [
  medicine({ id: 'crocin', name: 'Crocin 650 Tablet', manufacturer: 'GSK', pricePaise: 3300, packSize: 15 }), // ₹2.20: 9% more
  medicine({ id: 'calpol', name: 'Calpol 650 Tablet', manufacturer: 'GSK', pricePaise: 1260, packSize: 10, packLabel: 'Strip of 10 tablets' }), // ₹1.26: save 37%
  medicine({ id: 'pacimol', name: 'Pacimol 650 Tablet', manufacturer: 'Ipca', pricePaise: 1800, packSize: 15, available: false }), // ₹1.20: save 40%, not deliverable
  medicine({ id: 'p500', name: 'Paracip 500 Tablet', composition: [{ salt: 'Paracetamol', strength: '500 mg' }], pricePaise: 500 }), // other strength
  medicine({ id: 'syrup', name: 'Dolo Syrup', form: 'SYRUP', pricePaise: 100 }), // other form
];

function stubMedicine(detail: MedicineDetail = DOLO, candidates: Medicine[] = CANDIDATES) {
  // A fresh object per answer, as a server gives.
  vi.spyOn(FakePharmacyApi.prototype, 'medicine').mockImplementation(async () => Ok({ ...detail }));
  return vi.spyOn(FakePharmacyApi.prototype, 'substitutes').mockImplementation(async () => Ok(candidates));
}

const substitutesSection = () => screen.getByRole('region', { name: 'Substitutes' });
const substituteNames = () =>
  within(within(substitutesSection()).getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => within(h).getByRole('link').textContent);

describe('/{product}/medicine-details?id=…', () => {
  it('shows name, maker, composition and strength, form, pack, price, MRP, discount, price per unit, availability and the cart control', async () => {
    localStorage.setItem('pincode', '560001');
    stubMedicine();
    await renderApp('/healthcare/medicine-details?id=dolo', { signInAs: DEMO.patient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Dolo 650 Tablet' });
    expect(article).toHaveTextContent('By Micro Labs Ltd');
    expect(article).toHaveTextContent('CompositionParacetamol 650 mg');
    expect(article).toHaveTextContent('Formtablet');
    expect(article).toHaveTextContent('PackStrip of 15 tablets');
    expect(article).toHaveTextContent('Price ₹30.45');
    expect(article.querySelector('s')).toHaveTextContent('MRP ₹33.00');
    expect(article).toHaveTextContent('7% off');
    expect(article).toHaveTextContent('₹2.03 per tablet');
    expect(article).toHaveTextContent('Deliverable to 560001');
    expect(screen.getByText(deliverTo)).toHaveTextContent('Deliver to 560001');
    expect(await screen.findByRole('button', { name: 'Add to cart: Dolo 650 Tablet' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dolo 650 Tablet – Medicine details | CareWell'));
  });

  it('shows the description through SafeHtml (no handler survives), then uses, side effects and storage', async () => {
    stubMedicine();
    await renderApp('/healthcare/medicine-details?id=dolo');

    const about = await screen.findByRole('region', { name: 'About Dolo 650 Tablet' });
    expect(about).toHaveTextContent('Relieves fever and pain.');
    expect(about.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(within(screen.getByRole('region', { name: 'Uses' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fever', 'Headache']);
    expect(within(screen.getByRole('region', { name: 'Side effects' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nausea', 'Rash']);
    expect(screen.getByRole('region', { name: 'Storage' })).toHaveTextContent('Store below 30°C, away from light.');
  });

  it('spells out the Rx flag and says to ask the doctor before switching a prescription medicine', async () => {
    stubMedicine({ ...DOLO, isRxRequired: true });
    await renderApp('/healthcare/medicine-details?id=dolo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getAllByText('Prescription required')[0]).toBeVisible();
    expect(substitutesSection()).toHaveTextContent('Dolo 650 Tablet is a prescription medicine: ask your doctor before switching to a substitute.');
  });

  it('says when a medicine cannot be delivered to the pincode', async () => {
    localStorage.setItem('pincode', '110001');
    stubMedicine({ ...DOLO, available: false });
    await renderApp('/healthcare/medicine-details?id=dolo');

    expect(await screen.findByText('Not deliverable to 110001')).toBeInTheDocument();
  });
});

describe('substitutes', () => {
  it('lists only the same salt, strength and form, cheapest per unit first, each with its price per unit and "Save x%" or "Costs y% more"', async () => {
    stubMedicine();
    await renderApp('/healthcare/medicine-details?id=dolo');
    await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' });

    await waitFor(() => expect(substituteNames()).toEqual(['Pacimol 650 Tablet', 'Calpol 650 Tablet', 'Crocin 650 Tablet']));
    const section = substitutesSection();
    expect(section).toHaveTextContent('Same salt, same strength, same form: Paracetamol 650 mg, as a tablet.');
    expect(section).toHaveTextContent('Dolo 650 Tablet: ₹2.03 per tablet (Strip of 15 tablets)');
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('₹1.20 per tablet');
    expect(items[0]).toHaveTextContent('Save 40% per unit, compared with Dolo 650 Tablet');
    expect(items[0]).toHaveTextContent('Not deliverable');
    expect(items[1]).toHaveTextContent('₹1.26 per tablet');
    expect(items[1]).toHaveTextContent('Save 37%');
    expect(items[1]).toHaveTextContent('Strip of 10 tablets');
    expect(items[2]).toHaveTextContent('₹2.20 per tablet');
    expect(items[2]).toHaveTextContent('Costs 9% more');
    expect(section).not.toHaveTextContent('Paracip 500');
    expect(section).not.toHaveTextContent('Dolo Syrup');
  });

  it("marks the cheapest deliverable substitute that saves something as 'Best value', never one that can't be delivered", async () => {
    stubMedicine();
    await renderApp('/healthcare/medicine-details?id=dolo');
    await waitFor(() => expect(substituteNames()).toHaveLength(3));

    const best = within(substitutesSection()).getAllByText('Best value');
    expect(best).toHaveLength(1);
    expect(best[0]?.closest('li')).toHaveTextContent('Calpol 650 Tablet');
  });

  it('sorts by name or by price per unit with the sort toggle', async () => {
    stubMedicine();
    const { user } = await renderApp('/healthcare/medicine-details?id=dolo');
    await waitFor(() => expect(substituteNames()).toHaveLength(3));
    const sort = screen.getByRole('group', { name: 'Sort substitutes by' });
    expect(within(sort).getByRole('radio', { name: 'Price per unit' })).toBeChecked();

    await user.click(within(sort).getByRole('radio', { name: 'Name' }));
    expect(substituteNames()).toEqual(['Calpol 650 Tablet', 'Crocin 650 Tablet', 'Pacimol 650 Tablet']);

    await user.click(within(sort).getByRole('radio', { name: 'Price per unit' }));
    expect(substituteNames()).toEqual(['Pacimol 650 Tablet', 'Calpol 650 Tablet', 'Crocin 650 Tablet']);
  });

  it('says so when there is no equivalent', async () => {
    stubMedicine(DOLO, [CANDIDATES[3] as Medicine]);
    await renderApp('/healthcare/medicine-details?id=dolo');

    expect(await within(await screen.findByRole('region', { name: 'Substitutes' })).findByText(/No other medicine has the same salt, strength and form/)).toBeInTheDocument();
  });

  it('shows a failure to load substitutes with Try again, which loads them', async () => {
    stubMedicine();
    vi.spyOn(FakePharmacyApi.prototype, 'substitutes').mockResolvedValueOnce(Err({ kind: 'network' }));
    const { user } = await renderApp('/healthcare/medicine-details?id=dolo');

    const alert = await within(await screen.findByRole('region', { name: 'Substitutes' })).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load substitutes. You seem to be offline.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(substituteNames()).toHaveLength(3));
  });
});

describe('medicine page edge cases', () => {
  it('explains a link without an id, with a way to search', async () => {
    await renderApp('/healthcare/medicine-details');

    expect(await screen.findByRole('heading', { level: 1, name: 'Medicine details' })).toBeInTheDocument();
    expect(screen.getByText(/This link does not say which medicine to show/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search medicines' })).toHaveAttribute('href', '/healthcare/medicine');
  });

  it('says a medicine that does not exist was not found', async () => {
    vi.spyOn(FakePharmacyApi.prototype, 'medicine').mockResolvedValue(Err({ kind: 'not-found', message: 'No such product' }));
    await renderApp('/healthcare/medicine-details?id=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Medicine not found' })).toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads the medicine', async () => {
    stubMedicine();
    vi.spyOn(FakePharmacyApi.prototype, 'medicine').mockResolvedValueOnce(Err({ kind: 'timeout' }));
    const { user } = await renderApp('/healthcare/medicine-details?id=dolo');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this medicine. The server took too long to answer.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
  });

  it('asks again for the medicine and substitutes when the pincode changes, keeping the page on screen', async () => {
    localStorage.setItem('pincode', '560001');
    const substitutes = stubMedicine();
    const { user } = await renderApp('/healthcare/medicine-details?id=dolo');
    await waitFor(() => expect(substituteNames()).toHaveLength(3));
    const loads = vi.mocked(FakePharmacyApi.prototype.medicine).mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Change delivery pincode' }));
    await user.clear(screen.getByLabelText('Delivery pincode'));
    await user.type(screen.getByLabelText('Delivery pincode'), '400001{Enter}');

    await waitFor(() => expect(vi.mocked(FakePharmacyApi.prototype.medicine).mock.calls.length).toBe(loads + 1));
    await waitFor(() => expect(substitutes.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Deliverable to 400001');
  });
});

describe('from search to a medicine on the fake backend', () => {
  it('opens a paracetamol medicine from the results and shows its substitutes with savings', async () => {
    const { user } = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    await user.type(await screen.findByRole('searchbox', { name: 'Search medicines' }), 'paracetamol{Enter}');
    const results = screen.getByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent(/^Showing/));
    const link = within(within(results).getAllByRole('listitem')[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    const name = link.textContent ?? '';

    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Substitutes' });
    await waitFor(() => expect(within(section).queryByText('Finding substitutes…')).not.toBeInTheDocument());
    expect(section).toHaveTextContent(/Save \d+%|Costs \d+% more|No other medicine/);
  });
});

describe('in Hindi', () => {
  afterEach(() => switchLanguage('en'));

  it("reads the medicine's facts, its price per unit, Add to cart and the substitutes' savings in Hindi", async () => {
    localStorage.setItem('pincode', '560001');
    stubMedicine();
    await renderApp('/healthcare/medicine-details?id=dolo', { signInAs: DEMO.patient });
    await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' });
    await act(() => switchLanguage('hi'));

    const article = await screen.findByRole('article', { name: 'Dolo 650 Tablet' });
    await waitFor(() => expect(article).toHaveTextContent('निर्माता: Micro Labs Ltd'));
    expect(article).toHaveTextContent('रूपटैबलेट');
    expect(article).toHaveTextContent('₹2.03 प्रति टैबलेट');
    expect(article).toHaveTextContent('7% की छूट');
    expect(within(article).getAllByRole('button', { name: 'कार्ट में डालें: Dolo 650 Tablet' })).toHaveLength(1);
    const substitutes = await screen.findByRole('region', { name: 'विकल्प' });
    expect(await within(substitutes).findByText('37% की बचत')).toBeInTheDocument();
    expect(within(substitutes).getByText('9% महँगी')).toBeInTheDocument();
  });
});
