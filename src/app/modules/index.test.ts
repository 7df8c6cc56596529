import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, FAKE_CONFIG, renderApp } from '../../test/render-app';
import { createContainer } from '../container';
import { TOKENS } from '../tokens';
import { AUTH } from './auth/tokens';
import { PAYMENTS } from './payments/tokens';
import { PHARMACY } from './pharmacy/tokens';
import { ALL_FEATURES } from '.';

describe('feature modules', () => {
  it('bind no use-case of an area until a page of that area asks, and then bind what it requires too', async () => {
    const container = await createContainer(FAKE_CONFIG);
    expect(container.isBound(TOKENS.Session)).toBe(true);
    expect(container.isBound(PHARMACY.Cart)).toBe(false);
    expect(container.isBound(PAYMENTS.Checkout)).toBe(false);

    await container.get(TOKENS.Features).load(['pharmacy']);

    expect(container.get(PHARMACY.Cart)).toBe(container.get(PHARMACY.Cart));
    // The medicine checkout pays through the payments feature, loaded with it.
    expect(container.isBound(PAYMENTS.Checkout)).toBe(true);
    expect(container.isBound(AUTH.SignIn)).toBe(false);
  });

  it('hand out one promise per set of features, settled and known as loaded once bound, as React’s use needs', async () => {
    const features = (await createContainer(FAKE_CONFIG)).get(TOKENS.Features);
    const first = features.load(['account', 'auth']);
    expect(features.load(['auth', 'account'])).toBe(first);
    expect(features.isLoaded(['account', 'auth'])).toBe(false);
    await first;
    expect(features.isLoaded(['auth', 'account'])).toBe(true);
  });

  it('can all be loaded into one container without binding anything twice', async () => {
    const container = await createContainer(FAKE_CONFIG);
    await container.get(TOKENS.Features).load(ALL_FEATURES);
    await container.get(TOKENS.Features).load(['pharmacy']);
    expect(() => container.get(PHARMACY.MedicineSearch)).not.toThrow();
  });

  it('let a page that loads on demand use its feature, and the header badge count the cart once medicines have loaded', async () => {
    const harness = await renderApp('/search-medicine', { signInAs: DEMO.patient, features: 'on demand' });
    expect(await screen.findByRole('searchbox', { name: /search/i })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Medicine Cart 0 items' })).toBeInTheDocument();
    await waitFor(() => expect(harness.services.get(PHARMACY.Cart).current).not.toBeNull());
  });
});
