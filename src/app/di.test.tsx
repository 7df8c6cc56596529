import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_CONFIG } from '../test/render-app';
import { createContainer } from './container';
import { ContainerProvider, FeatureGate } from './di';
import { TOKENS } from './tokens';

describe('the feature gate of a page', () => {
  it('shows the page when the features finish loading between its render and its effect, instead of loading for ever', async () => {
    const container = await createContainer(FAKE_CONFIG);
    const loader = container.get(TOKENS.Features);
    await loader.load(['account']);
    // The load someone else started (the prefetch) was still under way when the gate rendered.
    vi.spyOn(loader, 'isLoaded').mockReturnValueOnce(false);

    render(
      <ContainerProvider container={container}>
        <FeatureGate features={['account']} fallback={<p>Loading My Profile…</p>}>
          <h1>My Profile</h1>
        </FeatureGate>
      </ContainerProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByText('Loading My Profile…')).toBeNull();
  });
});
