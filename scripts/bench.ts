/**
 * `npm run bench`: what a patient downloads and how fast the pages are. A benchmark, not a
 * test: it prints figures and writes bench/results.json so two commits can be compared.
 *
 *   BENCH_RUNS=3 (Lighthouse runs per route and form factor; the median is reported)
 *   BENCH_SKIP_BUILD=1 (reuse dist/ and dist-demo/)
 *   BENCH_SKIP_LIGHTHOUSE=1
 *   BENCH_ROUTES=/,/auth/login (Lighthouse on these key routes only)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath, CHROMIUM_FLAGS, launchBrowser, signIn } from '../tests/e2e/browser';
import { serveStatic } from '../tests/e2e/static-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const KEY_ROUTES = ['/', '/auth/login', '/search-medicine', '/diagnostics', '/bookSpecialist', '/patient/consultations'] as const;
const LIGHTHOUSE_ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : KEY_ROUTES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIVE_DIR = 'bench/dist';
const DEMO_DIR = 'bench/dist-demo';
const LIVE_PORT = 4191;
const DEMO_PORT = 4192;

/** Code that must never reach a page that does not use it. */
const FOREIGN_CODE: Record<string, RegExp> = {
  faker: /fakerCore|FakerLocaleProxy|@faker-js/,
  // The script's address, not the spec's failure message (a shared constant every page may hold).
  'payment script': /checkout\.razorpay\.com/,
  'chart code': /chart\.js|recharts|echarts/i,
  'ABHA code': /abhaTxnId|create-aadhar-otp/,
};

interface ChunkFigure {
  file: string;
  bytes: number;
  gzip: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function build(): void {
  const env = {
    ...process.env,
    VITE_API_BASE_URL: 'http://127.0.0.1:4010',
    VITE_TENANT_ID: 'bench-tenant',
    VITE_PHARMACY_ORIGIN: 'http://127.0.0.1',
    VITE_OTP_AUTH_KEY: 'bench-only-key',
    VITE_MEETING_ORIGINS: 'https://meet.carewell.in',
  };
  // Its own output folders, so a benchmark never swaps the builds under a running test.
  for (const [script, outDir] of [['build', LIVE_DIR], ['build:demo', DEMO_DIR]] as const) {
    const result = spawnSync('npm', ['run', '--silent', script, '--', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  }
}

function chunkFigures(dist: string): ChunkFigure[] {
  const assets = path.join(ROOT, dist, 'assets');
  return readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const full = path.join(assets, file);
      return { file, bytes: readFileSync(full).length, gzip: gzipSize(full) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** Loads each key route in Chromium on the live build and records the JS and CSS it fetched. */
async function firstVisits(): Promise<Record<string, { files: string[]; gzip: number; foreign: string[] }>> {
  const server = await serveStatic(path.join(ROOT, LIVE_DIR), LIVE_PORT);
  const browser = await launchBrowser();
  const out: Record<string, { files: string[]; gzip: number; foreign: string[] }> = {};
  try {
    for (const route of KEY_ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(`http://127.0.0.1:${LIVE_PORT}${route}`, { waitUntil: 'networkidle' });
      const list = [...files].sort();
      const texts = list.map((file) => readFileSync(path.join(ROOT, LIVE_DIR, file), 'utf8'));
      out[route] = {
        files: list,
        gzip: list.reduce((sum, file) => sum + gzipSize(path.join(ROOT, LIVE_DIR, file)), 0),
        foreign: Object.entries(FOREIGN_CODE)
          .filter(([, marker]) => texts.some((text) => marker.test(text)))
          .map(([name]) => name),
      };
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

interface LighthouseFigure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function startChromeForLighthouse(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const chrome = spawn(chromiumPath(), ['--headless=new', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
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
      chrome.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

async function lighthouseFigures(): Promise<Record<string, Record<'mobile' | 'desktop', LighthouseFigure>>> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const server = await serveStatic(path.join(ROOT, DEMO_DIR), DEMO_PORT);
  const chrome = await startChromeForLighthouse();
  const out: Record<string, Record<'mobile' | 'desktop', LighthouseFigure>> = {};
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const perFactor = {} as Record<'mobile' | 'desktop', LighthouseFigure>;
      for (const factor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseFigure[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `http://127.0.0.1:${DEMO_PORT}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            factor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs.push({
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
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          seo: median(runs.map((r) => r.seo)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          cls: median(runs.map((r) => r.cls)),
        };
      }
      out[route] = perFactor;
    }
  } finally {
    await chrome.stop();
    server.close();
  }
  return out;
}

interface SearchTiming {
  catalogue: number;
  buildMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** The fake backend's medicine search, the way a typing patient drives it: every prefix of real queries. */
async function searchTimings(): Promise<SearchTiming[]> {
  const { buildCatalogue, searchCatalogue } = await import('../fakes/pharmacy/catalogue');
  const words = ['paracetamol', 'dolo 650', 'azithromycin 500', 'pan 40', 'cetirizine', 'metformin', 'vitamin d3', 'amox', 'montair lc', 'ors'];
  const queries = words.flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3)));
  const out: SearchTiming[] = [];
  for (const size of [20_000, 100_000]) {
    const started = performance.now();
    const catalogue = buildCatalogue(size);
    const buildMs = performance.now() - started;
    for (const query of queries) searchCatalogue(catalogue, query, 1, 30, '560001');
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of queries) {
        const t0 = performance.now();
        searchCatalogue(catalogue, query, 1, 30, '560001');
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    out.push({ catalogue: size, buildMs: Math.round(buildMs), queries: times.length, p50Ms: Number(percentile(times, 50).toFixed(3)), p95Ms: Number(percentile(times, 95).toFixed(3)) });
  }
  return out;
}

interface AddToCartTiming {
  cpuSlowdown: number;
  clicks: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * One interaction as a patient feels it, on the demo build with the CPU slowed 4x: from the
 * click on 'Add to cart' to the header badge showing the new count (a MutationObserver in the
 * page timestamps the change, so the harness's own round trips are not counted).
 */
async function addToCartTimings(): Promise<AddToCartTiming> {
  const cpuSlowdown = 4;
  const server = await serveStatic(path.join(ROOT, DEMO_DIR), DEMO_PORT);
  const browser = await launchBrowser();
  const base = `http://127.0.0.1:${DEMO_PORT}`;
  const times: number[] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base, '9123456780');
    const cdp = await context.newCDPSession(page);
    // Ten medicines that need no prescription and are sold at the demo pincode.
    for (const id of ['med-1', 'med-2', 'med-3', 'med-5', 'med-6', 'med-7', 'med-8', 'med-9', 'med-10', 'med-11']) {
      await page.goto(`${base}/healthcare/medicine-details?id=${id}`);
      const button = page.getByRole('button', { name: /^Add to cart: / }).first();
      await button.waitFor();
      await page.getByTestId('cart-badge').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const badge = document.querySelector('[data-testid="cart-badge"]');
            const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Add to cart: '));
            if (!badge || !button) throw new Error('no badge or Add to cart button');
            const before = badge.textContent;
            let started = 0;
            new MutationObserver((_, observer) => {
              if (badge.textContent === before) return;
              observer.disconnect();
              resolve(performance.now() - started);
            }).observe(badge, { childList: true, characterData: true, subtree: true });
            started = performance.now();
            button.click();
            setTimeout(() => resolve(Number.NaN), 5000);
          }),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (Number.isNaN(elapsed)) throw new Error(`Add to cart on ${id} never changed the badge`);
      times.push(elapsed);
    }
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return { cpuSlowdown, clicks: times.length, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times.at(-1) ?? Number.NaN) };
}

/** The fake backend's lab-test search over 5,000 tests, driven the same way: every prefix of real queries. */
async function labTestSearchTimings(): Promise<SearchTiming> {
  const { buildLabCatalogue, searchLabTests } = await import('../fakes/diagnostics/catalogue');
  const words = ['hba1c', 'cbc', 'lipid profile', 'thyroid', 'vitamin d', 'vitamin b12', 'full body', 'liver function', 'kidney', 'glucose'];
  const queries = words.flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3)));
  const size = 5_000;
  const started = performance.now();
  const catalogue = buildLabCatalogue(size);
  const buildMs = performance.now() - started;
  for (const query of queries) searchLabTests(catalogue, query, 1, 10, '560001');
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const t0 = performance.now();
      searchLabTests(catalogue, query, 1, 10, '560001');
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { catalogue: size, buildMs: Math.round(buildMs), queries: times.length, p50Ms: Number(percentile(times, 50).toFixed(3)), p95Ms: Number(percentile(times, 95).toFixed(3)) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) build();
  const chunks = chunkFigures(LIVE_DIR);
  const search = await searchTimings();
  const labTestSearch = await labTestSearchTimings();
  const visits = await firstVisits();
  const addToCart = await addToCartTimings();
  const lighthouseResults = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await lighthouseFigures();

  console.log('\nRoute chunks of the live build (gzip):');
  for (const chunk of chunks) console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.gzip).padStart(10)}  (${kb(chunk.bytes)} raw)`);
  console.log('\nFirst visit, JavaScript and CSS downloaded (gzip):');
  for (const [route, visit] of Object.entries(visits)) {
    const foreign = visit.foreign.length ? `  ships: ${visit.foreign.join(', ')}` : '';
    console.log(`  ${route.padEnd(26)} ${kb(visit.gzip).padStart(10)}  ${visit.files.length} files${foreign}`);
  }
  if (lighthouseResults) {
    console.log(`\nLighthouse on the demo build (median of ${RUNS}):`);
    console.log('  route                      form     perf  a11y  bp   seo   LCP ms  TBT ms  CLS');
    for (const [route, factors] of Object.entries(lighthouseResults)) {
      for (const [factor, f] of Object.entries(factors)) {
        console.log(
          `  ${route.padEnd(26)} ${factor.padEnd(8)} ${String(f.performance).padStart(4)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(4)} ${String(f.seo).padStart(5)} ${String(f.lcpMs).padStart(8)} ${String(f.tbtMs).padStart(7)}  ${f.cls}`,
        );
      }
    }
  }
  console.log('\nFake backend medicine search (every prefix of 10 real queries, 5 rounds):');
  for (const t of search) {
    console.log(`  ${String(t.catalogue).padStart(7)} medicines  build ${t.buildMs} ms  p50 ${t.p50Ms} ms  p95 ${t.p95Ms} ms  (${t.queries} queries)`);
  }
  console.log('\nFake backend lab-test search (every prefix of 10 real queries, 5 rounds):');
  console.log(`  ${String(labTestSearch.catalogue).padStart(7)} tests      build ${labTestSearch.buildMs} ms  p50 ${labTestSearch.p50Ms} ms  p95 ${labTestSearch.p95Ms} ms  (${labTestSearch.queries} queries)`);
  console.log(`\nAdd to cart -> header badge, demo build, CPU ${addToCart.cpuSlowdown}x slower (${addToCart.clicks} clicks):`);
  console.log(`  p50 ${addToCart.p50Ms} ms  p95 ${addToCart.p95Ms} ms  max ${addToCart.maxMs} ms`);

  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const results = { at: new Date().toISOString(), chunks, firstVisits: visits, lighthouse: lighthouseResults, search, labTestSearch, addToCart };
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results.json');
}

await main();
