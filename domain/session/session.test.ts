import { firstValueFrom, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import type { ApiError, ApiResult } from '../shared/errors';
import { MOBILE_NUMBER_MESSAGES, parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { KeyValueStore } from '../shared/ports';
import { ErrorPolicy } from './error-policy';
import type { HeaderDetail, Tenant, UserProfile } from './model';
import type { Notifier, OtpTokenSigner, PageNavigator, ToastTone, UserApi } from './ports';
import { Session } from './session';

class MemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  clears = 0;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}

class RecordingNavigator implements PageNavigator {
  readonly moves: { how: 'assign' | 'replace' | 'reload'; path?: string }[] = [];

  assign(path: string): void {
    this.moves.push({ how: 'assign', path });
  }

  replace(path: string): void {
    this.moves.push({ how: 'replace', path });
  }

  reload(): void {
    this.moves.push({ how: 'reload' });
  }
}

class RecordingNotifier implements Notifier {
  readonly shown: { messages: string | readonly string[]; tone: ToastTone }[] = [];
  readonly afterReload: { message: string; tone: ToastTone }[] = [];

  show(messages: string | readonly string[], tone: ToastTone): void {
    this.shown.push({ messages, tone });
  }

  showAfterReload(message: string, tone: ToastTone): void {
    this.afterReload.push({ message, tone });
  }
}

function detail(overrides: Partial<HeaderDetail> = {}): HeaderDetail {
  return {
    status: true,
    firstName: 'Priya',
    profileUrl: null,
    createdById: null,
    subscriptionStatus: 'ACTIVE',
    isHideMedicine: false,
    isHideDiagnostic: false,
    isSubscribedUser: true,
    addressId: null,
    corporateLogoUrl: null,
    medicineCartCount: 2,
    ...overrides,
  };
}

const pharmEasy: Tenant = { id: 'tenant-pe', name: 'PharmEasy', ssoPartnerLogo: null, partnerCode: 'Pharmeasy_SSO' };

/** Answers from fields a test sets, and records what it was asked. */
class StubUserApi implements UserApi {
  sendOtpResult: Result<{ message: string }, ApiError> = Ok({ message: 'OTP sent' });
  verifyOtpResult: Result<{ token: string }, ApiError> = Ok({ token: 'fresh-token' });
  headerResult: Result<HeaderDetail, ApiError> = Ok(detail());
  logoutResult: Result<null, ApiError> = Ok(null);
  tenantResult: Result<Tenant, ApiError> = Ok(pharmEasy);

  readonly sendOtpCalls: { mobileNumber: string; encryptedToken: string }[] = [];
  readonly verifyOtpCalls: { mobileNumber: string; otp: string }[] = [];
  readonly tenantCalls: string[] = [];
  headerCalls = 0;
  logoutCalls = 0;
  /** What the store held when logout reached the server: the bearer it would carry. */
  tokenAtLogout: string | null | undefined;

  constructor(private readonly store: KeyValueStore) {}

  sendOtp(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    this.sendOtpCalls.push(request);
    return Promise.resolve(this.sendOtpResult);
  }

  verifyOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ token: string }> {
    this.verifyOtpCalls.push(request);
    return Promise.resolve(this.verifyOtpResult);
  }

  headerDetail(): ApiResult<HeaderDetail> {
    this.headerCalls += 1;
    return Promise.resolve(this.headerResult);
  }

  userProfile(): ApiResult<UserProfile> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }

  logout(): ApiResult<null> {
    this.logoutCalls += 1;
    this.tokenAtLogout = this.store.get('token');
    return Promise.resolve(this.logoutResult);
  }

  tenant(id: string): ApiResult<Tenant> {
    this.tenantCalls.push(id);
    return Promise.resolve(this.tenantResult);
  }
}

const signer: OtpTokenSigner = { create: () => Promise.resolve('signed-otp-token') };

function setup(stored: Record<string, string> = {}) {
  const store = new MemoryStore(stored);
  const navigator = new RecordingNavigator();
  const notifier = new RecordingNotifier();
  const errors = new ErrorPolicy(store, navigator, notifier);
  const api = new StubUserApi(store);
  const session = new Session({ store, userApi: api, navigator, notifier, errors, signer });
  return { store, navigator, notifier, errors, api, session };
}

/** The value a BehaviorSubject-backed observable holds right now. */
function current<T>(observable: Observable<T>): T {
  let value: { v: T } | undefined;
  observable.subscribe((v) => (value = { v })).unsubscribe();
  if (value === undefined) throw new Error('the observable has no current value');
  return value.v;
}

/** Lets the fire-and-forget header and tenant loads finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const mobile = (input: string): MobileNumber => parseMobileNumber(input).unwrap();

describe('Session: signed-in state', () => {
  it('is logged in when a token is in the store', () => {
    const { session } = setup({ token: 'stored' });
    expect(current(session.loggedIn$)).toBe(true);
    expect(session.currentToken).toBe('stored');
    expect(current(session.token$)).toBe('stored');
  });

  it('is logged out, with a visitor header, when the store has no token', () => {
    const { session } = setup();
    expect(current(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
  });

  it('reads the SSO flag from the store', () => {
    expect(current(setup({ token: 't', sso: 'true' }).session.isSso$)).toBe(true);
    expect(current(setup({ token: 't' }).session.isSso$)).toBe(false);
  });
});

describe('Session.start', () => {
  it('takes a new token from the address: clears storage, stores it, strips the query and reloads', () => {
    const { session, store, navigator, api } = setup({ token: 'old', pincode: '560001' });

    const outcome = session.start({ pathname: '/patient/consultations', search: '?token=sso-abc&ref=Pharmeasy_SSO' });

    expect(outcome).toBe('reloading');
    expect(store.clears).toBe(1);
    expect([...store.entries]).toEqual([['token', 'sso-abc']]);
    expect(navigator.moves).toEqual([{ how: 'replace', path: '/patient/consultations' }]);
    expect(session.currentToken).toBe('sso-abc');
    // The page is going away; loading the header now would be wasted.
    expect(api.headerCalls).toBe(0);
  });

  it('takes a token from the address when nothing is stored yet', () => {
    const { session, store } = setup();
    expect(session.start({ pathname: '/', search: '?token=first' })).toBe('reloading');
    expect(store.get('token')).toBe('first');
  });

  it('starts normally, keeping storage, when the address carries the stored token', () => {
    const { session, store, navigator } = setup({ token: 'same', pincode: '560001' });

    expect(session.start({ pathname: '/', search: '?token=same' })).toBe('started');

    expect(store.clears).toBe(0);
    expect(store.get('pincode')).toBe('560001');
    expect(navigator.moves).toEqual([]);
  });

  it('ignores an empty token parameter', () => {
    const { session, store, navigator } = setup({ token: 'stored' });
    expect(session.start({ pathname: '/', search: '?token=' })).toBe('started');
    expect(store.get('token')).toBe('stored');
    expect(navigator.moves).toEqual([]);
  });

  it('loads the header detail when a token is stored', async () => {
    const { session, api } = setup({ token: 'stored' });

    expect(session.start({ pathname: '/', search: '' })).toBe('started');
    expect(current(session.header$)).toEqual({ kind: 'loading' });
    await settle();

    expect(api.headerCalls).toBe(1);
    expect(current(session.header$)).toEqual({ kind: 'ready', detail: detail() });
  });

  it('does not call the header endpoint for a visitor', async () => {
    const { session, api } = setup();
    expect(session.start({ pathname: '/', search: '' })).toBe('started');
    await settle();
    expect(api.headerCalls).toBe(0);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
  });
});

describe('Session.requestOtp', () => {
  it.each([
    ['', MOBILE_NUMBER_MESSAGES.empty],
    ['12345', MOBILE_NUMBER_MESSAGES.length],
    ['5876543210', MOBILE_NUMBER_MESSAGES.firstDigit],
    ['98765x3210', MOBILE_NUMBER_MESSAGES.digitsOnly],
    ['+44 7911 123456', MOBILE_NUMBER_MESSAGES.notIndian],
  ])('rejects %j with the field message and never calls the API', async (input, message) => {
    const { session, api } = setup();

    const result = await session.requestOtp(input);

    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message });
    expect(api.sendOtpCalls).toEqual([]);
  });

  it("sends the normalised 10-digit number with the signer's token", async () => {
    const { session, api } = setup();

    const result = await session.requestOtp('+91 98765-43210');

    expect(result.isOk() && result.value).toBe('9876543210');
    expect(api.sendOtpCalls).toEqual([{ mobileNumber: '9876543210', encryptedToken: 'signed-otp-token' }]);
  });

  it('returns the server refusal for the form to show, without a toast', async () => {
    const { session, api, notifier } = setup();
    api.sendOtpResult = Err({ kind: 'rejected', message: 'Too many attempts' });

    const result = await session.requestOtp('9876543210');

    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'Too many attempts' });
    expect(notifier.shown).toEqual([]);
  });
});

describe('Session.verifyOtp', () => {
  it.each(['', '12345', '1234567', 'abcdef', '12 456'])('rejects the code %j without calling the API', async (otp) => {
    const { session, api } = setup();

    const result = await session.verifyOtp(mobile('9876543210'), otp);

    expect(result.isErr() && result.error.kind).toBe('invalid');
    expect(api.verifyOtpCalls).toEqual([]);
  });

  it("stores the server's token under 'token' and loads the header", async () => {
    const { session, api, store } = setup();

    const result = await session.verifyOtp(mobile('9876543210'), ' 123456 ');
    await settle();

    expect(result.isOk()).toBe(true);
    expect(api.verifyOtpCalls).toEqual([{ mobileNumber: '9876543210', otp: '123456' }]);
    expect(store.get('token')).toBe('fresh-token');
    expect(current(session.loggedIn$)).toBe(true);
    expect(current(session.header$)).toEqual({ kind: 'ready', detail: detail() });
  });

  it('stays logged out and returns the error when the server refuses the code', async () => {
    const { session, api, store } = setup();
    api.verifyOtpResult = Err({ kind: 'rejected', message: 'The OTP you entered is incorrect' });

    const result = await session.verifyOtp(mobile('9876543210'), '000000');

    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'The OTP you entered is incorrect' });
    expect(store.get('token')).toBeNull();
    expect(current(session.loggedIn$)).toBe(false);
  });
});

describe('Session.refreshHeader', () => {
  it('ends the session and goes home when the header detail says status false', async () => {
    const { session, api, store, navigator } = setup({ token: 'stored', pincode: '560001' });
    api.headerResult = Ok(detail({ status: false }));

    await session.refreshHeader();

    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(current(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
  });

  it('ends the session and goes home when the header call is refused with a 400', async () => {
    const { session, api, store, navigator, notifier } = setup({ token: 'stored' });
    api.headerResult = Err({ kind: 'rejected', message: 'Invalid user' });

    await session.refreshHeader();

    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(current(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
    expect(notifier.shown).toEqual([]);
  });

  it('a 401 from the header call ends the session and goes home', async () => {
    const { session, api, store, navigator } = setup({ token: 'stored' });
    api.headerResult = Err({ kind: 'unauthorized' });

    await session.refreshHeader();

    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(current(session.loggedIn$)).toBe(false);
    // A visitor's header, not an error state for a session that no longer exists.
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
  });

  it.each<ApiError>([
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'server', status: 503, message: 'Down for maintenance' },
    { kind: 'bad-response', detail: 'firstName: expected string' },
  ])('keeps the session and reports failed on a $kind error', async (error) => {
    const { session, api, store, navigator } = setup({ token: 'stored' });
    api.headerResult = Err(error);

    await session.refreshHeader();

    expect(store.get('token')).toBe('stored');
    expect(navigator.moves).toEqual([]);
    expect(current(session.loggedIn$)).toBe(true);
    expect(current(session.header$)).toEqual({ kind: 'failed', error });
  });

  it('keeps showing the loaded detail while a refresh is in flight', async () => {
    const { session } = setup({ token: 'stored' });
    await session.refreshHeader();

    const again = session.refreshHeader();
    expect(current(session.header$).kind).toBe('ready');
    await again;
  });

  it('loads the tenant named by createdById', async () => {
    const { session, api } = setup({ token: 'stored' });
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));

    await session.refreshHeader();

    expect(api.tenantCalls).toEqual(['tenant-pe']);
    expect(current(session.tenant$)).toEqual(pharmEasy);
  });

  it('does not fetch the same tenant twice', async () => {
    const { session, api } = setup({ token: 'stored' });
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));

    await session.refreshHeader();
    await session.refreshHeader();

    expect(api.tenantCalls).toEqual(['tenant-pe']);
  });

  it('has no tenant when the user was not created by one, or the tenant call fails', async () => {
    const plain = setup({ token: 'stored' });
    await plain.session.refreshHeader();
    expect(plain.api.tenantCalls).toEqual([]);
    expect(current(plain.session.tenant$)).toBeNull();

    const failing = setup({ token: 'stored' });
    failing.api.headerResult = Ok(detail({ createdById: 'gone' }));
    failing.api.tenantResult = Err({ kind: 'not-found', message: 'Data Not Found' });
    await failing.session.refreshHeader();
    expect(current(failing.session.tenant$)).toBeNull();
    expect(current(failing.session.header$).kind).toBe('ready');
  });
});

describe('Session.logout', () => {
  it("tells the server, wipes storage, goes home and toasts 'Logged Out successfully ' after the reload", async () => {
    const { session, api, store, navigator, notifier } = setup({ token: 'stored', pincode: '560001', sso: 'true' });
    await session.refreshHeader();

    await session.logout();

    expect(api.logoutCalls).toBe(1);
    // The server has to know whose session it is ending.
    expect(api.tokenAtLogout).toBe('stored');
    expect(store.entries.size).toBe(0);
    expect(notifier.afterReload).toEqual([{ message: 'Logged Out successfully ', tone: 'success' }]);
    expect(LOGGED_OUT_MESSAGE).toBe('Logged Out successfully ');
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(current(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
    expect(current(session.isSso$)).toBe(false);
  });

  it('logs out locally even when the logout call fails', async () => {
    const { session, api, store, navigator, notifier } = setup({ token: 'stored' });
    api.logoutResult = Err({ kind: 'network' });

    await session.logout();

    expect(store.entries.size).toBe(0);
    expect(notifier.afterReload.map((t) => t.message)).toEqual([LOGGED_OUT_MESSAGE]);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(current(session.loggedIn$)).toBe(false);
  });

  it('goes to the start page a shared device names instead of home', async () => {
    const { session, store, navigator } = setup({ token: 'stored' });
    await session.logout('/meraclinic');
    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/meraclinic' }]);
  });

  it('drops a header answer that arrives after logout', async () => {
    const { session, api } = setup({ token: 'stored' });
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));

    const refreshing = session.refreshHeader();
    await session.logout();
    await refreshing;

    expect(current(session.header$)).toEqual({ kind: 'visitor' });
    expect(current(session.tenant$)).toBeNull();
  });
});

describe('Session and the shared error handler', () => {
  it('forgets the user when the handler ends the session elsewhere', async () => {
    const { session, errors, api } = setup({ token: 'stored' });
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));
    await session.refreshHeader();

    errors.handle({ kind: 'unauthorized' });

    expect(await firstValueFrom(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
    expect(current(session.tenant$)).toBeNull();
  });
});

describe('Session.enterSso', () => {
  it('stores the token, the SSO flag and the tenant id, and switches to SSO at once, without a reload', async () => {
    const { session, store, navigator } = setup();

    const entering = session.enterSso('our-token', 'tenant-pe');
    // Before any answer: the flag and the token already hold, so the menus change now.
    expect(current(session.isSso$)).toBe(true);
    expect(current(session.loggedIn$)).toBe(true);
    await entering;

    expect(store.get('token')).toBe('our-token');
    expect(store.get('sso')).toBe('true');
    expect(store.get('tennant')).toBe('tenant-pe');
    expect(current(session.tenant$)).toEqual(pharmEasy);
    expect(navigator.moves).toEqual([]);
  });

  it('asks for the tenant once, though the header names it too', async () => {
    const { session, api } = setup();
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));

    await session.enterSso('our-token', 'tenant-pe');
    await settle();

    expect(api.tenantCalls).toEqual(['tenant-pe']);
    expect(api.headerCalls).toBe(1);
    expect(current(session.header$).kind).toBe('ready');
  });

  it("wipes another user's session before taking the partner's", async () => {
    const { session, store } = setup({ token: 'someone-else', pincode: '560001' });

    await session.enterSso('our-token', 'tenant-pe');

    expect(store.clears).toBe(1);
    expect(store.get('pincode')).toBeNull();
    expect(store.get('token')).toBe('our-token');
  });

  it('keeps storage when the same session enters again', async () => {
    const { session, store } = setup({ token: 'our-token', pincode: '560001' });

    await session.enterSso('our-token', 'tenant-pe');

    expect(store.clears).toBe(0);
    expect(store.get('pincode')).toBe('560001');
  });

  it('stays signed in as SSO, without a logo, when the tenant cannot be loaded', async () => {
    const { session, api } = setup();
    api.tenantResult = Err({ kind: 'network' });

    await session.enterSso('our-token', 'tenant-pe');

    expect(current(session.tenant$)).toBeNull();
    expect(current(session.isSso$)).toBe(true);
    expect(current(session.loggedIn$)).toBe(true);
  });

  it('remembers the partner after a reload from the stored tenant id, when the header does not name it', async () => {
    const first = setup();
    await first.session.enterSso('our-token', 'tenant-pe');

    // A reload: a new Session over the same storage.
    const store = first.store;
    const api = new StubUserApi(store);
    api.headerResult = Ok(detail({ createdById: null }));
    const navigator = new RecordingNavigator();
    const notifier = new RecordingNotifier();
    const reloaded = new Session({ store, userApi: api, navigator, notifier, errors: new ErrorPolicy(store, navigator, notifier), signer });
    expect(current(reloaded.isSso$)).toBe(true);

    await reloaded.refreshHeader();

    expect(api.tenantCalls).toEqual(['tenant-pe']);
    expect(current(reloaded.tenant$)).toEqual(pharmEasy);
  });

  it('ignores a stored tenant id when the SSO flag is not set', async () => {
    const { session, api } = setup({ token: 'stored', tennant: 'tenant-pe' });
    api.headerResult = Ok(detail({ createdById: null }));

    await session.refreshHeader();

    expect(api.tenantCalls).toEqual([]);
    expect(current(session.tenant$)).toBeNull();
  });

  it('is undone by logout: no flag, no tenant, nothing stored', async () => {
    const { session, store } = setup();
    await session.enterSso('our-token', 'tenant-pe');

    await session.logout();

    expect(store.entries.size).toBe(0);
    expect(current(session.isSso$)).toBe(false);
    expect(current(session.tenant$)).toBeNull();
  });
});
