import { HttpAccountApi } from '../../adapters/http/account-api';
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
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/**
 * No contract of these ports waits for a timeout, and a password check hashes (fakes/passwords.ts),
 * which on a busy machine takes a good part of a second: room enough for that.
 */
const HTTP_TIMEOUT_MS = 2000;

/** A fixed start, so expiry cases do not depend on when the suite runs. */
export const START = Date.parse('2026-03-02T09:30:00+05:30');

/** The user, account, content and subscription ports of one implementation, over one fresh seeded backend. */
export interface PortsSubject extends SubjectControls {
  user: UserApi;
  account: AccountApi;
  cms: CmsApi;
  subscriptions: SubscriptionsApi;
}

export const inMemoryPorts = (): Promise<PortsSubject> =>
  inMemorySubject(START, ({ backend, token }) => ({
    user: new FakeUserApi(backend, token),
    account: new FakeAccountApi(backend, token),
    cms: new FakeCmsApi(backend, token),
    subscriptions: new FakeSubscriptionsApi(backend, token),
  }));

export const httpPorts = (): Promise<PortsSubject> =>
  httpSubject(START, HTTP_TIMEOUT_MS, (http) => ({
    user: new HttpUserApi(http),
    account: new HttpAccountApi(http),
    cms: new HttpCmsApi(http),
    subscriptions: new HttpSubscriptionsApi(http),
  }));
