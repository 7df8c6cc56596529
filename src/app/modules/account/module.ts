import type { Container } from 'inversify';
import { AccountDeletion } from '../../../../domain/account/account-deletion';
import { AccountSettings } from '../../../../domain/account/account-settings';
import { ContactUs } from '../../../../domain/account/contact-us';
import type { AccountApi } from '../../../../domain/account/ports';
import { ProfileEditing } from '../../../../domain/account/profile-editing';
import type { ProfileQueries } from '../../../../domain/session/profile';
import type { SignOut } from '../../../../domain/session/sign-out';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { UserApi } from '../../../../domain/session/ports';
import type { Session } from '../../../../domain/session/session';
import type { Clock, KeyValueStore } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { ACCOUNT } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend, type PortSource } from '../backend';

/** Profile, settings, account deletion and contact (issue 4). */
/** The account port: also the partner's SSO check (auth) and the pincode lookup (pharmacy). */
export const accountApi: PortSource<AccountApi> = {
  http: ({ http }) => import('../../../../adapters/http/account-api').then((m) => new m.HttpAccountApi(http)),
  fake: (fakes) => fakes.accountApi,
};

export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(container, ACCOUNT.AccountApi, backend.port(accountApi));

    container
      .bind(ACCOUNT.ProfileEditing)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, clock: Clock, session: Session, queries: QueryCache, profiles: ProfileQueries) =>
          new ProfileEditing({ accountApi, userApi, errors, clock, header: session, queries, profiles }),
        [ACCOUNT.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Clock, TOKENS.Session, TOKENS.Queries, TOKENS.Profile],
      )
      .inSingletonScope();
    container
      .bind(ACCOUNT.AccountSettings)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, queries: QueryCache) => new AccountSettings({ accountApi, userApi, queries }),
        [ACCOUNT.AccountApi, TOKENS.UserApi, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(ACCOUNT.AccountDeletion)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, signOut: SignOut) => new AccountDeletion({ accountApi, userApi, signOut }),
        [ACCOUNT.AccountApi, TOKENS.UserApi, TOKENS.SignOut],
      )
      .inSingletonScope();
    container
      .bind(ACCOUNT.ContactUs)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, store: KeyValueStore, queries: QueryCache) =>
          new ContactUs({ accountApi, userApi, errors, store, queries }),
        [ACCOUNT.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Store, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
