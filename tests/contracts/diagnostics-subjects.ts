import { HttpClient } from '../../adapters/http/client';
import { HttpDiagnosticsApi } from '../../adapters/http/diagnostics-api';
import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import { FakeDiagnosticsApi } from '../../fakes/diagnostics/api';
import { FakePharmacyApi } from '../../fakes/pharmacy/api';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import { CONTRACT_ORIGIN, CONTRACT_TENANT_ID } from './pharmacy-subjects';
import type { ContractFault } from './user-api.contract';
import { clockedBackend, signInWith } from './subject-kit';

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

export async function inMemoryDiagnostics(): Promise<DiagnosticsSubject> {
  const { backend, advance } = clockedBackend(DIAGNOSTICS_START);
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
  const { backend, advance } = clockedBackend(DIAGNOSTICS_START);
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
