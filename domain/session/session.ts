import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import type { Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { ErrorPolicy } from './error-policy';
import type { HeaderDetail, Tenant, UserProfile } from './model';
import type { Notifier, OtpTokenSigner, PageNavigator, UserApi } from './ports';
import type { SignOut } from './sign-out';

export type HeaderState =
  | { kind: 'visitor' }
  | { kind: 'loading' }
  | { kind: 'ready'; detail: HeaderDetail }
  | { kind: 'failed'; error: ApiError };

export type InvalidInput = { kind: 'invalid'; message: string };
export type RequestOtpError = InvalidInput | ApiError;
export type VerifyOtpError = InvalidInput | ApiError;

export interface SessionDeps {
  store: KeyValueStore;
  userApi: UserApi;
  /**
   * The same user port without the 401 guard: asking about a sign-in link's token, and retiring a
   * session about to be replaced, must not end the session open here when the server says 401.
   */
  unguardedUserApi: Pick<UserApi, 'profileFor' | 'logout'>;
  navigator: PageNavigator;
  notifier: Notifier;
  errors: ErrorPolicy;
  signOut: SignOut;
  signer: OtpTokenSigner;
  /** Told whose drafts they are when a sign-in names the patient. */
  drafts: Pick<Drafts, 'belongTo'>;
}

const OTP_PATTERN = /^\d{6}$/;

export const INVALID_SIGN_IN_LINK = 'This sign-in link is not valid or has expired';
export const UNCHECKED_SIGN_IN_LINK = 'We could not check this sign-in link. Check your connection and open the link again.';

/** Whose account a session opens, in the words the toast after a switch uses. */
function fullName(person: UserProfile): string {
  return [person.firstName, person.lastName].filter((part) => part.trim() !== '').join(' ');
}

/**
 * The session of spec §4: a stored token means signed in. Everything the shell shows
 * about the user (header, menus, badge) is derived from the observables here.
 */
export class Session {
  private readonly token = new BehaviorSubject<string | null>(null);
  private readonly header = new BehaviorSubject<HeaderState>({ kind: 'visitor' });
  private readonly tenantSubject = new BehaviorSubject<Tenant | null>(null);
  private readonly sso = new BehaviorSubject<boolean>(false);
  private loggingOut: Promise<void> | null = null;

  readonly token$: Observable<string | null> = this.token.pipe(distinctUntilChanged());
  readonly loggedIn$: Observable<boolean> = this.token.pipe(
    map((token) => token !== null),
    distinctUntilChanged(),
  );
  readonly header$: Observable<HeaderState> = this.header.asObservable();
  readonly tenant$: Observable<Tenant | null> = this.tenantSubject.asObservable();
  readonly isSso$: Observable<boolean> = this.sso.pipe(distinctUntilChanged());

  constructor(private readonly deps: SessionDeps) {
    this.token.next(deps.store.get(STORAGE_KEYS.token));
    this.sso.next(deps.store.get(STORAGE_KEYS.sso) === 'true');
    deps.signOut.ended$.subscribe(() => this.forget());
  }

  get currentToken(): string | null {
    return this.token.value;
  }

  /**
   * Start-up. `linkToken` is the token a sign-in link carried in its address (spec §4's SSO
   * entry), already taken out of the address by index.html before anything else ran. Returns
   * 'reloading' when the page is about to go away.
   */
  async start(linkToken: string | null = null): Promise<'reloading' | 'started'> {
    const incoming = linkToken?.trim();
    if (incoming && incoming !== this.token.value && (await this.enterByLink(incoming)) === 'reloading') return 'reloading';
    if (this.token.value !== null) void this.refreshHeader();
    return 'started';
  }

  /**
   * A sign-in link is only as good as the server says: anyone can send a patient a link with
   * their own token, and a token taken on trust would collect that patient's uploads and
   * bookings in the sender's account. So the token is kept only once the server names the
   * account it opens. A refused token changes nothing here; the same patient's token replaces
   * theirs and keeps what they were doing; another person's ends the open session fully first.
   */
  private async enterByLink(token: string): Promise<'reloading' | 'entered' | 'refused'> {
    const person = await this.deps.unguardedUserApi.profileFor(token);
    if (person.isErr()) {
      const decided = ['unauthorized', 'rejected', 'not-found', 'conflict'].includes(person.error.kind);
      this.deps.notifier.show(decided ? INVALID_SIGN_IN_LINK : UNCHECKED_SIGN_IN_LINK, 'error');
      return 'refused';
    }
    if (!(await this.replacesAnotherPerson(person.value))) {
      this.keepToken(token, person.value.mobileNumber);
      return 'entered';
    }
    await this.endForNewSession();
    this.keepToken(token, person.value.mobileNumber);
    this.deps.notifier.showAfterReload(`You are now signed in as ${fullName(person.value)}.`, 'info');
    this.deps.navigator.reload();
    return 'reloading';
  }

  /** Whether a session is open here for someone other than `person` (one the server no longer knows counts). */
  private async replacesAnotherPerson(person: UserProfile): Promise<boolean> {
    const current = this.token.value;
    if (current === null) return false;
    const holder = await this.deps.unguardedUserApi.profileFor(current);
    return holder.isErr() || holder.value.id !== person.id;
  }

  /** Retires the open session on the server (its answer changes nothing) and forgets it here. */
  private async endForNewSession(): Promise<void> {
    await this.deps.unguardedUserApi.logout();
    this.deps.signOut.forget();
  }

  /** `patient`: the mobile number of the person the token signs in, when the sign-in knows it. */
  private keepToken(token: string, patient: string | null): void {
    this.deps.store.set(STORAGE_KEYS.token, token);
    this.deps.drafts.belongTo(patient);
    this.token.next(token);
  }

  async requestOtp(input: string): Promise<Result<MobileNumber, RequestOtpError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    const encryptedToken = await this.deps.signer.create();
    const sent = await this.deps.userApi.sendOtp({ mobileNumber: mobile.value, encryptedToken });
    if (sent.isErr()) return Err(sent.error);
    return Ok(mobile.value);
  }

  async verifyOtp(mobileNumber: MobileNumber, otp: string): Promise<Result<void, VerifyOtpError>> {
    const code = otp.trim();
    if (!OTP_PATTERN.test(code)) return Err({ kind: 'invalid', message: 'Enter the 6-digit code we sent you' });
    const verified = await this.deps.userApi.verifyOtp({ mobileNumber, otp: code });
    if (verified.isErr()) return Err(verified.error);
    this.signIn(verified.value.token, mobileNumber);
    return Ok(undefined);
  }

  /**
   * Stores a token obtained by any sign-in route and loads what the header needs. A different
   * session still open here is forgotten first, so the new one starts with nothing of it.
   * `patient`: the mobile number signed in with, when known: their drafts are found again.
   */
  signIn(token: string, patient: string | null): void {
    if (this.token.value !== null && this.token.value !== token) this.deps.signOut.forget();
    this.keepToken(token, patient);
    void this.refreshHeader();
  }

  /**
   * SSO entry (the /{product}/sso/authenticate pages), after POST /sso/validate gave our
   * token: stores the token, the SSO flag and the partner tenant, so the reduced menus apply
   * at once without a reload, and loads the tenant for the partner logo. Another person's
   * session open in this browser is ended fully first, and then the page is reloaded at `home`
   * (returns 'reloading') so nothing of theirs stays in memory.
   */
  async enterSso(token: string, tenantId: string, home: string): Promise<'reloading' | 'entered'> {
    let switched = false;
    if (this.token.value !== null && this.token.value !== token) {
      const person = await this.deps.unguardedUserApi.profileFor(token);
      switched = person.isErr() || (await this.replacesAnotherPerson(person.value));
      if (switched) await this.endForNewSession();
    }
    this.deps.store.set(STORAGE_KEYS.sso, 'true');
    this.deps.store.set(STORAGE_KEYS.tenant, tenantId);
    // The partner's token names no mobile number here: drafts stay this session's.
    this.keepToken(token, null);
    if (switched) {
      this.deps.navigator.replace(home);
      return 'reloading';
    }
    this.sso.next(true);
    // The tenant first: the header's refresh then finds it loaded and does not ask again.
    await this.loadTenant(tenantId, token);
    void this.refreshHeader();
    return 'entered';
  }

  /** GET /user/userIcon; status false or a 400 ends the session (spec §4). */
  async refreshHeader(): Promise<void> {
    const token = this.token.value;
    if (token === null) {
      this.header.next({ kind: 'visitor' });
      return;
    }
    if (this.header.value.kind !== 'ready') this.header.next({ kind: 'loading' });
    const result = await this.deps.userApi.headerDetail();
    // The session ended (a 401, a logout) or changed while the call was out: drop the answer.
    if (this.token.value !== token) return;
    if (result.isErr()) {
      if (result.error.kind === 'rejected') {
        this.deps.errors.endSession();
        return;
      }
      this.header.next({ kind: 'failed', error: result.error });
      return;
    }
    if (!result.value.status) {
      this.deps.errors.endSession();
      return;
    }
    this.header.next({ kind: 'ready', detail: result.value });
    // An SSO user's partner is remembered in storage, should the header not name it.
    const storedSsoTenant = this.sso.value ? this.deps.store.get(STORAGE_KEYS.tenant) : null;
    await this.loadTenant(result.value.createdById ?? storedSsoTenant, token);
  }

  /**
   * Logout (spec §4): tell the server, then the one sign-out (everything of the session wiped),
   * home as a new page, then the toast. A shared device (the Mera Clinic kiosk) names its own
   * start page as home, so the next patient finds it.
   */
  logout(home = '/'): Promise<void> {
    // A second press while the first is out (the header's Logout, a kiosk's Finish) is the same logout.
    if (this.loggingOut === null) {
      this.deps.signOut.announceEnd();
      this.loggingOut = this.deps.userApi.logout().then(() => this.deps.signOut.end(home, { message: LOGGED_OUT_MESSAGE, tone: 'success' }));
    }
    return this.loggingOut;
  }

  private forget(): void {
    this.token.next(null);
    this.header.next({ kind: 'visitor' });
    this.tenantSubject.next(null);
    this.sso.next(false);
  }

  private async loadTenant(tenantId: string | null, token: string): Promise<void> {
    if (tenantId === null) {
      this.tenantSubject.next(null);
      return;
    }
    if (this.tenantSubject.value?.id === tenantId) return;
    const tenant = await this.deps.userApi.tenant(tenantId);
    if (this.token.value !== token) return;
    this.tenantSubject.next(tenant.isOk() ? tenant.value : null);
  }
}
