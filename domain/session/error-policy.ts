import type { ApiError } from '../shared/errors';
import { encodeReferPath } from '../navigation/refer-path';
import type { KeyValueStore } from '../shared/ports';
import { STORAGE_KEYS } from '../shared/ports';
import type { Notifier, PageNavigator } from './ports';
import type { SignOut } from './sign-out';

/** What the caller asks of the shared handler (spec §8); the defaults fit most calls. */
export interface ErrorContext {
  /** Set in the video-call context: a 409 sends the patient back to that meeting. */
  meetId?: string;
  /** Set for image uploads: a 500 is toasted when signed in, else the app goes home. */
  imageUpload?: boolean;
  /**
   * The caller shows the error where it happened (a message at the field, an error state
   * with Try again), so the handler toasts nothing; a 401 and the moves of §8 still happen.
   */
  quiet?: boolean;
}

/**
 * A failure the patient has been told about already (the shared handler's or the use-case's
 * toast, or the app moved away): the caller says no more than that the action failed.
 */
export type AnnouncedError = { kind: 'announced' };

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Log in again to carry on where you were.';

/**
 * The shared error handler of spec §8, as one place both backends' errors pass through.
 * It performs the app-wide effects; the caller still gets the error to show in place.
 */
export class ErrorPolicy {
  constructor(
    private readonly store: KeyValueStore,
    private readonly navigator: PageNavigator,
    private readonly notifier: Notifier,
    private readonly signOut: SignOut,
  ) {}

  private get signedIn(): boolean {
    return this.store.get(STORAGE_KEYS.token) !== null;
  }

  /**
   * Ends the session the way the spec does for a 401 or a refused header call: the one sign-out
   * (storage, drafts and cookies wiped), then /. With `comeBack` (a session that expired under the
   * patient) / carries the page as `refer`, so signing in again from there returns to it; what the
   * patient chose there is kept by the server (carts), never in the wiped browser.
   */
  endSession(options: { comeBack?: boolean } = {}): void {
    const from = options.comeBack ? (this.navigator.where?.() ?? '/') : '/';
    const to = from === '/' || from.startsWith('/auth/') ? '/' : `/?refer=${encodeReferPath(from)}`;
    this.signOut.end(to, options.comeBack ? { message: SESSION_EXPIRED_MESSAGE, tone: 'info' } : undefined);
  }

  /**
   * The app-wide effect of spec §8 for `error`. Answers whether the patient was told (a toast,
   * or the app moved away), so a caller that speaks only of what the handler left can tell.
   */
  handle(error: ApiError, context: ErrorContext = {}): boolean {
    switch (error.kind) {
      case 'unauthorized':
        this.endSession({ comeBack: true });
        return true;
      case 'rejected':
        return this.toast(error.message, context);
      case 'conflict':
        if (context.meetId !== undefined) {
          // Replacing the address loads that page afresh: the spec's redirect and reload in one.
          // A reload after it would cancel the replace and reload the page the patient is on.
          this.navigator.replace(`/consult/video-consult?meetCode=${encodeURIComponent(context.meetId)}`);
          return true;
        }
        // "Only if logged in and handler option on": the option is on for every call that is not quiet.
        return this.signedIn && this.toast(error.message, context);
      case 'server':
        if (!context.imageUpload) return false;
        if (this.signedIn) return this.toast(error.message, context);
        this.navigator.assign('/');
        return true;
      default:
        return false;
    }
  }

  private toast(message: string, context: ErrorContext): boolean {
    if (context.quiet) return false;
    this.notifier.show(message, 'error');
    return true;
  }
}

/**
 * Wraps a port so that a 401 from any of its calls ends the session (spec §8: "401
 * anywhere"), whichever use-case made the call and whether or not it handles errors.
 */
export function guardUnauthorized<T extends object>(port: T, onUnauthorized: () => void): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const outcome: unknown = value.apply(target, args);
        if (!(outcome instanceof Promise)) return outcome;
        return outcome.then((result: unknown) => {
          if (isUnauthorized(result)) onUnauthorized();
          return result;
        });
      };
    },
  });
}

function isUnauthorized(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as { isErr?: () => boolean; error?: unknown };
  if (typeof r.isErr !== 'function' || !r.isErr()) return false;
  const error = r.error as { kind?: unknown } | undefined;
  return error?.kind === 'unauthorized';
}
