import { Err, type Result } from 'ts-results-es';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { ACCOUNT_ERRORS, checked, rejected } from './account-fields';
import type { FakeBackend } from './backend';
import { consumeOtp, issueOtp } from './otp';
import { MOBILE } from './user-service';

/** Proving an e-mail address or a mobile number by a code sent to it; a proven number becomes the account's. */
export class FakeContactVerification {
  constructor(private readonly backend: FakeBackend) {}

  sendEmailOtp(email: string): Result<{ message: string }, ApiError> {
    return checked(parseEmail(email)).andThen((address) =>
      issueOtp(this.backend, 'VERIFY_EMAIL', address).map(() => ({ message: `OTP sent to ${address}` })),
    );
  }

  /** The address must be the one on the profile: a verified badge always belongs to what is shown. */
  verifyEmailOtp(bearer: string | null, email: string, otp: string): Result<null, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const address = checked(parseEmail(email));
      if (address.isErr()) return address;
      if (user.email !== address.value) return rejected(ACCOUNT_ERRORS.emailNotOnProfile);
      return consumeOtp(this.backend, 'VERIFY_EMAIL', address.value, otp).map(() => {
        user.emailVerified = true;
        return null;
      });
    });
  }

  sendMobileVerificationOtp(bearer: string | null, mobileNumber: string): Result<{ message: string }, ApiError> {
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    if (this.takenByAnother(bearer, mobileNumber)) return Err({ kind: 'conflict', message: ACCOUNT_ERRORS.numberTaken });
    return issueOtp(this.backend, 'VERIFY_MOBILE', mobileNumber).map(() => ({ message: `OTP sent to +91 ${mobileNumber}` }));
  }

  /**
   * Without a session the code only proves the number. A signed-in user's verified number
   * becomes their mobile number: this is how a number is changed (sign-in uses it from now on).
   */
  verifyMobileOtp(bearer: string | null, mobileNumber: string, otp: string): Result<null, ApiError> {
    if (this.takenByAnother(bearer, mobileNumber)) return Err({ kind: 'conflict', message: ACCOUNT_ERRORS.numberTaken });
    return consumeOtp(this.backend, 'VERIFY_MOBILE', mobileNumber, otp).map(() => {
      const user = this.backend.userByToken(bearer);
      if (user.isOk()) user.value.mobileNumber = mobileNumber;
      return null;
    });
  }

  /** A signed-in user asking for a number that another active account signs in with. */
  private takenByAnother(bearer: string | null, mobileNumber: string): boolean {
    const user = this.backend.userByToken(bearer);
    if (user.isErr()) return false;
    const owner = this.backend.activeUserByMobile(mobileNumber);
    return owner !== undefined && owner.id !== user.value.id;
  }
}
