import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import { checkLock, recordSuccess, recordWrong, takeSend } from './attempt-limits';
import type { FakeBackend } from './backend';
import { DEMO_OTP } from './seed';
import type { FakeOtp, FakeOtpPurpose } from './state';

/** How long a sent OTP can be used. */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;

export const OTP_ERRORS = {
  none: 'Please request a new OTP',
  wrong: 'The OTP you entered is incorrect',
  expired: 'This OTP has expired. Please request a new one.',
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

/**
 * Sends (records) a fresh code, which starts its lifetime again, unless the address may not
 * be sent another yet (fakes/attempt-limits.ts): then the 429 and nothing is sent.
 */
export function issueOtp(backend: FakeBackend, purpose: FakeOtpPurpose, address: string): Result<null, ApiError> {
  const allowed = takeSend(backend, address);
  if (allowed.isErr()) return allowed;
  backend.state.pendingOtps[otpKey(purpose, address)] = { code: DEMO_OTP, purpose, issuedAt: backend.now() };
  return Ok(null);
}

/**
 * Checks a code against the slot of `purpose`. The right code uses the OTP up and returns
 * it (its own purpose tells sign-in from registration); a wrong one counts against the
 * address, and the one that locks it also takes the code away: after the lock a new one is needed.
 */
export function consumeOtp(backend: FakeBackend, purpose: FakeOtpPurpose, address: string, code: string): Result<FakeOtp, ApiError> {
  const locked = checkLock(backend, address);
  if (locked.isErr()) return locked;
  const key = otpKey(purpose, address);
  const otp = backend.state.pendingOtps[key];
  if (otp === undefined) return Err({ kind: 'rejected', message: OTP_ERRORS.none });
  if (backend.now() - otp.issuedAt >= OTP_LIFETIME_MS) return Err({ kind: 'rejected', message: OTP_ERRORS.expired });
  if (code !== otp.code) {
    const lock = recordWrong(backend, address, 'codes');
    if (lock === null) return Err({ kind: 'rejected', message: OTP_ERRORS.wrong });
    delete backend.state.pendingOtps[key];
    return Err(lock);
  }
  recordSuccess(backend, address);
  delete backend.state.pendingOtps[key];
  return Ok(otp);
}
