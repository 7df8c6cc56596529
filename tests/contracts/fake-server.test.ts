import { request as httpRequest, type ClientRequest, type OutgoingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeBackend } from '../../fakes/backend';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_PASSWORD, DEMO_TENANTS } from '../../fakes/seed';
import { JSON_BODY_LIMIT_BYTES, PEER_LIMITS, UPLOAD_BODY_LIMIT_BYTES } from '../../fakes/server/limits';
import { startLocalServer, type LocalServer } from './local-server';

/** Wire-level checks of the local fake server: what docs/api.md describes, byte for byte. */

interface WireResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

const ENVELOPE_KEYS = ['data', 'message', 'status'];
const FAILURE = { status: false, message: expect.any(String), data: null };

let local: LocalServer;

beforeEach(async () => {
  local = await startLocalServer(new FakeBackend());
});

afterEach(async () => {
  await local.close();
});

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: string | object } = {}): Promise<WireResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', source: 'PATIENT WEB', ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['Content-Type'] ??= 'application/json';
  }
  // A bounded wait, so a request the server never answers fails fast instead of at the test timeout.
  const response = await fetch(`${local.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(3000) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(mobileNumber: string): Promise<string> {
  await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
  const verified = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP } });
  return (verified.json as { data: { token: string } }).data.token;
}

describe('CORS', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost', 'https://localhost:8443', 'http://[::1]:5173'])(
    'echoes the local origin %s and allows the Authorization, Content-Type and source headers',
    async (origin) => {
      const response = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toBe('Origin');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'source']));
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    },
  );

  it.each(['https://evil.example', 'http://localhost.evil.example', 'http://evil.example/http://localhost', 'null'])(
    'sends no CORS headers to the foreign origin %s',
    async (origin) => {
      const response = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    },
  );

  it('answers an OPTIONS preflight with 204, the CORS headers and an empty body', async () => {
    const response = await call('OPTIONS', '/user/userIcon', {
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,source' },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('a preflight does not use up an injected fault', async () => {
    await call('POST', '/__demo/faults', { body: { kind: '500' } });
    expect((await call('OPTIONS', '/user/userIcon', { headers: { Origin: 'http://localhost:5173' } })).status).toBe(204);
    expect((await call('GET', '/user/userIcon', { headers: bearer(DEMO_ACCOUNTS.sso.token) })).status).toBe(500);
  });
});

describe('envelope', () => {
  it('a success is 200 with { status: true, message: "Success", data } and a JSON content type', async () => {
    const response = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(response.json as object).sort()).toEqual(ENVELOPE_KEYS);
    expect(response.json).toMatchObject({ status: true, message: 'Success' });
  });

  it("an unknown path is 404 with { status: false, message: 'Data Not Found', data: null }", async () => {
    const response = await call('GET', '/no/such/path');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });

  it('a known path with the wrong method is 404 Data Not Found too', async () => {
    const response = await call('GET', '/user/sendOtp');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });

  it('a request body that is not JSON is 400 with a failure envelope', async () => {
    const response = await call('POST', '/user/sendOtp', { body: '{"mobileNumber": 98765', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual(FAILURE);
  });

  it.each(['%E0%A4%A', '%', '%zz'])('a malformed percent-escape in a path parameter (%s) is answered with a 404 envelope, not left hanging', async (id) => {
    const response = await call('GET', `/sso/tanent/${id}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });

  it('a missing or unknown bearer is 401 with { status: false, message: "Unauthorized", data: null }', async () => {
    for (const headers of [{}, { Authorization: 'Bearer ' }, bearer('not-a-token'), { Authorization: DEMO_ACCOUNTS.sso.token }]) {
      const response = await call('GET', '/user/userIcon', { headers });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ status: false, message: 'Unauthorized', data: null });
    }
  });
});

describe('user endpoints', () => {
  it('POST /user/sendOtp answers 200 with data: a message string', async () => {
    const response = await call('POST', '/user/sendOtp', {
      body: { mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, countryCode: '91', encryptedToken: 'wire-test' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: true, message: 'Success', data: `OTP sent to +91 ${DEMO_ACCOUNTS.subscriber.mobileNumber}` });
  });

  it('POST /user/sendOtp with an invalid number is 400 with the reason as message', async () => {
    const response = await call('POST', '/user/sendOtp', { body: { mobileNumber: '12345', countryCode: '91', encryptedToken: 'wire-test' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ status: false, message: 'Please enter a valid mobile number', data: null });
  });

  it('POST /user/sendOtp without an encryptedToken is 400', async () => {
    const response = await call('POST', '/user/sendOtp', { body: { mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual(FAILURE);
  });

  it('POST /user/verifyOtp answers 200 with data: { token }', async () => {
    const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
    await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    const response = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: true, message: 'Success', data: { token: expect.any(String) } });
  });

  it('POST /user/verifyOtp with a wrong OTP is 400 with the reason as message', async () => {
    const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
    await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    const response = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: '000000' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ status: false, message: 'The OTP you entered is incorrect', data: null });
  });

  it('GET /user/userIcon has the raw wire shape: subscriptionData.status and medicineCart.items', async () => {
    const token = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    const response = await call('GET', '/user/userIcon', { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: true,
      message: 'Success',
      data: {
        status: true,
        firstName: 'Priya',
        profileUrl: null,
        createdById: null,
        subscriptionData: { status: 'ACTIVE' },
        isHideMedicine: false,
        isHideDiagnostic: false,
        isSubscribedUser: true,
        addressId: null,
        corporateLogoUrl: null,
        medicineCart: { items: [], couponCode: null },
      },
    });
  });

  it('GET /user/userIcon for an unsubscribed user has subscriptionData: null', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
    const response = await call('GET', '/user/userIcon', { headers: bearer(token) });
    const data = (response.json as { data: Record<string, unknown> }).data;
    expect(data.subscriptionData).toBeNull();
    expect(data.isSubscribedUser).toBe(false);
    expect(data.medicineCart).toEqual({ items: [], couponCode: null });
  });

  it('GET /user/userIcon with the seeded SSO token names the creating tenant', async () => {
    const response = await call('GET', '/user/userIcon', { headers: bearer(DEMO_ACCOUNTS.sso.token) });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ data: { firstName: DEMO_ACCOUNTS.sso.firstName, createdById: DEMO_TENANTS.pharmeasy } });
  });

  it('GET /user/userProfile answers the profile fields', async () => {
    const token = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    const response = await call('GET', '/user/userProfile', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const data = (response.json as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(
      ['city', 'dateOfBirth', 'email', 'firstName', 'gender', 'id', 'isEmailVerified', 'lastName', 'mobileNumber', 'pincode', 'profileUrl', 'state'].sort(),
    );
    expect(data).toMatchObject({ id: 'u-1', firstName: 'Priya', lastName: 'Sharma', mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, profileUrl: null, isEmailVerified: false });
    expect(data.gender).toMatch(/^(MALE|FEMALE)$/);
    expect(data.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.pincode).toMatch(/^\d{6}$/);
  });

  it('POST /user/logout answers data: null and ends the session', async () => {
    const token = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    const response = await call('POST', '/user/logout', { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: true, message: 'Success', data: null });
    expect((await call('GET', '/user/userIcon', { headers: bearer(token) })).status).toBe(401);
  });

  it('GET /sso/tanent/{id} answers { id, name, ssoPartnerLogo, partnerCode }', async () => {
    const response = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`);
    expect(response.json).toEqual({
      status: true,
      message: 'Success',
      data: { id: DEMO_TENANTS.pharmeasy, name: 'PharmEasy', ssoPartnerLogo: expect.stringMatching(/^data:image\/svg\+xml,/), partnerCode: 'Pharmeasy_SSO' },
    });
  });

  it('GET /sso/tanent/{unknown} is 404 Data Not Found', async () => {
    const response = await call('GET', '/sso/tanent/nope');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });
});

describe('account, cms and subscription endpoints', () => {
  const data = (response: WireResponse) => (response.json as { data: unknown }).data;

  async function passwordSignIn(mobileNumber: string): Promise<string> {
    const response = await call('POST', '/user/signIn', { body: { mobileNumber, password: DEMO_PASSWORD } });
    return (data(response) as { token: string }).token;
  }

  it('GET /user/signIn/patient/byMobile answers { isRegistered, isPasswordSet }', async () => {
    const response = await call('GET', `/user/signIn/patient/byMobile?mobileNumber=${DEMO_ACCOUNTS.subscriber.mobileNumber}`);
    expect(response.json).toEqual({ status: true, message: 'Success', data: { isRegistered: true, isPasswordSet: true } });
  });

  it('POST /user/signIn answers { token }; a wrong password is 400 with the reason as message', async () => {
    const good = await call('POST', '/user/signIn', { body: { mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, password: DEMO_PASSWORD } });
    expect(good.json).toEqual({ status: true, message: 'Success', data: { token: expect.any(String) } });
    const bad = await call('POST', '/user/signIn', { body: { mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, password: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ status: false, message: 'The password you entered is incorrect', data: null });
  });

  it('POST /user/register/patient answers a message string; an already registered number is 409', async () => {
    const body = { firstName: 'Meera', lastName: 'Krishnan', mobileNumber: '9988776655', countryCode: '91', email: null, gender: 'FEMALE', dateOfBirth: null, partner: null, corporateId: null, encryptedToken: 'wire-test' };
    const sent = await call('POST', '/user/register/patient', { body });
    expect(sent.json).toEqual({ status: true, message: 'Success', data: 'OTP sent to +91 9988776655' });
    const taken = await call('POST', '/user/register/patient', { body: { ...body, mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber } });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ status: false, message: 'This mobile number is already registered. Please log in.', data: null });
  });

  it('POST /user/register/patient refuses a gender that is not MALE, FEMALE or OTHER, even as a non-string', async () => {
    for (const gender of ['F', 7]) {
      const response = await call('POST', '/user/register/patient', {
        body: { firstName: 'Meera', lastName: '', mobileNumber: '9988776655', gender, encryptedToken: 'wire-test' },
      });
      expect(response.status).toBe(400);
    }
  });

  it("POST /user/verifyOtp with purpose 'RESET_PASSWORD' answers { token }: a reset token for POST /user/createPassword's body", async () => {
    const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
    await call('POST', '/user/forgetPassword', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    const verified = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP, purpose: 'RESET_PASSWORD' } });
    expect(verified.json).toEqual({ status: true, message: 'Success', data: { token: expect.any(String) } });
    const token = (data(verified) as { token: string }).token;

    const created = await call('POST', '/user/createPassword', { body: { password: 'Swasth#2026', token } });
    expect(created.json).toEqual({ status: true, message: 'Success', data: null });
    const again = await call('POST', '/user/createPassword', { body: { password: 'Swasth#2026', token } });
    expect(again.json).toEqual({ status: false, message: 'This reset link has expired. Please start again.', data: null });
  });

  it('POST /user/verifyOtp with an unknown purpose is 400', async () => {
    const response = await call('POST', '/user/verifyOtp', { body: { mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, otp: DEMO_OTP, purpose: 'LOGIN' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual(FAILURE);
  });

  it('POST /user/createPassword without a token in the body uses the bearer; with neither it is 401', async () => {
    expect((await call('POST', '/user/createPassword', { body: { password: 'Swasth#2026' } })).status).toBe(401);
    const token = await signIn('9988776655');
    const response = await call('POST', '/user/createPassword', { headers: bearer(token), body: { password: 'Swasth#2026' } });
    expect(response.json).toEqual({ status: true, message: 'Success', data: null });
  });

  it('GET /admin/corporate/bySlug answers { id, slug, name, logo, partnerCode }; an unknown slug is 404 Data Not Found', async () => {
    const found = await call('GET', '/admin/corporate/bySlug?slug=infosys');
    expect(found.json).toEqual({
      status: true,
      message: 'Success',
      data: { id: DEMO_TENANTS.corporate, slug: 'infosys', name: 'Infosys', logo: expect.stringMatching(/^data:image\/svg\+xml,/), partnerCode: 'MD001' },
    });
    const missing = await call('GET', '/admin/corporate/bySlug?slug=acme');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });

  it('POST /sso/validate takes the SSO token as the bearer and answers { token, tenantId }; an unknown one is 400', async () => {
    const valid = await call('POST', '/sso/validate', { headers: bearer(DEMO_ACCOUNTS.sso.token) });
    expect(valid.json).toEqual({ status: true, message: 'Success', data: { token: expect.any(String), tenantId: DEMO_TENANTS.pharmeasy } });
    for (const headers of [bearer('nope'), {}]) {
      const invalid = await call('POST', '/sso/validate', { headers });
      expect(invalid.status).toBe(400);
      expect(invalid.json).toEqual({ status: false, message: 'Invalid or expired SSO token', data: null });
    }
  });

  it('GET /user/profileCompletion answers { percentage, missingFields }', async () => {
    const token = await passwordSignIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    const response = await call('GET', '/user/profileCompletion', { headers: bearer(token) });
    expect(response.json).toEqual({ status: true, message: 'Success', data: { percentage: 86, missingFields: ['profileUrl'] } });
  });

  it('GET /user/searchPincode answers { pincode, city, district, state }', async () => {
    const response = await call('GET', '/user/searchPincode?pincode=560001');
    expect(response.json).toEqual({
      status: true,
      message: 'Success',
      data: { pincode: '560001', city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka' },
    });
  });

  it('POST /user/editProfile answers the profile; notificationPreferences left out keeps them, malformed is 400', async () => {
    const token = await passwordSignIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    const body = { firstName: 'Priya', lastName: 'Sharma', email: null, gender: 'FEMALE', dateOfBirth: null, pincode: '110001', city: 'New Delhi', state: 'Delhi', profileUrl: null };
    const saved = await call('POST', '/user/editProfile', { headers: bearer(token), body });
    expect(saved.json).toMatchObject({ status: true, data: { firstName: 'Priya', pincode: '110001', city: 'New Delhi' } });
    const prefs = await call('GET', '/user/notificationPreferences', { headers: bearer(token) });
    expect(prefs.json).toEqual({ status: true, message: 'Success', data: { sms: true, email: true, whatsapp: false } });

    const malformed = await call('POST', '/user/editProfile', { headers: bearer(token), body: { ...body, notificationPreferences: { sms: 'yes' } } });
    expect(malformed.status).toBe(400);
  });

  it('POST /user/admin/changeActiveStatus/{id} needs { status: false }; then the old token is 401 on /user/userIcon', async () => {
    const token = await passwordSignIn(DEMO_ACCOUNTS.patient.mobileNumber);
    const refused = await call('POST', '/user/admin/changeActiveStatus/u-2', { headers: bearer(token), body: { status: true } });
    expect(refused.status).toBe(400);
    const done = await call('POST', '/user/admin/changeActiveStatus/u-2', { headers: bearer(token), body: { status: false } });
    expect(done.json).toEqual({ status: true, message: 'Success', data: null });
    expect((await call('GET', '/user/userIcon', { headers: bearer(token) })).status).toBe(401);
  });

  it('POST /user/contactUs answers data: null', async () => {
    const response = await call('POST', '/user/contactUs', {
      body: { name: 'Suresh Menon', email: 'suresh@example.in', mobileNumber: '9845012345', message: 'Please call me about my order.' },
    });
    expect(response.json).toEqual({ status: true, message: 'Success', data: null });
  });

  it('GET /cms/policy?TYPE= answers { type, title, content, updatedAt }; an unknown TYPE is 404', async () => {
    const response = await call('GET', '/cms/policy?TYPE=PRIVACY_POLICY');
    expect(response.json).toEqual({
      status: true,
      message: 'Success',
      data: { type: 'PRIVACY_POLICY', title: 'Privacy Policy', content: expect.stringContaining('<h2>'), updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect((await call('GET', '/cms/policy?TYPE=COOKIES')).status).toBe(404);
    expect((await call('GET', '/cms/policy')).status).toBe(404);
  });

  it('GET /subscription/plans sends rupees, upper-case package types, and the consultations a month with their visit fees', async () => {
    const response = await call('GET', '/subscription/plans');
    const plans = data(response) as Record<string, unknown>[];
    expect(plans).toHaveLength(12);
    expect(plans[0]).toEqual({
      id: 'plan-bronze-3m',
      name: 'Care Plus Bronze',
      packageType: 'BRONZE',
      durationInMonths: 3,
      price: 499,
      mrp: null,
      benefits: expect.arrayContaining([expect.any(String)]),
      familyMembers: 0,
      consultations: [{ type: 'FAMILY_PHYSICIAN', perMonth: 2, visitFee: 499 }],
      medicineDiscount: 10,
      labDiscount: 5,
      partner: null,
    });
  });
});

describe('demo control', () => {
  it('POST /__demo/faults with an unknown kind is 400 and names the known kinds', async () => {
    const response = await call('POST', '/__demo/faults', { body: { kind: '418' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ status: false, message: 'kind must be one of 401, 409, 413, 429, 500, timeout, malformed', data: null });
  });

  it.each([
    ['401', 401, { status: false, message: 'Unauthorized', data: null }],
    ['409', 409, FAILURE],
    ['413', 413, FAILURE],
    ['429', 429, FAILURE],
    ['500', 500, FAILURE],
  ])('an injected %s fault answers the next call with status %i and a failure envelope, then calls succeed', async (kind, status, envelope) => {
    const injected = await call('POST', '/__demo/faults', { body: { kind } });
    expect(injected.json).toEqual({ status: true, message: `Next call fails with ${kind}`, data: null });

    const failed = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`);
    expect(failed.status).toBe(status);
    expect(failed.json).toEqual(envelope);
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(200);
  });

  it('an injected malformed fault answers 200 with a truncated JSON body', async () => {
    await call('POST', '/__demo/faults', { body: { kind: 'malformed' } });
    const response = await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`);
    expect(response.status).toBe(200);
    expect(response.text).toBe('{"status":true,"data":');
    expect(response.json).toBeUndefined();
  });

  it('an injected timeout fault never answers the next call', async () => {
    await call('POST', '/__demo/faults', { body: { kind: 'timeout' } });
    const outcome = await fetch(`${local.baseUrl}/sso/tanent/${DEMO_TENANTS.pharmeasy}`, { signal: AbortSignal.timeout(200) }).then(
      () => 'answered',
      (error: unknown) => (error instanceof DOMException ? error.name : 'failed'),
    );
    expect(outcome).toBe('TimeoutError');
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(200);
  });

  it('injected faults do not touch the demo control endpoints or unknown paths', async () => {
    await call('POST', '/__demo/faults', { body: { kind: '500', count: 1 } });
    expect((await call('GET', '/__demo/health')).status).toBe(200);
    expect((await call('GET', '/no/such/path')).status).toBe(404);
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(500);
  });

  it('count makes a fault fail that many calls', async () => {
    await call('POST', '/__demo/faults', { body: { kind: '409', count: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status);
    expect(statuses).toEqual([409, 409, 200]);
  });

  it('DELETE /__demo/faults clears a pending fault', async () => {
    await call('POST', '/__demo/faults', { body: { kind: '500', count: 5 } });
    const cleared = await call('DELETE', '/__demo/faults');
    expect(cleared.json).toEqual({ status: true, message: 'Faults cleared', data: null });
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(200);
  });

  it('POST /__demo/latency delays every API call by that many ms', async () => {
    const set = await call('POST', '/__demo/latency', { body: { ms: 120 } });
    expect(set.json).toEqual({ status: true, message: 'Latency 120 ms', data: null });
    const started = performance.now();
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('POST /__demo/clock moves the backend’s time on: a code sent before it has expired after it', async () => {
    const mobileNumber = '9988776601';
    await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    expect((await call('POST', '/__demo/clock', { body: { advanceMs: -5 } })).status).toBe(400);
    const moved = await call('POST', '/__demo/clock', { body: { advanceMs: 11 * 60 * 1000 } });
    expect(moved.status).toBe(200);
    const verified = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP } });
    expect(verified.status).toBe(400);
    expect(verified.json).toMatchObject({ status: false, message: 'This OTP has expired. Please request a new one.' });
  });

  it('POST /__demo/reset restores the seed: a user registered before the reset is gone, the seeded SSO token still works', async () => {
    const newNumber = '9988776655';
    const token = await signIn(newNumber);
    const before = await call('GET', '/user/userProfile', { headers: bearer(token) });
    expect(before.json).toMatchObject({ data: { mobileNumber: newNumber } });

    const reset = await call('POST', '/__demo/reset');
    expect(reset.json).toEqual({ status: true, message: 'Demo data reset', data: null });

    expect((await call('GET', '/user/userProfile', { headers: bearer(token) })).status).toBe(401);
    expect((await call('GET', '/user/userIcon', { headers: bearer(DEMO_ACCOUNTS.sso.token) })).status).toBe(200);
  });

  it('POST /__demo/reset also clears a pending fault and pending OTPs', async () => {
    const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
    await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    await call('POST', '/__demo/faults', { body: { kind: '500' } });
    await call('POST', '/__demo/reset');

    const verify = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP } });
    expect(verify.status).toBe(400);
    expect(verify.json).toEqual({ status: false, message: 'Please request a new OTP', data: null });
  });

  it('an unknown demo endpoint is 404 Data Not Found', async () => {
    const response = await call('POST', '/__demo/nothing');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ status: false, message: 'Data Not Found', data: null });
  });
});

/**
 * A request as a peer that is not this machine: Linux answers all of 127.0.0.0/8 on loopback,
 * and the server counts (and trusts) peers by address, so 127.0.0.2 is another machine to it.
 */
const OTHER_PEER = '127.0.0.2';

interface RawOptions {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | object;
  localAddress?: string;
  /** Writes the body by hand (and may never end it); the answer is taken as soon as it comes. */
  write?: (request: ClientRequest) => void;
}

/** A request through node:http, which can pick its own address and send a body that never ends. */
function raw(server: LocalServer, path: string, options: RawOptions = {}): Promise<WireResponse> {
  const { port } = new URL(server.baseUrl);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: OutgoingHttpHeaders = { 'Content-Type': 'application/json', ...options.headers };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer to ${path}`));
    }, 3000);
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'POST', headers, localAddress: options.localAddress, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          clearTimeout(timer);
          // Whatever was still being sent is no longer wanted.
          outgoing.destroy();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
          resolve({ status: incoming.statusCode ?? 0, headers: responseHeaders, text, json });
        });
      },
    );
    // The server may cut a body it refused once it has answered; the answer is what counts.
    outgoing.on('error', () => undefined);
    if (options.write) options.write(outgoing);
    else outgoing.end(body);
  });
}

const sendCode = (mobileNumber: string, init: { localAddress?: string } = {}) =>
  raw(local, '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' }, ...init });

/** A distinct valid mobile number per index, none of them seeded. */
const numberFor = (index: number) => `70000${String(index).padStart(5, '0')}`;

describe('limits: 429 on the wire', () => {
  it('the lock after the 5th wrong code is 429 with Retry-After in seconds, which a local page may read through CORS', async () => {
    const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
    await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: '000000' } })).status).toBe(400);

    const locked = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: '000000' }, headers: { Origin: 'http://localhost:5173' } });
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual(FAILURE);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it(`one peer may have ${PEER_LIMITS.send} codes sent in 10 minutes, whatever the numbers; then 429 until the window moves on, while another peer is served`, async () => {
    for (let index = 0; index < PEER_LIMITS.send; index += 1) expect((await sendCode(numberFor(index))).status).toBe(200);

    const refused = await sendCode(numberFor(PEER_LIMITS.send));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(FAILURE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((await sendCode(numberFor(PEER_LIMITS.send), { localAddress: OTHER_PEER })).status).toBe(200);

    await call('POST', '/__demo/clock', { body: { advanceMs: 10 * 60 * 1000 } });
    expect((await sendCode(numberFor(PEER_LIMITS.send + 1))).status).toBe(200);
  });

  it(`one peer may check ${PEER_LIMITS.check} codes or passwords in 10 minutes; the next is refused before it is looked at`, async () => {
    for (let index = 0; index < PEER_LIMITS.check; index += 1) {
      const path = index % 2 === 0 ? '/user/verifyOtp' : '/user/signIn';
      expect((await raw(local, path, { body: { mobileNumber: numberFor(index), otp: DEMO_OTP, password: DEMO_PASSWORD } })).status).not.toBe(429);
    }
    const refused = await raw(local, '/user/signIn', { body: { mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, password: DEMO_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('POST /__demo/reset forgets the per-peer counts as well as the per-number ones', async () => {
    for (let index = 0; index < PEER_LIMITS.send; index += 1) await sendCode(numberFor(index));
    expect((await sendCode(numberFor(99))).status).toBe(429);
    await call('POST', '/__demo/reset');
    expect((await sendCode(numberFor(99))).status).toBe(200);
  });
});

describe('limits: 413 before the body is read', () => {
  it('a body that says it is over 1 MB is refused with 413 at once, though none of it has come', async () => {
    const response = await raw(local, '/user/sendOtp', {
      headers: { 'Content-Length': String(50 * 1024 * 1024) },
      write: (request) => request.write('{"mobileNumber":'),
    });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ status: false, message: 'The request is too large: this call takes at most 1 MB.', data: null });
  });

  it('a body sent in chunks, with no length, is refused with 413 as soon as it passes 1 MB, though it never ends', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const response = await raw(local, '/user/contactUs', {
      write: (request) => {
        for (let sent = 0; sent <= JSON_BODY_LIMIT_BYTES; sent += chunk.length) request.write(chunk);
      },
    });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ status: false, message: expect.stringContaining('1 MB') });
  });

  it('an upload call takes a body over 1 MB (a photo of a prescription), and refuses one over its own limit naming 10 MB', async () => {
    const token = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
    const photo = Buffer.alloc(2 * 1024 * 1024);
    photo.set([0xff, 0xd8, 0xff]);
    const upload = { fileName: 'rx.jpg', contentType: 'image/jpeg', data: photo.toString('base64') };
    expect((await raw(local, '/prescription/upload', { headers: bearer(token), body: upload })).status).toBe(200);

    const tooLarge = await raw(local, '/prescription/upload', {
      headers: { ...bearer(token), 'Content-Length': String(UPLOAD_BODY_LIMIT_BYTES + 1) },
      write: (request) => request.write('{"fileName":"scan.jpg",'),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ status: false, message: 'This file is too large: uploads may be at most 10 MB.', data: null });
  });

  it('a 413 ends no more than that call: the server answers the next one', async () => {
    await raw(local, '/user/sendOtp', { headers: { 'Content-Length': String(JSON_BODY_LIMIT_BYTES + 1) }, write: (request) => request.write('{') });
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(200);
  });
});

describe('demo controls: this machine, or the demo key', () => {
  it('another machine gets 403 from every /__demo/ call, and the demo is left as it was', async () => {
    await call('POST', '/__demo/faults', { body: { kind: '500' } });
    for (const [method, path] of [['POST', '/__demo/reset'], ['DELETE', '/__demo/faults'], ['GET', '/__demo/health']]) {
      const response = await raw(local, path ?? '', { method, localAddress: OTHER_PEER, body: {} });
      expect(response.status).toBe(403);
      expect(response.json).toEqual(FAILURE);
    }
    expect((await call('GET', `/sso/tanent/${DEMO_TENANTS.pharmeasy}`)).status).toBe(500);
  });

  it('with DEMO_KEY set, another machine that shows it in x-demo-key is let in; a wrong key is not', async () => {
    const keyed = await startLocalServer(new FakeBackend(), { demoKey: 'sales-demo-7f3a' });
    try {
      const wrong = await raw(keyed, '/__demo/health', { method: 'GET', localAddress: OTHER_PEER, headers: { 'x-demo-key': 'sales-demo-0000' } });
      expect(wrong.status).toBe(403);
      const right = await raw(keyed, '/__demo/health', { method: 'GET', localAddress: OTHER_PEER, headers: { 'x-demo-key': 'sales-demo-7f3a' } });
      expect(right.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});

describe('tokens', () => {
  it('session tokens are random, 256 bits each, so one says nothing about the next', async () => {
    const tokens = [await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber), await signIn(DEMO_ACCOUNTS.patient.mobileNumber)];
    for (const token of tokens) expect(token).toMatch(/^fake-token-[0-9a-f]{64}$/);
    expect(tokens[0]?.slice(-16)).not.toBe(tokens[1]?.slice(-16));
  });

  it('reset tokens are random too', async () => {
    const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
    await call('POST', '/user/forgetPassword', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
    const verified = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP, purpose: 'RESET_PASSWORD' } });
    expect((verified.json as { data: { token: string } }).data.token).toMatch(/^fake-reset-[0-9a-f]{64}$/);
  });
});
