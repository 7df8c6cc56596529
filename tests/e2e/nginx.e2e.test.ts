/**
 * The production nginx config (deploy/nginx.conf.template, rendered by scripts/nginx-config.ts)
 * serving the live build (dist/) on loopback: headers, caching, SPA fallback, the app running
 * under its Content-Security-Policy (a video call included), refusing to be framed, and an access
 * log without query strings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, istDate } from '../../domain/consultations/slots';
import { renderNginxConfig } from '../../scripts/nginx-config';
import { launchBrowser, signIn, stubMeetingHost } from './browser';
import { E2E_PORTS } from './ports';

const NGINX_PORT = 4176;
const FRAMER_PORT = 4177;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BASE = `http://127.0.0.1:${NGINX_PORT}`;
const API_ORIGIN = `http://127.0.0.1:${E2E_PORTS.api}`;
const DIST = path.resolve(import.meta.dirname, '../../dist');
/** Rahul, whose upcoming consultation is with Dr. Kavitha Reddy, online round the clock. */
const PATIENT = '9123456780';
/** The fake API's meeting host (room.domain meet.carewell.in), in the build's VITE_MEETING_ORIGINS (scripts/test.sh). */
const MEETING_ORIGIN = 'https://meet.carewell.in';

/**
 * index.html's two inline scripts (one hides the prerendered landing page elsewhere, one starts
 * the app after the first paint), each allowed by its hash alone.
 */
const INLINE_SCRIPTS = [...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);

/** The policy the app must run under, written out here rather than taken from the renderer. */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, 'https://checkout.razorpay.com', MEETING_ORIGIN],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", API_ORIGIN, 'https://api.razorpay.com', MEETING_ORIGIN],
  'frame-src': ['blob:', 'https://api.razorpay.com', 'https://checkout.razorpay.com', MEETING_ORIGIN],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const EXPECTED_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': `camera=(self "${MEETING_ORIGIN}"), microphone=(self "${MEETING_ORIGIN}"), display-capture=(self "${MEETING_ORIGIN}"), geolocation=(self), payment=(self)`,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function parseCsp(value: string | null): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const directive of (value ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name === undefined || name === '') continue;
    // A directive named twice (or a header sent twice, which fetch joins with ", ") shows up here.
    expect(policy[name], `directive ${name} appears once`).toBeUndefined();
    policy[name] = sources.sort();
  }
  return policy;
}

function expectSecurityHeaders(response: Response): void {
  const expectedCsp = Object.fromEntries(Object.entries(EXPECTED_CSP).map(([name, sources]) => [name, [...sources].sort()]));
  expect(parseCsp(response.headers.get('content-security-policy'))).toEqual(expectedCsp);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) {
    // Exact values: a header sent twice would read "DENY, DENY".
    expect(response.headers.get(name), name).toBe(value);
  }
}

/** Stays empty while the page runs with no Content-Security-Policy violation. */
interface CspWatch {
  page: Page;
  context: BrowserContext;
  violations: string[];
}

async function watchCsp(browser: Browser): Promise<CspWatch> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
        report(`securitypolicyviolation ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      },
      true,
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return { page, context, violations };
}

/**
 * Moves the signed-in patient's upcoming consultation to the doctor's first free slot, which
 * starts within 15 minutes (the doctor consults round the clock), so its call is open.
 */
async function upcomingConsultationMovedToSoon(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${API_ORIGIN}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}`, source: 'PATIENT WEB' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { message: string; data: T };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  }
  const booked = (await call<{ id: string; status: string; doctor: { id: string } }[]>('/appointment/appointments')).find((a) => a.status === 'BOOKED');
  if (!booked) throw new Error(`the demo patient ${PATIENT} has an upcoming consultation`);
  // Late in the evening today has no slot left; tomorrow's first is then minutes away.
  const today = istDate(new Date());
  for (const date of [today, addDays(today, 1)]) {
    const slots = await call<{ id: string; isAvailable: boolean }[]>(`/appointment/slots/specialist?doctorId=${booked.doctor.id}&date=${date}`);
    const soon = slots.find((slot) => slot.isAvailable);
    if (soon) {
      await call('/appointment/appointment-update', { appointmentId: booked.id, slotId: soon.id });
      return;
    }
  }
  throw new Error('the doctor has a free slot today or tomorrow');
}

function startNginx(conf: string, prefix: string): Promise<ChildProcess> {
  const globals = ['daemon off;'];
  // As root, nginx's workers would drop to `nobody`, who may not be able to read a checkout
  // under /root; this loopback test server keeps root's rights instead.
  if (process.getuid?.() === 0) globals.push('user root;');
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', globals.join(' ')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15000;
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      const log = existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
      reject(new Error(`nginx exited with ${code} before serving:\n${output}\n${log}`));
    });
    const poll = async (): Promise<void> => {
      if (exited) return;
      try {
        const response = await fetch(`${BASE}/`);
        await response.arrayBuffer();
        resolve(child);
        return;
      } catch {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          reject(new Error(`nginx did not answer on ${BASE} within 15 s:\n${output}`));
          return;
        }
      }
      setTimeout(() => void poll(), 100);
    };
    void poll();
  });
}

async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe('the production nginx config serving the live build', () => {
  let prefix = '';
  let config = '';
  let nginx: ChildProcess | undefined;
  let browser: Browser | undefined;
  let framer: Server | undefined;
  let indexHtml = '';
  let setupError: unknown;

  // The fake API is the HTTP-mode suite's too: a fault planned or data changed by the file
  // before must not leak into these tests.
  beforeEach(async () => {
    await fetch(`${API_ORIGIN}/__demo/reset`, { method: 'POST' });
  });

  beforeAll(async () => {
    try {
      if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run scripts/ensure-nginx.sh (npm test does)`);
      if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run the production build first (see scripts/test.sh)`);
      indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
      prefix = mkdtempSync(path.join(tmpdir(), 'carewell-nginx-'));
      chmodSync(prefix, 0o755);
      config = renderNginxConfig({ root: DIST, listen: `127.0.0.1:${NGINX_PORT}`, apiOrigin: API_ORIGIN, meetingOrigins: [MEETING_ORIGIN], prefix });
      writeFileSync(path.join(prefix, 'nginx.conf'), config);
      nginx = await startNginx(path.join(prefix, 'nginx.conf'), prefix);
      browser = await launchBrowser();
    } catch (error) {
      // Kept for every test to fail with, so a missing nginx reads as failures, never as skips.
      setupError = error;
    }
  });

  /** The running server and browser, or the reason there are none. */
  function ready(): Browser {
    if (setupError !== undefined) throw setupError;
    if (!browser) throw new Error('the nginx test setup did not finish');
    return browser;
  }

  afterAll(async () => {
    await browser?.close();
    if (framer) {
      framer.closeAllConnections();
      await new Promise((resolve) => framer?.close(resolve));
    }
    if (nginx) await stopNginx(nginx);
    if (prefix !== '') rmSync(prefix, { recursive: true, force: true });
  });

  it('renders a config that nginx -t accepts, listening on loopback only, writing only inside its prefix', () => {
    ready();
    const test = spawnSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    expect(test.status, test.stderr).toBe(0);
    expect([...config.matchAll(/^\s*listen\s+([^;]+);/gm)].map((m) => m[1])).toEqual([`127.0.0.1:${NGINX_PORT}`]);
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path']) {
      const lines = [...config.matchAll(new RegExp(`^\\s*${directive}\\s+"?([^";\\s]+)`, 'gm'))].map((m) => m[1]);
      expect(lines.length, `${directive} is set`).toBeGreaterThan(0);
      for (const file of lines) expect(file?.startsWith(`${prefix}/`), `${directive} ${file} is inside ${prefix}`).toBe(true);
    }
  });

  it('serves / as index.html with 200, no-cache and every security header', async () => {
    ready();
    const response = await fetch(`${BASE}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(indexHtml);
  });

  it('serves a deep SPA route (/healthplus/testDetails/9) as index.html with 200, no-cache and every security header', async () => {
    ready();
    const response = await fetch(`${BASE}/healthplus/testDetails/9`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(indexHtml);
  });

  it('serves a guarded address (/patient/consultations) its own prerendered page, not the fallback, with the same headers', async () => {
    ready();
    const response = await fetch(`${BASE}/patient/consultations?tab=upcoming`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(readFileSync(path.join(DIST, 'patient/consultations/index.html'), 'utf8'));
  });

  it("serves a blog post's address (/blog?id=…) the post's own prerendered page, and an unknown post the fallback", async () => {
    ready();
    const post = await fetch(`${BASE}/blog?id=balanced-thali&utm_source=whatsapp`);
    expect(post.status).toBe(200);
    expectSecurityHeaders(post);
    expect(await post.text()).toBe(readFileSync(path.join(DIST, 'blog/balanced-thali/index.html'), 'utf8'));
    const hindi = await fetch(`${BASE}/hi/blog?id=balanced-thali`);
    expect(await hindi.text()).toBe(readFileSync(path.join(DIST, 'hi/blog/balanced-thali/index.html'), 'utf8'));
    for (const address of ['/blog?id=no-such-post', '/blog?id=../../index', '/blog']) {
      const other = await fetch(`${BASE}${address}`);
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(indexHtml);
    }
  });

  it('serves a hashed asset gzipped with a year-long immutable Cache-Control and every security header', async () => {
    ready();
    const asset = /"(\/assets\/index-[A-Za-z0-9_-]{8}\.js)"/.exec(indexHtml)?.[1];
    expect(asset, 'index.html names a hashed entry script').toBeDefined();
    const response = await fetch(`${BASE}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(readFileSync(path.join(DIST, asset ?? ''), 'utf8'));
  });

  it('gzips JavaScript, CSS, SVG and JSON by their content types', () => {
    ready();
    expect(config).toMatch(/^\s*gzip\s+on;/m);
    const gzipTypes = /^\s*gzip_types\s+([^;]+);/m.exec(config)?.[1]?.split(/\s+/) ?? [];
    const types = /types\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
    for (const extension of ['js', 'css', 'svg', 'json']) {
      const type = new RegExp(`^\\s*(\\S+)\\s+[^;]*\\b${extension}\\b[^;]*;`, 'm').exec(types)?.[1];
      expect(type, `.${extension} has a content type`).toBeDefined();
      expect(gzipTypes, `.${extension} (${type}) is gzipped`).toContain(type);
    }
  });

  it('answers 404, not index.html, for a missing file under /assets, still with every security header and no long-lived caching', async () => {
    ready();
    const response = await fetch(`${BASE}/assets/index-Missing0.js`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/max-age=31536000|immutable/);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('loads the app in Chromium with no CSP violation and renders a level-1 heading, also on a deep route', async () => {
    const { page, context, violations } = await watchCsp(ready());
    try {
      await page.goto(`${BASE}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      await page.goto(`${BASE}/patient/consultations`);
      await page.waitForURL(/\/auth\/login/);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs a patient in through the CSP (connect-src allows the API) with no CSP violation', async () => {
    const { page, context, violations } = await watchCsp(ready());
    try {
      await signIn(page, BASE, PATIENT);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('joins a video call on the meeting host under the real headers: its script and frame load, its frame gets the fake camera and microphone, no CSP violation', { timeout: 90000 }, async () => {
    const { page, context, violations } = await watchCsp(ready());
    // The stand-in meeting host is served by routing https://meet.carewell.in/** in the browser,
    // not by a local server: the app only ever loads https://{room.domain}, and routing keeps that
    // very origin (and a secure context for the frame) with no certificate or DNS to fake.
    // Routing does not weaken the proof: Chromium checks the CSP (script-src, frame-src) and the
    // Permissions-Policy against that origin before a request reaches the route.
    await stubMeetingHost(context);
    // What the meeting frame tells the app's page, as Jitsi's frame does, by postMessage.
    const reports: { name: string; payload: unknown }[] = [];
    await context.exposeBinding('__reportMeetingMessage', (_source, report: { name: string; payload: unknown }) => {
      reports.push(report);
    });
    await context.addInitScript((meetingOrigin) => {
      if (window !== window.top) return;
      window.addEventListener('message', (event) => {
        const data = event.data as { jitsiStandIn?: string; name: string; payload: unknown } | null;
        if (event.origin !== meetingOrigin || data?.jitsiStandIn !== 'event') return;
        (window as unknown as { __reportMeetingMessage(report: unknown): void }).__reportMeetingMessage({ name: data.name, payload: data.payload });
      });
    }, MEETING_ORIGIN);
    try {
      await signIn(page, BASE, PATIENT);
      await upcomingConsultationMovedToSoon(page);
      await page.goto(`${BASE}/patient/consultations`);
      await page.getByRole('link', { name: 'Join the call' }).click();
      await page.getByText('Your camera and microphone work. Check how you look, then join.').waitFor();
      await page.getByRole('button', { name: 'Join the call' }).click();
      // A script or frame the policy blocks shows up here as a timeout: say what the watcher saw.
      await page
        .getByText('In the call with Dr. Kavitha Reddy.')
        .waitFor({ timeout: 20000 })
        .catch((error: Error) => {
          throw new Error(`${error.message}\nCSP violations: ${JSON.stringify(violations, null, 2)}`);
        });

      const frame = page.locator('iframe[id^="jitsiConferenceFrame"]');
      expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(MEETING_ORIGIN);
      expect(await frame.getAttribute('allow')).toBe('camera; microphone; display-capture');
      expect(await frame.getAttribute('title')).toBe('Video consultation with Dr. Kavitha Reddy');
      await expect.poll(() => reports.find((report) => report.name === 'videoConferenceJoined' || report.name === 'cameraError')).toBeDefined();
      expect(reports.filter((report) => report.name === 'cameraError')).toEqual([]);
      const joined = reports.find((report) => report.name === 'videoConferenceJoined')?.payload as { tracks: { kind: string; readyState: string }[] };
      expect([...joined.tracks].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'audio', readyState: 'live' },
        { kind: 'video', readyState: 'live' },
      ]);

      await page.getByRole('button', { name: 'End call' }).click();
      await page.getByRole('heading', { name: 'Your consultation has ended' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs the path of a request but never its query (a sign-in token) or its Referer', async () => {
    ready();
    const secret = `secret-${process.pid}-${Date.now()}`;
    const response = await fetch(`${BASE}/patient/consultations?token=${secret}&tab=upcoming`, {
      headers: { Referer: `${BASE}/sso/authenticate?token=${secret}-referer`, 'User-Agent': 'carewell-nginx-log-test' },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    // nginx writes the line once the response has gone out.
    const accessLog = () => readFileSync(path.join(prefix, 'access.log'), 'utf8');
    await expect.poll(accessLog).toContain('carewell-nginx-log-test');
    expect(accessLog().split('\n').find((entry) => entry.includes('carewell-nginx-log-test'))).toContain('"GET /patient/consultations" 200 ');
    for (const log of ['access.log', 'error.log']) {
      const file = path.join(prefix, log);
      expect(existsSync(file) ? readFileSync(file, 'utf8') : '', log).not.toContain(secret);
    }
  });

  it('refuses to be framed by another origin: the frame stays empty while an unprotected control frame renders', async () => {
    const chromium = ready();
    // The control frame is the same build from the plain static server (no headers), so an empty
    // nginx frame means "refused", not "not loaded yet".
    const control = `http://127.0.0.1:${E2E_PORTS.live}/`;
    framer = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><title>framer</title>
         <iframe name="nginx" src="${BASE}/" width="800" height="600"></iframe>
         <iframe name="control" src="${control}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve, reject) => {
      framer?.once('error', reject);
      framer?.listen(FRAMER_PORT, '127.0.0.1', () => resolve());
    });
    const context = await chromium.newContext();
    try {
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://127.0.0.1:${FRAMER_PORT}/`);
      const controlHeading = page.frame({ name: 'control' })?.getByRole('heading', { level: 1 }).first();
      await controlHeading?.waitFor({ state: 'visible' });
      const appHeading = (await controlHeading?.textContent()) ?? '';
      expect(appHeading, 'the control frame renders the app').not.toBe('');
      const framed = page.frame({ name: 'nginx' });
      expect(framed, 'the nginx frame exists').not.toBeNull();
      // Chromium replaces a refused frame with its own error page (chrome-error://chromewebdata/).
      expect(framed?.url()).not.toBe(`${BASE}/`);
      expect(await framed?.title()).not.toBe('CareWell');
      expect(await framed?.locator('#root').count()).toBe(0);
      expect(await framed?.getByRole('heading', { level: 1, name: appHeading, exact: true }).count()).toBe(0);
      expect(messages.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
