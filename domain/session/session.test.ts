import { firstValueFrom, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import type { ApiError, ApiResult } from '../shared/errors';
import { MOBILE_NUMBER_MESSAGES, parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { KeyValueStore } from '../shared/ports';
import { Drafts } from '../shared/drafts';
import { ManualClock, memoryCookies, MemoryStore } from '../shared/test-doubles';
import type { HeaderDetail, Tenant, UserProfile } from './model';
import type { Notifier, OtpTokenSigner, PageNavigator, ToastTone, UserApi } from './ports';
import { INVALID_SIGN_IN_LINK, Session, UNCHECKED_SIGN_IN_LINK } from './session';
import { testErrorPolicy, testSignOut } from './test-support';

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

  /** Token -> the account it opens; any other token is refused with `refusal`. */
  readonly accounts = new Map<string, UserProfile>();
  refusal: ApiError = { kind: 'unauthorized' };
  readonly profileForCalls: string[] = [];

  profileFor(token: string): ApiResult<UserProfile> {
    this.profileForCalls.push(token);
    const account = this.accounts.get(token);
    return Promise.resolve(account ? Ok(account) : Err(this.refusal));
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

function person(id: string, firstName: string, lastName: string): UserProfile {
  return { id, firstName, lastName, mobileNumber: '9876543210', email: null, emailVerified: false, gender: null, dateOfBirth: null, profileUrl: null, pincode: null, city: null, state: null };
}

const PRIYA = person('u-1', 'Priya', 'Sharma');
const RAHUL = person('u-2', 'Rahul', 'Verma');

function setup(stored: Record<string, string> = {}) {
  const store = new MemoryStore(stored);
  const tabStore = new MemoryStore({ 'draft:consultation-reason': '{"owner":"x","expiresAt":1,"value":"Chest pain"}' });
  const cookies = memoryCookies();
  cookies.set('coupon', 'HEALTH20', 60_000);
  const navigator = new RecordingNavigator();
  const notifier = new RecordingNotifier();
  const signOut = testSignOut(store, navigator, notifier, { tabStore, cookies });
  const errors = testErrorPolicy(store, navigator, notifier, signOut);
  const api = new StubUserApi(store);
  // Wired as the container wires it: the user port behind the 401 guard, and the raw one.
  const drafts = new Drafts(tabStore, () => store.get('token'), new ManualClock());
  const session = new Session({ store, userApi: errors.guard(api), unguardedUserApi: api, navigator, notifier, errors, signOut, signer, drafts });
  return { store, tabStore, cookies, navigator, notifier, errors, signOut, api, session, drafts };
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
  it('loads the header detail when a token is stored', async () => {
    const { session, api } = setup({ token: 'stored' });

    const starting = session.start();
    expect(current(session.header$)).toEqual({ kind: 'loading' });
    expect(await starting).toBe('started');
    await settle();

    expect(api.headerCalls).toBe(1);
    expect(current(session.header$)).toEqual({ kind: 'ready', detail: detail() });
  });

  it('does not call the header endpoint for a visitor', async () => {
    const { session, api } = setup();
    expect(await session.start()).toBe('started');
    await settle();
    expect(api.headerCalls).toBe(0);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
  });
});

describe('Session.start with a sign-in link’s token', () => {
  it('asks the server whose account the token opens before keeping it, then signs a visitor in without a reload', async () => {
    const { session, store, navigator, api } = setup({ pincode: '560001' });
    api.accounts.set('link-token', RAHUL);

    expect(await session.start('link-token')).toBe('started');

    expect(api.profileForCalls).toEqual(['link-token']);
    expect(store.get('token')).toBe('link-token');
    expect(store.get('pincode')).toBe('560001');
    expect(navigator.moves).toEqual([]);
    await settle();
    expect(api.headerCalls).toBe(1);
  });

  it.each<ApiError>([{ kind: 'unauthorized' }, { kind: 'rejected', message: 'Invalid token' }, { kind: 'not-found', message: 'Data Not Found' }])(
    'keeps nothing of a token the server refuses ($kind), says the link is not valid, and leaves the open session alone',
    async (refusal) => {
      const { session, store, tabStore, cookies, navigator, notifier, api } = setup({ token: 'priya-token', pincode: '560001' });
      api.accounts.set('priya-token', PRIYA);
      api.refusal = refusal;

      expect(await session.start('planted-token')).toBe('started');

      expect(store.get('token')).toBe('priya-token');
      expect(store.get('pincode')).toBe('560001');
      expect(tabStore.entries.size).toBe(1);
      expect(cookies.get('coupon')).toBe('HEALTH20');
      expect(navigator.moves).toEqual([]);
      expect(api.logoutCalls).toBe(0);
      expect(notifier.shown).toEqual([{ messages: INVALID_SIGN_IN_LINK, tone: 'error' }]);
      expect(session.currentToken).toBe('priya-token');
    },
  );

  it('keeps nothing when the server cannot be asked, and says to open the link again', async () => {
    const { session, store, notifier, api } = setup();
    api.refusal = { kind: 'network' };

    expect(await session.start('link-token')).toBe('started');

    expect(store.get('token')).toBeNull();
    expect(notifier.shown).toEqual([{ messages: UNCHECKED_SIGN_IN_LINK, tone: 'error' }]);
  });

  it('ends another person’s session fully before the link’s begins: server logout with the old token, everything wiped, a reload that says whose account is open', async () => {
    const { session, store, tabStore, cookies, navigator, notifier, api, signOut } = setup({ token: 'priya-token', pincode: '560001', 'payment:order_1': '{}' });
    api.accounts.set('priya-token', PRIYA).set('rahul-token', RAHUL);
    let ended = 0;
    signOut.ended$.subscribe(() => (ended += 1));

    expect(await session.start('rahul-token')).toBe('reloading');

    expect(api.logoutCalls).toBe(1);
    expect(api.tokenAtLogout).toBe('priya-token');
    expect([...store.entries]).toEqual([['token', 'rahul-token']]);
    // Nothing of Priya's: only whose drafts the tab's next ones will be.
    expect([...tabStore.entries.keys()]).toEqual(['drafts-patient']);
    expect(cookies.names()).toEqual([]);
    expect(ended).toBe(1);
    expect(notifier.afterReload).toEqual([{ message: 'You are now signed in as Rahul Verma.', tone: 'info' }]);
    expect(navigator.moves).toEqual([{ how: 'reload' }]);
    // The page is going away; loading the header now would be wasted.
    expect(api.headerCalls).toBe(0);
  });

  it('treats a session the server no longer knows as another person’s', async () => {
    const { session, store, navigator, api } = setup({ token: 'expired-token' });
    api.accounts.set('rahul-token', RAHUL);

    expect(await session.start('rahul-token')).toBe('reloading');

    expect([...store.entries]).toEqual([['token', 'rahul-token']]);
    expect(navigator.moves).toEqual([{ how: 'reload' }]);
  });

  it('lets the same patient’s new token replace theirs and keep what they were doing', async () => {
    const { session, store, tabStore, cookies, navigator, api } = setup({ token: 'priya-old', pincode: '560001' });
    api.accounts.set('priya-old', PRIYA).set('priya-new', PRIYA);

    expect(await session.start('priya-new')).toBe('started');

    expect(store.get('token')).toBe('priya-new');
    expect(store.get('pincode')).toBe('560001');
    expect(tabStore.get('draft:consultation-reason')).not.toBeNull();
    expect(cookies.get('coupon')).toBe('HEALTH20');
    expect(navigator.moves).toEqual([]);
    expect(api.logoutCalls).toBe(0);
  });

  it('does nothing more than start when the link carries the token already stored, or a blank one', async () => {
    for (const link of ['same', '  ', '']) {
      const { session, store, navigator, api } = setup({ token: 'same', pincode: '560001' });
      expect(await session.start(link)).toBe('started');
      expect(api.profileForCalls).toEqual([]);
      expect(store.get('pincode')).toBe('560001');
      expect(navigator.moves).toEqual([]);
    }
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
  it("tells the server, wipes storage, drafts and cookies, goes home and toasts 'Logged Out successfully ' after the reload", async () => {
    const { session, api, store, tabStore, cookies, navigator, notifier } = setup({ token: 'stored', pincode: '560001', sso: 'true' });
    await session.refreshHeader();

    await session.logout();

    expect(api.logoutCalls).toBe(1);
    // The server has to know whose session it is ending.
    expect(api.tokenAtLogout).toBe('stored');
    expect(store.entries.size).toBe(0);
    expect(tabStore.entries.size).toBe(0);
    expect(cookies.names()).toEqual([]);
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

  it('logs out once however often it is asked while the first is out', async () => {
    const { session, api, navigator } = setup({ token: 'stored' });

    await Promise.all([session.logout(), session.logout(), session.logout()]);

    expect(api.logoutCalls).toBe(1);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
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

describe('Session.signIn', () => {
  it('forgets a different session still open here before keeping the new token', () => {
    const { session, store, tabStore, cookies, signOut } = setup({ token: 'priya-token', pincode: '560001' });
    let ended = 0;
    signOut.ended$.subscribe(() => (ended += 1));

    session.signIn('rahul-token', null);

    expect([...store.entries]).toEqual([['token', 'rahul-token']]);
    expect(tabStore.entries.size).toBe(0);
    expect(cookies.names()).toEqual([]);
    expect(ended).toBe(1);
    expect(session.currentToken).toBe('rahul-token');
  });

  it("names the patient signed in by OTP, so a draft typed before their session expired is theirs again", async () => {
    const { session, store, drafts, api, errors } = setup();
    (await session.verifyOtp(mobile('9876543210'), '123456')).unwrap();
    drafts.save('medical-history', 'Height 162', 60_000);

    // The session expires (a 401); the drafts stay in the tab; she signs in again, to a new token.
    errors.endSession({ comeBack: true });
    expect(session.currentToken).toBeNull();
    api.verifyOtpResult = Ok({ token: 'second-token' });
    (await session.verifyOtp(mobile('9876543210'), '123456')).unwrap();
    expect(store.get('token')).toBe('second-token');
    expect(drafts.read('medical-history')).toBe('Height 162');
  });

  it('keeps what a visitor chose (the delivery pincode) when they sign in', () => {
    const { session, store } = setup({ pincode: '560001' });
    session.signIn('rahul-token', null);
    expect(store.get('pincode')).toBe('560001');
    expect(store.get('token')).toBe('rahul-token');
  });
});

describe('Session and the shared error handler', () => {
  it('forgets the user when the handler ends the session elsewhere', async () => {
    const { session, errors, api } = setup({ token: 'stored' });
    api.headerResult = Ok(detail({ createdById: 'tenant-pe' }));
    await session.refreshHeader();

    errors.endSession({ comeBack: true });

    expect(await firstValueFrom(session.loggedIn$)).toBe(false);
    expect(current(session.header$)).toEqual({ kind: 'visitor' });
    expect(current(session.tenant$)).toBeNull();
  });
});

describe('Session.enterSso', () => {
  it('stores the token, the SSO flag and the tenant id, and switches to SSO at once, without a reload', async () => {
    const { session, store, navigator } = setup();

    const entering = session.enterSso('our-token', 'tenant-pe', '/patient/consultations');
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

    await session.enterSso('our-token', 'tenant-pe', '/patient/consultations');
    await settle();

    expect(api.tenantCalls).toEqual(['tenant-pe']);
    expect(api.headerCalls).toBe(1);
    expect(current(session.header$).kind).toBe('ready');
  });

  it("ends another person's session fully before taking the partner's, and reloads at the SSO home", async () => {
    const { session, store, tabStore, cookies, navigator, api } = setup({ token: 'someone-else', pincode: '560001' });
    api.accounts.set('someone-else', PRIYA).set('our-token', RAHUL);

    expect(await session.enterSso('our-token', 'tenant-pe', '/patient/consultations')).toBe('reloading');

    expect(api.tokenAtLogout).toBe('someone-else');
    expect(store.clears).toBe(1);
    expect(store.get('pincode')).toBeNull();
    expect(tabStore.entries.size).toBe(0);
    expect(cookies.names()).toEqual([]);
    expect(store.get('token')).toBe('our-token');
    expect(store.get('sso')).toBe('true');
    expect(navigator.moves).toEqual([{ how: 'replace', path: '/patient/consultations' }]);
  });

  it("keeps what the same person was doing when the partner's entry opens a new session of theirs", async () => {
    const { session, store, navigator, api } = setup({ token: 'rahul-old', pincode: '560001' });
    api.accounts.set('rahul-old', RAHUL).set('our-token', RAHUL);

    expect(await session.enterSso('our-token', 'tenant-pe', '/patient/consultations')).toBe('entered');

    expect(store.clears).toBe(0);
    expect(store.get('pincode')).toBe('560001');
    expect(store.get('token')).toBe('our-token');
    expect(navigator.moves).toEqual([]);
  });

  it('keeps storage when the same session enters again', async () => {
    const { session, store } = setup({ token: 'our-token', pincode: '560001' });

    await session.enterSso('our-token', 'tenant-pe', '/patient/consultations');

    expect(store.clears).toBe(0);
    expect(store.get('pincode')).toBe('560001');
  });

  it('stays signed in as SSO, without a logo, when the tenant cannot be loaded', async () => {
    const { session, api } = setup();
    api.tenantResult = Err({ kind: 'network' });

    await session.enterSso('our-token', 'tenant-pe', '/patient/consultations');

    expect(current(session.tenant$)).toBeNull();
    expect(current(session.isSso$)).toBe(true);
    expect(current(session.loggedIn$)).toBe(true);
  });

  it('remembers the partner after a reload from the stored tenant id, when the header does not name it', async () => {
    const first = setup();
    await first.session.enterSso('our-token', 'tenant-pe', '/patient/consultations');

    // A reload: a new Session over the same storage.
    const store = first.store;
    const api = new StubUserApi(store);
    api.headerResult = Ok(detail({ createdById: null }));
    const navigator = new RecordingNavigator();
    const notifier = new RecordingNotifier();
    const signOut = testSignOut(store, navigator, notifier);
    const errors = testErrorPolicy(store, navigator, notifier, signOut);
    const reloaded = new Session({ store, userApi: api, unguardedUserApi: api, navigator, notifier, errors, signOut, signer, drafts: first.drafts });
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
    await session.enterSso('our-token', 'tenant-pe', '/patient/consultations');

    await session.logout();

    expect(store.entries.size).toBe(0);
    expect(current(session.isSso$)).toBe(false);
    expect(current(session.tenant$)).toBeNull();
  });
});
