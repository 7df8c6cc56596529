/**
 * Renders deploy/nginx.conf.template: the production nginx config for the static build.
 *
 *   APP_ROOT=/srv/carewell/dist LISTEN=127.0.0.1:8080 API_ORIGIN=https://api.example.in \
 *   MEETING_ORIGINS=https://meet.example.in NGINX_PREFIX=/var/lib/carewell-nginx \
 *   npx tsx scripts/nginx-config.ts > nginx.conf
 *
 * NGINX_PREFIX (where nginx writes its pid, logs and temp files) defaults to /var/lib/carewell-nginx.
 * MEETING_ORIGINS (comma-separated) are the video-call hosts the page may load, frame and hand the
 * camera, microphone and screen to; list the build's VITE_MEETING_ORIGINS. Unset or empty means no
 * meeting host: the headers then block every video call, which is said on stderr.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The hosts a payment gateway needs, by CSP directive. */
export interface PaymentOrigins {
  /** Its checkout script (script-src). */
  scripts: readonly string[];
  /** Its API, called from the page (connect-src). */
  connect: readonly string[];
  /** Its checkout frames (frame-src). */
  frames: readonly string[];
}

/** Razorpay Standard Checkout. */
export const RAZORPAY_ORIGINS: PaymentOrigins = {
  scripts: ['https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com'],
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

export interface NginxConfigOptions {
  /** Absolute path of the built app (the folder holding index.html and assets/). */
  root: string;
  /** What nginx listens on: `127.0.0.1:8080`, `8080` or `[::1]:8080`. */
  listen: string;
  /** Origin of the API the app calls, e.g. `https://api.example.in` (VITE_API_BASE_URL's origin). */
  apiOrigin: string;
  paymentOrigins?: PaymentOrigins;
  /**
   * Origins of the video-call hosts (the Jitsi Meet deployments our API names as `room.domain`),
   * e.g. `https://meet.example.in`: their external_api.js, their meeting frame, and camera,
   * microphone and screen sharing inside that frame. None by default: no video calls.
   */
  meetingOrigins?: readonly string[];
  /** Absolute folder for nginx's pid, logs and temp files (`nginx -p <prefix>`). */
  prefix: string;
}

const TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx.conf.template');

/** What the Content-Security-Policy allows besides the app's own origin. */
export interface PolicyOrigins {
  /** Origin of the API the app calls. */
  apiOrigin: string;
  payment?: PaymentOrigins;
  /** The video-call hosts: their script, their frame and whatever their script calls. */
  meetingOrigins?: readonly string[];
  /** The text of the build's inline scripts, allowed by their hashes. */
  inlineScripts?: readonly string[];
}

/** The Content-Security-Policy header value, one directive per entry. */
export function contentSecurityPolicy({ apiOrigin, payment = RAZORPAY_ORIGINS, meetingOrigins = [], inlineScripts = [] }: PolicyOrigins): string {
  const api = origin(apiOrigin, 'apiOrigin');
  // The build's own inline scripts (index.html's prerender guard) are allowed by their hash, nothing else inline.
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  const scripts = payment.scripts.map((o) => origin(o, 'paymentOrigins.scripts'));
  const connect = payment.connect.map((o) => origin(o, 'paymentOrigins.connect'));
  const frames = payment.frames.map((o) => origin(o, 'paymentOrigins.frames'));
  const meetings = meetingOrigins.map((o) => origin(o, 'meetingOrigins'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...unique([...scripts, ...meetings])],
    // styled-components injects <style> tags at runtime; a static build has no nonce to give them.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique([api, ...connect, ...meetings])],
    // A health record opens in the page as a blob: of this origin (src/features/records/file-url.ts).
    ['frame-src', 'blob:', ...unique([...frames, ...meetings])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => (d.length === 1 ? `${d[0]} 'none'` : d.join(' '))).join('; ');
}

/**
 * The Permissions-Policy header value: camera, microphone and screen capture for the app and the
 * meeting hosts' frames (a cross-origin frame gets a feature only if this header names its
 * origin and the frame's `allow` attribute asks for it); geolocation and payment for the app alone.
 */
export function permissionsPolicy(meetingOrigins: readonly string[] = []): string {
  const meetings = unique(meetingOrigins.map((o) => origin(o, 'meetingOrigins')));
  const allowlist = (origins: readonly string[]) => `(${['self', ...origins.map((o) => `"${o}"`)].join(' ')})`;
  return [
    ['camera', allowlist(meetings)],
    ['microphone', allowlist(meetings)],
    ['display-capture', allowlist(meetings)],
    ['geolocation', allowlist([])],
    ['payment', allowlist([])],
  ]
    .map(([feature, list]) => `${feature}=${list}`)
    .join(', ');
}

export function renderNginxConfig(options: NginxConfigOptions): string {
  const values: Record<string, string> = {
    root: absolutePath(options.root, 'root'),
    prefix: absolutePath(options.prefix, 'prefix'),
    listen: listenAddress(options.listen),
    content_security_policy: contentSecurityPolicy({
      apiOrigin: options.apiOrigin,
      payment: options.paymentOrigins,
      meetingOrigins: options.meetingOrigins,
      inlineScripts: inlineScriptsOf(path.join(options.root, 'index.html')),
    }),
    permissions_policy: permissionsPolicy(options.meetingOrigins),
  };
  const template = readFileSync(TEMPLATE, 'utf8');
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE}: unknown placeholder ${whole}`);
    return value;
  });
  return rendered;
}

/** The text of every inline <script> of the built page, as the browser hashes it. */
export function inlineScriptsOf(indexHtml: string): string[] {
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

function origin(text: string, name: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an origin such as https://api.example.in, got ${JSON.stringify(text)}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`${name} must be an http(s) origin with no path, such as https://api.example.in, got ${JSON.stringify(text)}`);
  }
  // The URL parser lets quotes, `;`, `$` and braces into a host name; in a header of the config
  // they would end the directive, start an nginx variable or add a policy directive of their own.
  if (!/^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) {
    throw new Error(`${name} must have a host name of letters, digits, hyphens and dots, got ${JSON.stringify(text)}`);
  }
  return url.origin;
}

function absolutePath(text: string, name: string): string {
  // Quoted in the config: a quote, backslash or $ (an nginx variable) would change its meaning.
  if (!path.isAbsolute(text) || /["\\$\n\r{};]/.test(text)) {
    throw new Error(`${name} must be an absolute path without quotes, backslashes, $, braces or semicolons, got ${JSON.stringify(text)}`);
  }
  return text.length > 1 ? text.replace(/\/+$/, '') : text;
}

function listenAddress(text: string): string {
  const match = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|localhost):)?(\d{1,5})$/.exec(text);
  const port = Number(match?.[1]);
  if (!match || port < 1 || port > 65535) {
    throw new Error(`listen must be a port or address:port such as 127.0.0.1:8080, got ${JSON.stringify(text)}`);
  }
  return text;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') throw new Error(`${name} is not set (see scripts/nginx-config.ts)`);
  return value.trim();
}

/** A comma-separated list of origins; unset or blank is none. */
export function originList(text: string | undefined, name: string): string[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').map((item) => origin(item.trim(), name));
}

function main(): void {
  try {
    const meetingOrigins = originList(process.env.MEETING_ORIGINS, 'MEETING_ORIGINS');
    process.stdout.write(
      renderNginxConfig({
        root: path.resolve(required('APP_ROOT')),
        listen: required('LISTEN'),
        apiOrigin: required('API_ORIGIN'),
        meetingOrigins,
        prefix: path.resolve(process.env.NGINX_PREFIX ?? '/var/lib/carewell-nginx'),
      }),
    );
    if (meetingOrigins.length === 0) console.error('MEETING_ORIGINS is not set: the headers allow no meeting host, so video calls cannot start.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
