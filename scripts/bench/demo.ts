import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../../tests/e2e/browser';
import { serveStatic } from '../../tests/e2e/static-server';
import { DEMO_DIR, DEMO_PORT, ROOT } from './builds';

/** How much slower than this machine the CPU runs while an interaction is timed: a mid-range phone. */
export const CPU_SLOWDOWN = 4;

/**
 * Unthrottled CPU time as the budget reads it: times `CPU_SLOWDOWN`, to one decimal
 * (docs/benchmark.md, "What the 4× throttle counts").
 */
export function timesSlowdown(cpuMs: number): number {
  return Number((cpuMs * CPU_SLOWDOWN).toFixed(1));
}

export interface SignedInDemo {
  page: Page;
  base: string;
  /** Sets Chromium's CPU throttling rate (1 is this machine's speed). */
  throttle(rate: number): Promise<void>;
  /** The page's DevTools session, for what the helpers here do not cover (performance metrics). */
  cdp: CDPSession;
}

/** Serves the demo build, signs the patient in through the login screen and hands over the page. */
export async function withSignedInDemo<T>(mobileNumber: string, run: (demo: SignedInDemo) => Promise<T>): Promise<T> {
  const server = await serveStatic(path.join(ROOT, DEMO_DIR), DEMO_PORT);
  const browser = await launchBrowser();
  const base = `http://127.0.0.1:${DEMO_PORT}`;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base, mobileNumber);
    const cdp: CDPSession = await context.newCDPSession(page);
    const result = await run({ page, base, cdp, throttle: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }).then(() => undefined) });
    await context.close();
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
