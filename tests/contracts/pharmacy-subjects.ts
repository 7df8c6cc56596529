import { HttpClient } from '../../adapters/http/client';
import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import { HttpReverseGeocoder } from '../../adapters/http/reverse-geocoder';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { ReverseGeocoder } from '../../domain/places/ports';
import type { UserApi } from '../../domain/session/ports';
import { FakePharmacyApi } from '../../fakes/pharmacy/api';
import { FakeReverseGeocoder } from '../../fakes/reverse-geocoder';
import { DEMO_OTP } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';
import { clockedBackend } from './subject-kit';

/** Roomy enough for a 10 MB upload as base64 on a busy machine; the fault cases do not use timeouts. */
const HTTP_TIMEOUT_MS = 10000;

/** A fixed start (Monday 2 March 2026, 09:30 in India), so coupon dates and order times do not depend on the run. */
export const PHARMACY_START = Date.parse('2026-03-02T09:30:00+05:30');

export const CONTRACT_TENANT_ID = 'contract-tenant';
export const CONTRACT_ORIGIN = 'https://patient.carewell.in';

/** The pharmacy port of one implementation, with the user port to sign in, over one fresh seeded backend. */
export interface PharmacySubject {
  pharmacy: PharmacyApi;
  geocoder: ReverseGeocoder;
  user: UserApi;
  /** OTP sign-in as `mobileNumber`; the token becomes the subject's bearer. */
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  advanceClock(ms: number): void;
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  /** The local server's address, for wire-level checks; null in memory. */
  baseUrl: string | null;
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

export async function inMemoryPharmacy(): Promise<PharmacySubject> {
  const { backend, advance } = clockedBackend(PHARMACY_START);
  let token: string | null = null;
  const current = () => token;
  const user = new FakeUserApi(backend, current);
  return {
    pharmacy: new FakePharmacyApi(backend, current),
    geocoder: new FakeReverseGeocoder(backend),
    user,
    ...withSignIn(user, (next) => (token = next)),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    baseUrl: null,
    async dispose() {},
  };
}

export async function httpPharmacy(): Promise<PharmacySubject> {
  const { backend, advance } = clockedBackend(PHARMACY_START);
  const local = await startLocalServer(backend);
  let token: string | null = null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: HTTP_TIMEOUT_MS });
  const user = new HttpUserApi(http);
  return {
    pharmacy: new HttpPharmacyApi(http, { tenantId: CONTRACT_TENANT_ID, origin: CONTRACT_ORIGIN }),
    geocoder: new HttpReverseGeocoder(http),
    user,
    ...withSignIn(user, (next) => (token = next)),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      const response = await fetch(`${local.baseUrl}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind, count }),
      });
      if (!response.ok) throw new Error(`POST /__demo/faults answered ${response.status}`);
    },
    baseUrl: local.baseUrl,
    dispose: () => local.close(),
  };
}
