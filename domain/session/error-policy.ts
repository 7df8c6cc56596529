import type { ApiError } from '../shared/errors';
import { encodeReferPath } from '../navigation/refer-path';
import type { KeyValueStore } from '../shared/ports';
import { STORAGE_KEYS } from '../shared/ports';
import type { Notifier, PageNavigator } from './ports';
import type { SignOut } from './sign-out';

/** What the caller asks of the shared handler (spec §8); the defaults fit most calls. */
export interface ErrorContext {
  /** 409 is toasted only when the call asks for it (and the user is signed in). */
  toastConflict?: boolean;
  /** Set in the video-call context: a 409 sends the patient back to that meeting. */
  meetId?: string;
  /** Set for image uploads: a 500 is toasted when signed in, else the app goes home. */
  imageUpload?: boolean;
  /** The caller shows the error where it happened (a form field), so no toast. */
  quiet?: boolean;
}

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

  handle(error: ApiError, context: ErrorContext = {}): void {
    switch (error.kind) {
      case 'unauthorized':
        this.endSession({ comeBack: true });
        return;
      case 'rejected':
        if (!context.quiet) this.notifier.show(error.message, 'error');
        return;
      case 'conflict':
        if (context.meetId !== undefined) {
          this.navigator.replace(`/consult/video-consult?meetCode=${encodeURIComponent(context.meetId)}`);
          this.navigator.reload();
          return;
        }
        if (context.toastConflict && this.signedIn && !context.quiet) this.notifier.show(error.message, 'error');
        return;
      case 'server':
        if (!context.imageUpload) return;
        if (this.signedIn) this.notifier.show(error.message, 'error');
        else this.navigator.assign('/');
        return;
      default:
        return;
    }
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
