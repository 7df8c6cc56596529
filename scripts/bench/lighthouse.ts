import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeBackend } from '../../fakes/backend';
import { createFakeApi } from '../../fakes/server/app';
import { chromiumPath, CHROMIUM_FLAGS } from '../../tests/e2e/browser';
import { E2E_PORTS } from '../../tests/e2e/ports';
import { serveStatic } from '../../tests/e2e/static-server';
import { DEMO_DIR, DEMO_PORT, LIVE_DIR, LIVE_PORT, ROOT } from './builds';
import { median } from './stats';

export interface LighthouseFigure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type LighthouseFigures = Record<string, Record<'mobile' | 'desktop', LighthouseFigure>>;

async function startChromeForLighthouse(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  // A process group of its own, so its renderers and helpers stop with it, not after the profile is removed.
  const chrome = spawn(chromiumPath(), ['--headless=new', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      if (chrome.pid !== undefined) process.kill(-chrome.pid, 'SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * The build Lighthouse loads. `live` (the default): the app patients get, its calls answered over
 * HTTP by the fake backend in this process, as the e2e tests' HTTP mode does (the bench's live
 * build calls 127.0.0.1:4010). `demo`: the sales demo, whose fake backend computes its answers on
 * the page's own main thread (docs/benchmark.md, "Lighthouse on the live build").
 */
export type LighthouseBuild = 'live' | 'demo';

async function serveFakeApi(): Promise<Server> {
  const handle = createFakeApi(new FakeBackend());
  const api = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(E2E_PORTS.api, '127.0.0.1', () => resolve());
  });
  return api;
}

/**
 * Lighthouse on one route of the chosen build, mobile and desktop, `runs` times each; the median
 * of each figure. Everything it measures against is its own: the static server, the fake API and
 * the Chromium start and stop with it.
 */
export async function lighthouseOfRoute(route: string, runs: number, build: LighthouseBuild): Promise<Record<'mobile' | 'desktop', LighthouseFigure>> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const port = build === 'live' ? LIVE_PORT : DEMO_PORT;
  const server = await serveStatic(path.join(ROOT, build === 'live' ? LIVE_DIR : DEMO_DIR), port);
  const api = build === 'live' ? await serveFakeApi() : null;
  const chrome = await startChromeForLighthouse();
  try {
    const perFactor = {} as Record<'mobile' | 'desktop', LighthouseFigure>;
    for (const factor of ['mobile', 'desktop'] as const) {
      const figures: LighthouseFigure[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `http://127.0.0.1:${port}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          factor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        figures.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        });
      }
      perFactor[factor] = {
        performance: median(figures.map((r) => r.performance)),
        accessibility: median(figures.map((r) => r.accessibility)),
        bestPractices: median(figures.map((r) => r.bestPractices)),
        seo: median(figures.map((r) => r.seo)),
        lcpMs: median(figures.map((r) => r.lcpMs)),
        tbtMs: median(figures.map((r) => r.tbtMs)),
        cls: median(figures.map((r) => r.cls)),
      };
    }
    return perFactor;
  } finally {
    await chrome.stop();
    server.close();
    api?.closeAllConnections();
    api?.close();
  }
}

/**
 * Lighthouse on every route, each in a Node process of its own (scripts/bench/lighthouse-route.ts).
 * In one process, a route's TBT grew with its place in the run, whichever route came last
 * (docs/benchmark.md, "Lighthouse routes in processes of their own").
 */
export async function lighthouseFigures(routes: readonly string[], runs: number, build: LighthouseBuild): Promise<LighthouseFigures> {
  if (routes.some((route) => /^\/hi(\/|$)/.test(route)) && !hasDevanagariFont()) {
    console.warn('No Devanagari font here (fc-list :lang=hi): Chromium draws Hindi as boxes, unlike a phone. Debian: apt-get install fonts-noto-core');
  }
  const out: LighthouseFigures = {};
  for (const route of routes) {
    const child = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'scripts/bench/lighthouse-route.ts'), route, String(runs), build], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`Lighthouse on ${route} exited with ${code}`);
    out[route] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<'mobile' | 'desktop', LighthouseFigure>;
  }
  return out;
}

function hasDevanagariFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=hi'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}
