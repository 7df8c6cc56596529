import { Observable } from 'rxjs';
import { Ok, type Result } from 'ts-results-es';
import type { ApiError } from './errors';
import type { Clock } from './ports';

/**
 * What a screen shows for data it reads from the server. `refreshing` is true while a value
 * already shown is being fetched again in the background (a page the patient comes back to).
 */
export type QueryState<T, E = ApiError> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T; readonly refreshing: boolean }
  | { readonly kind: 'failed'; readonly error: E };

/** A query's place in the cache: its context first, so a command can invalidate a whole context. */
export type QueryKey = readonly string[];

const LOADING = { kind: 'loading' } as const;

/**
 * Server data one screen (or several) reads, kept while the session lasts: a page visited
 * before shows its last value at once and refreshes it in the background. Loading starts
 * when the first reader subscribes, not when the query is made.
 */
export class Query<T, E = ApiError> {
  /** Every state from the current one on; subscribing starts a load when one is due. */
  readonly state$: Observable<QueryState<T, E>>;
  private current: QueryState<T, E> = LOADING;
  private readonly listeners = new Set<() => void>();
  /** Answers of an older load (overtaken by a reload or by `set`) are dropped. */
  private generation = 0;
  private inFlight = false;
  private loadedAt: number | null = null;
  private stale = false;

  constructor(
    private readonly load: () => Promise<Result<T, E>>,
    private readonly freshness: { clock: Clock; freshForMs: number },
  ) {
    this.state$ = new Observable<QueryState<T, E>>((subscriber) => {
      const emit = () => subscriber.next(this.current);
      const unsubscribe = this.subscribe(emit);
      emit();
      return unsubscribe;
    });
  }

  get state(): QueryState<T, E> {
    return this.current;
  }

  get hasReaders(): boolean {
    return this.listeners.size > 0;
  }

  /**
   * The shape useSyncExternalStore wants. The first reader after none starts a load when the
   * value is missing, failed, invalidated or older than the freshness window.
   */
  subscribe = (listener: () => void): (() => void) => {
    const first = this.listeners.size === 0;
    this.listeners.add(listener);
    if (first && this.due()) this.fetch();
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Fetches again; a value already shown stays on screen meanwhile. Bound, so a Retry button can take it as it is. */
  reload = (): void => {
    this.fetch();
  };

  /** A value a command returned (the order a payment answered with): newer than any load in flight. */
  set(value: T): void {
    this.generation += 1;
    this.inFlight = false;
    this.stale = false;
    this.loadedAt = this.freshness.clock.now().getTime();
    this.publish({ kind: 'ready', value, refreshing: false });
  }

  /** What a command changed: readers fetch again now, anyone later on their first look. */
  invalidate(): void {
    this.stale = true;
    if (this.inFlight) {
      // The read that is out left before the change: its answer must not be shown as current,
      // and the next reader must not wait for it.
      this.generation += 1;
      this.inFlight = false;
    }
    if (this.listeners.size > 0) this.fetch();
  }

  /** The value once loaded (for a use-case that needs it before acting), loading it if none is held. */
  async value(): Promise<Result<T, E>> {
    const state = this.current;
    if (state.kind === 'ready' && !this.stale) return Ok(state.value);
    const result = await this.load();
    if (result.isOk()) this.set(result.value);
    return result;
  }

  private due(): boolean {
    if (this.inFlight) return false;
    if (this.current.kind !== 'ready' || this.stale || this.loadedAt === null) return true;
    return this.freshness.clock.now().getTime() - this.loadedAt >= this.freshness.freshForMs;
  }

  private fetch(): void {
    const generation = ++this.generation;
    this.inFlight = true;
    this.stale = false;
    const shown = this.current;
    this.publish(shown.kind === 'ready' ? { ...shown, refreshing: true } : LOADING);
    void this.load().then(
      (result) => this.settle(generation, result),
      // Ports answer Err rather than reject, so a rejection is a bug: it surfaces as unhandled,
      // and the next reader may try again.
      (error: unknown) => {
        if (generation === this.generation) this.inFlight = false;
        throw error;
      },
    );
  }

  private settle(generation: number, result: Result<T, E>): void {
    if (generation !== this.generation) return;
    this.inFlight = false;
    if (result.isOk()) {
      this.loadedAt = this.freshness.clock.now().getTime();
      const shown = this.current;
      // An answer with the same data as the one on screen keeps that value, so what reads it
      // (a page of the patient comes back to) can tell nothing changed and render nothing.
      const value = shown.kind === 'ready' && sameData(shown.value, result.value) ? shown.value : result.value;
      this.publish({ kind: 'ready', value, refreshing: false });
      return;
    }
    const shown = this.current;
    // A background refresh that fails keeps what the patient already sees (a use-case that
    // must say why hands the failure to the error policy). It is tried again on the next visit.
    if (shown.kind === 'ready') {
      this.stale = true;
      this.publish({ ...shown, refreshing: false });
    } else {
      this.publish({ kind: 'failed', error: result.error });
    }
  }

  private publish(state: QueryState<T, E>): void {
    this.current = state;
    for (const listener of [...this.listeners]) listener();
  }
}

/** Whether two answers hold the same data: plain objects and arrays compared by content, dates by time. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const plain = (value: object) => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
  if (!plain(a) || !plain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** How long a value read stays fresh by default: a revisit within it shows the value and reads nothing. */
export const FRESH_FOR_MS = 5_000;

export interface QueryCacheOptions {
  /** Whose data the cache holds (the session token): when it changes, nothing of before is shown. */
  scope: () => string | null;
  clock: Clock;
  /** A revisit within this long shows the kept value without fetching again. */
  freshForMs?: number;
  /** Queries kept without readers; the least recently used beyond this are forgotten. */
  capacity?: number;
}

/**
 * The session's queries by key. One per app, shared by every context's use-cases, so a
 * command in one context can invalidate what another shows (a lab order on the orders page).
 */
export class QueryCache {
  private readonly entries = new Map<string, Query<unknown, unknown>>();
  private scope: string | null;
  private readonly freshForMs: number;
  private readonly capacity: number;

  constructor(private readonly options: QueryCacheOptions) {
    this.scope = options.scope();
    this.freshForMs = options.freshForMs ?? FRESH_FOR_MS;
    this.capacity = options.capacity ?? 100;
  }

  /** The query under `key`, made with `load` the first time it is asked for in this session. */
  query<T, E = ApiError>(key: QueryKey, load: () => Promise<Result<T, E>>): Query<T, E> {
    this.forgetAnotherSession();
    const id = JSON.stringify(key);
    const existing = this.entries.get(id);
    if (existing !== undefined) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(id);
      this.entries.set(id, existing);
      return existing as Query<T, E>;
    }
    const made = new Query<T, E>(load, { clock: this.options.clock, freshForMs: this.freshForMs });
    this.entries.set(id, made as Query<unknown, unknown>);
    this.evict();
    return made;
  }

  /** What a command returned for `key`, shown at once wherever that query is read; nothing when none is held. */
  put<T>(key: QueryKey, value: T): void {
    this.forgetAnotherSession();
    (this.entries.get(JSON.stringify(key)) as Query<T, unknown> | undefined)?.set(value);
  }

  /** Every query whose key starts with `prefix` is out of date: `['pharmacy', 'orders']` covers each order. */
  invalidate(prefix: QueryKey): void {
    for (const query of this.under(prefix)) query.invalidate();
  }

  /**
   * A change the server told of, shown at once in every query under `prefix` that holds a value
   * (a slot taken is gone from each day's list), before the caller invalidates them. The values
   * under `prefix` must all be of type `T`.
   */
  reviseEach<T>(prefix: QueryKey, change: (value: T) => T): void {
    for (const query of this.under(prefix)) {
      const shown = query.state;
      if (shown.kind === 'ready') query.set(change(shown.value as T));
    }
  }

  /** Forgets everything (sign-out); queries still on screen keep their state but are no longer shared. */
  clear(): void {
    this.entries.clear();
    this.scope = this.options.scope();
  }

  private under(prefix: QueryKey): Query<unknown, unknown>[] {
    return [...this.entries].filter(([id]) => {
      const key = JSON.parse(id) as string[];
      return prefix.every((part, i) => key[i] === part);
    }).map(([, query]) => query);
  }

  private forgetAnotherSession(): void {
    if (this.options.scope() !== this.scope) this.clear();
  }

  private evict(): void {
    for (const [id, query] of this.entries) {
      if (this.entries.size <= this.capacity) return;
      if (!query.hasReaders) this.entries.delete(id);
    }
  }
}

/**
 * A command's change shown at once where `query` is already on screen (a new address in the
 * list), then fetched again so the server's own answer replaces the guess.
 */
export function amend<T, E>(query: Query<T, E>, change: (value: T) => T): void {
  const shown = query.state;
  if (shown.kind === 'ready') query.set(change(shown.value));
  query.invalidate();
}
