import type { Container } from 'inversify';
import { AccountDeletion } from '../../../domain/account/account-deletion';
import { AccountSettings } from '../../../domain/account/account-settings';
import { ContactUs } from '../../../domain/account/contact-us';
import type { AccountApi } from '../../../domain/account/ports';
import { ProfileEditing } from '../../../domain/account/profile-editing';
import type { SignOut } from '../../../domain/session/sign-out';
import type { ErrorPolicy } from '../../../domain/session/error-policy';
import type { UserApi } from '../../../domain/session/ports';
import type { Session } from '../../../domain/session/session';
import type { Clock, KeyValueStore } from '../../../domain/shared/ports';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/** Profile, settings, account deletion and contact (issue 4). */
export const feature: FeatureModule = {
  requires: [],
  bind(container: Container) {
    container
      .bind(TOKENS.ProfileEditing)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, clock: Clock, session: Session) =>
          new ProfileEditing({ accountApi, userApi, errors, clock, header: session }),
        [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Clock, TOKENS.Session],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.AccountSettings)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy) => new AccountSettings({ accountApi, userApi, errors }),
        [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.AccountDeletion)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, signOut: SignOut) => new AccountDeletion({ accountApi, userApi, errors, signOut }),
        [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.SignOut],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.ContactUs)
      .toResolvedValue(
        (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, store: KeyValueStore) =>
          new ContactUs({ accountApi, userApi, errors, store }),
        [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Store],
      )
      .inSingletonScope();
  },
};
