import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import { MemoryStore } from '../shared/test-doubles';
import { guardUnauthorized, SESSION_EXPIRED_MESSAGE, type ErrorContext } from './error-policy';
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
  const navigator = new RecordingNavigator();
  const notifier = new RecordingNotifier();
  const signOut = testSignOut(store, navigator, notifier);
  const policy = testErrorPolicy(store, navigator, notifier, signOut);
  return { store, navigator, notifier, policy, signOut };
}

const signedIn = { token: 'stored-token', pincode: '560001' };

describe('ErrorPolicy.handle', () => {
  describe('401', () => {
    it('clears all storage and goes to /', () => {
      const { policy, store, navigator, notifier } = setup(signedIn);

      policy.handle({ kind: 'unauthorized' });

      expect(store.entries.size).toBe(0);
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
      expect(notifier.shown).toEqual([]);
    });

    it('from a page of a flow, goes to / carrying that page as refer and says why after the reload, so signing in again returns there', () => {
      const { policy, store, navigator, notifier } = setup(signedIn);
      navigator.page = '/healthcare/home-collection';

      policy.handle({ kind: 'unauthorized' }, { quiet: true });

      expect(store.entries.size).toBe(0);
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/?refer=/healthcare/home_collection' }]);
      expect(notifier.afterReload).toEqual([SESSION_EXPIRED_MESSAGE]);
    });

    it('keeps the page query in the refer, encoded as spec §4', () => {
      const { policy, navigator } = setup(signedIn);
      navigator.page = '/healthcare/medicine-details?id=med1';
      policy.handle({ kind: 'unauthorized' });
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/?refer=/healthcare/medicine_details_id__med1' }]);
    });

    it('from a sign-in page or from / itself, goes to / with nothing to return to', () => {
      for (const page of ['/auth/verify-otp?mobile_no=9123456780', '/']) {
        const { policy, navigator } = setup(signedIn);
        navigator.page = page;
        policy.handle({ kind: 'unauthorized' });
        expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
      }
    });

    it('ends the session even for a quiet caller', () => {
      const { policy, store, navigator } = setup(signedIn);
      policy.handle({ kind: 'unauthorized' }, { quiet: true });
      expect(store.entries.size).toBe(0);
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
    });
  });

  describe('400', () => {
    it('toasts the server message as an error, and says it told the patient', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);

      expect(policy.handle({ kind: 'rejected', message: 'Slot is no longer available' })).toBe(true);

      expect(notifier.shown).toEqual([{ messages: 'Slot is no longer available', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
      expect(store.get('token')).toBe('stored-token');
    });

    it('toasts for a visitor too', () => {
      const { policy, notifier } = setup();
      policy.handle({ kind: 'rejected', message: 'Please enter a valid mobile number' });
      expect(notifier.shown).toHaveLength(1);
    });

    it('stays silent when the caller shows the error itself, and says so', () => {
      const { policy, notifier } = setup(signedIn);
      expect(policy.handle({ kind: 'rejected', message: 'Wrong OTP' }, { quiet: true })).toBe(false);
      expect(notifier.shown).toEqual([]);
    });
  });

  describe('409', () => {
    const conflict: ApiError = { kind: 'conflict', message: 'Appointment already booked' };

    it('toasts the server message to a signed-in user, and says it told them', () => {
      const { policy, notifier, navigator } = setup(signedIn);
      expect(policy.handle(conflict)).toBe(true);
      expect(notifier.shown).toEqual([{ messages: 'Appointment already booked', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
    });

    it.each<[string, Record<string, string>, ErrorContext]>([
      ['the user is not signed in', {}, {}],
      ['the caller shows it itself (quiet)', signedIn, { quiet: true }],
    ])('stays silent when %s, and says so', (_why, stored, context) => {
      const { policy, notifier, navigator } = setup(stored);
      expect(policy.handle(conflict, context)).toBe(false);
      expect(notifier.shown).toEqual([]);
      expect(navigator.moves).toEqual([]);
    });

    it('in a video call, loads that meeting afresh in place of the page instead of toasting, even for a quiet caller', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);

      expect(policy.handle(conflict, { meetId: 'abc-123', quiet: true })).toBe(true);

      // A replace loads the page anew (the reload); a separate reload would cancel it.
      expect(navigator.moves).toEqual([{ how: 'replace', path: '/consult/video-consult?meetCode=abc-123' }]);
      expect(notifier.shown).toEqual([]);
      expect(store.get('token')).toBe('stored-token');
    });

    it('encodes a meeting id that is not URL-safe', () => {
      const { policy, navigator } = setup(signedIn);
      policy.handle(conflict, { meetId: 'room 7&x=1' });
      expect(navigator.moves[0]).toEqual({ how: 'replace', path: '/consult/video-consult?meetCode=room%207%26x%3D1' });
    });
  });

  describe('500', () => {
    const failure: ApiError = { kind: 'server', status: 500, message: 'Upload failed on the server' };

    it('in an image upload, toasts the server message when signed in', () => {
      const { policy, notifier, navigator } = setup(signedIn);
      expect(policy.handle(failure, { imageUpload: true })).toBe(true);
      expect(notifier.shown).toEqual([{ messages: 'Upload failed on the server', tone: 'error' }]);
      expect(navigator.moves).toEqual([]);
    });

    it('in an image upload, goes to / when not signed in', () => {
      const { policy, notifier, navigator } = setup();
      expect(policy.handle(failure, { imageUpload: true })).toBe(true);
      expect(navigator.moves).toEqual([{ how: 'assign', path: '/' }]);
      expect(notifier.shown).toEqual([]);
    });

    it('outside an image upload, has no app-wide effect', () => {
      const { policy, notifier, navigator, store } = setup(signedIn);
      expect(policy.handle(failure)).toBe(false);
      policy.handle({ ...failure, status: 503 });
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
  ])('leaves a $kind error to the caller', (error) => {
    const { policy, notifier, navigator, store } = setup(signedIn);
    expect(policy.handle(error, { imageUpload: true })).toBe(false);
    expect(notifier.shown).toEqual([]);
    expect(navigator.moves).toEqual([]);
    expect(store.get('token')).toBe('stored-token');
  });
  it('passes over a kind of error it does not know yet, so a new kind never crashes a caller', () => {
    const { policy, notifier, navigator, store } = setup(signedIn);
    // A kind another port may add before this handler learns it.
    const unknown = { kind: 'too-many-requests', message: 'Slow down' } as unknown as ApiError;
    expect(policy.handle(unknown)).toBe(false);
    expect(notifier.shown).toEqual([]);
    expect(navigator.moves).toEqual([]);
    expect(store.get('token')).toBe('stored-token');
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
  it('signs out once each time the session is ended', () => {
    const { policy, signOut } = setup(signedIn);
    const ended = vi.fn();
    const subscription = signOut.ended$.subscribe(ended);

    policy.endSession();
    expect(ended).toHaveBeenCalledTimes(1);
    policy.handle({ kind: 'unauthorized' });
    expect(ended).toHaveBeenCalledTimes(2);

    subscription.unsubscribe();
  });

  it('does not sign out for errors that leave the session alone', () => {
    const { policy, signOut } = setup(signedIn);
    const ended = vi.fn();
    signOut.ended$.subscribe(ended);

    policy.handle({ kind: 'rejected', message: 'No' });
    policy.handle({ kind: 'server', status: 500, message: 'Boom' }, { imageUpload: true });

    expect(ended).not.toHaveBeenCalled();
  });
});

describe('guardUnauthorized', () => {
  class Port {
    readonly label = 'user-port';
    calls = 0;

    load(answer: 'ok' | 'unauthorized' | 'network') {
      this.calls += 1;
      if (answer === 'ok') return Promise.resolve(Ok({ name: 'Priya' }));
      return Promise.resolve(Err<ApiError>({ kind: answer }));
    }

    save(_value: string) {
      return Promise.resolve(Err<ApiError>({ kind: 'unauthorized' }));
    }

    version(): number {
      return this.calls;
    }
  }

  it('calls back when any method returns Err unauthorized', async () => {
    const onUnauthorized = vi.fn();
    const guarded = guardUnauthorized(new Port(), onUnauthorized);

    await guarded.load('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await guarded.save('x');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('passes the result through untouched', async () => {
    const port = new Port();
    const guarded = guardUnauthorized(port, () => {});
    const refused = Err<ApiError>({ kind: 'unauthorized' });
    port.save = () => Promise.resolve(refused);

    expect(await guarded.save('x')).toBe(refused);
    const ok = await guarded.load('ok');
    expect(ok.isOk() && ok.value).toEqual({ name: 'Priya' });
  });

  it('ignores Ok and other errors', async () => {
    const onUnauthorized = vi.fn();
    const guarded = guardUnauthorized(new Port(), onUnauthorized);

    const ok = await guarded.load('ok');
    const network = await guarded.load('network');

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(network.isErr() && network.error).toEqual({ kind: 'network' });
    expect(ok.isOk()).toBe(true);
  });

  it('runs methods on the real port, so its own state is used', async () => {
    const port = new Port();
    const guarded = guardUnauthorized(port, () => {});
    await guarded.load('ok');
    expect(port.calls).toBe(1);
    // A synchronous method returns its value as it is.
    expect(guarded.version()).toBe(1);
  });

  it('leaves non-function properties alone', () => {
    const port = new Port();
    const guarded = guardUnauthorized(port, () => {});
    expect(guarded.label).toBe('user-port');
    expect(guarded.calls).toBe(0);
  });

  it('lets a rejected promise reject, without calling back', async () => {
    const onUnauthorized = vi.fn();
    const guarded = guardUnauthorized({ broken: () => Promise.reject(new Error('bug')) }, onUnauthorized);
    await expect(guarded.broken()).rejects.toThrow('bug');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
