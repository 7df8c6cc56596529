/** Wiring of the session's own services over test doubles (imported only by *.test.ts files). */
import { memoryCookies, MemoryStore } from '../shared/test-doubles';
import type { KeyValueStore } from '../shared/ports';
import { ErrorPolicy } from './error-policy';
import type { Notifier, PageNavigator } from './ports';
import { SignOut, type SignOutDeps } from './sign-out';

/** The one sign-out over `store`, with a tab store and cookies of its own unless given. */
export function testSignOut(store: KeyValueStore, navigator: PageNavigator, notifier: Notifier, more: Partial<SignOutDeps> = {}): SignOut {
  return new SignOut({ store, tabStore: new MemoryStore(), cookies: memoryCookies(), navigator, notifier, ...more });
}

/** The error policy as the container builds it: over `store`, ending sessions through the one sign-out. */
export function testErrorPolicy(store: KeyValueStore, navigator: PageNavigator, notifier: Notifier, signOut = testSignOut(store, navigator, notifier)): ErrorPolicy {
  return new ErrorPolicy(store, navigator, notifier, signOut);
}
