import type { ApiResult } from '../shared/errors';
import type { HeaderDetail, Tenant, UserProfile } from './model';

/** The user area of the API (spec §7 Auth, Profile) that the session needs. */
export interface UserApi {
  /** POST /user/sendOtp */
  sendOtp(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }>;
  /** POST /user/verifyOtp */
  verifyOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ token: string }>;
  /** GET /user/userIcon */
  headerDetail(): ApiResult<HeaderDetail>;
  /** GET /user/userProfile */
  userProfile(): ApiResult<UserProfile>;
  /**
   * GET /user/userProfile with `token` as the bearer instead of the session's: whose account a
   * sign-in link's token opens, asked before the token is kept (a 401 means it opens none).
   */
  profileFor(token: string): ApiResult<UserProfile>;
  /** POST /user/logout */
  logout(): ApiResult<null>;
  /** GET /sso/tanent/{id} */
  tenant(id: string): ApiResult<Tenant>;
}

/** Makes the encrypted token that POST /user/sendOtp carries (an auth key and a timestamp). */
export interface OtpTokenSigner {
  create(): Promise<string>;
}

/** Full-page moves: the spec reloads the app on logout, on a dead session and on SSO entry. */
export interface PageNavigator {
  /** Loads `path` as a new page (history entry added). */
  assign(path: string): void;
  /** Replaces the address with `path` and loads it (no history entry). */
  replace(path: string): void;
  reload(): void;
  /**
   * The page shown now, path and query. Optional: a navigator that cannot tell (prerender,
   * test doubles) sends a dead session home without the way back.
   */
  where?(): string;
}

export type ToastTone = 'success' | 'error' | 'info';

export interface Notifier {
  /** One message or a list; the default duration is the spec's 4000 ms. */
  show(messages: string | readonly string[], tone: ToastTone, durationMs?: number): void;
  /** Shown once after the next page load: the spec toasts after a reload. */
  showAfterReload(message: string, tone: ToastTone): void;
}
