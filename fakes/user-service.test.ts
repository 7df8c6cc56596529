import { describe, expect, it } from 'vitest';
import { FakeBackend } from './backend';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_TENANTS, nameForNewNumber } from './seed';
import { FakeUserApi } from './user-api';
import { FakeUserService } from './user-service';

// Not a seeded number (checked below), so signing in with it registers a new user.
const NEW_MOBILE = '6123456789';

function setup() {
  const backend = new FakeBackend();
  const service = new FakeUserService(backend);
  return { backend, service };
}

/** sendOtp then verifyOtp with the demo code: the token a signed-in user holds. */
function signIn(service: FakeUserService, mobileNumber: string): string {
  service.sendOtp(mobileNumber, 'enc-token').unwrap();
  return service.verifyOtp(mobileNumber, DEMO_OTP).unwrap().token;
}

describe('FakeUserService OTP sign-in', () => {
  it("accepts the demo code '123456' after sendOtp and issues a token headerDetail accepts", () => {
    const { service } = setup();

    expect(DEMO_OTP).toBe('123456');
    const sent = service.sendOtp(DEMO_ACCOUNTS.subscriber.mobileNumber, 'enc-token');
    expect(sent.isOk()).toBe(true);
    const verified = service.verifyOtp(DEMO_ACCOUNTS.subscriber.mobileNumber, '123456');

    const token = verified.unwrap().token;
    expect(token).not.toBe('');
    const user = service.headerDetail(token);
    expect(user.isOk() && user.value).toMatchObject({
      firstName: DEMO_ACCOUNTS.subscriber.firstName,
      mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber,
      subscriptionStatus: 'ACTIVE',
    });
  });

  it("refuses a wrong code with 'The OTP you entered is incorrect', and the right one still works", () => {
    const { service } = setup();
    service.sendOtp(DEMO_ACCOUNTS.patient.mobileNumber, 'enc-token');

    const wrong = service.verifyOtp(DEMO_ACCOUNTS.patient.mobileNumber, '654321');
    expect(wrong.isErr() && wrong.error).toEqual({ kind: 'rejected', message: 'The OTP you entered is incorrect' });

    expect(service.verifyOtp(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_OTP).isOk()).toBe(true);
  });

  it('refuses to verify a number that was never sent an OTP', () => {
    const { service } = setup();
    const result = service.verifyOtp(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_OTP);
    expect(result.isErr() && result.error.kind).toBe('rejected');
  });

  it('uses an OTP once: a second verify needs a new sendOtp', () => {
    const { service } = setup();
    signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);
    const again = service.verifyOtp(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_OTP);
    expect(again.isErr() && again.error.kind).toBe('rejected');
  });

  it('does not let an OTP sent to one number sign in another', () => {
    const { service } = setup();
    service.sendOtp(DEMO_ACCOUNTS.subscriber.mobileNumber, 'enc-token');
    const other = service.verifyOtp(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_OTP);
    expect(other.isErr() && other.error.kind).toBe('rejected');
  });

  it.each(['12345', '5876543210', '98765432100', '+919876543210', '98765 43210'])(
    'refuses to send an OTP to the malformed number %j',
    (mobile) => {
      const { service, backend } = setup();
      const result = service.sendOtp(mobile, 'enc-token');
      expect(result.isErr() && result.error.kind).toBe('rejected');
      expect(backend.state.pendingOtps).toEqual({});
    },
  );

  it('refuses a request without the encrypted token', () => {
    const { service } = setup();
    const result = service.sendOtp(DEMO_ACCOUNTS.patient.mobileNumber, '  ');
    expect(result.isErr() && result.error.kind).toBe('rejected');
  });

  it('issues a different token for each sign-in', () => {
    const { service } = setup();
    const first = signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);
    const second = signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);
    expect(first).not.toBe(second);
    expect(service.headerDetail(first).isOk()).toBe(true);
    expect(service.headerDetail(second).isOk()).toBe(true);
  });
});

describe('FakeUserService registration on first sign-in', () => {
  it('registers an unknown number as a new user with a stable name', () => {
    const { service, backend } = setup();
    expect(Object.values(backend.state.users).some((u) => u.mobileNumber === NEW_MOBILE)).toBe(false);
    const before = Object.keys(backend.state.users).length;

    const user = service.headerDetail(signIn(service, NEW_MOBILE)).unwrap();

    expect(Object.keys(backend.state.users)).toHaveLength(before + 1);
    expect(user.mobileNumber).toBe(NEW_MOBILE);
    expect(user.firstName).toBe(nameForNewNumber(NEW_MOBILE).firstName);
    expect(user.lastName).toBe(nameForNewNumber(NEW_MOBILE).lastName);
    expect(user.firstName).toMatch(/\S/);
    expect(user).toMatchObject({ active: true, subscriptionStatus: null, isSubscribedUser: false, createdById: null });
  });

  it('gives the same number the same name on another fresh backend', () => {
    const a = setup();
    const b = setup();
    const userA = a.service.headerDetail(signIn(a.service, NEW_MOBILE)).unwrap();
    const userB = b.service.headerDetail(signIn(b.service, NEW_MOBILE)).unwrap();
    expect({ first: userB.firstName, last: userB.lastName }).toEqual({ first: userA.firstName, last: userA.lastName });
  });

  it('signs a returning number in as the same user, without registering again', () => {
    const { service, backend } = setup();
    const first = service.headerDetail(signIn(service, NEW_MOBILE)).unwrap();
    const count = Object.keys(backend.state.users).length;

    const second = service.headerDetail(signIn(service, NEW_MOBILE)).unwrap();

    expect(second.id).toBe(first.id);
    expect(Object.keys(backend.state.users)).toHaveLength(count);
  });
});

describe('FakeUserService sessions', () => {
  it('logout invalidates the token: headerDetail is then unauthorized', () => {
    const { service } = setup();
    const token = signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);

    expect(service.logout(token).isOk()).toBe(true);

    const after = service.headerDetail(token);
    expect(after.isErr() && after.error).toEqual({ kind: 'unauthorized' });
    expect(service.userProfile(token).isErr()).toBe(true);
  });

  it('logout leaves other sessions of the same user alone', () => {
    const { service } = setup();
    const laptop = signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);
    const phone = signIn(service, DEMO_ACCOUNTS.patient.mobileNumber);
    service.logout(laptop);
    expect(service.headerDetail(phone).isOk()).toBe(true);
  });

  it('logout without a token still succeeds', () => {
    const { service } = setup();
    expect(service.logout(null).isOk()).toBe(true);
  });

  it.each([null, '', 'made-up-token'])('treats the token %j as unauthorized', (token) => {
    const { service } = setup();
    const result = service.headerDetail(token);
    expect(result.isErr() && result.error).toEqual({ kind: 'unauthorized' });
  });

  it('accepts the seeded SSO demo token', () => {
    const { service } = setup();
    const user = service.headerDetail(DEMO_ACCOUNTS.sso.token);
    expect(user.isOk() && user.value.firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
  });
});

describe('FakeUserService.tenant', () => {
  it('finds a seeded tenant', () => {
    const { service } = setup();
    const tenant = service.tenant(DEMO_TENANTS.pharmeasy);
    expect(tenant.isOk() && tenant.value).toMatchObject({ id: DEMO_TENANTS.pharmeasy, name: 'PharmEasy' });
  });

  it("is not-found, with 'Data Not Found', for an unknown id", () => {
    const { service } = setup();
    const tenant = service.tenant('no-such-tenant');
    expect(tenant.isErr() && tenant.error).toEqual({ kind: 'not-found', message: 'Data Not Found' });
  });
});

describe('FakeUserApi, the in-memory user port', () => {
  function port() {
    const backend = new FakeBackend();
    let token: string | null = null;
    const api = new FakeUserApi(backend, () => token);
    return { backend, api, setToken: (t: string | null) => (token = t) };
  }

  it('signs in by OTP and reads the header detail with the stored token', async () => {
    const { api, setToken } = port();

    expect((await api.sendOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, encryptedToken: 'enc' })).isOk()).toBe(true);
    const verified = await api.verifyOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, otp: DEMO_OTP });
    setToken(verified.unwrap().token);
    const header = await api.headerDetail();

    expect(header.isOk() && header.value).toMatchObject({
      status: true,
      firstName: 'Priya',
      subscriptionStatus: 'ACTIVE',
      isSubscribedUser: true,
      medicineCartCount: 0,
    });
  });

  it('maps the corporate user to a header with its tenant and logo, and loads the tenant', async () => {
    const { api, setToken } = port();
    await api.sendOtp({ mobileNumber: DEMO_ACCOUNTS.corporate.mobileNumber, encryptedToken: 'enc' });
    setToken((await api.verifyOtp({ mobileNumber: DEMO_ACCOUNTS.corporate.mobileNumber, otp: DEMO_OTP })).unwrap().token);

    const header = (await api.headerDetail()).unwrap();
    expect(header.createdById).toBe(DEMO_TENANTS.corporate);
    expect(header.corporateLogoUrl).not.toBeNull();
    const tenant = await api.tenant(header.createdById ?? '');
    expect(tenant.isOk() && tenant.value.name).toBe('Infosys Care');
  });

  it('returns the profile of the signed-in user', async () => {
    const { api, setToken } = port();
    setToken(DEMO_ACCOUNTS.sso.token);
    const profile = await api.userProfile();
    expect(profile.isOk() && profile.value).toMatchObject({ firstName: 'Anita', lastName: 'Desai', mobileNumber: '9000012345' });
  });

  it('after logout, the same token gets unauthorized', async () => {
    const { api, setToken } = port();
    setToken(DEMO_ACCOUNTS.sso.token);
    expect((await api.logout()).isOk()).toBe(true);
    const header = await api.headerDetail();
    expect(header.isErr() && header.error).toEqual({ kind: 'unauthorized' });
  });

  it('reports an injected fault instead of the answer', async () => {
    const { api, backend, setToken } = port();
    setToken(DEMO_ACCOUNTS.sso.token);
    backend.injectFault('401');
    const header = await api.headerDetail();
    expect(header.isErr() && header.error).toEqual({ kind: 'unauthorized' });
    expect((await api.headerDetail()).isOk()).toBe(true);
  });

  it('is not-found for an unknown tenant', async () => {
    const { api } = port();
    const tenant = await api.tenant('no-such-tenant');
    expect(tenant.isErr() && tenant.error.kind).toBe('not-found');
  });
});
