import { describe, expect, it, vi } from 'vitest';
import type { HeaderDetail } from '../../domain/session/model';
import { HttpClient } from './client';
import { HttpUserApi } from './user-api';

interface SeenRequest {
  url: string;
  path: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

const BASE = 'https://api.example.in';

/** An HttpUserApi over a fake fetch that answers every call with `body` (a 200 envelope). */
function setup(body: unknown = { status: true, data: null }, status = 200) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    seen.push({
      url,
      path: url.slice(BASE.length),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), { status });
  });
  const api = new HttpUserApi(new HttpClient({ baseUrl: BASE, token: () => 'tok', timeoutMs: 5000, fetch }));
  return { api, seen };
}

const ok = (data: unknown) => ({ status: true, message: 'Success', data });

const fullHeaderWire = {
  status: true,
  firstName: 'Priya',
  profileUrl: 'https://cdn.example.in/u/1.jpg',
  createdById: 'tenant-pharmeasy',
  subscriptionData: { status: 'ACTIVE' },
  isHideMedicine: true,
  isHideDiagnostic: false,
  isSubscribedUser: true,
  addressId: 'addr-9',
  corporateLogoUrl: 'https://cdn.example.in/corp.png',
  medicineCart: {
    items: [
      { productId: 'p-1', quantity: 2, product: { is_rx_required: true } },
      { productId: 'p-2', quantity: 0 },
      { productId: 'p-3', quantity: 1 },
    ],
    couponCode: null,
  },
};

describe('HttpUserApi.sendOtp', () => {
  it("POSTs /user/sendOtp with the mobile number, country code '91' and the encrypted token", async () => {
    const { api, seen } = setup(ok('OTP sent successfully'));

    const result = await api.sendOtp({ mobileNumber: '9876543210', encryptedToken: 'enc-xyz' });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/user/sendOtp');
    expect(seen[0]?.body).toEqual({ mobileNumber: '9876543210', countryCode: '91', encryptedToken: 'enc-xyz' });
    expect(result.isOk() && result.value).toEqual({ message: 'OTP sent successfully' });
  });

  it('accepts any data the server sends back, with a default message', async () => {
    const { api } = setup(ok({ requestId: 7 }));
    const result = await api.sendOtp({ mobileNumber: '9876543210', encryptedToken: 'enc' });
    expect(result.isOk() && result.value.message).toBe('OTP sent');
  });

  it('passes a refusal through as rejected', async () => {
    const { api } = setup({ status: false, message: 'Too many OTP requests' }, 400);
    const result = await api.sendOtp({ mobileNumber: '9876543210', encryptedToken: 'enc' });
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'Too many OTP requests' });
  });
});

describe('HttpUserApi.verifyOtp', () => {
  it('POSTs /user/verifyOtp with the number and code and returns the token', async () => {
    const { api, seen } = setup(ok({ token: 'jwt-abc', extra: 'ignored' }));

    const result = await api.verifyOtp({ mobileNumber: '9876543210', otp: '123456' });

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/user/verifyOtp');
    expect(seen[0]?.body).toEqual({ mobileNumber: '9876543210', otp: '123456' });
    expect(result.isOk() && result.value).toEqual({ token: 'jwt-abc' });
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a numeric token', { token: 42 }],
  ])('treats %s as bad-response', async (_what, data) => {
    const { api } = setup(ok(data));
    const result = await api.verifyOtp({ mobileNumber: '9876543210', otp: '123456' });
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});

describe('HttpUserApi.headerDetail', () => {
  it('GETs /user/userIcon with the bearer token', async () => {
    const { api, seen } = setup(ok(fullHeaderWire));
    await api.headerDetail();
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.path).toBe('/user/userIcon');
    expect(seen[0]?.headers.Authorization).toBe('Bearer tok');
    expect(seen[0]?.body).toBeUndefined();
  });

  it('maps the wire body to the domain HeaderDetail', async () => {
    const { api } = setup(ok(fullHeaderWire));

    const result = await api.headerDetail();

    expect(result.isOk() && result.value).toEqual<HeaderDetail>({
      status: true,
      firstName: 'Priya',
      profileUrl: 'https://cdn.example.in/u/1.jpg',
      createdById: 'tenant-pharmeasy',
      subscriptionStatus: 'ACTIVE',
      isHideMedicine: true,
      isHideDiagnostic: false,
      isSubscribedUser: true,
      addressId: 'addr-9',
      corporateLogoUrl: 'https://cdn.example.in/corp.png',
      // p-2 has quantity 0 and is not in the cart any more.
      medicineCartCount: 2,
    });
  });

  it('defaults every optional field that is missing', async () => {
    const { api } = setup(ok({ status: true, firstName: 'Rahul' }));

    const result = await api.headerDetail();

    expect(result.isOk() && result.value).toEqual<HeaderDetail>({
      status: true,
      firstName: 'Rahul',
      profileUrl: null,
      createdById: null,
      subscriptionStatus: null,
      isHideMedicine: false,
      isHideDiagnostic: false,
      isSubscribedUser: false,
      addressId: null,
      corporateLogoUrl: null,
      medicineCartCount: 0,
    });
  });

  it('treats nulls and empty strings as absent', async () => {
    const { api } = setup(
      ok({ status: true, firstName: 'Rahul', profileUrl: '', createdById: null, subscriptionData: null, medicineCart: null, addressId: '' }),
    );
    const result = await api.headerDetail();
    expect(result.isOk() && result.value).toMatchObject({
      profileUrl: null,
      createdById: null,
      subscriptionStatus: null,
      addressId: null,
      medicineCartCount: 0,
    });
  });

  it('reads the subscription status whatever its case, and drops unknown ones', async () => {
    const lower = setup(ok({ ...fullHeaderWire, subscriptionData: { status: 'expired' } }));
    const unknown = setup(ok({ ...fullHeaderWire, subscriptionData: { status: 'TRIAL' } }));
    const a = await lower.api.headerDetail();
    const b = await unknown.api.headerDetail();
    expect(a.isOk() && a.value.subscriptionStatus).toBe('EXPIRED');
    expect(b.isOk() && b.value.subscriptionStatus).toBeNull();
  });

  it('keeps status false for the session to act on', async () => {
    const { api } = setup(ok({ ...fullHeaderWire, status: false }));
    const result = await api.headerDetail();
    expect(result.isOk() && result.value.status).toBe(false);
  });

  it.each([
    ['firstName is a number', { ...fullHeaderWire, firstName: 42 }],
    ['status is missing', { firstName: 'Priya' }],
    ['isHideMedicine is a string', { ...fullHeaderWire, isHideMedicine: 'yes' }],
    ['a cart quantity is a string', { ...fullHeaderWire, medicineCart: { items: [{ productId: 'p', quantity: '2' }], couponCode: null } }],
    ['the data is a list', [fullHeaderWire]],
  ])('is bad-response when %s', async (_what, data) => {
    const { api } = setup(ok(data));
    const result = await api.headerDetail();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it('passes a 401 through as unauthorized', async () => {
    const { api } = setup({ status: false, message: 'Unauthorized' }, 401);
    const result = await api.headerDetail();
    expect(result.isErr() && result.error).toEqual({ kind: 'unauthorized' });
  });
});

describe('HttpUserApi.userProfile', () => {
  const profileWire = {
    id: 'u-1',
    firstName: 'Priya',
    lastName: 'Sharma',
    mobileNumber: '9876543210',
    email: 'priya.sharma@example.in',
    gender: 'FEMALE',
    dateOfBirth: '1990-04-12',
    profileUrl: null,
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
  };

  it('GETs /user/userProfile and returns the profile, with isEmailVerified as emailVerified', async () => {
    const { api, seen } = setup(ok({ ...profileWire, isEmailVerified: true }));
    const result = await api.userProfile();
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.path).toBe('/user/userProfile');
    expect(result.isOk() && result.value).toEqual({ ...profileWire, emailVerified: true });
  });

  it('defaults missing optional fields', async () => {
    const { api } = setup(ok({ id: 'u-2', firstName: 'Rahul', mobileNumber: '9123456780' }));
    const result = await api.userProfile();
    expect(result.isOk() && result.value).toEqual({
      id: 'u-2',
      firstName: 'Rahul',
      lastName: '',
      mobileNumber: '9123456780',
      email: null,
      emailVerified: false,
      gender: null,
      dateOfBirth: null,
      profileUrl: null,
      pincode: null,
      city: null,
      state: null,
    });
  });

  it('is bad-response for a gender outside the list', async () => {
    const { api } = setup(ok({ ...profileWire, gender: 'F' }));
    const result = await api.userProfile();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});

describe('HttpUserApi.logout', () => {
  it('POSTs /user/logout and returns null whatever the data', async () => {
    const { api, seen } = setup(ok({ loggedOut: true }));
    const result = await api.logout();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/user/logout');
    expect(result.isOk() && result.value).toBeNull();
  });
});

describe('HttpUserApi.tenant', () => {
  const tenantWire = { id: 'tenant-pharmeasy', name: 'PharmEasy', ssoPartnerLogo: 'https://cdn.example.in/pe.png', partnerCode: 'Pharmeasy_SSO' };

  it('GETs /sso/tanent/{id} (the spec spelling) and returns the tenant', async () => {
    const { api, seen } = setup(ok(tenantWire));
    const result = await api.tenant('tenant-pharmeasy');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.path).toBe('/sso/tanent/tenant-pharmeasy');
    expect(result.isOk() && result.value).toEqual(tenantWire);
  });

  it('URL-encodes the id, so it cannot change the path', async () => {
    const { api, seen } = setup(ok(tenantWire));
    await api.tenant('a/b c?d');
    expect(seen[0]?.path).toBe('/sso/tanent/a%2Fb%20c%3Fd');
  });

  it('defaults a missing logo and partner code to null', async () => {
    const { api } = setup(ok({ id: 't', name: 'Acme' }));
    const result = await api.tenant('t');
    expect(result.isOk() && result.value).toEqual({ id: 't', name: 'Acme', ssoPartnerLogo: null, partnerCode: null });
  });

  it('passes a 404 through as not-found', async () => {
    const { api } = setup({ status: false, message: 'Tenant not found' }, 404);
    const result = await api.tenant('missing');
    expect(result.isErr() && result.error).toEqual({ kind: 'not-found', message: 'Tenant not found' });
  });
});
