import { HttpClient } from '../../adapters/http/client';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { UserApi } from '../../domain/session/ports';
import { FakeBackend } from '../../fakes/backend';
import { DEMO_OTP } from '../../fakes/seed';
import { FakeUserApi } from '../../fakes/user-api';
import { startLocalServer } from './local-server';
import type { ContractFault } from './user-api.contract';

/**
 * What every contract subject offers beside its ports: a session, the backend's clock and its
 * faults. The two builders below give the same to the in-memory fakes and to the HTTP adapters
 * over the local fake server, so a contract runs unchanged against both.
 */
export interface SubjectControls {
  /** OTP sign-in as `mobileNumber` with the demo code; the token becomes the subject's bearer. */
  signIn(mobileNumber: string): Promise<void>;
  signOut(): void;
  /** The bearer the ports send from now on (null: signed out). */
  setToken(token: string | null): void;
  /** Moves the backend's clock on; for the HTTP subject it is the in-process server's clock. */
  advanceClock(ms: number): void;
  /** The next `count` port calls (default 1) fail with `kind`; the calls after succeed. */
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  /** The local server's address, for wire-level checks; null in memory. */
  baseUrl: string | null;
  dispose(): Promise<void>;
}

/** What a subject's ports are built from: the one backend behind them and the current bearer. */
export interface SubjectContext {
  backend: FakeBackend;
  token: () => string | null;
}

/** A fresh seeded backend whose clock starts at `start` and moves only when a test moves it. */
function clockedBackend(start: number): { backend: FakeBackend; advance(ms: number): void } {
  let now = start;
  return { backend: new FakeBackend({ now: () => now }), advance: (ms) => (now += ms) };
}

/** Signs in through the user port with the demo OTP and hands the session token on. */
function signInWith(user: UserApi, setToken: (token: string | null) => void): (mobileNumber: string) => Promise<void> {
  return async (mobileNumber) => {
    const sent = await user.sendOtp({ mobileNumber, encryptedToken: 'contract-test-encrypted-token' });
    if (sent.isErr()) throw new Error(`sendOtp failed: ${JSON.stringify(sent.error)}`);
    const verified = await user.verifyOtp({ mobileNumber, otp: DEMO_OTP });
    if (verified.isErr()) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.error)}`);
    setToken(verified.value.token);
  };
}

function sessionOf(backendAt: number) {
  const { backend, advance } = clockedBackend(backendAt);
  let token: string | null = null;
  const setToken = (next: string | null) => {
    token = next;
  };
  const context: SubjectContext = { backend, token: () => token };
  return { context, advance, setToken };
}

/** The in-memory fakes' ports (built by `portsOf`) over a fresh backend whose clock starts at `start`. */
export async function inMemorySubject<P extends object>(start: number, portsOf: (context: SubjectContext) => P): Promise<P & SubjectControls> {
  const { context, advance, setToken } = sessionOf(start);
  const { backend } = context;
  return {
    ...portsOf(context),
    signIn: signInWith(new FakeUserApi(backend, context.token), setToken),
    signOut: () => setToken(null),
    setToken,
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      backend.injectFault(kind, count);
    },
    baseUrl: null,
    async dispose() {},
  };
}

/**
 * The HTTP adapters (built by `portsOf` on one client) over the local fake server, whose backend's
 * clock starts at `start`. `timeoutMs` is the client's: short where a contract waits for a timeout.
 */
export async function httpSubject<P extends object>(
  start: number,
  timeoutMs: number,
  portsOf: (http: HttpClient, context: SubjectContext) => P,
): Promise<P & SubjectControls> {
  const { context, advance, setToken } = sessionOf(start);
  const local = await startLocalServer(context.backend);
  const http = new HttpClient({ baseUrl: local.baseUrl, token: context.token, timeoutMs });
  return {
    ...portsOf(http, context),
    signIn: signInWith(new HttpUserApi(http), setToken),
    signOut: () => setToken(null),
    setToken,
    advanceClock: advance,
    async injectFault(kind, count = 1) {
      const response = await fetch(`${local.baseUrl}/__demo/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind, count }),
      });
      if (!response.ok) throw new Error(`POST /__demo/faults answered ${response.status}: ${await response.text()}`);
    },
    baseUrl: local.baseUrl,
    dispose: () => local.close(),
  };
}
