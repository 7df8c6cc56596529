/** In-memory stand-ins for the shared ports, for the unit tests of every context (test code only). */
import type { Clock, CookieJar, KeyValueStore } from './ports';
import { QueryCache } from './query';

export class MemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  clears = 0;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}

/** Cookies in memory, honouring their lifetime against `now`. */
export function memoryCookies(now: () => number = () => 0): CookieJar & { names(): string[] } {
  const jar = new Map<string, { value: string; expires: number }>();
  return {
    get(name) {
      const cookie = jar.get(name);
      return cookie && cookie.expires > now() ? cookie.value : null;
    },
    set(name, value, maxAgeMs) {
      jar.set(name, { value, expires: now() + maxAgeMs });
    },
    remove(name) {
      jar.delete(name);
    },
    clear() {
      jar.clear();
    },
    names: () => [...jar.keys()],
  };
}

export class ManualClock implements Clock {
  constructor(private time = new Date(2026, 0, 15, 10, 0, 0)) {}

  now(): Date {
    return new Date(this.time.getTime());
  }

  advanceSeconds(seconds: number): void {
    this.time = new Date(this.time.getTime() + seconds * 1000);
  }
}

/** A fresh session's query cache, for use-cases that keep what they read. */
export function testQueries(clock: Clock = new ManualClock()): QueryCache {
  return new QueryCache({ scope: () => 'test-session', clock });
}
