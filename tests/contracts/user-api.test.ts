import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { ApiError } from '../../domain/shared/errors';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_TENANTS } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { httpSubject, inMemorySubject } from './subject-kit';
import { userApiContract, type UserApiSubject } from './user-api.contract';

/**
 * Short, so the timeout fault costs little, yet well above a loaded machine's first answer: the
 * local server answers in a few ms when idle, but 300 ms timed out a sign-in while four suites
 * shared the two cores.
 */
const HTTP_TIMEOUT_MS = 2_000;

/** A fixed start, so expiry cases do not depend on when the suite runs. */
const START = Date.parse('2026-03-02T09:30:00+05:30');

const inMemoryUserApi = (): Promise<UserApiSubject> => inMemorySubject(START, ({ backend, token }) => ({ api: new FakeUserApi(backend, token) }));
const httpUserApi = (): Promise<UserApiSubject> => httpSubject(START, HTTP_TIMEOUT_MS, (http) => ({ api: new HttpUserApi(http) }));

userApiContract('in-memory fake', inMemoryUserApi);
userApiContract('HTTP adapter over the local fake server', httpUserApi);

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
    const memory = await inMemoryUserApi();
    const http = await httpUserApi();
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
