import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('About us', () => {
  it('says what we do, with links to each service, and how to reach us by phone and e-mail', async () => {
    await renderApp('/about-us');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    const offer = await screen.findByRole('region', { name: 'What we do' }, { timeout: 45_000 });
    expect(within(offer).getByRole('link', { name: /Online consultations/ })).toHaveAttribute('href', '/bookSpecialist');
    expect(within(offer).getByRole('link', { name: /Lab tests with samples collected at home/ })).toHaveAttribute('href', '/diagnostics');
    const reach = screen.getByRole('region', { name: 'Reach us' });
    expect(within(reach).getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    expect(within(reach).getByRole('link', { name: 'care@carewell.in' })).toHaveAttribute('href', 'mailto:care@carewell.in');
  }, 60_000);

  it('reads Hindi throughout', async () => {
    await switchLanguage('hi');
    await renderApp('/about-us');
    expect(await screen.findByRole('region', { name: 'हम क्या करते हैं' })).toHaveTextContent('घर से सैंपल लेकर लैब जाँच');
    expect(screen.getByRole('region', { name: 'हमसे संपर्क करें' })).toHaveTextContent('1800 3090 101');
  });
});
