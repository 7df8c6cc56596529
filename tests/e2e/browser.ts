import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { E2E_PORTS } from './ports';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: run scripts/ensure-chromium.sh (npm test does)`);
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export type Mode = 'fake' | 'http';

export interface ModeSetup {
  mode: Mode;
  baseUrl: string;
  /** Makes the backend fail its next calls: through the demo panel in fake mode, over HTTP otherwise. */
  injectFault(page: Page, kind: '401' | '409' | '500' | 'timeout' | 'malformed', count?: number): Promise<void>;
  /** A fresh seed, so tests don't see each other's data. */
  resetBackend(): Promise<void>;
}

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

export const MODES: readonly ModeSetup[] = [
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
  },
];

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Signs in through the real login screen with the demo OTP. */
export async function signIn(page: Page, baseUrl: string, mobileNumber: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Mobile number').fill(mobileNumber);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel('One-time password (OTP)').fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}
