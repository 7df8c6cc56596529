import { Err, Ok, type Result } from 'ts-results-es';
import type { AccountApi } from '../account/ports';
import type { BadResponseError, NetworkError, ServerError, TimeoutError, TooManyRequestsError } from '../shared/errors';

/**
 * The query parameter that carries a partner's SSO token to /{product}/sso/authenticate.
 * Not `token`: a `token` query parameter is the start-up SSO entry of spec §4, which the app
 * handles (storage wiped, page reloaded) before any page runs.
 */
export const SSO_TOKEN_QUERY = 'ssoToken';

/** Where an SSO user lands, and what 'Home' means for them (spec §2). */
export const SSO_HOME = '/patient/consultations';

/**
 * The partner's SSO token in the address: the `:id` segment of
 * /{product}/sso/authenticate/{id}, else the `ssoToken` query parameter. Null when neither
 * carries a non-blank value.
 */
export function ssoTokenFrom(params: Readonly<Record<string, string>>, search: string): string | null {
  const fromPath = params['id']?.trim();
  if (fromPath) return fromPath;
  const fromQuery = new URLSearchParams(search).get(SSO_TOKEN_QUERY)?.trim();
  return fromQuery ? fromQuery : null;
}

export type SsoError =
  /** The link carries no SSO token at all. */
  | { kind: 'missing-token' }
  /** The server refused the token (unknown, expired, revoked): a new link is needed. */
  | { kind: 'invalid-token'; message: string }
  /** Worth trying again: nothing was decided about the token. */
  | NetworkError
  | TimeoutError
  | ServerError
  | BadResponseError
  /** Later, not now: the answer says how long to wait. */
  | TooManyRequestsError;

/** What SSO entry needs of the session: see Session.enterSso. */
export interface SsoSessionPort {
  enterSso(token: string, tenantId: string, home: string): Promise<'reloading' | 'entered'>;
}

export interface SsoEntry {
  /** Where to go now, replacing the SSO address in history so Back does not run it again. */
  home: string;
  /** Another person's session was ended for this one: the page is already loading `home` anew. */
  reloading: boolean;
}

/**
 * SSO entry (spec §2 /{product}/sso/authenticate, §7 POST /sso/validate): exchanges the
 * partner's token for our session, sets the SSO flag and the partner tenant, and says where
 * the user lands.
 */
export class SsoSignIn {
  private readonly pending = new Map<string, Promise<Result<SsoEntry, SsoError>>>();

  constructor(
    private readonly account: Pick<AccountApi, 'validateSso'>,
    private readonly session: SsoSessionPort,
  ) {}

  /** One exchange per token at a time: a page mounted twice must not validate twice. */
  authenticate(ssoToken: string | null): Promise<Result<SsoEntry, SsoError>> {
    if (ssoToken === null || ssoToken.trim() === '') return Promise.resolve(Err({ kind: 'missing-token' }));
    const token = ssoToken.trim();
    const running = this.pending.get(token);
    if (running) return running;
    const started = this.exchange(token).finally(() => this.pending.delete(token));
    this.pending.set(token, started);
    return started;
  }

  private async exchange(ssoToken: string): Promise<Result<SsoEntry, SsoError>> {
    const validated = await this.account.validateSso(ssoToken);
    if (validated.isErr()) {
      const error = validated.error;
      switch (error.kind) {
        case 'unauthorized':
          return Err({ kind: 'invalid-token', message: 'This sign-in link is not valid any more.' });
        case 'rejected':
        case 'conflict':
        case 'not-found':
        case 'too-large':
          return Err({ kind: 'invalid-token', message: error.message });
        default:
          return Err(error);
      }
    }
    const { token, tenantId } = validated.value;
    if (token.trim() === '' || tenantId.trim() === '') {
      return Err({ kind: 'bad-response', detail: 'POST /sso/validate gave no token or tenant' });
    }
    const entered = await this.session.enterSso(token, tenantId, SSO_HOME);
    return Ok({ home: SSO_HOME, reloading: entered === 'reloading' });
  }
}
