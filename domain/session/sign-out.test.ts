import { describe, expect, it } from 'vitest';
import { memoryCookies, MemoryStore } from '../shared/test-doubles';
import type { Notifier, PageNavigator, ToastTone } from './ports';
import { SignOut } from './sign-out';

function setup() {
  const store = new MemoryStore({ token: 'priya-token', pincode: '560001', 'payment:order_1': '{}' });
  const tabStore = new MemoryStore({ 'draft:consultation-reason': '{"value":"Chest pain"}' });
  const cookies = memoryCookies();
  cookies.set('coupon', 'HEALTH20', 60_000);
  cookies.set('couponReason', 'Saves ₹120', 60_000);
  const moves: string[] = [];
  const navigator: PageNavigator = { assign: (path) => moves.push(`assign ${path}`), replace: (path) => moves.push(`replace ${path}`), reload: () => moves.push('reload') };
  const afterReload: { message: string; tone: ToastTone }[] = [];
  // The after-reload message lives in the tab's storage too, as ToastCenter keeps it.
  const notifier: Notifier = {
    show: () => undefined,
    showAfterReload: (message, tone) => {
      afterReload.push({ message, tone });
      tabStore.set('flash', message);
    },
  };
  const signOut = new SignOut({ store, tabStore, cookies, navigator, notifier });
  return { store, tabStore, cookies, moves, afterReload, signOut };
}

describe('SignOut', () => {
  it('wipes local storage, the tab’s drafts and every cookie, and tells the use-cases holding state', () => {
    const { store, tabStore, cookies, moves, signOut } = setup();
    let ended = 0;
    signOut.ended$.subscribe(() => (ended += 1));

    signOut.forget();

    expect(store.entries.size).toBe(0);
    expect(tabStore.entries.size).toBe(0);
    expect(cookies.names()).toEqual([]);
    expect(ended).toBe(1);
    expect(moves).toEqual([]);
  });

  it('keeps the tab’s drafts, and only them, when asked to (a session that expired under the patient)', () => {
    const { store, tabStore, cookies, moves, signOut } = setup();
    tabStore.set('drafts-patient', 'patient-1234abcd');
    tabStore.set('something-else', 'x');

    signOut.end('/?refer=/patient/medicalHistory/basic/self', { message: 'Your session has ended.', tone: 'info' }, { keepDrafts: true });

    expect([...tabStore.entries.keys()].sort()).toEqual(['draft:consultation-reason', 'flash']);
    expect(tabStore.get('draft:consultation-reason')).toBe('{"value":"Chest pain"}');
    expect(store.entries.size).toBe(0);
    expect(cookies.names()).toEqual([]);
    expect(moves).toEqual(['assign /?refer=/patient/medicalHistory/basic/self']);
  });

  it("keeps the patient's language, which belongs to the device and not to the session", () => {
    const { store, signOut } = setup();
    store.set('language', 'hi');

    signOut.forget();

    expect([...store.entries]).toEqual([['language', 'hi']]);
  });

  it('ends on a new page, so nothing of the session survives in memory, with the notice kept for that page', () => {
    const { store, tabStore, moves, afterReload, signOut } = setup();

    signOut.end('/meraclinic', { message: 'Logged Out successfully ', tone: 'success' });

    expect(store.entries.size).toBe(0);
    expect([...tabStore.entries.keys()]).toEqual(['flash']);
    expect(afterReload).toEqual([{ message: 'Logged Out successfully ', tone: 'success' }]);
    expect(moves).toEqual(['assign /meraclinic']);
  });

  it('leaves no notice when none is given', () => {
    const { tabStore, afterReload, signOut } = setup();
    signOut.end('/');
    expect(afterReload).toEqual([]);
    expect(tabStore.entries.size).toBe(0);
  });

  it('says it has sent the page away, and lets an explicit end after a 401 put its own notice', () => {
    const { moves, afterReload, signOut } = setup();
    expect(signOut.leaving).toBe(false);

    signOut.end('/?refer=%2Fpatient%2Fsettings', { message: 'Your session has ended.', tone: 'info' });
    expect(signOut.leaving).toBe(true);
    signOut.end('/', { message: 'Your account has been deleted', tone: 'success' });

    expect(moves).toEqual(['assign /?refer=%2Fpatient%2Fsettings', 'assign /']);
    expect(afterReload.at(-1)).toEqual({ message: 'Your account has been deleted', tone: 'success' });
  });
});
