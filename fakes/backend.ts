import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import { randomToken } from './random-token';
import { seedState } from './seed';
import type { FakeState, FakeUser } from './state';
import { FAKE_STATE_VERSION } from './state';

export const FAULT_KINDS = ['401', '409', '413', '429', '500', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultPlan {
  kind: FaultKind;
  /** How many of the next calls fail; the calls after them succeed again. */
  remaining: number;
}

export interface Snapshots {
  load(): Promise<string | null>;
  save(json: string): Promise<void>;
}

export interface FakeBackendOptions {
  latencyMs?: number;
  snapshots?: Snapshots;
  /** The backend's clock (epoch ms): OTPs and reset tokens expire on it. Tests move it. */
  now?: () => number;
}

/** How long an injected 429 asks the app to wait: long enough to read, short enough for a demo. */
export const INJECTED_RETRY_AFTER_SECONDS = 120;

/** The error an injected fault stands for, as the in-memory ports report it (and the local server sends). */
export function faultError(kind: FaultKind): ApiError {
  switch (kind) {
    case '401':
      return { kind: 'unauthorized' };
    case '409':
      return { kind: 'conflict', message: 'This was changed by someone else meanwhile. Please try again.' };
    case '413':
      return { kind: 'too-large', message: 'The demo server refused this as too large (injected fault): it takes at most 1 MB.' };
    case '429':
      return { kind: 'too-many-requests', message: 'Too many requests (injected fault)', retryAfterSeconds: INJECTED_RETRY_AFTER_SECONDS };
    case '500':
      return { kind: 'server', status: 500, message: 'The demo server failed on purpose (injected fault).' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'malformed':
      return { kind: 'bad-response', detail: 'injected malformed body' };
  }
}

/**
 * The fake backend: one seeded store behind every fake port, with latency and fault
 * injection so demos and tests can show slow and failing calls.
 */
export class FakeBackend {
  state: FakeState;
  latencyMs: number;
  readonly now: () => number;
  private fault: FaultPlan | null = null;
  private readonly snapshots: Snapshots | undefined;
  private saving: Promise<void> = Promise.resolve();
  /** How far the demo has moved time on (POST /__demo/clock), so orders can be seen to progress. */
  private clockOffsetMs = 0;

  constructor(options: FakeBackendOptions = {}, state: FakeState = seedState()) {
    this.state = state;
    this.latencyMs = options.latencyMs ?? 0;
    this.snapshots = options.snapshots;
    const clock = options.now ?? (() => Date.now());
    this.now = () => clock() + this.clockOffsetMs;
  }

  /** Restores the saved demo, or keeps the seed when there is none or it is outdated. */
  async restore(): Promise<void> {
    const json = await this.snapshots?.load();
    if (!json) return;
    try {
      const saved = JSON.parse(json) as FakeState;
      if (saved.version === FAKE_STATE_VERSION) this.state = saved;
    } catch {
      // A corrupt snapshot is replaced by the seed on the next save.
    }
  }

  async reset(): Promise<void> {
    this.state = seedState();
    this.fault = null;
    this.clockOffsetMs = 0;
    await this.persist();
  }

  /** Moves the backend's time forward, never back: OTPs expire and orders advance as if it had passed. */
  advanceClock(ms: number): void {
    if (Number.isFinite(ms) && ms > 0) this.clockOffsetMs += ms;
  }

  injectFault(kind: FaultKind, count = 1): void {
    // takeFault fails a call before counting it down, so a count of 0 must plan nothing.
    this.fault = count > 0 ? { kind, remaining: count } : null;
  }

  clearFault(): void {
    this.fault = null;
  }

  get pendingFault(): FaultPlan | null {
    return this.fault;
  }

  /** Takes the next injected fault, if any: each fault fails exactly `remaining` calls. */
  takeFault(): FaultKind | null {
    if (this.fault === null) return null;
    const kind = this.fault.kind;
    this.fault.remaining -= 1;
    if (this.fault.remaining <= 0) this.fault = null;
    return kind;
  }

  /** Every in-memory port call goes through here: latency, then faults, then the work. */
  async call<T>(work: () => Result<T, ApiError>, options: { mutates?: boolean } = {}): Promise<Result<T, ApiError>> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const fault = this.takeFault();
    if (fault !== null) return Err(faultError(fault));
    const result = work();
    // Saved even when the work refused: a wrong OTP still counts towards the lock, and a
    // reload must not hand out fresh attempts.
    if (options.mutates) await this.persist();
    return result;
  }

  userByToken(token: string | null): Result<FakeUser, ApiError> {
    const id = token ? this.state.tokens[token] : undefined;
    const user = id ? this.state.users[id] : undefined;
    return user ? Ok(user) : Err({ kind: 'unauthorized' });
  }

  /**
   * A new session token for the user: every sign-in gets its own, so logout ends only that one;
   * random, so holding one token says nothing about another.
   */
  openSession(userId: string): string {
    const token = `fake-token-${randomToken()}`;
    this.state.tokens[token] = userId;
    return token;
  }

  /** The active account that holds this number; a deactivated one frees the number. */
  activeUserByMobile(mobileNumber: string): FakeUser | undefined {
    return Object.values(this.state.users).find((u) => u.active && u.mobileNumber === mobileNumber);
  }

  newId(prefix: string): string {
    const id = `${prefix}-${this.state.nextId}`;
    this.state.nextId += 1;
    return id;
  }

  persist(): Promise<void> {
    const snapshots = this.snapshots;
    if (!snapshots) return Promise.resolve();
    const json = JSON.stringify(this.state);
    this.saving = this.saving.then(() => snapshots.save(json)).catch(() => undefined);
    return this.saving;
  }
}
