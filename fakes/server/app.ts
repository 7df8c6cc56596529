import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Err, type Result } from 'ts-results-es';
import type { NotificationPreferences } from '../../domain/account/model';
import type { ApiError } from '../../domain/shared/errors';
import { FakeAccountService } from '../account-service';
import { FAULT_KINDS, faultError, type FakeBackend, type FaultKind } from '../backend';
import { FakeCmsService } from '../cms-service';
import { FakeSubscriptionsService } from '../subscriptions-service';
import { FakeUserService } from '../user-service';
import { diagnosticsRoutes } from './diagnostics-routes';
import { consultationRoutes } from './consultation-routes';
import { familyRoutes } from './family-routes';
import { bodyLimitOf, bucketOf, discardRest, mayUseDemoControls, PeerLimiter, readLimited } from './limits';
import { pharmacyRoutes, PHARMACY_CORS_HEADERS } from './pharmacy-routes';
import { subscriptionRoutes } from './subscriptions-routes';
import {
  corporateWire,
  headerDetailWire,
  mobileLookupWire,
  planWire,
  policyWire,
  profileCompletionWire,
  tenantWire,
  userProfileWire,
} from './wire';

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
  const users = new FakeUserService(backend);
  const accounts = new FakeAccountService(backend);
  const cms = new FakeCmsService();
  const subscriptions = new FakeSubscriptionsService();

  const routes: Route[] = [
    { method: 'POST', path: /^\/user\/sendOtp$/, mutates: true, handle: (c) => users.sendOtp(str(c.body.mobileNumber), str(c.body.encryptedToken)).map((r) => r.message) },
    // One endpoint for every mobile OTP of sign-in and reset: the purpose tells them apart.
    { method: 'POST', path: /^\/user\/verifyOtp$/, mutates: true, handle: (c) => verifyOtp(c) },
    { method: 'GET', path: /^\/user\/userIcon$/, mutates: false, handle: (c) => users.headerDetail(c.token).map(headerDetailWire) },
    { method: 'GET', path: /^\/user\/userProfile$/, mutates: false, handle: (c) => users.userProfile(c.token).map(userProfileWire) },
    { method: 'POST', path: /^\/user\/logout$/, mutates: true, handle: (c) => users.logout(c.token) },
    { method: 'GET', path: /^\/sso\/tanent\/([^/]+)$/, mutates: false, handle: (c) => users.tenant(c.params[0] ?? '').map(tenantWire) },

    {
      method: 'POST',
      path: /^\/user\/register\/patient$/,
      mutates: true,
      handle: (c) =>
        accounts
          .register(
            {
              firstName: str(c.body.firstName),
              lastName: str(c.body.lastName),
              mobileNumber: str(c.body.mobileNumber),
              email: text(c.body.email),
              gender: text(c.body.gender),
              dateOfBirth: text(c.body.dateOfBirth),
              partner: text(c.body.partner),
              corporateId: text(c.body.corporateId),
            },
            str(c.body.encryptedToken),
          )
          .map((r) => r.message),
    },
    { method: 'GET', path: /^\/user\/signIn\/patient\/byMobile$/, mutates: false, handle: (c) => accounts.lookupMobile(c.query.get('mobileNumber') ?? '').map(mobileLookupWire) },
    { method: 'POST', path: /^\/user\/signIn$/, mutates: true, handle: (c) => accounts.signInWithPassword(str(c.body.mobileNumber), str(c.body.password)) },
    { method: 'POST', path: /^\/user\/forgetPassword$/, mutates: true, handle: (c) => accounts.forgetPassword(str(c.body.mobileNumber), str(c.body.encryptedToken)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/createPassword$/, mutates: true, handle: (c) => accounts.createPassword(str(c.body.password), text(c.body.token), c.token) },
    { method: 'POST', path: /^\/user\/changePassword$/, mutates: true, handle: (c) => accounts.changePassword(c.token, str(c.body.oldPassword), str(c.body.newPassword)) },
    { method: 'POST', path: /^\/user\/sendEmailOtp$/, mutates: true, handle: (c) => accounts.contacts.sendEmailOtp(str(c.body.email)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/mobileNumberVerify\/sendOtp$/, mutates: true, handle: (c) => accounts.contacts.sendMobileVerificationOtp(c.token, str(c.body.mobileNumber)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/mobileNumberVerify\/verifyOtp$/, mutates: true, handle: (c) => accounts.contacts.verifyMobileOtp(c.token, str(c.body.mobileNumber), str(c.body.otp)) },
    { method: 'GET', path: /^\/admin\/corporate\/bySlug$/, mutates: false, handle: (c) => accounts.corporateBySlug(c.query.get('slug') ?? '').map(corporateWire) },
    // The partner's SSO token arrives as the bearer (spec §7).
    { method: 'POST', path: /^\/sso\/validate$/, mutates: true, handle: (c) => accounts.validateSso(c.token) },
    { method: 'GET', path: /^\/user\/userProfile\/([^/]+)$/, mutates: false, handle: (c) => accounts.userProfileById(c.token, c.params[0] ?? '').map(userProfileWire) },
    { method: 'POST', path: /^\/user\/editProfile$/, mutates: true, handle: (c) => editProfile(c) },
    { method: 'GET', path: /^\/user\/notificationPreferences$/, mutates: false, handle: (c) => accounts.notificationPreferences(c.token) },
    { method: 'GET', path: /^\/user\/searchPincode$/, mutates: false, handle: (c) => accounts.searchPincode(c.query.get('pincode') ?? '') },
    { method: 'GET', path: /^\/user\/profileCompletion$/, mutates: false, handle: (c) => accounts.profileCompletion(c.token).map(profileCompletionWire) },
    {
      method: 'POST',
      path: /^\/user\/admin\/changeActiveStatus\/([^/]+)$/,
      mutates: true,
      // Patients may only switch themselves off; reactivation is an admin's job, not this app's.
      handle: (c) =>
        c.body.status === false
          ? accounts.deactivate(c.token, c.params[0] ?? '')
          : Err({ kind: 'rejected', message: 'Only deactivation is possible here: send { "status": false }' }),
    },
    {
      method: 'POST',
      path: /^\/user\/contactUs$/,
      mutates: true,
      handle: (c) =>
        accounts.contactUs(c.token, {
          name: str(c.body.name),
          email: str(c.body.email),
          mobileNumber: str(c.body.mobileNumber),
          message: str(c.body.message),
        }),
    },
    { method: 'GET', path: /^\/cms\/policy$/, mutates: false, handle: (c) => cms.policy(c.query.get('TYPE') ?? '').map(policyWire) },
    { method: 'GET', path: /^\/subscription\/plans$/, mutates: false, handle: () => subscriptions.plans().map((plans) => plans.map(planWire)) },
    ...pharmacyRoutes(backend),
    ...familyRoutes(backend),
    ...subscriptionRoutes(backend),
    ...consultationRoutes(backend),
    ...diagnosticsRoutes(backend),
  ];

  function verifyOtp(c: RequestContext): Result<unknown, ApiError> {
    const mobileNumber = str(c.body.mobileNumber);
    const otp = str(c.body.otp);
    const purpose = c.body.purpose ?? 'SIGN_IN';
    if (purpose === 'RESET_PASSWORD') return accounts.verifyResetOtp(mobileNumber, otp).map((r) => ({ token: r.resetToken }));
    if (purpose === 'VERIFY_EMAIL') return accounts.contacts.verifyEmailOtp(c.token, str(c.body.email), otp);
    if (purpose === 'SIGN_IN' || purpose === 'REGISTER') return users.verifyOtp(mobileNumber, otp);
    return Err({ kind: 'rejected', message: 'purpose must be SIGN_IN, REGISTER, RESET_PASSWORD or VERIFY_EMAIL' });
  }

  function editProfile(c: RequestContext): Result<unknown, ApiError> {
    const prefs = c.body.notificationPreferences;
    let notificationPreferences: NotificationPreferences | null = null;
    if (prefs !== undefined && prefs !== null) {
      const p = prefs as Record<string, unknown>;
      if (typeof p.sms !== 'boolean' || typeof p.email !== 'boolean' || typeof p.whatsapp !== 'boolean') {
        return Err({ kind: 'rejected', message: 'notificationPreferences needs sms, email and whatsapp as true or false' });
      }
      notificationPreferences = { sms: p.sms, email: p.email, whatsapp: p.whatsapp };
    }
    return accounts
      .editProfile(c.token, {
        firstName: str(c.body.firstName),
        lastName: str(c.body.lastName),
        email: text(c.body.email),
        gender: text(c.body.gender),
        dateOfBirth: text(c.body.dateOfBirth),
        pincode: text(c.body.pincode),
        city: text(c.body.city),
        state: text(c.body.state),
        profileUrl: text(c.body.profileUrl),
        notificationPreferences,
      })
      .map(userProfileWire);
  }

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

/** A required text field: anything else counts as empty, and the service says what is missing. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * An optional text field: absent or null is "not given"; any other non-string is kept as
 * its JSON text, so the service refuses it with its message instead of silently dropping it.
 */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
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
