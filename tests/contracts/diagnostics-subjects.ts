import { HttpClient } from '../../adapters/http/client';
import { HttpDiagnosticsApi } from '../../adapters/http/diagnostics-api';
import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { UserApi } from '../../domain/session/ports';
import { FakeBackend } from '../../fakes/backend';
import { FakeDiagnosticsApi } from '../../fakes/diagnostics/api';
import { FakePharmacyApi } from '../../fakes/pharmacy/api';
import { DEMO_OTP } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import { CONTRACT_ORIGIN, CONTRACT_TENANT_ID } from './pharmacy-subjects';
import type { ContractFault } from './user-api.contract';

/** Monday 2 March 2026, 09:30 in India: slots from 11 AM are offered that day. */
export const DIAGNOSTICS_START = Date.parse('2026-03-02T09:30:00+05:30');

/** The diagnostics port of one implementation, with the pharmacy port (the shared address book) and sign-in. */
export interface DiagnosticsSubject {
  diagnostics: DiagnosticsApi;
  pharmacy: PharmacyApi;
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  advanceClock(ms: number): void;
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

function clocked() {
  let now = DIAGNOSTICS_START;
  return { backend: new FakeBackend({ now: () => now }), advance: (ms: number) => (now += ms) };
}

function signInWith(user: UserApi, setToken: (token: string | null) => void) {
  return async (mobileNumber: string) => {
    const sent = await user.sendOtp({ mobileNumber, encryptedToken: 'contract-test-encrypted-token' });
    if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
    const verified = await user.verifyOtp({ mobileNumber, otp: DEMO_OTP });
    if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
    setToken(verified.value.token);
  };
}

export async function inMemoryDiagnostics(): Promise<DiagnosticsSubject> {
  const { backend, advance } = clocked();
  let token: string | null = null;
  const current = () => token;
  return {
    diagnostics: new FakeDiagnosticsApi(backend, current),
    pharmacy: new FakePharmacyApi(backend, current),
    signIn: signInWith(new FakeUserApi(backend, current), (next) => (token = next)),
    signOut: () => (token = null),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

export async function httpDiagnostics(): Promise<DiagnosticsSubject> {
  const { backend, advance } = clocked();
  const local = await startLocalServer(backend);
  let token: string | null = null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: 10000 });
  return {
    diagnostics: new HttpDiagnosticsApi(http),
    pharmacy: new HttpPharmacyApi(http, { tenantId: CONTRACT_TENANT_ID, origin: CONTRACT_ORIGIN }),
    signIn: signInWith(new HttpUserApi(http), (next) => (token = next)),
    signOut: () => (token = null),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      const response = await fetch(`${local.baseUrl}/__demo/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind, count }) });
      if (!response.ok) throw new Error(`POST /__demo/faults answered ${response.status}`);
    },
    dispose: () => local.close(),
  };
}
