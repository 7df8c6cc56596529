import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, HttpClient, retryAfterSeconds, type HttpClientConfig } from './client';
import { TOO_LARGE_FALLBACK } from '../../domain/shared/errors';

interface SeenRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
  cache: RequestCache | undefined;
}

/** A fetch that records each request and answers with `respond`. */
function fakeFetch(respond: (request: SeenRequest) => Response | Promise<Response> = () => json({ status: true, data: null })) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request: SeenRequest = {
      url: String(input),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
      cache: init?.cache,
    };
    seen.push(request);
    return respond(request);
  });
  return { fetch, seen };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: 'https://api.example.in/v1/', token: () => 'tok-123', timeoutMs: 5000, fetch, ...overrides });
}

const Anything = v.unknown();
const Person = v.object({ name: v.string(), age: v.number() });

describe('HttpClient: the request it sends', () => {
  it('joins the base URL (trailing slash trimmed), the path and the query, skipping undefined values', async () => {
    const { fetch, seen } = fakeFetch();

    await client(fetch).get('/diagnostics/search', {
      query: { q: 'thyroid profile', page: 1, limit: 10, fasting: false, city: undefined },
      data: Anything,
    });

    expect(seen[0]?.url).toBe('https://api.example.in/v1/diagnostics/search?q=thyroid+profile&page=1&limit=10&fasting=false');
  });

  it('adds no question mark when there is no query', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, { baseUrl: 'https://api.example.in//' }).get('/user/userIcon', { data: Anything });
    await client(fetch).get('/user/userIcon', { query: { only: undefined }, data: Anything });
    expect(seen.map((r) => r.url)).toEqual(['https://api.example.in/user/userIcon', 'https://api.example.in/v1/user/userIcon']);
  });

  it('sends the method it was asked for', async () => {
    const { fetch, seen } = fakeFetch();
    const http = client(fetch);
    await http.get('/a', { data: Anything });
    await http.post('/a', { data: Anything });
    await http.put('/a', { data: Anything });
    await http.delete('/a', { data: Anything });
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it("carries 'Authorization: Bearer <token>' and 'source: PATIENT WEB'", async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/user/userIcon', { data: Anything });
    expect(seen[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-123', source: 'PATIENT WEB' });
  });

  it("sends an empty bearer ('Bearer ') before login, and the source header still", async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, { token: () => null }).post('/user/sendOtp', { body: { mobileNumber: '9876543210' }, data: Anything });
    expect(seen[0]?.headers.Authorization).toBe('Bearer ');
    expect(seen[0]?.headers.source).toBe('PATIENT WEB');
  });

  it('reads the token on every call, so sign-in and logout take effect at once', async () => {
    const { fetch, seen } = fakeFetch();
    let token: string | null = null;
    const http = client(fetch, { token: () => token });

    await http.get('/a', { data: Anything });
    token = 'after-login';
    await http.get('/a', { data: Anything });
    token = null;
    await http.get('/a', { data: Anything });

    expect(seen.map((r) => r.headers.Authorization)).toEqual(['Bearer ', 'Bearer after-login', 'Bearer ']);
  });

  it('uses an explicit bearer over the stored token', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).post('/sso/validate', { bearer: 'sso-token', data: Anything });
    expect(seen[0]?.headers.Authorization).toBe('Bearer sso-token');
  });

  it('keeps no answer in the browser’s HTTP cache, where the next patient on this computer could find it', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/user/userProfile', { data: Anything });
    await client(fetch).post('/user/logout', { data: Anything });
    expect(seen.map((request) => request.cache)).toEqual(['no-store', 'no-store']);
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).post('/user/verifyOtp', { body: { mobileNumber: '9876543210', otp: '123456' }, data: Anything });
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ mobileNumber: '9876543210', otp: '123456' });
  });

  it('sends no content type and no body when there is no body', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/user/userIcon', { data: Anything });
    await client(fetch).post('/user/logout', { data: Anything });
    for (const request of seen) {
      expect(request.headers).not.toHaveProperty('Content-Type');
      expect(request.body).toBeUndefined();
    }
  });

  it('adds per-call headers', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/pharmacy/cart', { headers: { tenantId: 'T-1' }, data: Anything });
    expect(seen[0]?.headers).toMatchObject({ tenantId: 'T-1', source: 'PATIENT WEB' });
  });
});

describe('HttpClient: reading the answer', () => {
  it('returns the envelope data once it fits the schema', async () => {
    const { fetch } = fakeFetch(() => json({ status: true, message: 'ok', data: { name: 'Priya', age: 34 } }));
    const result = await client(fetch).get('/person', { data: Person });
    expect(result.isOk() && result.value).toEqual({ name: 'Priya', age: 34 });
  });

  it('returns the output of a transforming schema', async () => {
    const { fetch } = fakeFetch(() => json({ status: true, data: '42' }));
    const result = await client(fetch).get('/n', { data: v.pipe(v.string(), v.transform(Number)) });
    expect(result.isOk() && result.value).toBe(42);
  });

  it.each([
    ['a wrong-typed field', { status: true, data: { name: 'Priya', age: '34' } }],
    ['a missing field', { status: true, data: { name: 'Priya' } }],
    ['no data at all', { status: true }],
    ['an envelope of the wrong shape', { status: 'yes', data: { name: 'Priya', age: 34 } }],
    ['a bare array', [1, 2, 3]],
  ])('turns %s into bad-response, never a throw', async (_what, body) => {
    const { fetch } = fakeFetch(() => json(body));
    const result = await client(fetch).get('/person', { data: Person });
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it('names the call in a bad-response detail, for the logs', async () => {
    const { fetch } = fakeFetch(() => json({ status: true, data: { name: 7, age: 34 } }));
    const result = await client(fetch).get('/person', { data: Person });
    expect(result.isErr() && result.error.kind === 'bad-response' && result.error.detail).toContain('GET /person');
  });

  it.each([
    ['HTML', '<!doctype html><title>Bad gateway</title>'],
    ['an empty body', ''],
    ['truncated JSON', '{"status": true, "data": {'],
  ])('turns a 200 with %s into bad-response', async (_what, text) => {
    const { fetch } = fakeFetch(() => new Response(text, { status: 200 }));
    const result = await client(fetch).get('/person', { data: Anything });
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it('turns status false in a 200 envelope into rejected with the server message', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'User is inactive', data: null }));
    const result = await client(fetch).get('/user/userIcon', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'User is inactive' });
  });

  it('still gives a sentence for status false with no message', async () => {
    const { fetch } = fakeFetch(() => json({ status: false }));
    const result = await client(fetch).get('/user/userIcon', { data: Anything });
    expect(result.isErr() && result.error.kind === 'rejected' && result.error.message).toMatch(/\w/);
  });

  it('an answer whose body breaks off while reading is network', async () => {
    const broken = new Response('{}', { status: 200 });
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('terminated'));
    const { fetch } = fakeFetch(() => broken);
    const result = await client(fetch).get('/a', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'network' });
  });
});

describe('HttpClient: status codes (spec §8)', () => {
  it('400 is rejected with the data text when data is a string', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'Bad Request', data: 'Pincode is not serviceable' }, 400));
    const result = await client(fetch).post('/cart', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'Pincode is not serviceable' });
  });

  it('400 is rejected with the message when data is not a string', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'Invalid mobile number', data: { field: 'mobile' } }, 400));
    const result = await client(fetch).post('/user/sendOtp', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'Invalid mobile number' });
  });

  it('400 with a body that is not JSON is still rejected, with a sentence', async () => {
    const { fetch } = fakeFetch(() => new Response('Bad Request', { status: 400 }));
    const result = await client(fetch).post('/a', { body: {}, data: Anything });
    expect(result.isErr() && result.error.kind).toBe('rejected');
    expect(result.isErr() && result.error.kind === 'rejected' && result.error.message).toMatch(/\w/);
  });

  it('401 is unauthorized', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'jwt expired' }, 401));
    const result = await client(fetch).get('/user/userIcon', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'unauthorized' });
  });

  it('404 is not-found, with the server message or the spec\'s "Data Not Found"', async () => {
    const withMessage = fakeFetch(() => json({ status: false, message: 'No such order' }, 404));
    const bare = fakeFetch(() => new Response('', { status: 404 }));
    const a = await client(withMessage.fetch).get('/order/1', { data: Anything });
    const b = await client(bare.fetch).get('/order/1', { data: Anything });
    expect(a.isErr() && a.error).toEqual({ kind: 'not-found', message: 'No such order' });
    expect(b.isErr() && b.error).toEqual({ kind: 'not-found', message: 'Data Not Found' });
  });

  it('409 is conflict with the server message', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'Slot already booked' }, 409));
    const result = await client(fetch).post('/appointment/book', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'conflict', message: 'Slot already booked' });
  });

  it.each([500, 502, 503])('%i is server with its status', async (status) => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'Upstream failed' }, status));
    const result = await client(fetch).get('/a', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'server', status, message: 'Upstream failed' });
  });

  it('413 is too-large with the server message, which names the limit', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, message: 'This file is too large: uploads may be at most 10 MB.', data: null }, 413));
    const result = await client(fetch).post('/diagnostics/upload', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'too-large', message: 'This file is too large: uploads may be at most 10 MB.' });
  });

  it("413 from a proxy's HTML page is still too-large, with a sentence of our own", async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>413 Request Entity Too Large</h1>', { status: 413, headers: { 'Content-Type': 'text/html' } }));
    const result = await client(fetch).post('/prescription/upload', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'too-large', message: TOO_LARGE_FALLBACK });
  });

  it('429 is too-many-requests with the server message and the seconds of Retry-After', async () => {
    const { fetch } = fakeFetch(
      () => new Response(JSON.stringify({ status: false, message: 'Too many wrong attempts', data: null }), { status: 429, headers: { 'Retry-After': '840' } }),
    );
    const result = await client(fetch).post('/user/verifyOtp', { body: {}, data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'too-many-requests', message: 'Too many wrong attempts', retryAfterSeconds: 840 });
  });

  it('429 reads a Retry-After given as an HTTP date as the seconds until then', async () => {
    const at = new Date(Date.now() + 5 * 60_000).toUTCString();
    const { fetch } = fakeFetch(() => new Response('', { status: 429, headers: { 'Retry-After': at } }));
    const result = await client(fetch).post('/user/signIn', { body: {}, data: Anything });
    const seconds = result.isErr() && result.error.kind === 'too-many-requests' ? result.error.retryAfterSeconds : NaN;
    // The date has whole seconds and the call takes a moment: within a couple of seconds of 5 minutes.
    expect(seconds).toBeGreaterThanOrEqual(298);
    expect(seconds).toBeLessThanOrEqual(300);
  });

  it('429 without a readable Retry-After still says when to try again: in a minute', async () => {
    for (const headers of [{}, { 'Retry-After': 'soon' }] as Record<string, string>[]) {
      const { fetch } = fakeFetch(() => new Response('Too Many Requests', { status: 429, headers }));
      const result = await client(fetch).post('/user/sendOtp', { body: {}, data: Anything });
      expect(result.isErr() && result.error).toEqual({ kind: 'too-many-requests', message: 'Too many requests', retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS });
    }
  });

  it('a 503 page in HTML is still server with its status', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Service Unavailable</h1>', { status: 503 }));
    const result = await client(fetch).get('/a', { data: Anything });
    expect(result.isErr() && result.error.kind === 'server' && result.error.status).toBe(503);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-03-02T04:00:00Z');

  it.each([
    ['900', 900],
    [' 60 ', 60],
    ['0', 0],
    ['Mon, 02 Mar 2026 04:14:00 GMT', 840],
    // A date already past: try now.
    ['Mon, 02 Mar 2026 03:59:00 GMT', 0],
    ['', null],
    [null, null],
    ['-5', null],
    ['1.5', null],
    ['in a while', null],
  ])('reads %j as %j', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });
});

describe('HttpClient: transport failures', () => {
  it('a fetch that throws a TypeError (offline, DNS, CORS) is network', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client(fetch).get('/a', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'network' });
  });

  it('a fetch that rejects with a TimeoutError is timeout', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    );
    const result = await client(fetch).get('/a', { data: Anything });
    expect(result.isErr() && result.error).toEqual({ kind: 'timeout' });
  });

  it('gives up after timeoutMs on a server that never answers', async () => {
    const { fetch, seen } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = request.signal;
          if (!signal) return;
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    );
    const started = performance.now();

    const result = await client(fetch, { timeoutMs: 20 }).get('/slow', { data: Anything });

    expect(result.isErr() && result.error).toEqual({ kind: 'timeout' });
    expect(seen[0]?.signal).toBeDefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
