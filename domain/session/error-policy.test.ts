import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import { MemoryStore } from '../shared/test-doubles';
import { SESSION_EXPIRED_MESSAGE, type ErrorContext } from './error-policy';
import type { Notifier, PageNavigator, ToastTone } from './ports';
import { testErrorPolicy, testSignOut } from './test-support';

class RecordingNavigator implements PageNavigator {
  readonly moves: { how: 'assign' | 'replace' | 'reload'; path?: string }[] = [];
  /** The page the app shows when the error comes. */
  page = '/';

  where(): string {
    return this.page;
  }

  assign(path: string): void {
    this.moves.push({ how: 'assign', path });
  }

  replace(path: string): void {
    this.moves.push({ how: 'replace', path });
  }

  reload(): void {
    this.moves.push({ how: 'reload' });
  }
}

class RecordingNotifier implements Notifier {
  readonly shown: { messages: string | readonly string[]; tone: ToastTone }[] = [];

  show(messages: string | readonly string[], tone: ToastTone): void {
    this.shown.push({ messages, tone });
  }

  readonly afterReload: string[] = [];

  showAfterReload(message: string): void {
    this.afterReload.push(message);
  }
}

function setup(stored: Record<string, string> = {}) {
  const store = new MemoryStore(stored);
  const tabStore = new MemoryStore({ 'draft:medical-history': '{"value":"Height 162"}' });
  const navigator = new RecordingNavigator();
  const notifier = new RecordingNotifier();
  const signOut = testSignOut(store, navigator, notifier, { tabStore });
  const policy = testErrorPolicy(store, navigator, notifier, signOut);
  return { store, tabStore, navigator, notifier, policy, signOut };
}

const signedIn = { token: 'stored-token', pincode: '560001' };

const unauthorized = Err<ApiError>({ kind: 'unauthorized' });

/** A port as the container wraps one; `answer` is what its calls give. */
class Port {
  readonly label = 'user-port';
  calls = 0;

  load(answer: 'ok' | 'unauthorized' | 'network') {
    this.calls += 1;
    if (answer === 'ok') return Promise.resolve(Ok({ name: 'Priya' }));
    return Promise.resolve(Err<ApiError>({ kind: answer }));
  }

  save(_value: string) {
    return Promise.resolve(unauthorized);
  }

  version(): number {
    return this.calls;
  }
}

describe('a 401 from any port call (ErrorPolicy.guard)', () => {
  it('clears all storage and goes to /', async () => {
    const { policy, store, navigator, notifier } = setup(signedIn);

    await policy.guard(new Port()).load('unauthorized');

    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(notifier.shown).toEqual([]);
  });

  it('from a page of a flow, goes to / carrying that page as refer and says why after the reload, so signing in again returns there', async () => {
    const { policy, store, navigator, notifier } = setup(signedIn);
    navigator.page = '/healthcare/home-collection';

    await policy.guard(new Port()).save('x');

    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/?refer=/healthcare/home_collection' }]);
    expect(notifier.afterReload).toEqual([SESSION_EXPIRED_MESSAGE]);
  });

  it('keeps what the patient typed and had not sent, for them to find when they sign in again', async () => {
    const { policy, tabStore } = setup(signedIn);
    await policy.guard(new Port()).save('x');
    expect(tabStore.get('draft:medical-history')).toBe('{"value":"Height 162"}');
  });

  it('wipes the drafts too when the session is refused outright rather than expired', () => {
    const { policy, tabStore } = setup(signedIn);
    policy.endSession();
    expect(tabStore.entries.size).toBe(0);
  });

  it('keeps the page query in the refer, encoded as spec §4', async () => {
    const { policy, navigator } = setup(signedIn);
    navigator.page = '/healthcare/medicine-details?id=med1';
    await policy.guard(new Port()).load('unauthorized');
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/?refer=/healthcare/medicine_details_id__med1' }]);
  });

  it('from a sign-in page or from / itself, goes to / with nothing to return to', async () => {
    for (const page of ['/auth/verify-otp?mobile_no=9123456780', '/']) {
      const { policy, navigator } = setup(signedIn);
      navigator.page = page;
      await policy.guard(new Port()).load('unauthorized');
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    }
  });

  it('ends the session once when several calls fail together: one sign-out, one move, one message', async () => {
    const { policy, navigator, notifier, signOut } = setup(signedIn);
    navigator.page = '/patient/consultations';
    const ended = vi.fn();
    signOut.ended$.subscribe(ended);
    const user = policy.guard(new Port());
    const pharmacy = policy.guard(new Port());

    await Promise.all([user.load('unauthorized'), pharmacy.save('x'), user.save('y')]);

    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/?refer=/patient/consultations' }]);
    expect(notifier.afterReload).toEqual([SESSION_EXPIRED_MESSAGE]);
  });

  it('happens whether or not the use-case hands the error on, and the handler then adds nothing', async () => {
    const { policy, navigator, notifier, signOut } = setup(signedIn);
    const ended = vi.fn();
    signOut.ended$.subscribe(ended);

    const result = await policy.guard(new Port()).load('unauthorized');
    const told = result.isErr() && policy.handle(result.error, { shown: 'toast' });

    expect(told).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigator.moves).toHaveLength(1);
    expect(notifier.shown).toEqual([]);
  });

  it('passes the result through untouched', async () => {
    const { policy } = setup(signedIn);
    const port = new Port();
    const guarded = policy.guard(port);

    expect(await guarded.save('x')).toBe(unauthorized);
    const ok = await guarded.load('ok');
    expect(ok.isOk() && ok.value).toEqual({ name: 'Priya' });
  });

  it('leaves the session alone on Ok and on other errors', async () => {
    const { policy, store, navigator } = setup(signedIn);
    const guarded = policy.guard(new Port());

    const ok = await guarded.load('ok');
    const network = await guarded.load('network');

    expect(ok.isOk()).toBe(true);
    expect(network.isErr() && network.error).toEqual({ kind: 'network' });
    expect(store.get('token')).toBe('stored-token');
    expect(navigator.moves).toEqual([]);
  });

  it('runs methods on the real port, so its own state is used', async () => {
    const { policy } = setup(signedIn);
    const port = new Port();
    const guarded = policy.guard(port);
    await guarded.load('ok');
    expect(port.calls).toBe(1);
    // A synchronous method returns its value as it is.
    expect(guarded.version()).toBe(1);
  });

  it('leaves non-function properties alone', () => {
    const { policy } = setup(signedIn);
    const guarded = policy.guard(new Port());
    expect(guarded.label).toBe('user-port');
    expect(guarded.calls).toBe(0);
  });

  it('lets a rejected promise reject, without ending the session', async () => {
    const { policy, navigator } = setup(signedIn);
    const guarded = policy.guard({ broken: () => Promise.reject(new Error('bug')) });
    await expect(guarded.broken()).rejects.toThrow('bug');
    expect(navigator.moves).toEqual([]);
  });
});

describe('ErrorPolicy.handle', () => {
  describe('400', () => {
    it('toasts the server message as an error, and says it told the patient', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);

      expect(policy.handle({ kind: 'rejected', message: 'Slot is no longer available' }, { shown: 'catalogue' })).toBe(true);

      expect(notifier.shown).toEqual([{ messages: 'Slot is no longer available', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
      expect(store.get('token')).toBe('stored-token');
    });

    it('toasts for a visitor too', () => {
      const { policy, notifier } = setup();
      policy.handle({ kind: 'rejected', message: 'Please enter a valid mobile number' }, { shown: 'catalogue' });
      expect(notifier.shown).toHaveLength(1);
    });

    it('stays silent when the caller shows the error in place, and says so', () => {
      const { policy, notifier } = setup(signedIn);
      expect(policy.handle({ kind: 'rejected', message: 'Wrong OTP' }, { shown: 'inline' })).toBe(false);
      expect(notifier.shown).toEqual([]);
    });
  });

  describe('409', () => {
    const conflict: ApiError = { kind: 'conflict', message: 'Appointment already booked' };

    it('toasts the server message to a signed-in user, and says it told them', () => {
      const { policy, notifier, navigator } = setup(signedIn);
      expect(policy.handle(conflict, { shown: 'catalogue' })).toBe(true);
      expect(notifier.shown).toEqual([{ messages: 'Appointment already booked', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
    });

    it.each<[string, Record<string, string>, ErrorContext]>([
      ['the user is not signed in', {}, { shown: 'catalogue' }],
      ['the caller shows it in place', signedIn, { shown: 'inline' }],
    ])('stays silent when %s, and says so', (_why, stored, context) => {
      const { policy, notifier, navigator } = setup(stored);
      expect(policy.handle(conflict, context)).toBe(false);
      expect(notifier.shown).toEqual([]);
      expect(navigator.moves).toEqual([]);
    });

    it('in a video call, loads that meeting afresh in place of the page instead of toasting, even for a caller that shows errors in place', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);

      expect(policy.handle(conflict, { shown: 'inline', meetId: 'abc-123' })).toBe(true);

      // A replace loads the page anew (the reload); a separate reload would cancel it.
      expect(navigator.moves).toEqual([{ how: 'replace', path: '/consult/video-consult?meetCode=abc-123' }]);
      expect(notifier.shown).toEqual([]);
      expect(store.get('token')).toBe('stored-token');
    });

    it('encodes a meeting id that is not URL-safe', () => {
      const { policy, navigator } = setup(signedIn);
      policy.handle(conflict, { shown: 'catalogue', meetId: 'room 7&x=1' });
      expect(navigator.moves[0]).toEqual({ how: 'replace', path: '/consult/video-consult?meetCode=room%207%26x%3D1' });
    });
  });

  describe('500', () => {
    const failure: ApiError = { kind: 'server', status: 500, message: 'Upload failed on the server' };

    it('in an image upload, toasts the server message when signed in', () => {
      const { policy, notifier, navigator } = setup(signedIn);
      expect(policy.handle(failure, { shown: 'catalogue', imageUpload: true })).toBe(true);
      expect(notifier.shown).toEqual([{ messages: 'Upload failed on the server', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
    });

    it('in an image upload, goes to / when not signed in', () => {
      const { policy, notifier, navigator } = setup();
      expect(policy.handle(failure, { shown: 'catalogue', imageUpload: true })).toBe(true);
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
      expect(notifier.shown).toEqual([]);
    });

    it('outside an image upload, has no app-wide effect', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);
      expect(policy.handle(failure, { shown: 'catalogue' })).toBe(false);
      policy.handle({ ...failure, status: 503 }, { shown: 'catalogue' });
      expect(notifier.shown).toEqual([]);
      expect(navigator.moves).toEqual([]);
      expect(store.get('token')).toBe('stored-token');
    });
  });

  it.each<ApiError>([
    { kind: 'not-found', message: 'Data Not Found' },
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'bad-response', detail: 'data: expected object' },
  ])('leaves a $kind error outside the catalogue to the caller', (error) => {
    const { policy, notifier, navigator, store } = setup(signedIn);
    expect(policy.handle(error, { shown: 'catalogue', imageUpload: true })).toBe(false);
    expect(notifier.shown).toEqual([]);
    expect(navigator.moves).toEqual([]);
    expect(store.get('token')).toBe('stored-token');
  });

  it('passes over a kind of error it does not know yet, so a new kind never crashes a caller', () => {
    const { policy, notifier, navigator, store } = setup(signedIn);
    // A kind another port may add before this handler learns it.
    const unknown = { kind: 'payment-required', message: 'Pay first' } as unknown as ApiError;
    expect(policy.handle(unknown, { shown: 'catalogue' })).toBe(false);
    expect(notifier.shown).toEqual([]);
    expect(navigator.moves).toEqual([]);
    expect(store.get('token')).toBe('stored-token');
  });

  describe('an action no page shows the failure of (toast)', () => {
    it.each<[ApiError, string]>([
      [{ kind: 'rejected', message: 'Out of stock' }, 'Out of stock'],
      [{ kind: 'conflict', message: 'Already in your cart' }, 'Already in your cart'],
      [{ kind: 'not-found', message: 'Data Not Found' }, 'Data Not Found'],
      [{ kind: 'server', status: 500, message: 'Inventory is down' }, 'Inventory is down'],
    ])('toasts the server message of a %o', (error, message) => {
      const { policy, notifier } = setup(signedIn);
      expect(policy.handle(error, { shown: 'toast', fallback: 'We could not add Dolo 650 to your cart.' })).toBe(true);
      expect(notifier.shown).toEqual([{ messages: message, tone: 'error' }]);
    });

    it.each<ApiError>([{ kind: 'timeout' }, { kind: 'server', status: 502, message: '' }, { kind: 'bad-response', detail: 'lines: expected array' }])(
      'says the action failed when the server said nothing a patient can act on ($kind)',
      (error) => {
        const { policy, notifier } = setup(signedIn);
        expect(policy.handle(error, { shown: 'toast', fallback: 'We could not change the quantity.' })).toBe(true);
        expect(notifier.shown).toEqual([{ messages: 'We could not change the quantity.', tone: 'error' }]);
      },
    );

    it('says the patient is offline rather than a bare failure', () => {
      const { policy, notifier } = setup(signedIn);
      policy.handle({ kind: 'network' }, { shown: 'toast', fallback: 'We could not change the quantity.' });
      expect(notifier.shown).toEqual([{ messages: 'You seem to be offline. Check your connection and try again.', tone: 'error' }]);
    });

    it('never leaves the patient without a word, even with no fallback or for a visitor', () => {
      const { policy, notifier } = setup();
      expect(policy.handle({ kind: 'timeout' }, { shown: 'toast' })).toBe(true);
      expect(policy.handle({ kind: 'conflict', message: 'Address changed meanwhile' }, { shown: 'toast' })).toBe(true);
      expect(notifier.shown).toEqual([
        { messages: 'The server took too long to answer. Please try again.', tone: 'error' },
        { messages: 'Address changed meanwhile', tone: 'error' },
      ]);
    });
  });
});

describe('ErrorPolicy.endSession', () => {
  it('without comeBack (a refused header call, a deleted account) goes to / whatever the page, with no session-ended message', () => {
    const { policy, store, navigator, notifier } = setup(signedIn);
    navigator.page = '/patient/my-profile';
    policy.endSession();
    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(notifier.afterReload).toEqual([]);
  });
});

describe('ending a session through the one sign-out', () => {
  it('signs out once, however many times the session is ended before the new page loads', async () => {
    const { policy, signOut, navigator } = setup(signedIn);
    const ended = vi.fn();
    const subscription = signOut.ended$.subscribe(ended);

    policy.endSession();
    expect(ended).toHaveBeenCalledTimes(1);
    await policy.guard(new Port()).load('unauthorized');
    policy.endSession({ comeBack: true });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);

    subscription.unsubscribe();
  });

  it('ends nothing for a call that answers 401 after the logout sent the page away: no second move, the logged-out notice kept', async () => {
    const { policy, signOut, navigator, notifier } = setup(signedIn);
    signOut.end('/', { message: 'Logged Out successfully ', tone: 'success' });

    await policy.guard(new Port()).load('unauthorized');

    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(notifier.afterReload).toEqual(['Logged Out successfully ']);
  });

  it('leaves a 401 that answers while the logout’s call is out to the logout: one move home, with the logged-out notice only', async () => {
    const { policy, signOut, navigator, notifier } = setup(signedIn);
    signOut.announceEnd();

    await policy.guard(new Port()).load('unauthorized');
    expect(navigator.moves).toEqual([]);
    signOut.end('/', { message: 'Logged Out successfully ', tone: 'success' });

    expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    expect(notifier.afterReload).toEqual(['Logged Out successfully ']);
  });

  it('does not sign out for errors that leave the session alone', () => {
    const { policy, signOut } = setup(signedIn);
    const ended = vi.fn();
    signOut.ended$.subscribe(ended);

    policy.handle({ kind: 'rejected', message: 'No' }, { shown: 'toast' });
    policy.handle({ kind: 'server', status: 500, message: 'Boom' }, { shown: 'catalogue', imageUpload: true });

    expect(ended).not.toHaveBeenCalled();
  });
});
