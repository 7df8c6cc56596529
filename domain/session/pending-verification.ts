import { BehaviorSubject, type Observable } from 'rxjs';
import type { OtpPurpose, Registration } from '../account/model';
import type { MobileNumber } from '../shared/mobile-number';
import { secondsUntil } from '../shared/retry-after';

/** A new code may be asked for this long after the last one was sent. */
export const OTP_RESEND_SECONDS = 30;
/**
 * Wrong codes before the server locks the number (docs/decisions.md "Attempt limits"); a new
 * code does not give them back, only the right code or the end of a lock does.
 */
export const OTP_MAX_ATTEMPTS = 5;

/** What an OTP screen knows of a code on its way, wherever it went (a number, an address). */
export interface CodeState {
  /** When the code now in use was sent (the resend countdown starts here). */
  sentAt: Date;
  /** Wrong codes typed since the number's last success or lock, as the server counts them. */
  wrongAttempts: number;
  /** Too many wrong codes (a 429 on a check): no code is checked or sent until then. */
  lockedUntil: Date | null;
  /** Too many codes sent (a 429 on a send): no new code until then; the one sent still works. */
  sendsBlockedUntil: Date | null;
}

/** A code that was sent and is waiting to be typed in. */
export interface Pending extends CodeState {
  mobileNumber: MobileNumber;
  purpose: OtpPurpose;
  /** REGISTER: the details sent, so a resend can send them again. */
  registration: Registration | null;
  /** VERIFY_MOBILE: where the user goes once the number is verified. */
  returnTo: string | null;
  /** The page that asked for the number: 'Change number' goes back there. */
  origin: string | null;
}

export interface StartOptions {
  registration?: Registration | null;
  returnTo?: string | null;
  origin?: string | null;
}

/**
 * Carries the number between the auth screens (number -> OTP -> back) in memory only:
 * never in storage or in an address, so a reload forgets it and the screens ask again.
 */
export class PendingVerification {
  private readonly subject = new BehaviorSubject<Pending | null>(null);
  private draft: MobileNumber | null = null;

  readonly pending$: Observable<Pending | null> = this.subject.asObservable();

  get current(): Pending | null {
    return this.subject.value;
  }

  /** The pending code when it serves one of `purposes`, else null. */
  currentFor(purposes: readonly OtpPurpose[]): Pending | null {
    const pending = this.subject.value;
    return pending !== null && purposes.includes(pending.purpose) ? pending : null;
  }

  /** The number last entered on any auth screen: the next screen fills its field with it. */
  get draftNumber(): MobileNumber | null {
    return this.draft;
  }

  remember(mobileNumber: MobileNumber): void {
    this.draft = mobileNumber;
  }

  start(mobileNumber: MobileNumber, purpose: OtpPurpose, sentAt: Date, options: StartOptions = {}): void {
    this.draft = mobileNumber;
    const previous = this.subject.value;
    this.subject.next({
      mobileNumber,
      purpose,
      sentAt,
      // The server counts wrong codes per number, whatever flow sent them: so do we.
      wrongAttempts: previous?.mobileNumber === mobileNumber ? previous.wrongAttempts : 0,
      lockedUntil: null,
      sendsBlockedUntil: null,
      registration: options.registration ?? null,
      returnTo: options.returnTo ?? null,
      origin: options.origin ?? null,
    });
  }

  /** A new code went out: the countdown starts again (the wrong codes before it still count). */
  resent(sentAt: Date): void {
    const pending = this.subject.value;
    if (pending === null) return;
    this.subject.next({ ...pending, sentAt, sendsBlockedUntil: null });
  }

  /** The server locked the number until `until`; it forgets the wrong codes that led there. */
  lock(until: Date): void {
    const pending = this.subject.value;
    if (pending === null) return;
    this.subject.next({ ...pending, wrongAttempts: 0, lockedUntil: until });
  }

  /** The server sends this number no new code until `until`. */
  blockSends(until: Date): void {
    const pending = this.subject.value;
    if (pending === null) return;
    this.subject.next({ ...pending, sendsBlockedUntil: until });
  }

  /** Counts a wrong code; returns the attempts left for this code. */
  recordWrongCode(): number {
    const pending = this.subject.value;
    if (pending === null) return 0;
    const next = { ...pending, wrongAttempts: pending.wrongAttempts + 1 };
    this.subject.next(next);
    return attemptsLeft(next);
  }

  /** The code did its job (or the flow was abandoned); the number stays as the draft. */
  clear(): void {
    this.subject.next(null);
  }
}

/** Whole seconds until a new code may be asked for; 0 when it may be asked for now. */
export function resendWaitSeconds(pending: Pick<Pending, 'sentAt'>, now: Date): number {
  const elapsedMs = now.getTime() - pending.sentAt.getTime();
  // A clock that stepped back must not stretch the wait beyond the 30 s.
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((OTP_RESEND_SECONDS * 1000 - elapsedMs) / 1000)));
}

/** Whole seconds the number stays locked: no code checked or sent. */
export function lockSeconds(code: Pick<CodeState, 'lockedUntil'>, now: Date): number {
  return secondsUntil(code.lockedUntil, now);
}

/** Whole seconds until a new code may be sent: the 30 s countdown, a lock, or too many codes sent. */
export function sendWaitSeconds(code: CodeState, now: Date): number {
  return Math.max(resendWaitSeconds(code, now), lockSeconds(code, now), secondsUntil(code.sendsBlockedUntil, now));
}

/** When a wait of `seconds` from `now` ends. */
export function secondsFrom(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

export function attemptsLeft(pending: Pick<Pending, 'wrongAttempts'>): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - pending.wrongAttempts);
}

/** 'You have 4 attempts left', as the OTP screen says it. */
export function attemptsLeftMessage(left: number): string {
  if (left <= 0) return 'You have no attempts left';
  return `You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left`;
}
