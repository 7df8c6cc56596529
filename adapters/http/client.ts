import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SOURCE_HEADER_VALUE } from '../../domain/shared/constants';
import { TOO_LARGE_FALLBACK, type ApiError, type ApiResult } from '../../domain/shared/errors';

/** The header that names the caller on every request (spec §1, §7). */
export const SOURCE_HEADER = 'source';

export interface HttpClientConfig {
  baseUrl: string;
  /** Read on every call, so a sign-in or logout takes effect at once. */
  token: () => string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * Makes the XMLHttpRequest of uploads that report progress; by default the browser's.
   * Where there is none (Node), those uploads go through fetch and report only 0 and 1.
   */
  xhr?: () => XMLHttpRequest;
}

/** The request as it goes out, the same for fetch and XMLHttpRequest. */
interface Outgoing {
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Checks `data` of the envelope; a body that does not fit is an error value. */
  data: v.GenericSchema<unknown, T>;
  /** Overrides the bearer, e.g. an SSO token for POST /sso/validate. */
  bearer?: string;
}

const EnvelopeSchema = v.object({
  status: v.optional(v.boolean()),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
});

type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/**
 * The one HTTP client of the app: base URL, bearer token (empty before login), the
 * source header, the JSON envelope `{ status, message, data }` checked at runtime, and
 * status codes turned into the error values of spec §8.
 */
export class HttpClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly config: HttpClientConfig) {
    this.fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get<T>(path: string, options: RequestOptions<T>): ApiResult<T> {
    return this.request('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions<T>): ApiResult<T> {
    return this.request('POST', path, options);
  }

  put<T>(path: string, options: RequestOptions<T>): ApiResult<T> {
    return this.request('PUT', path, options);
  }

  delete<T>(path: string, options: RequestOptions<T>): ApiResult<T> {
    return this.request('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions<T>): ApiResult<T> {
    const { url, headers, body } = this.outgoing(path, options);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body,
        // Answers carry health data: none is kept on disk for whoever uses this browser next.
        cache: 'no-store',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        return Err({ kind: 'timeout' });
      }
      return Err({ kind: 'network' });
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      return Err({ kind: 'network' });
    }
    return answer(method, path, { status: response.status, text, retryAfter: response.headers.get('Retry-After') }, options.data);
  }

  /**
   * A POST whose upload reports progress (`fraction` from 0 to 1 of the body sent), through
   * XMLHttpRequest because fetch has no upload progress; the same headers, timeout, envelope
   * checks and error values as every other call.
   */
  postWithProgress<T>(path: string, options: RequestOptions<T>, onProgress: (fraction: number) => void): ApiResult<T> {
    const createXhr = this.config.xhr ?? (typeof XMLHttpRequest === 'undefined' ? undefined : () => new XMLHttpRequest());
    onProgress(0);
    if (createXhr === undefined) return this.post(path, options);
    const { url, headers, body } = this.outgoing(path, options);
    return new Promise((resolve) => {
      const xhr = createXhr();
      xhr.open('POST', url);
      xhr.timeout = this.config.timeoutMs;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () =>
        resolve(answer('POST', path, { status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') }, options.data));
      xhr.onerror = () => resolve(Err({ kind: 'network' }));
      xhr.onabort = () => resolve(Err({ kind: 'network' }));
      xhr.ontimeout = () => resolve(Err({ kind: 'timeout' }));
      xhr.send(body ?? null);
    });
  }

  private outgoing(path: string, options: RequestOptions<unknown>): Outgoing {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${options.bearer ?? this.config.token() ?? ''}`,
      [SOURCE_HEADER]: SOURCE_HEADER_VALUE,
      ...options.headers,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return { url: this.url(path, options.query), headers, body };
  }

  private url(path: string, query: RequestOptions<unknown>['query']): string {
    const base = this.config.baseUrl.replace(/\/+$/, '');
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }
}

/** What either transport brought back: the status, the body and the one header the errors need. */
interface Incoming {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** A 429 without a readable Retry-After still says when to try again: a minute, the shortest lock a person notices. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Retry-After (RFC 9110 §10.2.3) as whole seconds from `nowMs`: delay-seconds, or an HTTP date
 * (a date already past is 0). Null when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Mon, 02 Mar 2026 04:14:00 GMT'); a bare number that is not delay-seconds is no date.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** A status and body, whichever transport brought them, as the result the caller gets. */
function answer<T>(method: string, path: string, incoming: Incoming, schema: v.GenericSchema<unknown, T>): Result<T, ApiError> {
  const { status, text } = incoming;
  const envelope = parseEnvelope(text);
  if (status < 200 || status > 299) return Err(errorFor(incoming, envelope));
  if (envelope === null) return Err({ kind: 'bad-response', detail: `${method} ${path}: body is not a JSON envelope` });
  if (envelope.status === false) {
    return Err({ kind: 'rejected', message: messageOf(envelope) ?? 'The request was not accepted.' });
  }
  const data = v.safeParse(schema, envelope.data ?? null);
  if (!data.success) {
    return Err({ kind: 'bad-response', detail: `${method} ${path}: ${v.summarize(data.issues)}` });
  }
  return Ok(data.output);
}

function parseEnvelope(text: string): Envelope | null {
  if (text.trim() === '') return null;
  try {
    const parsed = v.safeParse(EnvelopeSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Spec §8: a 400 shows the server's data text, else its message. */
function messageOf(envelope: Envelope | null): string | undefined {
  if (envelope === null) return undefined;
  if (typeof envelope.data === 'string' && envelope.data.trim() !== '') return envelope.data;
  return envelope.message?.trim() ? envelope.message : undefined;
}

function errorFor({ status, retryAfter }: Incoming, envelope: Envelope | null): ApiError {
  const message = messageOf(envelope);
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 413) return { kind: 'too-large', message: message ?? TOO_LARGE_FALLBACK };
  if (status === 429) {
    return {
      kind: 'too-many-requests',
      message: message ?? 'Too many requests',
      retryAfterSeconds: retryAfterSeconds(retryAfter, Date.now()) ?? DEFAULT_RETRY_AFTER_SECONDS,
    };
  }
  if (status === 400) return { kind: 'rejected', message: message ?? 'The request was not accepted.' };
  if (status === 404) return { kind: 'not-found', message: message ?? 'Data Not Found' };
  if (status === 409) return { kind: 'conflict', message: message ?? 'This was changed meanwhile. Please try again.' };
  if (status >= 500) return { kind: 'server', status, message: message ?? 'Something went wrong on our side. Please try again.' };
  return { kind: 'rejected', message: message ?? `The request failed (${status}).` };
}
