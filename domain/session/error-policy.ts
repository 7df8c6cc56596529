import { describeApiError, type ApiError } from '../shared/errors';
import { encodeReferPath } from '../navigation/refer-path';
import type { KeyValueStore } from '../shared/ports';
import { STORAGE_KEYS } from '../shared/ports';
import type { Notifier, PageNavigator } from './ports';
import type { SignOut } from './sign-out';

/**
 * How the patient learns of a failure a use-case hands to the policy: the caller says which,
 * the policy does what spec §8 asks for it. A failure is shown once: never a toast and a message
 * in place for the same failure.
 */
export type FailureShown =
  /**
   * The page shows it where it happened (a message at the field or form, the section's error
   * state with Try again): the policy toasts nothing. Such a failure needs the policy only for a
   * move of §8 (`meetId`); otherwise the use-case just returns it.
   */
  | 'inline'
  /**
   * What §8 catalogues is toasted (a 400; a 409 when signed in; a 500 of an image upload) and
   * `handle` answers whether the patient was told. The caller shows anything else in place, or,
   * for data the page can do without (a prefill, an extra, a list with a fallback), nothing.
   */
  | 'catalogue'
  /**
   * No page shows it, so the toast is how the patient learns the action failed: §8's message
   * where the server gave one, else `fallback`, else a sentence for the kind of failure.
   */
  | 'toast';

/** What the caller tells the policy about a failure (spec §8). */
export interface ErrorContext {
  shown: FailureShown;
  /** Set in the video-call context: a 409 sends the patient back to that meeting. */
  meetId?: string;
  /** Set for image uploads: a 500 is toasted when signed in, else the app goes home. */
  imageUpload?: boolean;
  /** For `toast`: what to say when the server's answer names nothing a patient can act on. */
  fallback?: string;
}

/**
 * A failure the patient has been told about already (the policy's toast, or the app moved
 * away): the caller says no more than that the action failed.
 */
export type AnnouncedError = { kind: 'announced' };

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Log in again to carry on where you were.';

/**
 * Spec §8 in one place, for both backends' errors. A 401 is its own: every port is wrapped by
 * `guard`, so a dead session ends whichever call found it, whether or not a use-case looks at the
 * error. Every other failure a use-case hands to `handle`, saying how the patient sees it.
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
   * `port` with every call's 401 ending the session (spec §8: "401 anywhere"): the patient goes
   * to / with the page as `refer` and is told the session ended, once however many calls fail.
   */
  guard<T extends object>(port: T): T {
    return guardUnauthorized(port, () => this.endSession({ comeBack: true }));
  }

  /**
   * Ends the session the way the spec does for a 401 or a refused header call: the one sign-out
   * (storage, drafts and cookies wiped), then /. With `comeBack` (a session that expired under the
   * patient) / carries the page as `refer`, so signing in again from there returns to it; what the
   * patient chose there is kept by the server (carts), and what they typed and had not sent yet
   * stays in the tab as their drafts, for them alone to find when they sign in again.
   */
  endSession(options: { comeBack?: boolean } = {}): void {
    // Ending a session loads a new page: whatever fails meanwhile must not end it again.
    if (this.signOut.leaving) return;
    const from = options.comeBack ? (this.navigator.where?.() ?? '/') : '/';
    const to = from === '/' || from.startsWith('/auth/') ? '/' : `/?refer=${encodeReferPath(from)}`;
    if (options.comeBack) this.signOut.end(to, { message: SESSION_EXPIRED_MESSAGE, tone: 'info' }, { keepDrafts: true });
    else this.signOut.end(to);
  }

  /**
   * The app-wide effect of spec §8 for `error`, shown as `context.shown` says. Answers whether
   * the patient was told (a toast, or the app moved away), so a caller that speaks only of what
   * the policy left can tell.
   */
  handle(error: ApiError, context: ErrorContext): boolean {
    // The port's guard has ended the session: the page is going away, with its own message.
    if (error.kind === 'unauthorized') return true;
    if (error.kind === 'conflict' && context.meetId !== undefined) {
      // Replacing the address loads that page afresh: the spec's redirect and reload in one.
      // A reload after it would cancel the replace and reload the page the patient is on.
      this.navigator.replace(`/consult/video-consult?meetCode=${encodeURIComponent(context.meetId)}`);
      return true;
    }
    switch (context.shown) {
      case 'inline':
        return false;
      case 'toast':
        this.notifier.show(toastMessage(error, context.fallback), 'error');
        return true;
      case 'catalogue':
        return this.catalogued(error, context);
    }
  }

  private catalogued(error: ApiError, context: ErrorContext): boolean {
    switch (error.kind) {
      case 'rejected':
        return this.toast(error.message);
      case 'conflict':
        // "Only if logged in and handler option on": the option is on for every catalogued call.
        return this.signedIn && this.toast(error.message);
      case 'server':
        if (!context.imageUpload) return false;
        if (this.signedIn) return this.toast(error.message);
        this.navigator.assign('/');
        return true;
      default:
        return false;
    }
  }

  private toast(message: string): boolean {
    this.notifier.show(message, 'error');
    return true;
  }
}

/** The server's words where it gave some (spec §8: the data text, the nested message), else `fallback`. */
function toastMessage(error: ApiError, fallback: string | undefined): string {
  switch (error.kind) {
    case 'rejected':
    case 'conflict':
    case 'not-found':
      return error.message;
    case 'server':
      return error.message || (fallback ?? describeApiError(error));
    case 'network':
      return describeApiError(error);
    default:
      return fallback ?? describeApiError(error);
  }
}

function guardUnauthorized<T extends object>(port: T, onUnauthorized: () => void): T {
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
