import type { Container } from 'inversify';
import { accountApi } from '../account/module';
import type { AccountApi } from '../../../../domain/account/ports';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { MobileVerification } from '../../../../domain/session/mobile-verification';
import { OtpVerification } from '../../../../domain/session/otp-verification';
import { PasswordRecovery } from '../../../../domain/session/password-recovery';
import { PendingVerification } from '../../../../domain/session/pending-verification';
import type { ProfileQueries } from '../../../../domain/session/profile';
import type { OtpTokenSigner, UserApi } from '../../../../domain/session/ports';
import { PatientRegistration } from '../../../../domain/session/registration';
import type { Session } from '../../../../domain/session/session';
import { SignIn } from '../../../../domain/session/sign-in';
import { SsoSignIn } from '../../../../domain/session/sso';
import { TOKENS } from '../../tokens';
import { ACCOUNT } from '../account/tokens';
import { AUTH } from './tokens';
import type { FeatureModule } from '..';
import type { Backend } from '../backend';

/**
 * Sign-in, registration, the OTP screens, password recovery and SSO entry (issue 4). The
 * use-cases share one in-memory PendingVerification: the number never leaves memory.
 */
export const feature: FeatureModule = {
  requires: ['queries', 'account'],
  bind(container: Container, backend: Backend) {
    // The unguarded port: a 401 from POST /sso/validate says the partner's token is bad, not
    // that our session ended, so it must reach the SSO error page instead of a wipe and reload.
    container.bind(AUTH.PartnerAccountApi).toConstantValue(backend.port(accountApi));

    container.bind(AUTH.PendingVerification).toConstantValue(new PendingVerification());
    container
      .bind(AUTH.SignIn)
      .toResolvedValue(
        (session: Session, userApi: UserApi, accountApi: AccountApi, pending: PendingVerification, clock: Clock) =>
          new SignIn({ session, userApi, accountApi, pending, clock }),
        [TOKENS.Session, TOKENS.UserApi, ACCOUNT.AccountApi, AUTH.PendingVerification, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(AUTH.Registration)
      .toResolvedValue(
        (accountApi: AccountApi, signer: OtpTokenSigner, pending: PendingVerification, clock: Clock, queries: QueryCache) =>
          new PatientRegistration({ accountApi, signer, pending, clock, queries }),
        [ACCOUNT.AccountApi, TOKENS.OtpSigner, AUTH.PendingVerification, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(AUTH.PasswordRecovery)
      .toResolvedValue(
        (accountApi: AccountApi, signer: OtpTokenSigner, pending: PendingVerification, clock: Clock) =>
          new PasswordRecovery({ accountApi, signer, pending, clock }),
        [ACCOUNT.AccountApi, TOKENS.OtpSigner, AUTH.PendingVerification, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(AUTH.MobileVerification)
      .toResolvedValue(
        (accountApi: AccountApi, pending: PendingVerification, clock: Clock, profiles: ProfileQueries) =>
          new MobileVerification({ accountApi, pending, clock, profiles }),
        [ACCOUNT.AccountApi, AUTH.PendingVerification, TOKENS.Clock, TOKENS.Profile],
      )
      .inSingletonScope();
    container
      .bind(AUTH.OtpVerification)
      .toResolvedValue(
        (
          pending: PendingVerification,
          session: Session,
          signIn: SignIn,
          accountApi: AccountApi,
          registration: PatientRegistration,
          recovery: PasswordRecovery,
          mobileVerification: MobileVerification,
          clock: Clock,
        ) => new OtpVerification({ pending, session, signIn, accountApi, registration, recovery, mobileVerification, clock }),
        [
          AUTH.PendingVerification,
          TOKENS.Session,
          AUTH.SignIn,
          ACCOUNT.AccountApi,
          AUTH.Registration,
          AUTH.PasswordRecovery,
          AUTH.MobileVerification,
          TOKENS.Clock,
        ],
      )
      .inSingletonScope();
    container
      .bind(AUTH.SsoSignIn)
      // The unguarded port: a 401 from POST /sso/validate says the partner's token is bad, not
      // that our session ended, so it must reach the SSO error page instead of a wipe and reload.
      .toResolvedValue((accountApi: AccountApi, session: Session) => new SsoSignIn(accountApi, session), [AUTH.PartnerAccountApi, TOKENS.Session])
      .inSingletonScope();
  },
};
