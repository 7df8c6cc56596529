import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../adapters/http/client';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { ApiError } from '../../domain/shared/errors';
import { FakeBackend } from '../../fakes/backend';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_TENANTS } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import { userApiContract, type UserApiSubject } from './user-api.contract';

/** Short, so the timeout fault costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 300;

async function inMemorySubject(): Promise<UserApiSubject> {
  const backend = new FakeBackend();
  let token: string | null = null;
  return {
    api: new FakeUserApi(backend, () => token),
    setToken(next) {
      token = next;
    },
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    async dispose() {},
  };
}

async function httpSubject(): Promise<UserApiSubject> {
  const local = await startLocalServer(new FakeBackend());
  let token: string | null = null;
  const client = new HttpClient({ baseUrl: local.baseUrl, token: () => token, timeoutMs: HTTP_TIMEOUT_MS });
  return {
    api: new HttpUserApi(client),
    setToken(next) {
      token = next;
    },
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

userApiContract('in-memory fake', inMemorySubject);
userApiContract('HTTP adapter over the local fake server', httpSubject);

describe('the two implementations agree', () => {
  function value<T>(result: Result<T, ApiError>): T {
    if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
    return result.value;
  }

  /** Every seeded demo account's header and profile, and both tenants, as domain values. */
  async function demoValues(subject: UserApiSubject) {
    const { api } = subject;
    const values: unknown[] = [];
    for (const { mobileNumber } of [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.corporate]) {
      value(await api.sendOtp({ mobileNumber, encryptedToken: 'parity' }));
      subject.setToken(value(await api.verifyOtp({ mobileNumber, otp: DEMO_OTP })).token);
      values.push(value(await api.headerDetail()), value(await api.userProfile()));
    }
    subject.setToken(DEMO_ACCOUNTS.sso.token);
    values.push(value(await api.headerDetail()), value(await api.userProfile()));
    values.push(value(await api.tenant(DEMO_TENANTS.pharmeasy)), value(await api.tenant(DEMO_TENANTS.corporate)));
    return values;
  }

  it('the HTTP adapter decodes every demo account and tenant to exactly the domain values of the in-memory fake', async () => {
    const memory = await inMemorySubject();
    const http = await httpSubject();
    try {
      const fromMemory = await demoValues(memory);
      const fromHttp = await demoValues(http);
      expect(fromHttp).toStrictEqual(fromMemory);
    } finally {
      await memory.dispose();
      await http.dispose();
    }
  });
});
