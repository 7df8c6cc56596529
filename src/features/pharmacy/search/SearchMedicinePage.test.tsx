import { act, screen, waitFor, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyAgain } from '../../../../domain/pharmacy/buy-again';
import type { Medicine, SearchPage } from '../../../../domain/pharmacy/model';
import type { ApiError } from '../../../../domain/shared/errors';
import { medicine } from '../../../../domain/pharmacy/test-medicine';
import { FakePharmacyApi } from '../../../../fakes/pharmacy/api';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { switchLanguage } from '../../../i18n/i18n';
import { DEMO, renderApp, type AppHarness } from '../../../test/render-app';
import type { Result } from 'ts-results-es';

/** The pincode chip's text, 'Deliver to 560001' (the pincode is bold, so it spans two nodes). */
const deliverTo = (_: string, element: Element | null) => element?.tagName === 'SPAN' && /^Deliver to \d{6}$/.test(element.textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const searchBox = () => screen.findByRole('searchbox', { name: 'Search medicines' });
const results = () => screen.getByRole('region', { name: 'Search results' });
const status = () => within(results()).getByRole('status');
const badge = () => screen.getByTestId('cart-badge');

/** Answers the app's medicine searches with `answer` instead of the fake catalogue. */
function stubSearch(harness: AppHarness, answer: (query: { page: number }) => Result<SearchPage<Medicine>, ApiError>) {
  return vi.spyOn(harness.services.get(PHARMACY.PharmacyApi), 'search').mockImplementation(async (query) => answer(query));
}

/** Types the query and presses Enter, which searches at once (no 1000 ms wait). */
async function searchFor(harness: AppHarness, text: string): Promise<void> {
  const box = await searchBox();
  await harness.user.clear(box);
  await harness.user.type(box, `${text}{Enter}`);
}

async function firstCards(): Promise<HTMLElement[]> {
  await waitFor(() => expect(status()).toHaveTextContent(/^Showing \d+ of \d+ medicines? for “/));
  return within(results()).getAllByRole('listitem');
}

function cardNamed(name: string): HTMLElement {
  const item = within(results()).getByRole('link', { name }).closest('li');
  if (item === null) throw new Error(`no card for ${name}`);
  return item;
}

describe('/search-medicine', () => {
  it('shows a hint before anything is typed, and asks for three letters before searching', async () => {
    const harness = await renderApp('/search-medicine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search medicines' })).toBeInTheDocument();
    expect(await searchBox()).toHaveAttribute('type', 'search');
    expect(results()).toHaveTextContent('Type a medicine or salt name, for example paracetamol');

    await searchFor(harness, 'pa');

    expect(status()).toHaveTextContent('Type at least 3 letters to search.');
  });

  it('lists paracetamol medicines after Enter: name linking to its page, maker, composition with strength, pack, price and price per unit', async () => {
    const harness = await renderApp('/search-medicine');
    await searchFor(harness, 'paracetamol');

    const cards = await firstCards();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toHaveTextContent(/paracetamol/i);
      expect(card).toHaveTextContent(/\d+(\.\d+)? ?(mg|g|ml|%)/i);
      expect(card).toHaveTextContent(/₹[\d,]+\.\d\d/);
      expect(card).toHaveTextContent(/₹[\d,]+\.\d\d per (tablet|capsule|ml|g|dose|sachet)/);
      const link = within(card).getAllByRole('link')[0];
      expect(link?.getAttribute('href')).toMatch(/^\/healthcare\/medicine-details\?id=.+/);
    }
    expect(results()).toHaveAttribute('aria-busy', 'false');
  });

  it('strikes the MRP through with "x% off", flags prescription medicines with an explained Rx badge, and says what the pincode cannot get', async () => {
    localStorage.setItem('pincode', '560001');
    const harness = await renderApp('/search-medicine');
    // A controlled page of results: one discounted Rx medicine, one at MRP, not deliverable.
    stubSearch(harness, () =>
      Ok({
        items: [
          medicine({ id: 'a', name: 'Azee 500 Tablet', isRxRequired: true, mrpPaise: 12000, pricePaise: 9000 }),
          medicine({ id: 'b', name: 'Plain Tablet', mrpPaise: 5000, pricePaise: 5000, available: false }),
        ],
        page: 1,
        size: 30,
        total: 2,
      }),
    );
    await searchFor(harness, 'azee');
    await firstCards();

    const azee = cardNamed('Azee 500 Tablet');
    expect(azee.querySelector('s')).toHaveTextContent('MRP ₹120.00');
    expect(azee).toHaveTextContent('25% off');
    expect(within(azee).getByText('Prescription required')).toBeInTheDocument();
    const plain = cardNamed('Plain Tablet');
    expect(plain.querySelector('s')).toBeNull();
    expect(plain).not.toHaveTextContent('% off');
    expect(plain).not.toHaveTextContent('Prescription required');
    expect(plain).toHaveTextContent('Not deliverable to 560001');
    expect(within(plain).getByRole('link', { name: 'See substitutes of Plain Tablet' })).toHaveAttribute('href', '/healthcare/medicine-details?id=b#substitutes');
  });

  it('searches 1000 ms after the last key, not before, and announces the count in a polite status', async () => {
    const harness = await renderApp('/search-medicine');
    const box = await searchBox();
    // Only intervals and the clock are faked: rxjs times the debounce with them; React keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

    await harness.user.type(box, 'paracetamol');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(status()).toHaveTextContent(/^$/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The search has started (the fake backend may even have answered already).
    expect(status()).toHaveTextContent(/^(Searching for “paracetamol”…|Showing .+)$/);
    vi.useRealTimers();

    await waitFor(() => expect(status()).toHaveTextContent(/^Showing \d+ of \d+ medicines? for “paracetamol”$/));
    expect(results()).toHaveAttribute('aria-busy', 'false');
  });

  it("says 'Data Not Found' with suggestions when nothing matches", async () => {
    const harness = await renderApp('/search-medicine');
    await searchFor(harness, 'qqqzzzxx');

    expect(await within(results()).findByRole('heading', { name: 'Data Not Found' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('No medicines found for “qqqzzzxx”');
    expect(results()).toHaveTextContent('Check the spelling');
    expect(within(results()).getByRole('link', { name: 'Upload your prescription' })).toHaveAttribute('href', '/healthcare/uploadPrescription');
  });

  it('shows a failed search with Try again, and Try again shows the results', async () => {
    const harness = await renderApp('/search-medicine');
    await searchBox();
    await harness.demo.injectFault('500', 1);
    await searchFor(harness, 'paracetamol');

    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not search for medicines.');
    await harness.user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await firstCards()).length).toBeGreaterThan(0);
  });
});

describe('Show more', () => {
  it('appends the next page, and a failed next page has its own message and retry, keeping what was shown', async () => {
    const harness = await renderApp('/search-medicine');
    const page = (n: number) => Array.from({ length: 30 }, (_, i) => medicine({ id: `p${n}-${i}`, name: `Para ${n}-${i} Tablet` }));
    let secondPageAsked = 0;
    stubSearch(harness, ({ page: n }) => {
      if (n === 2 && ++secondPageAsked === 1) return Err({ kind: 'timeout' });
      return Ok({ items: page(n).slice(0, n === 3 ? 15 : 30), page: n, size: 30, total: 75 });
    });
    await searchFor(harness, 'para');
    expect(await firstCards()).toHaveLength(30);
    expect(status()).toHaveTextContent('Showing 30 of 75 medicines for “para”');

    await harness.user.click(screen.getByRole('button', { name: 'Show more' }));

    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load more results. The server took too long to answer.');
    expect(within(results()).getAllByRole('listitem')).toHaveLength(30);
    await harness.user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(status()).toHaveTextContent('Showing 60 of 75 medicines for “para”'));
    expect(within(results()).queryByRole('alert')).not.toBeInTheDocument();
    await harness.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(results()).toHaveTextContent('That is all 75 results.'));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('the cart from search results', () => {
  it('adds a medicine: success toast, the header badge counts it at once, and the button becomes a − 1 + stepper', async () => {
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
    await searchFor(harness, 'paracetamol');
    const [first] = await firstCards();
    if (!first) throw new Error('no results');
    const name = within(first).getAllByRole('link')[0]?.textContent ?? '';

    await harness.user.click(within(first).getByRole('button', { name: `Add to cart: ${name}` }));

    expect(await screen.findByText(`${name} added to your cart`)).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(screen.getByRole('link', { name: 'Medicine Cart 1 item' })).toBeInTheDocument();
    const stepper = within(first).getByRole('group', { name: `Quantity of ${name} in your cart` });
    expect(stepper).toHaveTextContent('1 in cart');
    expect(within(first).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('changes the quantity with + and −, and − at 1 removes it: Add to cart again and the badge back to 0', async () => {
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    await searchFor(harness, 'paracetamol');
    const [first] = await firstCards();
    if (!first) throw new Error('no results');
    const name = within(first).getAllByRole('link')[0]?.textContent ?? '';
    await harness.user.click(within(first).getByRole('button', { name: `Add to cart: ${name}` }));
    const increase = await within(first).findByRole('button', { name: `Increase quantity of ${name}` });

    await harness.user.click(increase);
    await waitFor(() => expect(within(first).getByRole('group')).toHaveTextContent('2 in cart'));
    expect(badge()).toHaveTextContent('1');

    await harness.user.click(within(first).getByRole('button', { name: `Decrease quantity of ${name}` }));
    await waitFor(() => expect(within(first).getByRole('group')).toHaveTextContent('1 in cart'));
    await harness.user.click(within(first).getByRole('button', { name: `Decrease quantity of ${name}` }));

    expect(await within(first).findByRole('button', { name: `Add to cart: ${name}` })).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
  });

  it('works by keyboard alone: Enter on Add to cart focuses Increase, and removing with − puts focus back on Add to cart', async () => {
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    await searchFor(harness, 'paracetamol');
    const [first] = await firstCards();
    if (!first) throw new Error('no results');
    const name = within(first).getAllByRole('link')[0]?.textContent ?? '';
    within(first).getByRole('button', { name: `Add to cart: ${name}` }).focus();

    await harness.user.keyboard('{Enter}');
    const increase = await within(first).findByRole('button', { name: `Increase quantity of ${name}` });
    await waitFor(() => expect(increase).toHaveFocus());
    await harness.user.keyboard(' ');
    await waitFor(() => expect(within(first).getByRole('group')).toHaveTextContent('2 in cart'));

    await harness.user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(first).getByRole('button', { name: `Decrease quantity of ${name}` })).toHaveFocus();
    await harness.user.keyboard('{Enter}');
    await waitFor(() => expect(within(first).getByRole('group')).toHaveTextContent('1 in cart'));
    await harness.user.keyboard('{Enter}');

    const add = await within(first).findByRole('button', { name: `Add to cart: ${name}` });
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('a 500 on add-to-cart leaves the cart as it was and shows the error toast', async () => {
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    await searchFor(harness, 'paracetamol');
    const [first] = await firstCards();
    if (!first) throw new Error('no results');
    const name = within(first).getAllByRole('link')[0]?.textContent ?? '';
    await harness.demo.injectFault('500', 1);

    await harness.user.click(within(first).getByRole('button', { name: `Add to cart: ${name}` }));

    expect(await within(screen.getByTestId('toasts')).findByText('The demo server failed on purpose (injected fault).')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Add to cart: ${name}` })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('0');
  });

  it("sends a visitor's Add to cart to log in, with the way back to this page", async () => {
    const harness = await renderApp('/search-medicine');
    await searchFor(harness, 'paracetamol');
    const [first] = await firstCards();
    if (!first) throw new Error('no results');
    const link = within(first).getByRole('link', { name: /^Add to cart: .+ \(log in first\)$/ });
    expect(link).toHaveAttribute('href', '/auth/login?refer=/search_medicine');
  });
});

describe('delivery pincode', () => {
  it('shows "Deliver to", refuses an invalid pincode with the reason, and keeps a valid one under "pincode" and searches again with it', async () => {
    localStorage.setItem('pincode', '560001');
    const harness = await renderApp('/search-medicine');
    const api = { search: stubSearch(harness, () => Ok({ items: [medicine()], page: 1, size: 30, total: 1 })) };
    expect(await screen.findByText(deliverTo)).toHaveTextContent('Deliver to 560001');
    await searchFor(harness, 'dolo');
    await firstCards();

    const change = screen.getByRole('button', { name: 'Change delivery pincode' });
    await harness.user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByLabelText('Delivery pincode');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('560001');
    await harness.user.clear(field);
    await harness.user.type(field, '11000{Enter}');

    expect(await screen.findByText('A pincode has 6 digits')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('pincode')).toBe('560001');

    await harness.user.type(field, '1{Enter}');

    expect(await screen.findByText(deliverTo)).toHaveTextContent('Deliver to 110001');
    expect(localStorage.getItem('pincode')).toBe('110001');
    expect(screen.queryByLabelText('Delivery pincode')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change delivery pincode' })).toHaveFocus();
    await waitFor(() => expect(api.search).toHaveBeenLastCalledWith({ text: 'dolo', page: 1, size: 30, pincode: '110001' }));
    expect(api.search).toHaveBeenCalledTimes(2);
  });
});

describe('Buy again', () => {
  it('shows the most ordered medicines above the results for a signed-in patient while the box is empty, and hides them once typing starts', async () => {
    vi.spyOn(FakePharmacyApi.prototype, 'mostOrdered').mockResolvedValue(Ok([medicine({ id: 'dolo', name: 'Dolo 650 Tablet' })]));
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient });

    const section = await screen.findByRole('region', { name: 'Buy again' });
    expect(await within(section).findByRole('link', { name: 'Dolo 650 Tablet' })).toHaveAttribute('href', '/healthcare/medicine-details?id=dolo');
    expect(within(section).getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' })).toBeInTheDocument();

    await harness.user.type(await searchBox(), 'p');
    expect(screen.queryByRole('region', { name: 'Buy again' })).not.toBeInTheDocument();
  });

  it('is not shown to a visitor', async () => {
    const spy = vi.spyOn(BuyAgain.prototype, 'list');
    await renderApp('/healthcare/medicine');
    await searchBox();
    expect(screen.queryByRole('region', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('in Hindi', () => {
  afterEach(() => switchLanguage('en'));

  it('reads the heading, the search button, empty results with their advice, and a failed search with Try again in Hindi', async () => {
    const harness = await renderApp('/search-medicine');
    await searchBox();
    await act(() => switchLanguage('hi'));

    expect(await screen.findByRole('heading', { level: 1, name: 'दवाइयाँ खोजें' })).toBeInTheDocument();
    await harness.user.type(screen.getByRole('searchbox', { name: 'दवाइयाँ खोजें' }), 'qqqzzzxx');
    await harness.user.click(screen.getByRole('button', { name: 'खोजें' }));

    const found = screen.getByRole('region', { name: 'खोज के नतीजे' });
    expect(await within(found).findByRole('heading', { name: 'कोई नतीजा नहीं मिला' })).toBeInTheDocument();
    expect(within(found).getByRole('status')).toHaveTextContent('“qqqzzzxx” के लिए कोई दवा नहीं मिली');
    expect(within(found).getByRole('link', { name: 'अपना पर्चा अपलोड करें' })).toHaveAttribute('href', '/healthcare/uploadPrescription');

    await harness.demo.injectFault('500', 1);
    await harness.user.clear(screen.getByRole('searchbox'));
    await harness.user.type(screen.getByRole('searchbox'), 'paracetamol{Enter}');
    const alert = await within(found).findByRole('alert');
    // The server's own words follow, as it sent them.
    expect(alert).toHaveTextContent(/^हम दवाइयाँ नहीं खोज सके। /);
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
