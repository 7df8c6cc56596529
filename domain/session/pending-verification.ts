import { BehaviorSubject, type Observable } from 'rxjs';
import type { OtpPurpose, Registration } from '../account/model';
import type { MobileNumber } from '../shared/mobile-number';

/** A new code may be asked for this long after the last one was sent. */
export const OTP_RESEND_SECONDS = 30;
/** Wrong codes the app lets the user try per sent code; then only a new code helps. */
export const OTP_MAX_ATTEMPTS = 5;

/** A code that was sent and is waiting to be typed in. */
export interface Pending {
  mobileNumber: MobileNumber;
  purpose: OtpPurpose;
  /** When the code now in use was sent (the resend countdown starts here). */
  sentAt: Date;
  /** Wrong codes typed for the code sent at `sentAt`. */
  wrongAttempts: number;
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
    this.subject.next({
      mobileNumber,
      purpose,
      sentAt,
      wrongAttempts: 0,
      registration: options.registration ?? null,
      returnTo: options.returnTo ?? null,
      origin: options.origin ?? null,
    });
  }

  /** A new code went out: the countdown and the attempts start again. */
  resent(sentAt: Date): void {
    const pending = this.subject.value;
    if (pending === null) return;
    this.subject.next({ ...pending, sentAt, wrongAttempts: 0 });
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

export function attemptsLeft(pending: Pick<Pending, 'wrongAttempts'>): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - pending.wrongAttempts);
}

/** 'You have 4 attempts left', as the OTP screen says it. */
export function attemptsLeftMessage(left: number): string {
  if (left <= 0) return 'You have no attempts left for this code. Ask for a new code to try again.';
  return `You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left`;
}
