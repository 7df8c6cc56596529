import type { UserApi } from '../../domain/session/ports';
import { FakeBackend } from '../../fakes/backend';
import { DEMO_OTP } from '../../fakes/seed';

/** A fresh seeded backend whose clock starts at `start` and moves only when a test moves it. */
export function clockedBackend(start: number): { backend: FakeBackend; advance(ms: number): void } {
  let now = start;
  return { backend: new FakeBackend({ now: () => now }), advance: (ms) => (now += ms) };
}

/** Signs in through the user port with the demo OTP and hands the session token on. */
export function signInWith(user: UserApi, setToken: (token: string | null) => void): (mobileNumber: string) => Promise<void> {
  return async (mobileNumber) => {
    const sent = await user.sendOtp({ mobileNumber, encryptedToken: 'contract-test-encrypted-token' });
    if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
    const verified = await user.verifyOtp({ mobileNumber, otp: DEMO_OTP });
    if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
    setToken(verified.value.token);
  };
}
