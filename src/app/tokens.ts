import type { ServiceIdentifier } from 'inversify';
import type { ErrorPolicy } from '../../domain/session/error-policy';
import type { ProfileQueries } from '../../domain/session/profile';
import type { Session } from '../../domain/session/session';
import type { UserApi } from '../../domain/session/ports';
import type { KeyValueStore } from '../../domain/shared/ports';
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
  Session: Symbol('Session') as ServiceIdentifier<Session>,
  Profile: Symbol('ProfileQueries') as ServiceIdentifier<ProfileQueries>,
  DemoControls: Symbol('DemoControls') as ServiceIdentifier<DemoControls | null>,
} as const;
