import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError, TooManyRequestsError } from '../domain/shared/errors';
import type { FakeBackend } from './backend';

/**
 * The per-address limits every sign-in path of the fake backend runs (docs/decisions.md
 * "Attempt limits"): in the shared services, so the in-memory fake and the local server refuse
 * the same call with the same 429. An address is a mobile number or an e-mail address.
 */

/** Codes one address may be sent within SEND_WINDOW_MS, whatever they are for. */
export const MAX_SENDS = 3;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
/** Wrong codes, or wrong passwords (each counted apart), that lock an address. */
export const MAX_WRONG_ATTEMPTS = 5;
/** How long a lock lasts: no code is checked or sent, and no password tried, for that address. */
export const LOCK_MS = 15 * 60 * 1000;

export const LIMIT_MESSAGES = {
  locked: 'Too many wrong attempts',
  sends: 'Too many codes sent',
} as const;

/** What the backend remembers of the limits: saved with the rest, so a reload hands out no fresh attempts. */
export interface FakeLimits {
  /** Address -> when codes went to it (epoch ms), oldest first, within the send window. */
  sends: Record<string, number[]>;
  /** Address -> wrong codes and wrong passwords since its last success or lock. */
  wrong: Record<string, { codes: number; passwords: number }>;
  /** Address -> when its lock ends (epoch ms). */
  lockedUntil: Record<string, number>;
}

export function emptyLimits(): FakeLimits {
  return { sends: {}, wrong: {}, lockedUntil: {} };
}

function tooMany(message: string, untilMs: number, nowMs: number): TooManyRequestsError {
  return { kind: 'too-many-requests', message, retryAfterSeconds: Math.max(1, Math.ceil((untilMs - nowMs) / 1000)) };
}

/** Refused while the address is locked; a lapsed lock is forgotten. */
export function checkLock(backend: FakeBackend, address: string): Result<null, ApiError> {
  const limits = backend.state.limits;
  const until = limits.lockedUntil[address];
  if (until === undefined) return Ok(null);
  const now = backend.now();
  if (now < until) return Err(tooMany(LIMIT_MESSAGES.locked, until, now));
  delete limits.lockedUntil[address];
  return Ok(null);
}

/**
 * Counts a code going to the address, or refuses it: during a lock (a new code must not
 * reopen what the lock closed), and when MAX_SENDS went out within the window, until the
 * oldest of them leaves it.
 */
export function takeSend(backend: FakeBackend, address: string): Result<null, ApiError> {
  const locked = checkLock(backend, address);
  if (locked.isErr()) return locked;
  const limits = backend.state.limits;
  const now = backend.now();
  const recent = (limits.sends[address] ?? []).filter((at) => now - at < SEND_WINDOW_MS);
  const oldest = recent[0];
  if (recent.length >= MAX_SENDS && oldest !== undefined) {
    limits.sends[address] = recent;
    return Err(tooMany(LIMIT_MESSAGES.sends, oldest + SEND_WINDOW_MS, now));
  }
  limits.sends[address] = [...recent, now];
  return Ok(null);
}

/**
 * Counts a wrong code or password. The one that reaches MAX_WRONG_ATTEMPTS locks the address
 * and is itself answered with the lock, so nobody types another in vain; null otherwise.
 */
export function recordWrong(backend: FakeBackend, address: string, what: 'codes' | 'passwords'): TooManyRequestsError | null {
  const limits = backend.state.limits;
  const counts = limits.wrong[address] ?? { codes: 0, passwords: 0 };
  counts[what] += 1;
  if (counts[what] < MAX_WRONG_ATTEMPTS) {
    limits.wrong[address] = counts;
    return null;
  }
  delete limits.wrong[address];
  const now = backend.now();
  limits.lockedUntil[address] = now + LOCK_MS;
  return tooMany(LIMIT_MESSAGES.locked, now + LOCK_MS, now);
}

/** The right code or password: what was wrong before is forgotten. */
export function recordSuccess(backend: FakeBackend, address: string): void {
  delete backend.state.limits.wrong[address];
}
