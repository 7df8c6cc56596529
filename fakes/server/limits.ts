import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TooManyRequestsError } from '../../domain/shared/errors';

/**
 * What the local fake server holds to before any route runs, as a real API gateway would
 * (docs/api.md "Limits", docs/decisions.md "Attempt limits"): body sizes, answered 413 before
 * the body is read, and per-peer ceilings on the sign-in calls, answered 429. The per-number
 * limits are the services' (fakes/attempt-limits.ts), so the in-memory fake has them too;
 * these exist only where there is a network peer to count.
 */

const MB = 1024 * 1024;

/** Any JSON body. */
export const JSON_BODY_LIMIT_BYTES = 1 * MB;
/** The largest file an upload may carry: the prescription's and the lab report's 10 MB. */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * MB;
/** An upload's body: the file as base64 (4 bytes for every 3) and room for the other fields. */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil(UPLOAD_FILE_LIMIT_BYTES / 3) * 4 + 64 * 1024;

/** The calls whose JSON carries a file as base64 (the profile photo rides on editProfile, a licence's two photos on byDocument, the resume on a job application). */
const UPLOAD_PATHS: ReadonlySet<string> = new Set(['/prescription/upload', '/diagnostics/upload', '/document/documents', '/user/editProfile', '/abha/enrollment/enrol/byDocument']);
const UPLOAD_PATTERNS: readonly RegExp[] = [/^\/cms\/careers\/[^/]+\/apply$/];

export const BODY_LIMIT_MESSAGES = {
  json: 'The request is too large: this call takes at most 1 MB.',
  upload: 'This file is too large: uploads may be at most 10 MB.',
} as const;

/** The limit of a call and the sentence its 413 carries. */
export function bodyLimitOf(pathname: string): { bytes: number; message: string } {
  return UPLOAD_PATHS.has(pathname) || UPLOAD_PATTERNS.some((pattern) => pattern.test(pathname))
    ? { bytes: UPLOAD_BODY_LIMIT_BYTES, message: BODY_LIMIT_MESSAGES.upload }
    : { bytes: JSON_BODY_LIMIT_BYTES, message: BODY_LIMIT_MESSAGES.json };
}

/**
 * Reads the body as text, at most `limit` bytes of it: null, without waiting for the rest,
 * when Content-Length says it is larger or once more than `limit` bytes have arrived (a body
 * sent in chunks names no length).
 */
export function readLimited(request: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/** How much of a refused body is still read (and dropped), and for how long, before the connection is cut. */
const LINGER_BYTES = 64 * MB;
const LINGER_MS = 10_000;

/**
 * After a 413, what the client still sends is read and thrown away, never kept, as nginx's
 * lingering close does: a browser still uploading then gets to read the 413 instead of a
 * reset connection. A client that sends far more, or for long, is cut off.
 */
export function discardRest(request: IncomingMessage): void {
  let dropped = 0;
  const cut = () => request.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  request.once('close', () => clearTimeout(timer));
  request.resume();
}

/** The sign-in calls a peer may make, by kind: sending a code costs an SMS or a mail; checking one is a guess. */
export type PeerBucket = 'send' | 'check';

const BUCKET_OF: ReadonlyMap<string, PeerBucket> = new Map([
  ['/user/sendOtp', 'send'],
  ['/user/forgetPassword', 'send'],
  ['/user/register/patient', 'send'],
  ['/user/mobileNumberVerify/sendOtp', 'send'],
  ['/user/sendEmailOtp', 'send'],
  ['/user/linkFamilyMember/sendOtp', 'send'],
  ['/user/verifyOtp', 'check'],
  ['/user/signIn', 'check'],
  ['/user/mobileNumberVerify/verifyOtp', 'check'],
  ['/user/linkFamilyMember', 'check'],
]);

/**
 * Per peer address, within WINDOW_MS: generous for a family behind one home connection (each
 * member signing in a few times, with resends and a typo or two), far below what cycling
 * through numbers to guess codes or passwords, or to send texts to strangers, needs.
 */
export const PEER_LIMITS: Readonly<Record<PeerBucket, number>> = { send: 20, check: 60 };
export const PEER_WINDOW_MS = 10 * 60 * 1000;

export function bucketOf(method: string, pathname: string): PeerBucket | null {
  return method === 'POST' ? (BUCKET_OF.get(pathname) ?? null) : null;
}

/** The calls each peer made per bucket within the window; in memory, and emptied by POST /__demo/reset. */
export class PeerLimiter {
  private readonly calls = new Map<string, number[]>();

  /** Counts the call, or refuses it with how long until the peer's oldest call leaves the window. */
  take(peer: string, bucket: PeerBucket, now: number): TooManyRequestsError | null {
    const key = `${bucket} ${peer}`;
    const recent = (this.calls.get(key) ?? []).filter((at) => now - at < PEER_WINDOW_MS);
    const oldest = recent[0];
    if (recent.length >= PEER_LIMITS[bucket] && oldest !== undefined) {
      this.calls.set(key, recent);
      return {
        kind: 'too-many-requests',
        message: 'Too many requests from this network',
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + PEER_WINDOW_MS - now) / 1000)),
      };
    }
    this.calls.set(key, [...recent, now]);
    return null;
  }

  clear(): void {
    this.calls.clear();
  }
}

/** The machine itself, as the server sees it on loopback (IPv4, IPv6, and IPv4 through a dual-stack socket). */
const LOOPBACK: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The header a remote caller of /__demo/* shows the demo key in. */
export const DEMO_KEY_HEADER = 'x-demo-key';

/**
 * /__demo/* resets data, moves time and injects faults: only for this machine, or for a caller
 * that shows the demo key the server was started with (DEMO_KEY); without one, for no one else.
 */
export function mayUseDemoControls(request: IncomingMessage, demoKey: string | null): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  const shown = request.headers[DEMO_KEY_HEADER];
  if (demoKey === null || demoKey === '' || typeof shown !== 'string') return false;
  const expected = Buffer.from(demoKey);
  const given = Buffer.from(shown);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
