import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/browser';
import { serveStatic } from '../../tests/e2e/static-server';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const KEY_ROUTES = ['/', '/auth/login', '/search-medicine', '/diagnostics', '/bookSpecialist', '/patient/consultations'] as const;
/** The public content pages issue 20 holds to Lighthouse mobile 100 and SEO 100: how most patients first meet us, from a search engine. */
export const CONTENT_ROUTES = ['/blogs', '/blog?id=balanced-thali', '/career', '/hospitals'] as const;
// Its own output folders, so a benchmark never swaps the builds under a running test.
export const LIVE_DIR = 'bench/dist';
export const DEMO_DIR = 'bench/dist-demo';
export const LIVE_PORT = 4191;
export const DEMO_PORT = 4192;

/** Code that must never reach a page that does not use it. */
const FOREIGN_CODE: Record<string, RegExp> = {
  faker: /fakerCore|FakerLocaleProxy|@faker-js/,
  // The script's address, not the spec's failure message (a shared constant every page may hold).
  'payment script': /checkout\.razorpay\.com/,
  'chart code': /chart\.js|recharts|echarts|uplot/i,
  'ABHA code': /abhaTxnId|create-aadhar-otp/,
};

export interface ChunkFigure {
  file: string;
  bytes: number;
  gzip: number;
}

export type FirstVisits = Record<string, { files: string[]; gzip: number; foreign: string[] }>;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Builds the live app, the demo app (fake backend), or both, into the bench's folders. */
export function build(builds: { live: boolean; demo: boolean }): void {
  const env = {
    ...process.env,
    VITE_API_BASE_URL: 'http://127.0.0.1:4010',
    VITE_TENANT_ID: 'bench-tenant',
    VITE_PHARMACY_ORIGIN: 'http://127.0.0.1',
    VITE_OTP_AUTH_KEY: 'bench-only-key',
    VITE_MEETING_ORIGINS: 'https://meet.carewell.in',
    VITE_SITE_ORIGIN: 'https://carewell.in',
  };
  // As a deploy builds: each blog post prerendered from a snapshot made just before (here the fake's posts).
  const snapshot = spawnSync('npx', ['tsx', 'scripts/content-snapshot.ts', 'fake'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (snapshot.status !== 0) throw new Error('scripts/content-snapshot.ts failed');
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const content = path.join(ROOT, 'bench', 'content.json');
  writeFileSync(content, snapshot.stdout);
  const wanted = [...(builds.live ? [['build', LIVE_DIR] as const] : []), ...(builds.demo ? [['build:demo', DEMO_DIR] as const] : [])];
  for (const [script, outDir] of wanted) {
    const result = spawnSync('npm', ['run', '--silent', script, '--', '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...env, PRERENDER_CONTENT: content },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  }
}

export function chunkFigures(dist: string): ChunkFigure[] {
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
export async function firstVisits(): Promise<FirstVisits> {
  const server = await serveStatic(path.join(ROOT, LIVE_DIR), LIVE_PORT);
  const browser = await launchBrowser();
  const out: FirstVisits = {};
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
