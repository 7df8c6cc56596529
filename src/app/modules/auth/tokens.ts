import type { ServiceIdentifier } from 'inversify';
import type { AccountApi } from '../../../../domain/account/ports';
import type { MobileVerification } from '../../../../domain/session/mobile-verification';
import type { OtpVerification } from '../../../../domain/session/otp-verification';
import type { PasswordRecovery } from '../../../../domain/session/password-recovery';
import type { PendingVerification } from '../../../../domain/session/pending-verification';
import type { PatientRegistration } from '../../../../domain/session/registration';
import type { SignIn } from '../../../../domain/session/sign-in';
import type { SsoSignIn } from '../../../../domain/session/sso';

/** Sign-in, registration, the OTP screens, password recovery and SSO entry. Bound by ./module.ts when a page of the area is first shown. */
export const AUTH = {
  SsoSignIn: Symbol('SsoSignIn') as ServiceIdentifier<SsoSignIn>,
  PendingVerification: Symbol('PendingVerification') as ServiceIdentifier<PendingVerification>,
  SignIn: Symbol('SignIn') as ServiceIdentifier<SignIn>,
  Registration: Symbol('PatientRegistration') as ServiceIdentifier<PatientRegistration>,
  PasswordRecovery: Symbol('PasswordRecovery') as ServiceIdentifier<PasswordRecovery>,
  MobileVerification: Symbol('MobileVerification') as ServiceIdentifier<MobileVerification>,
  OtpVerification: Symbol('OtpVerification') as ServiceIdentifier<OtpVerification>,
  /** AccountApi without the 401 guard: SSO validation's 401 is about the partner's token, not our session. */
  PartnerAccountApi: Symbol('PartnerAccountApi') as ServiceIdentifier<AccountApi>,
} as const;
