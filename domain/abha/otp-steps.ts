import { Err, Ok, type Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../session/otp-verification';
import { attemptsLeft, lockSeconds, secondsFrom, sendWaitSeconds, type CodeState } from '../session/pending-verification';
import type { ApiError } from '../shared/errors';
import { parseOtp } from '../shared/otp';
import type { Clock } from '../shared/ports';

export type InvalidField = { kind: 'invalid'; message: string };
/** The step asked for is not the one the flow is at (a reload, a second tab): start again. */
export type OutOfStep = { kind: 'out-of-step' };
export type StepError = InvalidField | OutOfStep | { kind: 'busy' } | ApiError;

/** A fresh code's state: sent now, no wrong tries, no lock. */
export function freshCode(sentAt: Date): CodeState {
  return { sentAt, wrongAttempts: 0, lockedUntil: null, sendsBlockedUntil: null };
}

/**
 * The calls of an ABHA flow, one at a time, and its OTP steps checked and resent as sign-in's
 * are (domain/session/otp-verification.ts), over a code state the flow keeps in its own steps.
 */
export class OtpSteps {
  private working = false;

  constructor(private readonly clock: Clock) {}

  /** One call of the flow at a time: a double click sends once. */
  async once<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E | { kind: 'busy' }>> {
    if (this.working) return Err({ kind: 'busy' });
    this.working = true;
    try {
      return await work();
    } finally {
      this.working = false;
    }
  }

  /** An OTP checked as sign-in checks one: the field's rules, a lock kept to, wrong codes counted. */
  async check(
    code: CodeState,
    input: string,
    setCode: (code: CodeState) => void,
    check: (otp: string) => Promise<Result<null, StepError>>,
  ): Promise<Result<null, VerifyCodeError>> {
    const otp = parseOtp(input);
    if (otp.isErr()) return Err({ kind: 'invalid', message: otp.error });
    const locked = lockSeconds(code, this.clock.now());
    if (locked > 0) return Err({ kind: 'locked', retryAfterSeconds: locked });
    const checked = await this.once(() => check(otp.value));
    if (checked.isOk()) return checked;
    const error = checked.error;
    switch (error.kind) {
      case 'rejected': {
        const next = { ...code, wrongAttempts: code.wrongAttempts + 1 };
        setCode(next);
        return Err({ kind: 'wrong-code', message: error.message, attemptsLeft: attemptsLeft(next) });
      }
      case 'too-many-requests':
        setCode({ ...code, wrongAttempts: 0, lockedUntil: secondsFrom(this.clock.now(), error.retryAfterSeconds) });
        return Err({ kind: 'locked', retryAfterSeconds: error.retryAfterSeconds });
      case 'out-of-step':
        return Err({ kind: 'no-pending' });
      default:
        return Err(error);
    }
  }

  async resend(code: CodeState, setCode: (code: CodeState) => void, send: () => Promise<Result<null, ApiError>>): Promise<Result<null, ResendError>> {
    const wait = sendWaitSeconds(code, this.clock.now());
    if (wait > 0) return Err({ kind: 'too-soon', seconds: wait });
    const sent = await this.once(send);
    if (sent.isErr()) {
      if (sent.error.kind === 'too-many-requests') setCode({ ...code, sendsBlockedUntil: secondsFrom(this.clock.now(), sent.error.retryAfterSeconds) });
      return sent;
    }
    setCode({ ...code, sentAt: this.clock.now(), sendsBlockedUntil: null });
    return Ok(null);
  }
}
