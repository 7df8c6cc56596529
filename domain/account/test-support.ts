/**
 * Test doubles for the account use-case tests (imported only by *.test.ts beside this file).
 */
import { Ok } from 'ts-results-es';
import { testErrorPolicy, testSignOut } from '../session/test-support';
import type { UserProfile } from '../session/model';
import type { Notifier, PageNavigator, ToastTone, UserApi } from '../session/ports';
import type { ApiError, ApiResult } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { MemoryStore } from '../shared/test-doubles';
import type { NotificationPreferences } from './model';
import type { AccountApi } from './ports';

export { MemoryStore };

export class RecordingNavigator implements PageNavigator {
  readonly moves: string[] = [];

  assign(path: string): void {
    this.moves.push(`assign ${path}`);
  }

  replace(path: string): void {
    this.moves.push(`replace ${path}`);
  }

  reload(): void {
    this.moves.push('reload');
  }
}

export class RecordingNotifier implements Notifier {
  readonly shown: { messages: string | readonly string[]; tone: ToastTone }[] = [];
  readonly afterReload: { message: string; tone: ToastTone }[] = [];

  show(messages: string | readonly string[], tone: ToastTone): void {
    this.shown.push({ messages, tone });
  }

  showAfterReload(message: string, tone: ToastTone): void {
    this.afterReload.push({ message, tone });
  }
}

/** A fixed day: 15 June 2026, mid-morning local time. */
export const fixedClock = (date = new Date(2026, 5, 15, 10, 30)): Clock => ({ now: () => new Date(date) });

export const PROFILE: UserProfile = {
  id: 'user-rahul',
  firstName: 'Rahul',
  lastName: 'Verma',
  mobileNumber: '9123456780',
  email: 'rahul@example.in',
  emailVerified: false,
  gender: 'MALE',
  dateOfBirth: '1990-04-12',
  profileUrl: null,
  pincode: '110001',
  city: 'New Delhi',
  state: 'Delhi',
};

export const PREFERENCES: NotificationPreferences = { sms: true, email: false, whatsapp: true };

const unexpected = (name: string) => () => {
  throw new Error(`unexpected call: ${name}`);
};

/** An AccountApi whose every method throws unless the test gives it. */
export function stubAccountApi(methods: Partial<AccountApi>): AccountApi {
  const names: (keyof AccountApi)[] = [
    'register', 'lookupMobile', 'signInWithPassword', 'forgetPassword', 'verifyResetOtp', 'createPassword',
    'changePassword', 'sendEmailOtp', 'verifyEmailOtp', 'sendMobileVerificationOtp', 'verifyMobileOtp', 'corporateBySlug',
    'validateSso', 'userProfileById', 'editProfile', 'notificationPreferences', 'searchPincode',
    'profileCompletion', 'deactivate', 'contactUs',
  ];
  const api = Object.fromEntries(names.map((name) => [name, unexpected(name)])) as unknown as AccountApi;
  return Object.assign(api, methods);
}

export function stubUserApi(methods: Partial<UserApi>): UserApi {
  return {
    sendOtp: unexpected('sendOtp'),
    verifyOtp: unexpected('verifyOtp'),
    headerDetail: unexpected('headerDetail'),
    userProfile: () => Promise.resolve(Ok({ ...PROFILE })),
    profileFor: unexpected('profileFor'),
    logout: () => Promise.resolve(Ok(null)),
    tenant: unexpected('tenant'),
    ...methods,
  };
}

/** A real ErrorPolicy over recording ports, so tests see what the app-wide handler did. */
export function errorPolicy(store = new MemoryStore({ token: 't-1' })) {
  const navigator = new RecordingNavigator();
  const notifier = new RecordingNotifier();
  const signOut = testSignOut(store, navigator, notifier);
  return { errors: testErrorPolicy(store, navigator, notifier, signOut), signOut, store, navigator, notifier };
}

/** A call that stays out until the test lets it answer. */
export function deferred<T>(): { promise: ApiResult<T>; resolve: (value: Awaited<ApiResult<T>>) => void } {
  let resolve!: (value: Awaited<ApiResult<T>>) => void;
  const promise = new Promise<Awaited<ApiResult<T>>>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const SERVER_ERROR: ApiError = { kind: 'server', status: 500, message: 'Internal Server Error' };
