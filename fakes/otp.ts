import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { DEMO_OTP } from './seed';
import type { FakeOtp, FakeOtpPurpose } from './state';

/** How long a sent OTP can be used. */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong codes allowed before the OTP is locked and a new one must be requested. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;

export const OTP_ERRORS = {
  none: 'Please request a new OTP',
  wrong: 'The OTP you entered is incorrect',
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
} as const;

/**
 * Where an OTP is kept. Sign-in and registration share a slot because POST /user/verifyOtp
 * without a purpose settles whichever of the two was sent last; the other purposes (and
 * e-mail) have their own, so a reset code never signs anyone in.
 */
export function otpKey(purpose: FakeOtpPurpose, address: string): string {
  const slot = purpose === 'REGISTER' ? 'SIGN_IN' : purpose;
  return `${slot}:${address}`;
}

/** Sends (records) a fresh code: a resend starts the lifetime and the attempt count again. */
export function issueOtp(backend: FakeBackend, purpose: FakeOtpPurpose, address: string): void {
  backend.state.pendingOtps[otpKey(purpose, address)] = { code: DEMO_OTP, purpose, issuedAt: backend.now(), wrongAttempts: 0 };
}

/**
 * Checks a code against the slot of `purpose`. The right code uses the OTP up and returns
 * it (its own purpose tells sign-in from registration); a wrong one counts towards the lock.
 */
export function consumeOtp(backend: FakeBackend, purpose: FakeOtpPurpose, address: string, code: string): Result<FakeOtp, ApiError> {
  const key = otpKey(purpose, address);
  const otp = backend.state.pendingOtps[key];
  if (otp === undefined) return Err({ kind: 'rejected', message: OTP_ERRORS.none });
  if (otp.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) return Err({ kind: 'rejected', message: OTP_ERRORS.locked });
  if (backend.now() - otp.issuedAt >= OTP_LIFETIME_MS) return Err({ kind: 'rejected', message: OTP_ERRORS.expired });
  if (code !== otp.code) {
    otp.wrongAttempts += 1;
    // The attempt that uses up the allowance already says so, so nobody types a sixth code in vain.
    const message = otp.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS ? OTP_ERRORS.locked : OTP_ERRORS.wrong;
    return Err({ kind: 'rejected', message });
  }
  delete backend.state.pendingOtps[key];
  return Ok(otp);
}
