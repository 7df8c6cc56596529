import type { Locator, Page } from 'playwright-core';
import { appTookOver, settle } from '../../tests/e2e/browser';
import { CPU_SLOWDOWN, withSignedInDemo } from './demo';
import { percentile } from './stats';

/** One page of the tour and the link a patient clicks to get there. */
export interface Stop {
  name: string;
  /** The link, found by its role and name as a patient finds it; `open` first shows it (not timed). */
  link: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
  path: string;
  /** The new page's h1. */
  heading: RegExp;
  /** Text in <main> that is there only once the data the patient came for is on screen. */
  content: RegExp;
}

const headerNav = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const patientMenu = (name: string) => (page: Page) => page.getByRole('navigation', { name: 'Patient menu' }).getByRole('link', { name, exact: true });

/**
 * Priya's round of the app (9876543210: orders, lab orders and a consultation in the demo
 * data), through the header, the account menu, the patient menu and a link on a page. It
 * starts and ends on the home page, so every lap after the first revisits each page.
 */
const TOUR: readonly Stop[] = [
  { name: 'medicine search', link: headerNav('Medicine'), path: '/search-medicine', heading: /^Search medicines$/, content: /Buy again.*Add to cart/ },
  {
    name: 'medicine cart',
    link: (page) => page.getByRole('banner').getByRole('link', { name: /^Medicine Cart/ }),
    path: '/healthcare/Cart',
    heading: /^Medicine cart$/,
    content: /Dolo 650/,
  },
  { name: 'lab tests', link: headerNav('Diagnostics'), path: '/diagnostics', heading: /^Lab tests$/, content: /Popular health packages.*From ₹/ },
  {
    name: 'lab test orders',
    link: (page) => page.getByRole('main').getByRole('link', { name: 'Your lab test orders', exact: true }),
    path: '/healthcare/diagnostics-orders',
    heading: /^Lab test orders$/,
    content: /Order DO\d+/,
  },
  { name: 'specialists', link: headerNav('Consult Specialist'), path: '/bookSpecialist', heading: /^Consult a specialist online$/, content: /\d+ doctors? found/ },
  {
    name: 'my profile',
    open: (page) => page.getByRole('button', { name: /^Account menu for/ }).click(),
    link: (page) => page.getByRole('banner').getByRole('link', { name: 'My Profile', exact: true }),
    path: '/patient/my-profile',
    heading: /^My Profile$/,
    content: /Profile completion/,
  },
  { name: 'consultations', link: patientMenu('My Consultations'), path: '/patient/consultations', heading: /^My Consultations$/, content: /Dr\. / },
  { name: 'orders', link: patientMenu('My Orders'), path: '/patient/myOrders', heading: /^My Orders$/, content: /Placed / },
  { name: 'settings', link: patientMenu('Settings'), path: '/patient/settings', heading: /^Settings$/, content: /Save notification choices/ },
  {
    name: 'home',
    link: (page) => page.getByRole('banner').getByRole('link', { name: 'CareWell', exact: true }),
    path: '/',
    heading: /^Care for your whole family/,
    content: /Book lab tests/,
  },
];

/** 3 laps of 10 pages: 30 route changes, the first lap's 10 to pages not yet visited. */
const LAPS = 3;

export interface RouteChangeStep {
  stop: string;
  path: string;
  revisit: boolean;
  /** Click to the new page's content painted. */
  ms: number;
  /** Click to the main thread free again after that frame: what the page had queued meanwhile counts too. */
  settledMs: number;
}

interface Spread {
  count: number;
  p50Ms: number;
  p95Ms: number;
}

export interface RouteChangeTiming {
  cpuSlowdown: number;
  transitions: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  firstVisits: Spread;
  revisits: Spread;
  /** All route changes, to the main thread free again after the content's frame. */
  settled: Spread;
  steps: RouteChangeStep[];
}

type Timed = { painted: number; settled: number };
export type Armed = Window & { routeChangeMs?: Promise<Timed> };
type PostTask = { postTask(run: () => void, options: { priority: 'user-blocking' | 'background' }): Promise<void> };

/**
 * Arms the page before a click: the click's own event time starts the clock (so the time the
 * busy main thread takes to take the click in counts, as it does for a patient); it stops
 * after the frame that first shows the new page's content has been painted.
 */
export async function armRouteChange(page: Page, stop: Stop): Promise<void> {
  await page.evaluate(
    ({ path, heading, content }) => {
      const wantedHeading = new RegExp(heading);
      const wantedContent = new RegExp(content);
      (window as Armed).routeChangeMs = new Promise<Timed>((resolve) => {
        let clickedAt = Number.NaN;
        addEventListener(
          'click',
          (event) => {
            clickedAt = event.timeStamp;
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          if (Number.isNaN(clickedAt) || location.pathname.toLowerCase() !== path.toLowerCase()) return;
          // Pages visited before stay in <main>, hidden (display: none on their outer elements):
          // only what is shown counts.
          const shown = [...(document.getElementById('main')?.children ?? [])].filter((element) => (element as HTMLElement).style.display !== 'none');
          const h1 = shown.map((element) => (element.matches('h1') ? element : element.querySelector('h1'))).find((found) => found != null);
          if (!h1 || !wantedHeading.test(h1.textContent ?? '')) return;
          // Still loading: a busy region (skeletons) or one of the app's 'Loading …' messages.
          const text = shown.map((element) => element.textContent ?? '').join('');
          if (shown.some((element) => element.matches('[aria-busy="true"]') || element.querySelector('[aria-busy="true"]') !== null) || /Loading[^…]{0,80}…/.test(text) || !wantedContent.test(text)) return;
          observer.disconnect();
          // The content is in the DOM; the next frame paints it. A task posted from that frame's
          // animation callback runs once the frame is done: posted 'user-blocking', it runs
          // before the tasks the page queued earlier (React's effects, the background refresh
          // they start, which the demo's fake backend computes on this thread), so it marks the
          // paint; a message, an ordinary task, waits for those too and marks the main thread free.
          requestAnimationFrame(() => {
            let painted = Number.NaN;
            void (globalThis as unknown as { scheduler: PostTask }).scheduler.postTask(
              () => {
                painted = performance.now() - clickedAt;
              },
              { priority: 'user-blocking' },
            );
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ painted, settled: performance.now() - clickedAt });
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'style'] });
        setTimeout(() => {
          observer.disconnect();
          resolve({ painted: Number.NaN, settled: Number.NaN });
        }, 20_000);
      });
    },
    { path: stop.path, heading: stop.heading.source, content: stop.content.source },
  );
}

export async function onScreen(page: Page): Promise<string> {
  return page.evaluate(() => `${location.pathname}: main "${(document.getElementById('main')?.innerText ?? '').slice(0, 200)}"`);
}

/**
 * Lets the last page finish what it does in the background, so one route change is timed at a
 * time: no request and no change to the document for 300 ms (the pages linked on screen are
 * readied and drawn ahead one at a time while the main thread is idle), then an idle moment.
 */
export async function quiet(page: Page): Promise<void> {
  for (let look = 0; look < 20; look += 1) {
    await settle(page, 300);
    const unchanged = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let changed = false;
          const observer = new MutationObserver(() => {
            changed = true;
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(!changed);
          }, 300);
        }),
    );
    if (unchanged) break;
  }
  // A background task, not an idle callback: after a click Chromium may hold idle callbacks back for seconds.
  await page.evaluate(() => (globalThis as unknown as { scheduler: PostTask }).scheduler.postTask(() => undefined, { priority: 'background' }));
}

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: Number(percentile(sorted, 50).toFixed(1)), p95Ms: Number(percentile(sorted, 95).toFixed(1)) };
}

/**
 * Route changes as a patient feels them, on the demo build with the CPU slowed 4x: from the
 * click on a link to the new page's content painted (docs/benchmark.md says what counts as content).
 */
export async function routeChangeTimings(): Promise<RouteChangeTiming> {
  const steps = await withSignedInDemo('9876543210', async ({ page, base, throttle }) => {
    // One medicine in the cart, so the cart page shows what a cart holds.
    await page.goto(`${base}/healthcare/medicine-details?id=med-1`);
    await page.getByRole('button', { name: /^Add to cart: / }).first().click();
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
    await page.goto(`${base}/`);
    await appTookOver(page);
    await quiet(page);
    const out: RouteChangeStep[] = [];
    const visited = new Set<string>(['home']);
    await throttle(CPU_SLOWDOWN);
    try {
      for (let lap = 0; lap < LAPS; lap += 1) {
        for (const stop of TOUR) {
          if (stop.open !== undefined) {
            await stop.open(page);
            // A patient reads the menu before choosing from it, as she reads a page before leaving it.
            await quiet(page);
          }
          const link = stop.link(page);
          await link.waitFor();
          await armRouteChange(page, stop);
          await link.click();
          const timed = await page.evaluate(() => (window as Armed).routeChangeMs);
          if (timed === undefined || Number.isNaN(timed.painted)) throw new Error(`Route change to ${stop.name} (${stop.path}) never showed its content; on screen: ${await onScreen(page)}`);
          out.push({ stop: stop.name, path: stop.path, revisit: visited.has(stop.name), ms: Number(timed.painted.toFixed(1)), settledMs: Number(timed.settled.toFixed(1)) });
          visited.add(stop.name);
          await quiet(page);
        }
      }
    } finally {
      await throttle(1);
    }
    return out;
  });
  const times = steps.map((step) => step.ms);
  const all = spread(times);
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    transitions: all.count,
    p50Ms: all.p50Ms,
    p95Ms: all.p95Ms,
    maxMs: Math.max(...times),
    firstVisits: spread(steps.filter((step) => !step.revisit).map((step) => step.ms)),
    revisits: spread(steps.filter((step) => step.revisit).map((step) => step.ms)),
    settled: spread(steps.map((step) => step.settledMs)),
    steps,
  };
}
