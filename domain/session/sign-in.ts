import { Err, Ok, type Result } from 'ts-results-es';
import type { AccountApi } from '../account/ports';
import { encodeReferPath, safeReferTarget } from '../navigation/refer-path';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import type { UserProfile } from './model';
import { lockSeconds, resendWaitSeconds, type PendingVerification } from './pending-verification';
import type { UserApi } from './ports';
import type { InvalidInput, RequestOtpError, Session } from './session';

export const CREATE_PROFILE_PATH = '/auth/create-profile';

export const SIGN_IN_MESSAGES = {
  passwordEmpty: 'Enter your password',
} as const;

/** What 'Log in with password' can offer a number (GET /user/signIn/patient/byMobile). */
export type PasswordOption = 'password' | 'unregistered' | 'no-password';

export type LookupError = InvalidInput | ApiError;
export type PasswordSignInError = InvalidInput | ApiError;

export interface SignedIn {
  /** A brand-new account: the next stop is /auth/create-profile. */
  newUser: boolean;
}

export interface SignInDeps {
  session: Session;
  userApi: UserApi;
  accountApi: AccountApi;
  pending: PendingVerification;
  clock: Clock;
}

/**
 * A profile nobody has filled in yet: an account made on the spot by its first OTP sign-in
 * has neither gender nor date of birth. One of them given means the user has been there.
 */
export function needsProfile(profile: Pick<UserProfile, 'gender' | 'dateOfBirth'>): boolean {
  return profile.gender === null && profile.dateOfBirth === null;
}

/**
 * Where a user goes after signing in: a new user completes the profile first (the refer
 * travels along); otherwise the `refer` page when it is a safe in-app path, else `home`.
 */
export function destinationAfterSignIn(refer: string | null, newUser: boolean, home: string): string {
  const target = safeReferTarget(refer);
  if (newUser) return target === null ? CREATE_PROFILE_PATH : `${CREATE_PROFILE_PATH}?refer=${encodeReferPath(target)}`;
  return target ?? home;
}

/** Sign-in with mobile + OTP (first step) and with mobile + password. */
export class SignIn {
  constructor(private readonly deps: SignInDeps) {}

  /**
   * Sends the sign-in code. Asking again for the same number while the last code is less
   * than 30 s old sends nothing: the code on its way is still good, and the OTP screen
   * shows the countdown. A locked number is asked for all the same: the server's 429 says
   * at the number how long the lock has left.
   */
  async requestOtp(input: string): Promise<Result<MobileNumber, RequestOtpError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    this.deps.pending.remember(mobile.value);
    const waiting = this.deps.pending.currentFor(['SIGN_IN']);
    const now = this.deps.clock.now();
    if (waiting?.mobileNumber === mobile.value && resendWaitSeconds(waiting, now) > 0 && lockSeconds(waiting, now) === 0) {
      return Ok(mobile.value);
    }
    const sent = await this.deps.session.requestOtp(mobile.value);
    if (sent.isErr()) return sent;
    this.deps.pending.start(mobile.value, 'SIGN_IN', this.deps.clock.now());
    return Ok(mobile.value);
  }

  /** Whether the number can sign in with a password, or needs to register or use OTP. */
  async passwordOption(input: string): Promise<Result<{ mobileNumber: MobileNumber; option: PasswordOption }, LookupError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    this.deps.pending.remember(mobile.value);
    const lookup = await this.deps.accountApi.lookupMobile(mobile.value);
    if (lookup.isErr()) return lookup;
    const option: PasswordOption = !lookup.value.registered ? 'unregistered' : lookup.value.hasPassword ? 'password' : 'no-password';
    return Ok({ mobileNumber: mobile.value, option });
  }

  async signInWithPassword(mobileNumber: MobileNumber, password: string): Promise<Result<SignedIn, PasswordSignInError>> {
    if (password === '') return Err({ kind: 'invalid', message: SIGN_IN_MESSAGES.passwordEmpty });
    const signedIn = await this.deps.accountApi.signInWithPassword({ mobileNumber, password });
    if (signedIn.isErr()) return signedIn;
    this.deps.session.signIn(signedIn.value.token, mobileNumber);
    this.deps.pending.clear();
    return Ok({ newUser: await this.isNewUser() });
  }

  /**
   * Asked once the session holds a token. A failed profile call is no reason to keep the
   * user from the page they came for, so it counts as "not new".
   */
  async isNewUser(): Promise<boolean> {
    const profile = await this.deps.userApi.userProfile();
    return profile.isOk() && needsProfile(profile.value);
  }
}
