import type { ServiceIdentifier } from 'inversify';
import type { AccountApi } from '../../domain/account/ports';
import type { AccountDeletion } from '../../domain/account/account-deletion';
import type { AccountSettings } from '../../domain/account/account-settings';
import type { ContactUs } from '../../domain/account/contact-us';
import type { ProfileEditing } from '../../domain/account/profile-editing';
import type { CmsApi } from '../../domain/content/ports';
import type { PolicyDocuments } from '../../domain/content/policy';
import type { ErrorPolicy } from '../../domain/session/error-policy';
import type { MobileVerification } from '../../domain/session/mobile-verification';
import type { OtpVerification } from '../../domain/session/otp-verification';
import type { PasswordRecovery } from '../../domain/session/password-recovery';
import type { PendingVerification } from '../../domain/session/pending-verification';
import type { PatientRegistration } from '../../domain/session/registration';
import type { SignIn } from '../../domain/session/sign-in';
import type { ProfileQueries } from '../../domain/session/profile';
import type { Session } from '../../domain/session/session';
import type { SsoSignIn } from '../../domain/session/sso';
import type { UserApi } from '../../domain/session/ports';
import type { Clock, KeyValueStore } from '../../domain/shared/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import type { SubscriptionPlans } from '../../domain/subscriptions/plans';
import type { AppConfig } from './config';
import type { DemoControls } from './demo-controls';
import type { ToastCenter } from './toasts';

/** What components may ask the container for: use-cases and shell services, never adapters. */
export const TOKENS = {
  Config: Symbol('Config') as ServiceIdentifier<AppConfig>,
  Store: Symbol('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  Toasts: Symbol('ToastCenter') as ServiceIdentifier<ToastCenter>,
  Errors: Symbol('ErrorPolicy') as ServiceIdentifier<ErrorPolicy>,
  UserApi: Symbol('UserApi') as ServiceIdentifier<UserApi>,
  AccountApi: Symbol('AccountApi') as ServiceIdentifier<AccountApi>,
  CmsApi: Symbol('CmsApi') as ServiceIdentifier<CmsApi>,
  SubscriptionsApi: Symbol('SubscriptionsApi') as ServiceIdentifier<SubscriptionsApi>,
  Session: Symbol('Session') as ServiceIdentifier<Session>,
  Profile: Symbol('ProfileQueries') as ServiceIdentifier<ProfileQueries>,
  Clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ProfileEditing: Symbol('ProfileEditing') as ServiceIdentifier<ProfileEditing>,
  AccountSettings: Symbol('AccountSettings') as ServiceIdentifier<AccountSettings>,
  AccountDeletion: Symbol('AccountDeletion') as ServiceIdentifier<AccountDeletion>,
  ContactUs: Symbol('ContactUs') as ServiceIdentifier<ContactUs>,
  PolicyDocuments: Symbol('PolicyDocuments') as ServiceIdentifier<PolicyDocuments>,
  SubscriptionPlans: Symbol('SubscriptionPlans') as ServiceIdentifier<SubscriptionPlans>,
  SsoSignIn: Symbol('SsoSignIn') as ServiceIdentifier<SsoSignIn>,
  PendingVerification: Symbol('PendingVerification') as ServiceIdentifier<PendingVerification>,
  SignIn: Symbol('SignIn') as ServiceIdentifier<SignIn>,
  Registration: Symbol('PatientRegistration') as ServiceIdentifier<PatientRegistration>,
  PasswordRecovery: Symbol('PasswordRecovery') as ServiceIdentifier<PasswordRecovery>,
  MobileVerification: Symbol('MobileVerification') as ServiceIdentifier<MobileVerification>,
  OtpVerification: Symbol('OtpVerification') as ServiceIdentifier<OtpVerification>,
  DemoControls: Symbol('DemoControls') as ServiceIdentifier<DemoControls | null>,
} as const;
