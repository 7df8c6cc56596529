import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { FAKE_MEETING_ORIGIN, jitsiStandIn } from '../../fakes/jitsi-stub';
import { THROTTLE_MS } from '../../domain/shared/constants';
import { RAZORPAY_CHECKOUT_URL, razorpayStubScript } from '../../fakes/razorpay-stub';
import { E2E_PORTS, selectedModes, type Mode } from './ports';

export type { Mode };

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Camera and microphone for the video consultation: granted without a prompt, fed by Chromium's test pattern.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: run scripts/ensure-chromium.sh (npm test does)`);
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}


export interface ModeSetup {
  mode: Mode;
  baseUrl: string;
  /** Makes the backend fail its next calls: through the demo panel in fake mode, over HTTP otherwise. */
  injectFault(page: Page, kind: '401' | '409' | '500' | 'timeout' | 'malformed', count?: number): Promise<void>;
  /** A fresh seed, so tests don't see each other's data. */
  resetBackend(): Promise<void>;
  /**
   * Moves the backend's time on (orders advance, codes expire): the page's clock in fake mode,
   * which needs `context.clock.install()` before the app loads; POST /__demo/clock over HTTP.
   */
  advanceClock(page: Page, ms: number): Promise<void>;
}

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

const ALL_MODES: readonly ModeSetup[] = [
  {
    mode: 'fake',
    baseUrl: `http://127.0.0.1:${E2E_PORTS.demo}`,
    async injectFault(page, kind, count = 1) {
      await page.getByRole('button', { name: 'Demo', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Demo controls' });
      await dialog.getByLabel('Make the next calls fail with').selectOption(kind);
      await dialog.getByLabel('Number of failing calls').fill(String(count));
      await dialog.getByRole('button', { name: 'Inject fault' }).click();
    },
    // Each test gets a new browser context, whose IndexedDB starts empty: the seed.
    async resetBackend() {},
    async advanceClock(page, ms) {
      await page.clock.fastForward(ms);
    },
  },
  {
    mode: 'http',
    baseUrl: `http://127.0.0.1:${E2E_PORTS.live}`,
    async injectFault(_page, kind, count = 1) {
      const response = await fetch(`${API}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind, count }),
      });
      if (!response.ok) throw new Error(`fault injection failed: ${response.status}`);
    },
    async resetBackend() {
      await fetch(`${API}/__demo/reset`, { method: 'POST' });
    },
    async advanceClock(_page, ms) {
      const response = await fetch(`${API}/__demo/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (!response.ok) throw new Error(`moving the clock failed: ${response.status}`);
    },
  },
];

/**
 * The modes this run covers: `E2E_MODE` narrows a run to one, so `npm test` can run the
 * two modes side by side (scripts/test.sh); unset, a run covers both.
 */
export const MODES: readonly ModeSetup[] = ALL_MODES.filter((setup) => selectedModes().includes(setup.mode));

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests sent and not yet answered, with when each was sent: what a page stuck loading waits for. */
  inFlight: Map<Request, number>;
}

/**
 * The built index.html carries public pages prerendered, on screen (and inert) before the app
 * runs; a test acts on the app, so a page load is complete once the app has rendered over it.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /**
   * Whether the browser asks to save data, as a patient can (the default here): the app then
   * readies no page's code or data ahead of a click (src/app/prefetch.ts), so every call is one
   * the page on screen makes, a fault injected for "the next call" meets the call the test
   * means, and no page drawn ahead, hidden, doubles the text a locator looks for. The pages drawn
   * ahead have their own tests, with this off (shell.e2e.test.ts).
   */
  savingData?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  if (options.savingData ?? true) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }),
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const inFlight = new Map<Request, number>();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A production build names React's errors by number only; what caused one is in its cause.
  await context.addInitScript(() =>
    addEventListener('error', (event) => {
      const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
      if (cause !== undefined) console.error(`Caused by: ${cause instanceof Error ? `${cause.message}\n${cause.stack ?? ''}` : String(cause)}`);
    }),
  );
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await appTookOver(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await appTookOver(page);
    return response;
  };
  return { page, context, errors, inFlight };
}

export interface BrowserSuiteOptions extends PageOptions {
  /** Runs on each new page before the test: routes to stub, a clock to install. */
  preparePage?: (tracked: TrackedPage) => Promise<void>;
  /** Console errors a test provokes on purpose, besides failed resource loads. */
  expectedErrors?: () => readonly RegExp[];
}

export interface BrowserSuite {
  readonly browser: Browser;
  /** The page of the running test. */
  readonly tracked: TrackedPage;
}

/**
 * What every end-to-end suite of a mode sets up: one Chromium for the suite; for each test a
 * fresh backend and a new page, closed afterwards, whose unexpected console errors fail it.
 */
/**
 * What the page showed when a test failed, and the requests it still waited for, in the log: a
 * flake seen only in CI can then be read there instead of guessed at.
 */
async function describeFailure({ page, inFlight }: TrackedPage): Promise<void> {
  const shown = await page
    .evaluate(() => `${location.href}\n${document.body.innerText.slice(0, 2000)}`)
    .catch((error: unknown) => `the page could not be read: ${String(error)}`);
  const now = Date.now();
  const waiting = [...inFlight].map(([request, sentAt]) => `  ${request.method()} ${request.url()} (sent ${now - sentAt} ms ago)`);
  console.error(`The page when the test failed: ${shown}\nRequests still unanswered: ${waiting.length === 0 ? 'none' : `\n${waiting.join('\n')}`}`);
}

export function browserSuite(setup: ModeSetup, options: BrowserSuiteOptions = {}): BrowserSuite {
  let browser: Browser | null = null;
  let tracked: TrackedPage | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await setup.resetBackend();
    if (browser === null) throw new Error('the browser did not start');
    tracked = await openPage(browser, { viewport: options.viewport, savingData: options.savingData });
    await options.preparePage?.(tracked);
  });
  afterEach(async ({ task }) => {
    if (tracked === null) return;
    if (task.result?.state === 'fail') await describeFailure(tracked);
    await tracked.context.close();
    const expected = options.expectedErrors?.() ?? [];
    // The browser itself logs refused requests; anything else logged as an error is a bug.
    const unexpected = tracked.errors.filter((e) => !e.startsWith('Failed to load resource') && !expected.some((re) => re.test(e)));
    tracked = null;
    expect(unexpected).toEqual([]);
  });
  return {
    get browser() {
      if (browser === null) throw new Error('the browser is started in beforeAll');
      return browser;
    },
    get tracked() {
      if (tracked === null) throw new Error('the page is opened in beforeEach');
      return tracked;
    },
  };
}

/**
 * The live build pays through Razorpay's checkout.js: in HTTP mode a stand-in that opens the demo
 * checkout and signs payments the way the local fake server checks, so the real adapter runs.
 */
export async function stubPaymentCheckout(setup: ModeSetup, page: Page): Promise<void> {
  if (setup.mode === 'http') await page.route(RAZORPAY_CHECKOUT_URL, (route) => route.fulfill({ contentType: 'application/javascript', body: razorpayStubScript() }));
}

/**
 * The live build calls through Jitsi Meet on the host the API names (https://meet.carewell.in for
 * the fake API): in HTTP mode a stand-in host whose external_api.js opens the call in a frame on
 * that origin, with the patient's camera and a simulated doctor (fakes/jitsi-stub.ts).
 */
export async function stubMeetingHost(context: BrowserContext): Promise<void> {
  await context.route(`${FAKE_MEETING_ORIGIN}/**`, (route) => route.fulfill(jitsiStandIn(route.request().url())));
}

/**
 * One page for a whole suite that walks many pages in turn (the route sweeps): a fresh backend,
 * the patient `mobileNumber` signed in, then `prepare` (a language chosen).
 */
export function signedInSuitePage(setup: ModeSetup, mobileNumber: string, prepare?: (page: Page) => Promise<void>): { readonly tracked: TrackedPage } {
  let browser: Browser | null = null;
  let tracked: TrackedPage | null = null;
  beforeAll(async () => {
    await setup.resetBackend();
    browser = await launchBrowser();
    tracked = await openPage(browser);
    await signIn(tracked.page, setup.baseUrl, mobileNumber);
    await prepare?.(tracked.page);
  });
  afterEach(async ({ task }) => {
    if (tracked !== null && task.result?.state === 'fail') await describeFailure(tracked);
  });
  afterAll(async () => {
    await tracked?.context.close();
    await browser?.close();
  });
  return {
    get tracked() {
      if (tracked === null) throw new Error('the page is opened in beforeAll');
      return tracked;
    },
  };
}

/** Signs in through the real login screen with the demo OTP. */
export async function signIn(page: Page, baseUrl: string, mobileNumber: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  // Pages not opened through openPage (the nginx suite's) come here before the app took over.
  await appTookOver(page);
  await page.getByLabel('Mobile number').fill(mobileNumber);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('One-time password (OTP)').fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  // Settled: the calls that follow a sign-in (header, cart with the medicines feature) are done,
  // so a fault a test injects next meets the call the test means.
  await settle(page);
}

/**
 * A person's next press on a control that sends to the server comes well after the last; a
 * test's comes at once, and spec §9's throttle ignores a press within 1500 ms of the last.
 */
export async function waitOutThrottle(page: Page): Promise<void> {
  await page.waitForTimeout(THROTTLE_MS);
}

/** Waits until the page has started and finished no request for half a second. */
export async function settle(page: Page, quietMs = 500): Promise<void> {
  let last = Date.now();
  const seen = () => {
    last = Date.now();
  };
  page.on('request', seen).on('requestfinished', seen).on('requestfailed', seen);
  try {
    while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', seen).off('requestfinished', seen).off('requestfailed', seen);
  }
}
