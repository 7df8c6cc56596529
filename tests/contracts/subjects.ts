import { HttpAccountApi } from '../../adapters/http/account-api';
import { HttpClient } from '../../adapters/http/client';
import { HttpCmsApi } from '../../adapters/http/cms-api';
import { HttpSubscriptionsApi } from '../../adapters/http/subscriptions-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { AccountApi } from '../../domain/account/ports';
import type { CmsApi } from '../../domain/content/ports';
import type { UserApi } from '../../domain/session/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import { FakeAccountApi } from '../../fakes/account-api';
import { FakeCmsApi } from '../../fakes/cms-api';
import { FakeSubscriptionsApi } from '../../fakes/subscriptions-api';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';
import { clockedBackend } from './subject-kit';

/** Short, so the timeout fault costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 300;

/** A fixed start, so expiry cases do not depend on when the suite runs. */
const START = Date.parse('2026-03-02T09:30:00+05:30');

/** Every port of one implementation, over one fresh seeded backend with a clock the test moves. */
export interface PortsSubject {
  user: UserApi;
  account: AccountApi;
  cms: CmsApi;
  subscriptions: SubscriptionsApi;
  /** The bearer the implementation sends from now on (null: signed out). */
  setToken(token: string | null): void;
  /** Moves the backend's clock on; for the HTTP subject it is the in-process server's clock. */
  advanceClock(ms: number): void;
  /** The next `count` port calls (default 1) fail with `kind`; the calls after succeed. */
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

export async function inMemoryPorts(): Promise<PortsSubject> {
  const { backend, advance } = clockedBackend(START);
  let token: string | null = null;
  const current = () => token;
  return {
    user: new FakeUserApi(backend, current),
    account: new FakeAccountApi(backend, current),
    cms: new FakeCmsApi(backend),
    subscriptions: new FakeSubscriptionsApi(backend, current),
    setToken(next) {
      token = next;
    },
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

export async function httpPorts(): Promise<PortsSubject> {
  const { backend, advance } = clockedBackend(START);
  const local = await startLocalServer(backend);
  let token: string | null = null;
  const http = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: HTTP_TIMEOUT_MS });
  return {
    user: new HttpUserApi(http),
    account: new HttpAccountApi(http),
    cms: new HttpCmsApi(http),
    subscriptions: new HttpSubscriptionsApi(http),
    setToken(next) {
      token = next;
    },
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      const response = await fetch(`${local.baseUrl}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind, count }),
      });
      if (!response.ok) throw new Error(`POST /__demo/faults answered ${response.status}: ${await response.text()}`);
    },
    dispose: () => local.close(),
  };
}
