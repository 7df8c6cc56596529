import { Subject, type Observable } from 'rxjs';
import { DRAFT_KEYS } from '../shared/drafts';
import { STORAGE_KEYS, type CookieJar, type KeyValueStore } from '../shared/ports';
import type { Notifier, PageNavigator, ToastTone } from './ports';

export interface SignOutDeps {
  /** Local storage: the token and what the spec stores locally. */
  store: KeyValueStore;
  /** The tab's session storage: drafts and the message shown after a reload. */
  tabStore: KeyValueStore;
  cookies: CookieJar;
  navigator: PageNavigator;
  notifier: Notifier;
}

/** A message for the page the sign-out ends on (spec §4: 'Logged Out successfully '). */
export interface SignOutNotice {
  message: string;
  tone: ToastTone;
}

/**
 * The one way a session ends in this browser, whatever ended it: logout, a 401, a header call
 * that refuses the session, the account deleted, a sign-in link or SSO entry for someone else, the
 * kiosk's "Finish and sign out". A family PC or the Mera Clinic kiosk passes from one patient to
 * the next, so nothing of the one may be left for the other:
 * - local storage, the tab's session storage (drafts) and every cookie the page can see are wiped;
 * - `ended$` tells the use-cases that hold state in memory to drop it at once;
 * - `end` then loads a new page, which leaves no memory of the old one at all (carts, forms,
 *   caches, replaying observables): the page's own state goes with its document.
 */
export class SignOut {
  private readonly ended = new Subject<void>();
  private sentAway = false;
  private endingSoon = false;

  /**
   * Whether `end` has sent the page away already, or an explicit end is on its way. A call
   * answering 401 meanwhile (a page's refresh racing the logout, whose call has already made the
   * token invalid) has nothing left to end; the error policy asks before ending a session.
   */
  get leaving(): boolean {
    return this.sentAway || this.endingSoon;
  }

  /** An explicit end is on its way (the logout's call is out): it alone ends the session, with its own message. */
  announceEnd(): void {
    this.endingSoon = true;
  }
  /** Emits when a session has ended, before anything new begins. */
  readonly ended$: Observable<void> = this.ended.asObservable();

  constructor(private readonly deps: SignOutDeps) {}

  /**
   * Forgets the session here without leaving the page: for a new session about to begin in it.
   * With `keepDrafts` (a session that expired under the patient) the drafts stay in the tab,
   * tagged with the patient, so only they find them when they sign in again (domain/shared/drafts.ts).
   */
  forget(options: { keepDrafts?: boolean } = {}): void {
    // The language belongs to the device's user, not to the session: signing out must not
    // switch a Hindi reader back to English.
    const language = this.deps.store.get(STORAGE_KEYS.language);
    const drafts = options.keepDrafts ? DRAFT_KEYS.flatMap((key) => this.kept(key)) : [];
    this.deps.store.clear();
    if (language !== null) this.deps.store.set(STORAGE_KEYS.language, language);
    this.deps.tabStore.clear();
    for (const [key, value] of drafts) this.deps.tabStore.set(key, value);
    this.deps.cookies.clear();
    this.ended.next();
  }

  /** Forgets the session and loads `to` as a new page, showing `notice` there. */
  end(to: string, notice?: SignOutNotice, options: { keepDrafts?: boolean } = {}): void {
    // An explicit end (the logout, the account deleted) still speaks after a 401 ended the
    // session a moment before: its message is the one the patient must read.
    this.sentAway = true;
    this.forget(options);
    // After the wipe: the message waits in the tab's storage for the next page.
    if (notice) this.deps.notifier.showAfterReload(notice.message, notice.tone);
    this.deps.navigator.assign(to);
  }

  private kept(key: string): [string, string][] {
    const value = this.deps.tabStore.get(key);
    return value === null ? [] : [[key, value]];
  }
}
