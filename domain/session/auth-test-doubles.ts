/**
 * Test doubles of the ports the sign-in, registration and recovery use-cases take: a small
 * in-memory world (numbers, passwords, one valid code) that records every call. Used only by
 * the unit tests beside this file.
 */
import { Err, Ok, type Result } from 'ts-results-es';
import type { AccountApi } from '../account/ports';
import type { Corporate, Registration } from '../account/model';
import { Drafts } from '../shared/drafts';
import type { ApiError, ApiResult } from '../shared/errors';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import type { HeaderDetail, UserProfile } from './model';
import { MobileVerification } from './mobile-verification';
import { OtpVerification } from './otp-verification';
import { PasswordRecovery } from './password-recovery';
import { PendingVerification } from './pending-verification';
import { ProfileQueries } from './profile';
import type { Notifier, OtpTokenSigner, PageNavigator, UserApi } from './ports';
import { PatientRegistration } from './registration';
import { Session } from './session';
import { SignIn } from './sign-in';
import { testErrorPolicy, testSignOut } from './test-support';


export const GOOD_CODE = '123456';
/** The server's lock after the fifth wrong code, in seconds (docs/decisions.md "Attempt limits"). */
export const LOCK_SECONDS = 900;

const quietNavigator: PageNavigator = { assign() {}, replace() {}, reload() {} };
const quietNotifier: Notifier = { show() {}, showAfterReload() {} };
const signer: OtpTokenSigner = { create: async () => 'signed-token' };

interface Account {
  password: string | null;
  profile: UserProfile;
}

/** The server's side: who exists, which codes were sent, which calls were made. */
export class World {
  readonly accounts = new Map<string, Account>();
  readonly corporates: Corporate[] = [{ id: 'c-1', slug: 'infosys', name: 'Infosys', logoUrl: 'https://logo.example/infosys.svg', partnerCode: null }];
  /** Codes sent, by purpose and number. */
  readonly sent: { purpose: string; mobileNumber: string }[] = [];
  readonly registrations: Registration[] = [];
  readonly calls: string[] = [];
  /** The next call of that name fails with this error. */
  readonly failNext = new Map<string, ApiError>();
  resetTokens = 0;
  passwordsSet: { password: string; token?: string }[] = [];
  /** Wrong codes per number since its last right one; the fifth locks it, as the fake backend does. */
  readonly wrongCodes = new Map<string, number>();
  readonly locked = new Set<string>();

  addAccount(mobileNumber: string, options: { password?: string | null; complete?: boolean } = {}): void {
    const complete = options.complete ?? true;
    this.accounts.set(mobileNumber, {
      password: options.password ?? null,
      profile: {
        id: `u-${mobileNumber}`,
        firstName: 'Priya',
        lastName: 'Sharma',
        mobileNumber,
        email: null,
        emailVerified: false,
        gender: complete ? 'FEMALE' : null,
        dateOfBirth: complete ? '1990-03-12' : null,
        profileUrl: null,
        pincode: null,
        city: null,
        state: null,
      },
    });
  }

  /** Records the call; the scripted failure if one is waiting. */
  call(name: string): Result<null, ApiError> {
    this.calls.push(name);
    const failure = this.failNext.get(name);
    if (failure === undefined) return Ok(null);
    this.failNext.delete(name);
    return Err(failure);
  }

  count(name: string): number {
    return this.calls.filter((c) => c === name).length;
  }

  /** The server's answer to a code for `mobileNumber`: null when right, else the refusal (a 429 once locked). */
  checkCode(mobileNumber: string, otp: string): ApiError | null {
    if (this.locked.has(mobileNumber)) return LOCKED;
    if (otp === GOOD_CODE) {
      this.wrongCodes.delete(mobileNumber);
      return null;
    }
    const wrong = (this.wrongCodes.get(mobileNumber) ?? 0) + 1;
    this.wrongCodes.set(mobileNumber, wrong);
    if (wrong < 5) return { kind: 'rejected', message: 'The OTP you entered is incorrect' };
    this.locked.add(mobileNumber);
    return LOCKED;
  }

  /** A send to a locked number is refused with the lock. */
  refuseSend(mobileNumber: string): Result<null, ApiError> {
    return this.locked.has(mobileNumber) ? Err(LOCKED) : Ok(null);
  }
}

const LOCKED: ApiError = { kind: 'too-many-requests', message: 'Too many wrong attempts', retryAfterSeconds: LOCK_SECONDS };

const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });

export class TestUserApi implements UserApi {
  /** The number the current token belongs to. */
  signedInAs: string | null = null;

  constructor(private readonly world: World) {}

  async sendOtp(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    const call = this.world.call('sendOtp').andThen(() => this.world.refuseSend(request.mobileNumber));
    if (call.isErr()) return call;
    this.world.sent.push({ purpose: 'SIGN_IN', mobileNumber: request.mobileNumber });
    return Ok({ message: 'sent' });
  }

  async verifyOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ token: string }> {
    const call = this.world.call('verifyOtp');
    if (call.isErr()) return call;
    const refused = this.world.checkCode(request.mobileNumber, request.otp);
    if (refused !== null) return Err(refused);
    if (!this.world.accounts.has(request.mobileNumber)) this.world.addAccount(request.mobileNumber, { complete: false });
    this.signedInAs = request.mobileNumber;
    return Ok({ token: `token-${request.mobileNumber}` });
  }

  async headerDetail(): ApiResult<HeaderDetail> {
    return Err({ kind: 'network' });
  }

  async userProfile(): ApiResult<UserProfile> {
    const call = this.world.call('userProfile');
    if (call.isErr()) return call;
    const account = this.signedInAs === null ? undefined : this.world.accounts.get(this.signedInAs);
    return account ? Ok(account.profile) : Err({ kind: 'unauthorized' });
  }

  async profileFor(token: string): ApiResult<UserProfile> {
    const account = this.world.accounts.get(token.replace(/^token-/, ''));
    return account ? Ok(account.profile) : Err({ kind: 'unauthorized' });
  }

  async logout(): ApiResult<null> {
    return Ok(null);
  }

  async tenant(): ApiResult<never> {
    return Err({ kind: 'not-found', message: 'Data Not Found' });
  }
}

const unused = async (): ApiResult<never> => Err({ kind: 'server', status: 500, message: 'not used in these tests' });

export class TestAccountApi implements AccountApi {
  constructor(
    private readonly world: World,
    private readonly users: TestUserApi,
  ) {}

  async register(registration: Registration, encryptedToken: string): ApiResult<{ message: string }> {
    const call = this.world.call('register');
    if (call.isErr()) return call;
    if (encryptedToken === '') return rejected('Request could not be verified');
    if (this.world.accounts.has(registration.mobileNumber)) return Err({ kind: 'conflict', message: 'already registered' });
    this.world.registrations.push(registration);
    this.world.sent.push({ purpose: 'REGISTER', mobileNumber: registration.mobileNumber });
    return Ok({ message: 'sent' });
  }

  async lookupMobile(mobileNumber: string): ApiResult<{ registered: boolean; hasPassword: boolean }> {
    const call = this.world.call('lookupMobile');
    if (call.isErr()) return call;
    const account = this.world.accounts.get(mobileNumber);
    return Ok({ registered: account !== undefined, hasPassword: account?.password != null });
  }

  async signInWithPassword(request: { mobileNumber: string; password: string }): ApiResult<{ token: string }> {
    const call = this.world.call('signInWithPassword');
    if (call.isErr()) return call;
    const account = this.world.accounts.get(request.mobileNumber);
    if (!account) return Err({ kind: 'not-found', message: 'No account found for this number' });
    if (account.password !== request.password) return rejected('The password you entered is incorrect');
    this.users.signedInAs = request.mobileNumber;
    return Ok({ token: `token-${request.mobileNumber}` });
  }

  async forgetPassword(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    const call = this.world.call('forgetPassword');
    if (call.isErr()) return call;
    if (!this.world.accounts.has(request.mobileNumber)) return Err({ kind: 'not-found', message: 'No account found for this number' });
    this.world.sent.push({ purpose: 'RESET_PASSWORD', mobileNumber: request.mobileNumber });
    return Ok({ message: 'sent' });
  }

  async verifyResetOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ resetToken: string }> {
    const call = this.world.call('verifyResetOtp');
    if (call.isErr()) return call;
    const refused = this.world.checkCode(request.mobileNumber, request.otp);
    if (refused !== null) return Err(refused);
    this.world.resetTokens += 1;
    return Ok({ resetToken: `reset-${this.world.resetTokens}` });
  }

  async createPassword(request: { password: string; token?: string }): ApiResult<null> {
    const call = this.world.call('createPassword');
    if (call.isErr()) return call;
    this.world.passwordsSet.push(request);
    return Ok(null);
  }

  async sendMobileVerificationOtp(request: { mobileNumber: string }): ApiResult<{ message: string }> {
    const call = this.world.call('sendMobileVerificationOtp');
    if (call.isErr()) return call;
    this.world.sent.push({ purpose: 'VERIFY_MOBILE', mobileNumber: request.mobileNumber });
    return Ok({ message: 'sent' });
  }

  async verifyMobileOtp(request: { mobileNumber: string; otp: string }): ApiResult<null> {
    const call = this.world.call('verifyMobileOtp');
    if (call.isErr()) return call;
    const refused = this.world.checkCode(request.mobileNumber, request.otp);
    return refused === null ? Ok(null) : Err(refused);
  }

  async corporateBySlug(slug: string): ApiResult<Corporate> {
    const call = this.world.call('corporateBySlug');
    if (call.isErr()) return call;
    const corporate = this.world.corporates.find((c) => c.slug === slug);
    return corporate ? Ok(corporate) : Err({ kind: 'not-found', message: 'Data Not Found' });
  }

  changePassword = unused;
  sendEmailOtp = unused;
  verifyEmailOtp = unused;
  validateSso = unused;
  userProfileById = unused;
  editProfile = unused;
  notificationPreferences = unused;
  searchPincode = unused;
  profileCompletion = unused;
  deactivate = unused;
  contactUs = unused;
}

/** Every auth use-case wired over one world, as the container wires them over real ports. */
export function authFixture() {
  const world = new World();
  const clock = new ManualClock();
  const store = new MemoryStore();
  const userApi = new TestUserApi(world);
  const accountApi = new TestAccountApi(world, userApi);
  const signOut = testSignOut(store, quietNavigator, quietNotifier);
  const errors = testErrorPolicy(store, quietNavigator, quietNotifier, signOut);
  const drafts = new Drafts(new MemoryStore(), () => store.get('token'), clock);
  const session = new Session({ store, userApi, unguardedUserApi: userApi, navigator: quietNavigator, notifier: quietNotifier, errors, signOut, signer, drafts });
  const pending = new PendingVerification();
  const signIn = new SignIn({ session, userApi, accountApi, pending, clock });
  const registration = new PatientRegistration({ accountApi, signer, pending, clock, queries: testQueries(clock) });
  const recovery = new PasswordRecovery({ accountApi, signer, pending, clock });
  const profiles = new ProfileQueries(userApi, errors, testQueries());
  const mobileVerification = new MobileVerification({ accountApi, pending, clock, profiles });
  const otp = new OtpVerification({ pending, session, signIn, accountApi, registration, recovery, mobileVerification, clock });
  return { world, clock, store, userApi, accountApi, session, pending, signIn, registration, recovery, mobileVerification, otp };
}
