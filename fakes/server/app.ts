import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import { FAULT_KINDS, type FakeBackend, type FaultKind } from '../backend';
import { FakeUserService } from '../user-service';
import { headerDetailWire, tenantWire, userProfileWire } from './wire';

interface RequestContext {
  token: string | null;
  body: Record<string, unknown>;
  params: string[];
  query: URLSearchParams;
}

type Handler = (context: RequestContext) => Result<unknown, ApiError>;

interface Route {
  method: string;
  path: RegExp;
  mutates: boolean;
  handle: Handler;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Serves the fake store over the wire contract of docs/api.md, so the HTTP adapters
 * can be exercised over a real socket and the whole UI can run in HTTP mode offline.
 */
export function createFakeApi(backend: FakeBackend) {
  const users = new FakeUserService(backend);
  const str = (value: unknown) => (typeof value === 'string' ? value : '');

  const routes: Route[] = [
    { method: 'POST', path: /^\/user\/sendOtp$/, mutates: true, handle: (c) => users.sendOtp(str(c.body.mobileNumber), str(c.body.encryptedToken)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/verifyOtp$/, mutates: true, handle: (c) => users.verifyOtp(str(c.body.mobileNumber), str(c.body.otp)) },
    { method: 'GET', path: /^\/user\/userIcon$/, mutates: false, handle: (c) => users.headerDetail(c.token).map(headerDetailWire) },
    { method: 'GET', path: /^\/user\/userProfile$/, mutates: false, handle: (c) => users.userProfile(c.token).map(userProfileWire) },
    { method: 'POST', path: /^\/user\/logout$/, mutates: true, handle: (c) => users.logout(c.token) },
    { method: 'GET', path: /^\/sso\/tanent\/([^/]+)$/, mutates: false, handle: (c) => users.tenant(c.params[0] ?? '').map(tenantWire) },
  ];

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    if (origin && LOCAL_ORIGIN.test(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, source');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }

    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body: Record<string, unknown>;
    try {
      body = await readJson(request);
    } catch {
      send(response, 400, { status: false, message: 'The request body is not valid JSON', data: null });
      return;
    }

    if (url.pathname.startsWith('/__demo/')) {
      await demoControl(backend, request.method ?? 'GET', url.pathname, body, response);
      return;
    }

    const route = routes.find((r) => r.method === request.method && r.path.test(url.pathname));
    const params = route ? decodeParams(route.path.exec(url.pathname)?.slice(1) ?? []) : null;
    if (!route || !params) {
      send(response, 404, { status: false, message: 'Data Not Found', data: null });
      return;
    }

    if (backend.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, backend.latencyMs));
    const fault = backend.takeFault();
    if (fault !== null) {
      sendFault(fault, request, response);
      return;
    }

    const authorization = request.headers.authorization ?? '';
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() || null : null;
    const result = route.handle({ token, body, params, query: url.searchParams });
    if (result.isOk()) {
      if (route.mutates) await backend.persist();
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
): Promise<void> {
  if (pathname === '/__demo/health') {
    send(response, 200, { status: true, message: 'ok', data: null });
  } else if (pathname === '/__demo/reset' && method === 'POST') {
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
  } else {
    send(response, 404, { status: false, message: 'Data Not Found', data: null });
  }
}

function sendFault(kind: FaultKind, request: IncomingMessage, response: ServerResponse): void {
  switch (kind) {
    case '401':
      send(response, 401, { status: false, message: 'Unauthorized', data: null });
      return;
    case '409':
      send(response, 409, { status: false, message: 'This was changed by someone else meanwhile. Please try again.', data: null });
      return;
    case '500':
      send(response, 500, { status: false, message: 'The demo server failed on purpose (injected fault).', data: null });
      return;
    case 'malformed':
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true,"data":');
      return;
    case 'timeout':
      // Never answers: the client's own timeout must fire. The socket closes with the client.
      request.on('close', () => response.destroy());
      return;
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
    default:
      send(response, 500, { status: false, message: 'Unexpected fake failure', data: null });
  }
}

function send(response: ServerResponse, status: number, envelope: { status: boolean; message: string; data: unknown }): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(envelope));
}

/** Percent-decoded path parameters; null when an escape is malformed (answered like an unknown path, never a throw). */
function decodeParams(raw: string[]): string[] | null {
  try {
    return raw.map(decodeURIComponent);
  } catch {
    return null;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
