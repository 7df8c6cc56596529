import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, renderApp } from '../../test/render-app';
import { PHARMACY } from '../modules/pharmacy/tokens';

const badge = () => screen.getByTestId('cart-badge');

describe('the header cart badge', () => {
  it('loads the cart once after sign-in, and counts what is added anywhere at once, named "Medicine Cart n items"', async () => {
    const harness = await renderApp('/', { signInAs: DEMO.patient });
    const api = harness.services.get(PHARMACY.PharmacyApi);
    const cartCalls = vi.spyOn(api, 'cart');
    expect(await screen.findByRole('link', { name: 'Medicine Cart 0 items' })).toHaveAttribute('href', '/healthcare/Cart');
    const found = await api.search({ text: 'paracetamol', page: 1, size: 30, pincode: null });
    const [first, second] = found.isOk() ? found.value.items : [];
    if (!first || !second) throw new Error('the fake catalogue has paracetamol medicines');

    const cart = harness.services.get(PHARMACY.Cart);
    // The session's header is ready, so the cart was loaded: once.
    await waitFor(() => expect(cart.current).not.toBeNull());
    const loads = cartCalls.mock.calls.length;
    expect(loads).toBeLessThanOrEqual(1);
    await cart.add(first);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(screen.getByRole('link', { name: 'Medicine Cart 1 item' })).toBeInTheDocument();
    await cart.add(second);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Medicine Cart 2 items' })).toBeInTheDocument());

    // Not loaded again for each change: the answers of add carry the cart.
    expect(cartCalls.mock.calls.length).toBe(loads);
    expect(cart.current?.lines.filter((l) => l.quantity > 0)).toHaveLength(2);
  });

  it('is not shown to a visitor, whose cart is never asked for', async () => {
    const harness = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(harness.services.get(PHARMACY.Cart).current).toBeNull();
  });
});
