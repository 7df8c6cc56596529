import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_CONFIG } from '../test/render-app';
import { createContainer } from './container';
import { pageAt } from './page-map';
import { prefetchLinkedPages, type LinkedPage } from './prefetch';
import { TOKENS } from './tokens';

const features = async () => (await createContainer(FAKE_CONFIG)).get(TOKENS.Features);

describe('readying the pages a signed-in patient may open next', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
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

  it('readies the code of the links on screen, then hands their pages over to be drawn ahead, in the document’s order, leaving out links not on screen', async () => {
    const loader = await features();
    document.body.innerHTML =
      '<header><a href="/patient/settings">Settings</a></header><main id="main"><a href="/patient/my-profile">My Profile</a><a href="/patient/faq" style="display: none">FAQ</a></main>';
    // jsdom lays nothing out: every link but the hidden one is on screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.style.display === 'none' ? new DOMRect(0, 0, 0, 0) : new DOMRect(10, 10, 100, 20);
    });
    const handed: (readonly LinkedPage[])[] = [];
    stop = prefetchLinkedPages(loader, pageAt, (linked) => {
      handed.push(linked);
      return false;
    });

    await expect.poll(() => handed.at(-1)?.every((page) => page.ready), { timeout: 10_000 }).toBe(true);
    expect(handed.at(-1)?.map((page) => page.url.pathname)).toEqual(['/patient/settings', '/patient/my-profile']);
    expect(loader.isLoaded(['account'])).toBe(true);
  });
});
