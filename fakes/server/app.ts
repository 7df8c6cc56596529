import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import { FAULT_KINDS, faultError, type FakeBackend, type FaultKind } from '../backend';
import { FakeCmsService } from '../cms-service';
import { FakeSubscriptionsService, planPartnerOf } from '../subscriptions-service';
import { abhaRoutes } from './abha-routes';
import { accountRoutes } from './account-routes';
import { diagnosticsRoutes } from './diagnostics-routes';
import { consultationRoutes } from './consultation-routes';
import { contentRoutes } from './content-routes';
import { familyRoutes } from './family-routes';
import { medicalHistoryRoutes } from './medical-history-routes';
import { notificationsRoutes } from './notifications-routes';
import { bodyLimitOf, bucketOf, discardRest, mayUseDemoControls, PeerLimiter, readLimited } from './limits';
import { pharmacyRoutes, PHARMACY_CORS_HEADERS } from './pharmacy-routes';
import { placesRoutes } from './places-routes';
import { productPagesRoutes } from './product-pages-routes';
import { careersRoutes } from './careers-routes';
import { corporateMediaRoutes } from './corporate-media-routes';
import { recordsRoutes } from './records-routes';
import { subscriptionRoutes } from './subscriptions-routes';
import { emergencyAlertRoutes, wearablesRoutes } from './wearables-routes';
import { planWire, policyWire } from './wire';

export interface RequestContext {
  token: string | null;
  body: Record<string, unknown>;
  params: string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Handler = (context: RequestContext) => Result<unknown, ApiError>;

export interface Route {
  method: string;
  path: RegExp;
  mutates: boolean;
  handle: Handler;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface FakeApiOptions {
  /** DEMO_KEY: lets a caller that is not this machine use /__demo/* when it sends it in x-demo-key. */
  demoKey?: string | null;
}

/**
 * Serves the fake store over the wire contract of docs/api.md, so the HTTP adapters
 * can be exercised over a real socket and the whole UI can run in HTTP mode offline.
 * Build it once per server: it keeps the per-peer counts between requests.
 */
export function createFakeApi(backend: FakeBackend, options: FakeApiOptions = {}) {
  const cms = new FakeCmsService();
  const subscriptions = new FakeSubscriptionsService();

  const routes: Route[] = [
    ...accountRoutes(backend),
    { method: 'GET', path: /^\/cms\/policy$/, mutates: false, handle: (c) => cms.policy(c.query.get('TYPE') ?? '').map(policyWire) },
    ...contentRoutes(backend, cms),
    ...careersRoutes(backend),
    ...corporateMediaRoutes(backend),
    {
      method: 'GET',
      path: /^\/subscription\/plans$/,
      mutates: false,
      // No sign-in needed; a subscription-widget partner's user gets the partner's price list.
      handle: (c) => subscriptions.plans(planPartnerOf(backend.state, backend.userByToken(c.token).unwrapOr(null))).map((plans) => plans.map(planWire)),
    },
    ...pharmacyRoutes(backend),
    ...familyRoutes(backend),
    ...medicalHistoryRoutes(backend),
    ...notificationsRoutes(backend),
    ...recordsRoutes(backend),
    ...subscriptionRoutes(backend),
    ...consultationRoutes(backend),
    ...diagnosticsRoutes(backend),
    ...placesRoutes(),
    ...productPagesRoutes(),
    ...abhaRoutes(backend),
    ...wearablesRoutes(backend),
    ...emergencyAlertRoutes(backend),
  ];

  const peers = new PeerLimiter();
  const demoKey = options.demoKey ?? null;

  /** The body as JSON, or null once the request has been answered (413, or 400 for a body that is not JSON). */
  async function bodyOf(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<Record<string, unknown> | null> {
    const limit = bodyLimitOf(pathname);
    const text = await readLimited(request, limit.bytes);
    if (text === null) {
      sendError({ kind: 'too-large', message: limit.message }, response);
      discardRest(request);
      return null;
    }
    try {
      return parseJson(text);
    } catch {
      send(response, 400, { status: false, message: 'The request body is not valid JSON', data: null });
      return null;
    }
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    if (origin && LOCAL_ORIGIN.test(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Allow-Headers', ['Authorization', 'Content-Type', 'source', ...PHARMACY_CORS_HEADERS].join(', '));
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      // A page on another origin reads only the headers it is allowed to: the 429's wait is one.
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }

    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';

    if (url.pathname.startsWith('/__demo/')) {
      if (!mayUseDemoControls(request, demoKey)) {
        send(response, 403, { status: false, message: 'The demo controls answer only on this machine, or with the demo key', data: null });
        return;
      }
      const body = await bodyOf(request, response, url.pathname);
      if (body === null) return;
      await demoControl(backend, method, url.pathname, body, response, () => peers.clear());
      return;
    }

    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const params = route ? decodeParams(route.path.exec(url.pathname)?.slice(1) ?? []) : null;
    if (!route || !params) {
      send(response, 404, { status: false, message: 'Data Not Found', data: null });
      return;
    }

    // Counted per peer before the body is read: a flood is turned away at the door.
    const bucket = bucketOf(method, url.pathname);
    const refused = bucket === null ? null : peers.take(request.socket.remoteAddress ?? 'unknown', bucket, backend.now());
    if (refused !== null) {
      sendError(refused, response);
      return;
    }

    const body = await bodyOf(request, response, url.pathname);
    if (body === null) return;

    if (backend.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, backend.latencyMs));
    const fault = backend.takeFault();
    if (fault !== null) {
      sendFault(fault, request, response);
      return;
    }

    const authorization = request.headers.authorization ?? '';
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() || null : null;
    const result = route.handle({ token, body, params, query: url.searchParams, headers: request.headers });
    // As FakeBackend.call: a refused change may still have counted something (a wrong OTP).
    if (route.mutates) await backend.persist();
    if (result.isOk()) {
      send(response, 200, { status: true, message: 'Success', data: result.value });
      return;
    }
    sendError(result.error, response);
  };
}

async function demoControl(
  backend: FakeBackend,
  method: string,
  pathname: string,
  body: Record<string, unknown>,
  response: ServerResponse,
  clearPeerLimits: () => void,
): Promise<void> {
  if (pathname === '/__demo/health') {
    send(response, 200, { status: true, message: 'ok', data: null });
  } else if (pathname === '/__demo/reset' && method === 'POST') {
    // The per-number counts are in the backend's state, which the seed replaces; the per-peer ones live here.
    clearPeerLimits();
    await backend.reset();
    send(response, 200, { status: true, message: 'Demo data reset', data: null });
  } else if (pathname === '/__demo/faults' && method === 'POST') {
    const kind = FAULT_KINDS.find((k) => k === body.kind);
    if (!kind) {
      send(response, 400, { status: false, message: `kind must be one of ${FAULT_KINDS.join(', ')}`, data: null });
      return;
    }
    backend.injectFault(kind, typeof body.count === 'number' ? body.count : 1);
    send(response, 200, { status: true, message: `Next call fails with ${kind}`, data: null });
  } else if (pathname === '/__demo/faults' && method === 'DELETE') {
    backend.clearFault();
    send(response, 200, { status: true, message: 'Faults cleared', data: null });
  } else if (pathname === '/__demo/latency' && method === 'POST') {
    backend.latencyMs = typeof body.ms === 'number' && body.ms >= 0 ? body.ms : 0;
    send(response, 200, { status: true, message: `Latency ${backend.latencyMs} ms`, data: null });
  } else if (pathname === '/__demo/clock' && method === 'POST') {
    if (typeof body.advanceMs !== 'number' || !(body.advanceMs > 0)) {
      send(response, 400, { status: false, message: 'advanceMs must be a positive number of milliseconds', data: null });
      return;
    }
    backend.advanceClock(body.advanceMs);
    send(response, 200, { status: true, message: `Clock moved on ${body.advanceMs} ms`, data: { now: new Date(backend.now()).toISOString() } });
  } else {
    send(response, 404, { status: false, message: 'Data Not Found', data: null });
  }
}

function sendFault(kind: FaultKind, request: IncomingMessage, response: ServerResponse): void {
  switch (kind) {
    case 'malformed':
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true,"data":');
      return;
    case 'timeout':
      // Never answers: the client's own timeout must fire. The socket closes with the client.
      request.on('close', () => response.destroy());
      return;
    default:
      sendError(faultError(kind), response);
  }
}

function sendError(error: ApiError, response: ServerResponse): void {
  switch (error.kind) {
    case 'unauthorized':
      send(response, 401, { status: false, message: 'Unauthorized', data: null });
      return;
    case 'rejected':
      send(response, 400, { status: false, message: error.message, data: null });
      return;
    case 'conflict':
      send(response, 409, { status: false, message: error.message, data: null });
      return;
    case 'not-found':
      send(response, 404, { status: false, message: error.message, data: null });
      return;
    case 'server':
      send(response, error.status, { status: false, message: error.message, data: null });
      return;
    case 'too-large':
      send(response, 413, { status: false, message: error.message, data: null });
      return;
    case 'too-many-requests':
      send(response, 429, { status: false, message: error.message, data: null }, { 'Retry-After': String(error.retryAfterSeconds) });
      return;
    default:
      send(response, 500, { status: false, message: 'Unexpected fake failure', data: null });
  }
}

function send(
  response: ServerResponse,
  status: number,
  envelope: { status: boolean; message: string; data: unknown },
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(envelope));
}

/** Percent-decoded path parameters; null when an escape is malformed (answered like an unknown path, never a throw). */
function decodeParams(raw: string[]): string[] | null {
  try {
    return raw.map(decodeURIComponent);
  } catch {
    return null;
  }
}

function parseJson(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
