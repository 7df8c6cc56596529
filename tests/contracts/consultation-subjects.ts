import { HttpClient } from '../../adapters/http/client';
import { HttpConsultationApi } from '../../adapters/http/consultation-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { UserApi } from '../../domain/session/ports';
import { FakeConsultationApi } from '../../fakes/consultations/api';
import { DEMO_OTP } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';
import { clockedBackend } from './subject-kit';

/** Monday 2 March 2026, 09:32 in India: a working day, a minute past the 09:30 slots. */
export const CONSULTATION_START = Date.parse('2026-03-02T09:32:00+05:30');

/** The consultation port of one implementation, with the user port to sign in, over one fresh seeded backend. */
export interface ConsultationSubject {
  consultations: ConsultationApi;
  /** OTP sign-in as `mobileNumber`; the token becomes the subject's bearer. */
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  advanceClock(ms: number): void;
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

function withSignIn(user: UserApi, setToken: (token: string | null) => void) {
  return {
    async signIn(mobileNumber: string) {
      const sent = await user.sendOtp({ mobileNumber, encryptedToken: 'contract-test-encrypted-token' });
      if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
      const verified = await user.verifyOtp({ mobileNumber, otp: DEMO_OTP });
      if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
      setToken(verified.value.token);
    },
    signOut() {
      setToken(null);
    },
  };
}

export async function inMemoryConsultations(): Promise<ConsultationSubject> {
  const { backend, advance } = clockedBackend(CONSULTATION_START);
  let token: string | null = null;
  const current = () => token;
  return {
    consultations: new FakeConsultationApi(backend, current),
    ...withSignIn(new FakeUserApi(backend, current), (next) => (token = next)),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

export async function httpConsultations(): Promise<ConsultationSubject> {
  const { backend, advance } = clockedBackend(CONSULTATION_START);
  const local = await startLocalServer(backend);
  let token: string | null = null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: 10000 });
  return {
    consultations: new HttpConsultationApi(http),
    ...withSignIn(new HttpUserApi(http), (next) => (token = next)),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      const response = await fetch(`${local.baseUrl}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind, count }),
      });
      if (!response.ok) throw new Error(`POST /__demo/faults answered ${response.status}`);
    },
    dispose: () => local.close(),
  };
}
