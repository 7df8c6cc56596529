import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { AccountApi } from '../account/ports';
import type { SsoSession } from '../account/model';
import type { ApiError, ApiResult } from '../shared/errors';
import { homeOf } from './menus';
import { SSO_HOME, SSO_TOKEN_QUERY, SsoSignIn, ssoTokenFrom, type SsoSessionPort } from './sso';

class StubAccount implements Pick<AccountApi, 'validateSso'> {
  readonly calls: string[] = [];
  answer: Result<SsoSession, ApiError> = Ok({ token: 'our-token', tenantId: 'tenant-pe' });
  validateSso(ssoToken: string): ApiResult<SsoSession> {
    this.calls.push(ssoToken);
    return Promise.resolve(this.answer);
  }
}

class RecordingSession implements SsoSessionPort {
  readonly entered: { token: string; tenantId: string; home: string }[] = [];
  /** What the session answers: 'reloading' when it ended another person's session for this one. */
  outcome: 'reloading' | 'entered' = 'entered';
  enterSso(token: string, tenantId: string, home: string): Promise<'reloading' | 'entered'> {
    this.entered.push({ token, tenantId, home });
    return Promise.resolve(this.outcome);
  }
}

function setup() {
  const account = new StubAccount();
  const session = new RecordingSession();
  return { account, session, sso: new SsoSignIn(account, session) };
}

describe('ssoTokenFrom', () => {
  it('reads the token from the :id segment', () => {
    expect(ssoTokenFrom({ product: 'healthcare', id: 'abc123' }, '')).toBe('abc123');
  });

  it(`reads the ${SSO_TOKEN_QUERY} query parameter when there is no :id`, () => {
    expect(ssoTokenFrom({ product: 'healthcare' }, '?ssoToken=abc%2B1')).toBe('abc+1');
  });

  it('prefers the :id segment over the query', () => {
    expect(ssoTokenFrom({ id: 'from-path' }, '?ssoToken=from-query')).toBe('from-path');
  });

  it('never takes the start-up `token` parameter for an SSO token', () => {
    expect(ssoTokenFrom({}, '?token=start-up')).toBeNull();
  });

  it.each(['', '?ssoToken=', '?ssoToken=%20'])('gives null when nothing usable is there (%j)', (search) => {
    expect(ssoTokenFrom({ id: '  ' }, search)).toBeNull();
  });
});

describe('SsoSignIn.authenticate', () => {
  it('validates the partner token, enters SSO with our token and tenant, and lands on /patient/consultations', async () => {
    const { account, session, sso } = setup();

    const result = await sso.authenticate(' partner-token ');

    expect(account.calls).toEqual(['partner-token']);
    expect(session.entered).toEqual([{ token: 'our-token', tenantId: 'tenant-pe', home: '/patient/consultations' }]);
    expect(result.unwrap()).toEqual({ home: '/patient/consultations', reloading: false });
  });

  it('says the page is already reloading when the session ended another person’s session for this one', async () => {
    const { session, sso } = setup();
    session.outcome = 'reloading';

    const result = await sso.authenticate('partner-token');

    expect(result.unwrap()).toEqual({ home: '/patient/consultations', reloading: true });
  });

  it('lands where the menus put an SSO user’s home', () => {
    expect(SSO_HOME).toBe(homeOf({ headerDetail: null, loggedIn: true, isSso: true, tenant: null, pathname: '/' }));
  });

  it.each([null, '', '   '])('reports a missing token (%j) without calling the server', async (token) => {
    const { account, session, sso } = setup();

    const result = await sso.authenticate(token);

    expect(result.isErr() && result.error).toEqual({ kind: 'missing-token' });
    expect(account.calls).toEqual([]);
    expect(session.entered).toEqual([]);
  });

  it.each<[ApiError, string]>([
    [{ kind: 'rejected', message: 'Invalid or expired SSO token' }, 'Invalid or expired SSO token'],
    [{ kind: 'unauthorized' }, 'This sign-in link is not valid any more.'],
    [{ kind: 'not-found', message: 'Unknown token' }, 'Unknown token'],
  ])('calls a refused token ($kind) invalid and signs no one in', async (error, message) => {
    const { account, session, sso } = setup();
    account.answer = Err(error);

    const result = await sso.authenticate('bad');

    expect(result.isErr() && result.error).toEqual({ kind: 'invalid-token', message });
    expect(session.entered).toEqual([]);
  });

  it.each<ApiError>([{ kind: 'network' }, { kind: 'timeout' }, { kind: 'server', status: 502, message: '' }])(
    'passes on a $kind error, which a retry may fix',
    async (error) => {
      const { account, sso } = setup();
      account.answer = Err(error);
      const result = await sso.authenticate('t');
      expect(result.isErr() && result.error).toEqual(error);
    },
  );

  it('treats an answer without our token or tenant as a bad response', async () => {
    const { account, session, sso } = setup();
    account.answer = Ok({ token: '', tenantId: 'tenant-pe' });

    const result = await sso.authenticate('t');

    expect(result.isErr() && result.error.kind).toBe('bad-response');
    expect(session.entered).toEqual([]);
  });

  it('validates once when asked twice for the same token at the same time', async () => {
    const { account, session, sso } = setup();

    const [a, b] = await Promise.all([sso.authenticate('t'), sso.authenticate('t')]);

    expect(a.isOk() && b.isOk()).toBe(true);
    expect(account.calls).toEqual(['t']);
    expect(session.entered).toHaveLength(1);
  });

  it('asks again after an attempt has finished (a retry)', async () => {
    const { account, sso } = setup();
    account.answer = Err({ kind: 'network' });
    await sso.authenticate('t');
    account.answer = Ok({ token: 'our-token', tenantId: 'tenant-pe' });

    expect((await sso.authenticate('t')).isOk()).toBe(true);
    expect(account.calls).toEqual(['t', 't']);
  });
});
