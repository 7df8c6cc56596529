import { BehaviorSubject, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import { attemptsLeft, lockSeconds, resendWaitSeconds, secondsFrom, sendWaitSeconds, type CodeState } from '../session/pending-verification';
import type { InvalidInput } from '../session/session';
import { parseEmail } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { parseOtp } from '../shared/otp';
import type { Clock } from '../shared/ports';
import type { ProfileQueries } from '../session/profile';
import type { AccountApi } from './ports';

/** A code on its way to an e-mail address, counted as the mobile codes are. */
export interface EmailCode extends CodeState {
  email: string;
}

export type SendEmailCodeError = InvalidInput | { kind: 'busy' } | ApiError;

export interface EmailVerificationDeps {
  accountApi: Pick<AccountApi, 'sendEmailOtp' | 'verifyEmailOtp'>;
  clock: Clock;
  profiles: Pick<ProfileQueries, 'changed'>;
}

/**
 * Proving the profile's e-mail address (POST /user/sendEmailOtp, then POST /user/verifyOtp with
 * purpose VERIFY_EMAIL) under the rules of every OTP screen: 6 digits, the fifth wrong code
 * locks the address, a new code no sooner than 30 s after the last. The code waits in memory only.
 */
export class EmailVerification {
  private readonly subject = new BehaviorSubject<EmailCode | null>(null);
  private sending = false;
  private verifying = false;

  readonly code$: Observable<EmailCode | null> = this.subject.asObservable();

  constructor(private readonly deps: EmailVerificationDeps) {}

  get current(): EmailCode | null {
    return this.subject.value;
  }

  /**
   * Sends a code. Asking again for the same address while the countdown runs sends no second
   * mail: the code already on its way is the one to type.
   */
  async send(input: string): Promise<Result<EmailCode, SendEmailCodeError>> {
    const email = parseEmail(input);
    if (email.isErr()) return Err({ kind: 'invalid', message: email.error });
    const waiting = this.subject.value;
    if (waiting !== null && waiting.email === email.value && resendWaitSeconds(waiting, this.deps.clock.now()) > 0) return Ok(waiting);
    return this.sendCode(email.value);
  }

  async verify(input: string): Promise<Result<{ email: string }, VerifyCodeError>> {
    const waiting = this.subject.value;
    if (waiting === null) return Err({ kind: 'no-pending' });
    const code = parseOtp(input);
    if (code.isErr()) return Err({ kind: 'invalid', message: code.error });
    const locked = lockSeconds(waiting, this.deps.clock.now());
    if (locked > 0) return Err({ kind: 'locked', retryAfterSeconds: locked });
    // One check at a time: a second submit while the first is out would spend an attempt.
    if (this.verifying) return Err({ kind: 'busy' });
    this.verifying = true;
    try {
      const verified = await this.deps.accountApi.verifyEmailOtp({ email: waiting.email, otp: code.value });
      if (verified.isErr()) {
        const error = verified.error;
        if (error.kind === 'too-many-requests') {
          this.subject.next({ ...waiting, wrongAttempts: 0, lockedUntil: secondsFrom(this.deps.clock.now(), error.retryAfterSeconds) });
          return Err({ kind: 'locked', retryAfterSeconds: error.retryAfterSeconds });
        }
        if (error.kind !== 'rejected') return Err(error);
        const counted = { ...waiting, wrongAttempts: waiting.wrongAttempts + 1 };
        this.subject.next(counted);
        return Err({ kind: 'wrong-code', message: error.message, attemptsLeft: attemptsLeft(counted) });
      }
      this.subject.next(null);
      const email = waiting.email;
      this.deps.profiles.changed((profile) => (profile.email?.toLowerCase() === email ? { ...profile, emailVerified: true } : profile));
      return Ok({ email });
    } finally {
      this.verifying = false;
    }
  }

  async resend(): Promise<Result<null, ResendError>> {
    const waiting = this.subject.value;
    if (waiting === null) return Err({ kind: 'no-pending' });
    const wait = sendWaitSeconds(waiting, this.deps.clock.now());
    if (wait > 0) return Err({ kind: 'too-soon', seconds: wait });
    const sent = await this.sendCode(waiting.email);
    if (sent.isErr() && sent.error.kind === 'too-many-requests') {
      this.subject.next({ ...waiting, sendsBlockedUntil: secondsFrom(this.deps.clock.now(), sent.error.retryAfterSeconds) });
    }
    return sent.map(() => null);
  }

  /** The patient gave up (or changed the address): no code waits any more. */
  cancel(): void {
    this.subject.next(null);
  }

  private async sendCode(email: string): Promise<Result<EmailCode, SendEmailCodeError>> {
    if (this.sending) return Err({ kind: 'busy' });
    this.sending = true;
    try {
      const sent = await this.deps.accountApi.sendEmailOtp({ email });
      if (sent.isErr()) return sent;
      const previous = this.subject.value;
      // The server counts wrong codes per address until the right one: a new code does not reset them.
      const wrongAttempts = previous?.email === email ? previous.wrongAttempts : 0;
      const code: EmailCode = { email, sentAt: this.deps.clock.now(), wrongAttempts, lockedUntil: null, sendsBlockedUntil: null };
      this.subject.next(code);
      return Ok(code);
    } finally {
      this.sending = false;
    }
  }
}
