import { HttpClient } from '../../adapters/http/client';
import { HttpFamilyApi } from '../../adapters/http/family-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { FamilyApi } from '../../domain/family/ports';
import type { UserApi } from '../../domain/session/ports';
import { FakeBackend } from '../../fakes/backend';
import { FakeFamilyApi } from '../../fakes/family/api';
import { FakeFamilyService } from '../../fakes/family/service';
import { DEMO_OTP } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Sunday 22 November 2026, 10:30 in India: ages and "not in the future" are counted on it. */
export const FAMILY_START = Date.parse('2026-11-22T10:30:00+05:30');

/** The family port of one implementation over one fresh seeded backend, with the user port to sign in. */
export interface FamilySubject {
  family: FamilyApi;
  /** OTP sign-in as `mobileNumber`; the token becomes the subject's bearer. */
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  /** The signed-in patient's user id, as the app knows it from GET /user/userProfile. */
  userId(): string;
  /** What the fake consultations do when they book: the appointment is for this member (null: the patient). */
  recordAppointment(aptId: string, memberId: string | null): void;
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

function subjectParts(backend: FakeBackend, user: UserApi) {
  let token: string | null = null;
  return {
    token: () => token,
    async signIn(mobileNumber: string) {
      const sent = await user.sendOtp({ mobileNumber, encryptedToken: 'contract-test-encrypted-token' });
      if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
      const verified = await user.verifyOtp({ mobileNumber, otp: DEMO_OTP });
      if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
      token = verified.value.token;
    },
    signOut() {
      token = null;
    },
    userId() {
      const signedIn = backend.userByToken(token);
      if (signedIn.isErr()) throw new Error('sign in before asking for the user id');
      return signedIn.value.id;
    },
    recordAppointment(aptId: string, memberId: string | null) {
      const signedIn = backend.userByToken(token);
      if (signedIn.isErr()) throw new Error('sign in before recording an appointment');
      const recorded = new FakeFamilyService(backend).recordAppointment(signedIn.value.id, aptId, memberId);
      if (recorded.isErr()) throw new Error(`recordAppointment failed: ${JSON.stringify(recorded.error)}`);
    },
  };
}

export async function inMemoryFamily(): Promise<FamilySubject> {
  const backend = new FakeBackend({ now: () => FAMILY_START });
  let current: () => string | null = () => null;
  const parts = subjectParts(backend, new FakeUserApi(backend, () => current()));
  current = parts.token;
  return {
    family: new FakeFamilyApi(backend, parts.token),
    signIn: parts.signIn,
    signOut: parts.signOut,
    userId: parts.userId,
    recordAppointment: parts.recordAppointment,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

export async function httpFamily(): Promise<FamilySubject> {
  const backend = new FakeBackend({ now: () => FAMILY_START });
  const local = await startLocalServer(backend);
  let current: () => string | null = () => null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => current(), timeoutMs: HTTP_TIMEOUT_MS });
  const parts = subjectParts(backend, new HttpUserApi(http));
  current = parts.token;
  return {
    family: new HttpFamilyApi(http),
    signIn: parts.signIn,
    signOut: parts.signOut,
    userId: parts.userId,
    recordAppointment: parts.recordAppointment,
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
