import { Err, Ok, type Result } from 'ts-results-es';
import type { AccountApi } from '../account/ports';
import type { ApiError, RejectedError, TooManyRequestsError } from '../shared/errors';
import type { MobileNumber } from '../shared/mobile-number';
import { parseOtp } from '../shared/otp';
import type { Clock } from '../shared/ports';
import type { MobileVerification } from './mobile-verification';
import type { PasswordRecovery } from './password-recovery';
import { lockSeconds, secondsFrom, sendWaitSeconds, type Pending, type PendingVerification } from './pending-verification';
import type { PatientRegistration } from './registration';
import type { InvalidInput, Session } from './session';
import type { SignIn } from './sign-in';

/** What a verified code did, by purpose: the screen decides where to go from it. */
export type VerifiedOutcome =
  | { purpose: 'SIGN_IN'; newUser: boolean }
  | { purpose: 'REGISTER' }
  | { purpose: 'RESET_PASSWORD'; mobileNumber: MobileNumber }
  | { purpose: 'VERIFY_MOBILE'; mobileNumber: MobileNumber; returnTo: string | null };

/** No code is waiting (the page was reloaded, or the code was used): ask for the number again. */
export type NoPendingCode = { kind: 'no-pending' };

export type VerifyCodeError =
  | InvalidInput
  | NoPendingCode
  /**
   * Too many wrong codes: the server locked the number (a 429), and no code is checked or sent
   * until the wait is over. Said by the screen from the time left, not sent to the server again.
   */
  | { kind: 'locked'; retryAfterSeconds: number }
  /** The server refused the code (wrong or expired); its message, and what is left. */
  | { kind: 'wrong-code'; message: string; attemptsLeft: number }
  /** A check of this code is already under way; the second submit is ignored. */
  | { kind: 'busy' }
  | Exclude<ApiError, RejectedError | TooManyRequestsError>;

/** `too-soon`: the 30 s countdown, a lock or too many codes sent; the seconds until a code may go. */
export type ResendError = NoPendingCode | { kind: 'too-soon'; seconds: number } | { kind: 'busy' } | InvalidInput | ApiError;

export interface OtpVerificationDeps {
  pending: PendingVerification;
  session: Session;
  signIn: SignIn;
  accountApi: AccountApi;
  registration: PatientRegistration;
  recovery: PasswordRecovery;
  mobileVerification: MobileVerification;
  clock: Clock;
}

/**
 * The OTP screens' use-case, one for every purpose: checks the code with the right call,
 * counts wrong codes as the server does (5 lock the number), keeps to a lock or a refusal to
 * send that the server answered with 429, and sends a new code no sooner than 30 s after the last.
 */
export class OtpVerification {
  private verifying = false;
  private sending = false;

  constructor(private readonly deps: OtpVerificationDeps) {}

  async verify(input: string): Promise<Result<VerifiedOutcome, VerifyCodeError>> {
    const pending = this.deps.pending.current;
    if (pending === null) return Err({ kind: 'no-pending' });
    const code = parseOtp(input);
    if (code.isErr()) return Err({ kind: 'invalid', message: code.error });
    const locked = lockSeconds(pending, this.deps.clock.now());
    if (locked > 0) return Err({ kind: 'locked', retryAfterSeconds: locked });
    // One check at a time: a second submit while the first is out would spend an attempt.
    if (this.verifying) return Err({ kind: 'busy' });
    this.verifying = true;
    try {
      const checked = await this.check(pending, code.value);
      if (checked.isErr()) {
        const error = checked.error;
        if (error.kind === 'rejected') {
          const left = this.deps.pending.recordWrongCode();
          return Err({ kind: 'wrong-code', message: error.message, attemptsLeft: left });
        }
        if (error.kind === 'too-many-requests') {
          this.deps.pending.lock(secondsFrom(this.deps.clock.now(), error.retryAfterSeconds));
          return Err({ kind: 'locked', retryAfterSeconds: error.retryAfterSeconds });
        }
        return Err(error);
      }
      this.deps.pending.clear();
      return Ok(checked.value);
    } finally {
      this.verifying = false;
    }
  }

  async resend(): Promise<Result<null, ResendError>> {
    const pending = this.deps.pending.current;
    if (pending === null) return Err({ kind: 'no-pending' });
    const wait = sendWaitSeconds(pending, this.deps.clock.now());
    if (wait > 0) return Err({ kind: 'too-soon', seconds: wait });
    if (this.sending) return Err({ kind: 'busy' });
    this.sending = true;
    try {
      const sent = await this.send(pending);
      if (sent.isErr()) {
        if (sent.error.kind === 'too-many-requests') this.deps.pending.blockSends(secondsFrom(this.deps.clock.now(), sent.error.retryAfterSeconds));
        return sent;
      }
      this.deps.pending.resent(this.deps.clock.now());
      return Ok(null);
    } finally {
      this.sending = false;
    }
  }

  private async send(pending: Pending): Promise<Result<null, InvalidInput | ApiError>> {
    switch (pending.purpose) {
      case 'SIGN_IN':
        return (await this.deps.session.requestOtp(pending.mobileNumber)).map(() => null);
      case 'REGISTER':
        // POST /user/sendOtp would send a plain sign-in code; registering again re-sends the
        // details with a fresh code, so the verified code still creates this registration.
        if (pending.registration === null) return (await this.deps.session.requestOtp(pending.mobileNumber)).map(() => null);
        return this.deps.registration.send(pending.registration);
      case 'RESET_PASSWORD':
        return this.deps.recovery.sendCode(pending.mobileNumber);
      case 'VERIFY_MOBILE':
        return this.deps.mobileVerification.sendCode(pending.mobileNumber);
    }
  }

  private async check(pending: Pending, otp: string): Promise<Result<VerifiedOutcome, InvalidInput | ApiError>> {
    const { mobileNumber } = pending;
    switch (pending.purpose) {
      case 'SIGN_IN': {
        const verified = await this.deps.session.verifyOtp(mobileNumber, otp);
        if (verified.isErr()) return verified;
        return Ok({ purpose: 'SIGN_IN', newUser: await this.deps.signIn.isNewUser() });
      }
      case 'REGISTER': {
        // POST /user/verifyOtp confirms the registration and signs the new patient in.
        const verified = await this.deps.session.verifyOtp(mobileNumber, otp);
        if (verified.isErr()) return verified;
        return Ok({ purpose: 'REGISTER' });
      }
      case 'RESET_PASSWORD': {
        const verified = await this.deps.accountApi.verifyResetOtp({ mobileNumber, otp });
        if (verified.isErr()) return verified;
        this.deps.recovery.acceptResetToken(mobileNumber, verified.value.resetToken);
        return Ok({ purpose: 'RESET_PASSWORD', mobileNumber });
      }
      case 'VERIFY_MOBILE': {
        const verified = await this.deps.accountApi.verifyMobileOtp({ mobileNumber, otp });
        if (verified.isErr()) return verified;
        this.deps.mobileVerification.verified(mobileNumber);
        return Ok({ purpose: 'VERIFY_MOBILE', mobileNumber, returnTo: pending.returnTo });
      }
    }
  }
}
