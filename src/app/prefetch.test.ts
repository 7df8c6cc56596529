import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_CONFIG } from '../test/render-app';
import { createContainer } from './container';
import { pageAt } from './page-map';
import { prefetchLinkedPages } from './prefetch';
import { TOKENS } from './tokens';

const features = async () => (await createContainer(FAKE_CONFIG)).get(TOKENS.Features);

describe('readying the pages a signed-in patient may open next', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('binds the feature modules of a link’s page once the pointer reaches the link', async () => {
    const loader = await features();
    document.body.innerHTML = '<nav><a href="/patient/my-profile"><span>My Profile</span></a></nav>';
    stop = prefetchLinkedPages(loader, pageAt);

    document.querySelector('span')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

    await expect.poll(() => loader.isLoaded(['account']), { timeout: 10_000 }).toBe(true);
  });

  it('readies nothing for a link that leaves the app, or once stopped', async () => {
    const loader = await features();
    document.body.innerHTML = '<a href="https://example.org/patient/my-profile">Elsewhere</a><a href="/patient/settings">Settings</a>';
    stop = prefetchLinkedPages(loader, pageAt);
    document.querySelector('a')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    stop();
    document.querySelectorAll('a')[1]?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loader.isLoaded(['account'])).toBe(false);
  });
});
