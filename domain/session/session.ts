import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { ErrorPolicy } from './error-policy';
import type { HeaderDetail, Tenant } from './model';
import type { Notifier, OtpTokenSigner, PageNavigator, UserApi } from './ports';

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
  navigator: PageNavigator;
  notifier: Notifier;
  errors: ErrorPolicy;
  signer: OtpTokenSigner;
}

const OTP_PATTERN = /^\d{6}$/;

/**
 * The session of spec §4: a stored token means signed in. Everything the shell shows
 * about the user (header, menus, badge) is derived from the observables here.
 */
export class Session {
  private readonly token = new BehaviorSubject<string | null>(null);
  private readonly header = new BehaviorSubject<HeaderState>({ kind: 'visitor' });
  private readonly tenantSubject = new BehaviorSubject<Tenant | null>(null);
  private readonly sso = new BehaviorSubject<boolean>(false);

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
    deps.errors.sessionEnded$.subscribe(() => this.forget());
  }

  get currentToken(): string | null {
    return this.token.value;
  }

  /**
   * Start-up (spec §4): a token in the page address that differs from the stored one is
   * an SSO entry, so storage is wiped, the token kept, the query stripped and the page
   * reloaded. Returns 'reloading' when the page is about to go away.
   */
  start(address: { pathname: string; search: string }): 'reloading' | 'started' {
    const incoming = new URLSearchParams(address.search).get('token');
    if (incoming && incoming !== this.deps.store.get(STORAGE_KEYS.token)) {
      this.deps.store.clear();
      this.deps.store.set(STORAGE_KEYS.token, incoming);
      this.token.next(incoming);
      this.deps.navigator.replace(address.pathname);
      return 'reloading';
    }
    if (this.token.value !== null) void this.refreshHeader();
    return 'started';
  }

  async requestOtp(input: string): Promise<Result<MobileNumber, RequestOtpError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    const encryptedToken = await this.deps.signer.create();
    const sent = await this.deps.userApi.sendOtp({ mobileNumber: mobile.value, encryptedToken });
    if (sent.isErr()) {
      this.deps.errors.handle(sent.error, { quiet: true });
      return Err(sent.error);
    }
    return Ok(mobile.value);
  }

  async verifyOtp(mobileNumber: MobileNumber, otp: string): Promise<Result<void, VerifyOtpError>> {
    const code = otp.trim();
    if (!OTP_PATTERN.test(code)) return Err({ kind: 'invalid', message: 'Enter the 6-digit code we sent you' });
    const verified = await this.deps.userApi.verifyOtp({ mobileNumber, otp: code });
    if (verified.isErr()) {
      this.deps.errors.handle(verified.error, { quiet: true });
      return Err(verified.error);
    }
    this.signIn(verified.value.token);
    return Ok(undefined);
  }

  /** Stores a token obtained by any sign-in route and loads what the header needs. */
  signIn(token: string): void {
    this.deps.store.set(STORAGE_KEYS.token, token);
    this.token.next(token);
    void this.refreshHeader();
  }

  /**
   * SSO entry (the /{product}/sso/authenticate pages), after POST /sso/validate gave our
   * token: stores the token, the SSO flag and the partner tenant, so the reduced menus apply
   * at once without a reload, and loads the tenant for the partner logo. Another user's
   * session in this browser is wiped first.
   */
  async enterSso(token: string, tenantId: string): Promise<void> {
    const previous = this.token.value;
    if (previous !== null && previous !== token) {
      this.deps.store.clear();
      this.header.next({ kind: 'visitor' });
      this.tenantSubject.next(null);
    }
    this.deps.store.set(STORAGE_KEYS.sso, 'true');
    this.deps.store.set(STORAGE_KEYS.tenant, tenantId);
    this.deps.store.set(STORAGE_KEYS.token, token);
    this.sso.next(true);
    this.token.next(token);
    // The tenant first: the header's refresh then finds it loaded and does not ask again.
    await this.loadTenant(tenantId, token);
    void this.refreshHeader();
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
      this.deps.errors.handle(result.error, { quiet: true });
      // A 401 has just ended the session: the header is a visitor's now, not a failure.
      if (this.token.value !== token) return;
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
   * Logout (spec §4): tell the server, wipe storage, go home, reload, then toast. A shared device
   * (the Mera Clinic kiosk) names its own start page as home, so the next patient finds it.
   */
  async logout(home = '/'): Promise<void> {
    await this.deps.userApi.logout();
    this.forget();
    this.deps.store.clear();
    this.deps.notifier.showAfterReload(LOGGED_OUT_MESSAGE, 'success');
    this.deps.navigator.assign(home);
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
