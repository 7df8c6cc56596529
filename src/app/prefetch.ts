import type { FeatureLoader } from './modules';
import type { PageEntry } from './pages';

type Connection = { saveData?: boolean; effectiveType?: string };

/** A patient who asked the browser to save data, or on a 2G connection, downloads only what they open. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

type TaskScheduler = { postTask(run: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void> };

/**
 * Runs `run` once the main thread has nothing more pressing: where the browser has a task
 * scheduler (Chromium), as a background task after the next frame is painted (so a page just
 * opened is on screen first), since after a tap Chromium may hold idle callbacks back for
 * seconds while nothing at all is running; else when idle.
 */
const whenIdle = (run: () => void): (() => void) => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler !== undefined) {
    const controller = new AbortController();
    const frame = requestAnimationFrame(() => {
      scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    });
    return () => {
      cancelAnimationFrame(frame);
      controller.abort();
    };
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** A page a link on screen opens, and whether its code has arrived, so it can be drawn. */
export interface LinkedPage {
  url: URL;
  ready: boolean;
}

function inViewport(link: Element): boolean {
  const box = link.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

/**
 * Readies the pages a signed-in patient may open next, so that a click shows the page at once
 * instead of waiting for its chunk, the chunks that chunk imports (each found only once the one
 * before has arrived), its feature modules and its data: a link's code when the pointer or the
 * focus reaches it or a finger touches it, and, whenever the main thread is idle, the code of the
 * links on screen, then the pages themselves, drawn hidden with their data: `drawAhead` is handed
 * the pages linked on screen, in the document's order, and says whether it drew one (the router
 * draws only the first few). `pageAt` (the page map's) is passed in, so this chunk shares no code
 * with the first one. Stops when the returned function is called.
 */
export function prefetchLinkedPages(loader: FeatureLoader, pageAt: (url: URL) => PageEntry | null, drawAhead: (linked: readonly LinkedPage[]) => boolean = () => false): () => void {
  const readied = new Set<PageEntry>();
  const arrived = new Set<PageEntry>();
  // Each look goes over every link on screen after every route change: an address is parsed and
  // matched once, not at each look (the shell alone has 40 links).
  const pages = new Map<string, { url: URL; entry: PageEntry } | null>();

  /** The page a link of this app opens, and its address. */
  const pageOf = (link: HTMLAnchorElement) => {
    const href = link.href;
    let found = pages.get(href);
    if (found === undefined) {
      const url = new URL(href);
      const entry = url.origin === location.origin ? pageAt(url) : null;
      found = entry === null ? null : { url, entry };
      pages.set(href, found);
    }
    return found;
  };

  // One piece of work per idle period, so evaluating what arrives or drawing a page never holds up a tap for long.
  let cancelIdle: (() => void) | null = null;
  let stopped = false;
  const lookAgainWhenIdle = () => {
    if (!stopped) cancelIdle ??= whenIdle(readyOnScreen);
  };

  const ready = (entry: PageEntry) => {
    readied.add(entry);
    Promise.all([entry.preload(), loader.load(entry.features)]).then(
      () => {
        arrived.add(entry);
        lookAgainWhenIdle();
      },
      // A chunk that failed to arrive is tried again when the page opens, or on the next look.
      () => readied.delete(entry),
    );
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const found = link instanceof HTMLAnchorElement ? pageOf(link) : null;
    if (found !== null && !readied.has(found.entry)) ready(found.entry);
  };

  function readyOnScreen() {
    cancelIdle = null;
    if (savingData()) return;
    const onScreen: { url: URL; entry: PageEntry }[] = [];
    // In the document's order: the header's and the menus' links, the app's own way round, before the page's.
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const found = pageOf(link);
      if (found !== null && inViewport(link)) onScreen.push(found);
    }
    // Every page's code first: it is quick to ready, and a page opened without it waits for it
    // behind a loading message; then the pages, which take longer to draw.
    const unready = onScreen.find(({ entry }) => !readied.has(entry));
    if (unready !== undefined) ready(unready.entry);
    if (unready !== undefined || drawAhead(onScreen.map(({ url, entry }) => ({ url, ready: arrived.has(entry) })))) lookAgainWhenIdle();
  }
  // A new page, a list that arrived or a menu that opened may show new links, and so may a page
  // kept hidden when it is shown again (its style is all that changes).
  const observer = new MutationObserver(lookAgainWhenIdle);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  lookAgainWhenIdle();

  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    stopped = true;
    observer.disconnect();
    cancelIdle?.();
    for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
  };
}
