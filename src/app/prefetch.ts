import type { FeatureLoader } from './modules';
import type { PageEntry } from './pages';

type Connection = { saveData?: boolean; effectiveType?: string };

/** A patient who asked the browser to save data, or on a 2G connection, downloads only what they open. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

function inViewport(link: Element): boolean {
  const box = link.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

/**
 * Readies the pages a signed-in patient may open next, so that a click renders the page at once
 * instead of waiting for its chunk, the chunks that chunk imports (each found only once the one
 * before has arrived) and its feature modules: a link's page when the pointer or the focus
 * reaches it or a finger touches it, and, whenever the main thread is idle, the pages of the
 * links on screen. Only the code; the page asks for its data when it opens. `pageAt` (the page
 * map's) is passed in, so this chunk shares no code with the first one. Stops when the returned function is called.
 */
export function prefetchLinkedPages(loader: FeatureLoader, pageAt: (url: URL) => PageEntry | null): () => void {
  const readied = new Set<PageEntry>();
  // Each look goes over every link on screen after every route change: an address is parsed and
  // matched once, not at each look (the shell alone has 40 links).
  const pages = new Map<string, PageEntry | null>();

  /** The page a link of this app opens, unless it is readied already. */
  const unready = (link: HTMLAnchorElement): PageEntry | null => {
    const href = link.href;
    let entry = pages.get(href);
    if (entry === undefined) {
      const url = new URL(href);
      entry = url.origin === location.origin ? pageAt(url) : null;
      pages.set(href, entry);
    }
    return entry !== null && !readied.has(entry) ? entry : null;
  };

  const ready = (entry: PageEntry) => {
    readied.add(entry);
    // A chunk that failed to arrive is tried again when the page opens, or on the next look.
    Promise.all([entry.preload(), loader.load(entry.features)]).catch(() => readied.delete(entry));
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const entry = link instanceof HTMLAnchorElement ? unready(link) : null;
    if (entry !== null) ready(entry);
  };

  // One page per idle period, so evaluating what arrives never holds up a tap for long.
  let cancelIdle: (() => void) | null = null;
  const readyOnScreen = () => {
    cancelIdle = null;
    if (savingData()) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const entry = unready(link);
      if (entry !== null && inViewport(link)) {
        ready(entry);
        cancelIdle = whenIdle(readyOnScreen);
        return;
      }
    }
  };
  // A new page, a list that arrived or a menu that opened may show new links.
  const observer = new MutationObserver(() => {
    cancelIdle ??= whenIdle(readyOnScreen);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  cancelIdle = whenIdle(readyOnScreen);

  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    observer.disconnect();
    cancelIdle?.();
    for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
  };
}
