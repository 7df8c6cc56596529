import { Err, Ok, type Result } from 'ts-results-es';
import type { AccountApi } from '../account/ports';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import type { Clock } from '../shared/ports';
import type { PendingVerification } from './pending-verification';
import type { ProfileQueries } from './profile';
import type { InvalidInput } from './session';

export type StartMobileVerificationError = InvalidInput | ApiError;

export interface MobileVerificationDeps {
  accountApi: AccountApi;
  pending: PendingVerification;
  clock: Clock;
  profiles: Pick<ProfileQueries, 'changed'>;
}

/**
 * Proving a mobile number is the user's (POST /user/mobileNumberVerify/sendOtp and
 * /verifyOtp), e.g. before a number change; /auth/verify-otp-mobile runs it.
 */
export class MobileVerification {
  constructor(private readonly deps: MobileVerificationDeps) {}

  /** Sends the code; `returnTo` is where the user goes once the number is verified. */
  async start(input: string, returnTo: string | null = null): Promise<Result<MobileNumber, StartMobileVerificationError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    this.deps.pending.remember(mobile.value);
    const sent = await this.sendCode(mobile.value);
    if (sent.isErr()) return sent;
    this.deps.pending.start(mobile.value, 'VERIFY_MOBILE', this.deps.clock.now(), { returnTo });
    return Ok(mobile.value);
  }

  /** The server took the code: the profile shows the new number at once, and is read again. */
  verified(mobileNumber: MobileNumber): void {
    this.deps.profiles.changed((profile) => ({ ...profile, mobileNumber }));
  }

  async sendCode(mobileNumber: MobileNumber): Promise<Result<null, ApiError>> {
    const sent = await this.deps.accountApi.sendMobileVerificationOtp({ mobileNumber });
    return sent.map(() => null);
  }
}
