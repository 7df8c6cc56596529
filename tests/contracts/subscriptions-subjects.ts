import { HttpClient } from '../../adapters/http/client';
import { HttpConsultationApi } from '../../adapters/http/consultation-api';
import { HttpSubscriptionsApi } from '../../adapters/http/subscriptions-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import { FakeConsultationApi } from '../../fakes/consultations/api';
import { FakeSubscriptionsApi } from '../../fakes/subscriptions-api';
import { FakeUserApi } from '../../fakes/user-api';
import { CONSULTATION_START } from './consultation-subjects';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';
import { clockedBackend, signInWith } from './subject-kit';

/**
 * The subscriptions port of one implementation with the consultation port beside it (a covered
 * booking must use up what the summary counts), over one fresh seeded backend.
 */
export interface SubscriptionSubject {
  subscriptions: SubscriptionsApi;
  consultations: ConsultationApi;
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  advanceClock(ms: number): void;
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

export async function inMemorySubscriptions(): Promise<SubscriptionSubject> {
  const { backend, advance } = clockedBackend(CONSULTATION_START);
  let token: string | null = null;
  const current = () => token;
  return {
    subscriptions: new FakeSubscriptionsApi(backend, current),
    consultations: new FakeConsultationApi(backend, current),
    signIn: signInWith(new FakeUserApi(backend, current), (next) => (token = next)),
    signOut: () => (token = null),
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

export async function httpSubscriptions(): Promise<SubscriptionSubject> {
  const { backend, advance } = clockedBackend(CONSULTATION_START);
  const local = await startLocalServer(backend);
  let token: string | null = null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: 10000 });
  return {
    subscriptions: new HttpSubscriptionsApi(http),
    consultations: new HttpConsultationApi(http),
    signIn: signInWith(new HttpUserApi(http), (next) => (token = next)),
    signOut: () => (token = null),
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
