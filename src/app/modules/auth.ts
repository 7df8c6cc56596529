import type { Container } from 'inversify';
import type { AccountApi } from '../../../domain/account/ports';
import type { Clock } from '../../../domain/shared/ports';
import { MobileVerification } from '../../../domain/session/mobile-verification';
import { OtpVerification } from '../../../domain/session/otp-verification';
import { PasswordRecovery } from '../../../domain/session/password-recovery';
import { PendingVerification } from '../../../domain/session/pending-verification';
import type { ProfileQueries } from '../../../domain/session/profile';
import type { OtpTokenSigner, UserApi } from '../../../domain/session/ports';
import { PatientRegistration } from '../../../domain/session/registration';
import type { Session } from '../../../domain/session/session';
import { SignIn } from '../../../domain/session/sign-in';
import { SsoSignIn } from '../../../domain/session/sso';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/**
 * Sign-in, registration, the OTP screens, password recovery and SSO entry (issue 4). The
 * use-cases share one in-memory PendingVerification: the number never leaves memory.
 */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container) {
    container.bind(TOKENS.PendingVerification).toConstantValue(new PendingVerification());
    container
      .bind(TOKENS.SignIn)
      .toResolvedValue(
        (session: Session, userApi: UserApi, accountApi: AccountApi, pending: PendingVerification, clock: Clock) =>
          new SignIn({ session, userApi, accountApi, pending, clock }),
        [TOKENS.Session, TOKENS.UserApi, TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.Registration)
      .toResolvedValue(
        (accountApi: AccountApi, signer: OtpTokenSigner, pending: PendingVerification, clock: Clock) =>
          new PatientRegistration({ accountApi, signer, pending, clock }),
        [TOKENS.AccountApi, TOKENS.OtpSigner, TOKENS.PendingVerification, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.PasswordRecovery)
      .toResolvedValue(
        (accountApi: AccountApi, signer: OtpTokenSigner, pending: PendingVerification, clock: Clock) =>
          new PasswordRecovery({ accountApi, signer, pending, clock }),
        [TOKENS.AccountApi, TOKENS.OtpSigner, TOKENS.PendingVerification, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.MobileVerification)
      .toResolvedValue(
        (accountApi: AccountApi, pending: PendingVerification, clock: Clock, profiles: ProfileQueries) =>
          new MobileVerification({ accountApi, pending, clock, profiles }),
        [TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock, TOKENS.Profile],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.OtpVerification)
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
          TOKENS.PendingVerification,
          TOKENS.Session,
          TOKENS.SignIn,
          TOKENS.AccountApi,
          TOKENS.Registration,
          TOKENS.PasswordRecovery,
          TOKENS.MobileVerification,
          TOKENS.Clock,
        ],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.SsoSignIn)
      // The unguarded port: a 401 from POST /sso/validate says the partner's token is bad, not
      // that our session ended, so it must reach the SSO error page instead of a wipe and reload.
      .toResolvedValue((accountApi: AccountApi, session: Session) => new SsoSignIn(accountApi, session), [TOKENS.PartnerAccountApi, TOKENS.Session])
      .inSingletonScope();
  },
};
