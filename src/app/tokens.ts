import type { ServiceIdentifier } from 'inversify';
import type { ErrorPolicy } from '../../domain/session/error-policy';
import type { ProfileQueries } from '../../domain/session/profile';
import type { Session } from '../../domain/session/session';
import type { SignOut } from '../../domain/session/sign-out';
import type { Drafts } from '../../domain/shared/drafts';
import type { QueryCache } from '../../domain/shared/query';
import type { OtpTokenSigner, PageNavigator, UserApi } from '../../domain/session/ports';
import type { Clock, CookieJar, IdGenerator, KeyValueStore } from '../../domain/shared/ports';
import type { Delay } from '../../domain/payments/checkout';
import type { DeviceLocation } from '../../domain/places/ports';
import type { AppConfig } from './config';
import type { DemoControls } from './demo-controls';
import type { FeatureLoader } from './modules';
import type { ToastCenter } from './toasts';

/** What components may ask the container for: use-cases and shell services, never adapters. */
export const TOKENS = {
  Config: Symbol('Config') as ServiceIdentifier<AppConfig>,
  Store: Symbol('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  /** The tab's session storage, which drafts use. */
  TabStore: Symbol('TabStore') as ServiceIdentifier<KeyValueStore>,
  SignOut: Symbol('SignOut') as ServiceIdentifier<SignOut>,
  Drafts: Symbol('Drafts') as ServiceIdentifier<Drafts>,
  /** The session's server data, kept for revisits (domain/shared/query.ts). */
  Queries: Symbol('QueryCache') as ServiceIdentifier<QueryCache>,
  Toasts: Symbol('ToastCenter') as ServiceIdentifier<ToastCenter>,
  Errors: Symbol('ErrorPolicy') as ServiceIdentifier<ErrorPolicy>,
  UserApi: Symbol('UserApi') as ServiceIdentifier<UserApi>,
  Session: Symbol('Session') as ServiceIdentifier<Session>,
  Profile: Symbol('ProfileQueries') as ServiceIdentifier<ProfileQueries>,
  Clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  DemoControls: Symbol('DemoControls') as ServiceIdentifier<DemoControls | null>,
  Cookies: Symbol('CookieJar') as ServiceIdentifier<CookieJar>,
  Ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  Delay: Symbol('Delay') as ServiceIdentifier<Delay>,
  DeviceLocation: Symbol('DeviceLocation') as ServiceIdentifier<DeviceLocation>,
  // The composition's own services, for feature modules (src/app/modules), not for components.
  Features: Symbol('FeatureLoader') as ServiceIdentifier<FeatureLoader>,
  Navigator: Symbol('PageNavigator') as ServiceIdentifier<PageNavigator>,
  OtpSigner: Symbol('OtpTokenSigner') as ServiceIdentifier<OtpTokenSigner>,
} as const;
