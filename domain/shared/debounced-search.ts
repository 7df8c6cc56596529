import {
  asyncScheduler,
  BehaviorSubject,
  debounceTime,
  distinctUntilChanged,
  map,
  merge,
  type Observable,
  type SchedulerLike,
  Subject,
  switchMap,
} from 'rxjs';
import type { Result } from 'ts-results-es';
import { DATA_NOT_FOUND, DEBOUNCE_MS } from './constants';
import type { ApiError } from './errors';

/** What a search call answers: one page of matches and how many there are in all. */
export interface MatchesPage<T> {
  items: T[];
  page: number;
  total: number;
}

export type SearchState<T> =
  | { kind: 'idle' }
  | { kind: 'too-short'; text: string }
  | { kind: 'loading'; text: string }
  | { kind: 'results'; text: string; items: T[]; total: number; page: number; loadingMore: boolean; moreError: ApiError | null }
  | { kind: 'empty'; text: string; message: string }
  | { kind: 'failed'; text: string; error: ApiError };

export interface DebouncedSearchOptions<T> {
  /** Page `page` of the matches for `text`; read at call time, so a changed pincode counts. */
  fetchPage: (text: string, page: number) => Promise<Result<MatchesPage<T>, ApiError>>;
  firstPage: number;
  /** Shorter queries (after trimming) are not sent. */
  minLength: number;
  scheduler?: SchedulerLike;
}

/**
 * Search as the patient types (spec §5, §7): debounced by the spec's 1000 ms, at once on
 * submit, paged with "show more". A newer query cancels an older one, so results never arrive
 * out of order. Each area names its own (MedicineSearch, LabTestSearch) over its API call.
 */
export class DebouncedSearch<T extends { id: string }> {
  private readonly typed = new Subject<string>();
  private readonly immediate = new Subject<string>();
  /** The same query once more (a retry, a new pincode): past the duplicate filter. */
  private readonly again = new Subject<string>();
  private readonly state = new BehaviorSubject<SearchState<T>>({ kind: 'idle' });
  readonly state$: Observable<SearchState<T>> = this.state.asObservable();
  private generation = 0;
  private readonly fetchPage: DebouncedSearchOptions<T>['fetchPage'];
  private readonly firstPage: number;
  private readonly minLength: number;

  constructor({ fetchPage, firstPage, minLength, scheduler = asyncScheduler }: DebouncedSearchOptions<T>) {
    this.fetchPage = fetchPage;
    this.firstPage = firstPage;
    this.minLength = minLength;
    const queries = merge(this.typed.pipe(debounceTime(DEBOUNCE_MS, scheduler)), this.immediate).pipe(
      map((text) => text.trim().replace(/\s+/g, ' ')),
      distinctUntilChanged(),
    );
    merge(queries, this.again)
      .pipe(switchMap((text) => this.run(text)))
      .subscribe((next) => this.state.next(next));
  }

  get current(): SearchState<T> {
    return this.state.value;
  }

  /** As the patient types: waits for a pause. */
  type(text: string): void {
    this.typed.next(text);
  }

  /** Enter or the search button: no waiting. */
  submit(text: string): void {
    this.immediate.next(text);
  }

  /** The same query again, after a failure. */
  retry(): void {
    const state = this.state.value;
    if (state.kind !== 'failed') return;
    this.again.next(state.text);
  }

  /** The shown query again, now: after a failure, or because the pincode changed what is offered. */
  refresh(): void {
    const state = this.state.value;
    if (state.kind === 'idle' || state.kind === 'too-short') return;
    this.again.next(state.text);
  }

  /** The next page of results, appended ("show more"). */
  async loadMore(): Promise<void> {
    const state = this.state.value;
    if (state.kind !== 'results' || state.loadingMore || state.items.length >= state.total) return;
    const generation = this.generation;
    this.state.next({ ...state, loadingMore: true, moreError: null });
    const page = await this.fetchPage(state.text, state.page + 1);
    const current = this.state.value;
    if (generation !== this.generation || current.kind !== 'results') return;
    if (page.isErr()) {
      this.state.next({ ...current, loadingMore: false, moreError: page.error });
      return;
    }
    const known = new Set(current.items.map((item) => item.id));
    this.state.next({
      ...current,
      items: [...current.items, ...page.value.items.filter((item) => !known.has(item.id))],
      page: page.value.page,
      total: page.value.total,
      loadingMore: false,
    });
  }

  private async run(text: string): Promise<SearchState<T>> {
    this.generation += 1;
    if (text === '') return { kind: 'idle' };
    if (text.length < this.minLength) return { kind: 'too-short', text };
    this.state.next({ kind: 'loading', text });
    const page = await this.fetchPage(text, this.firstPage);
    if (page.isErr()) return { kind: 'failed', text, error: page.error };
    if (page.value.items.length === 0) return { kind: 'empty', text, message: DATA_NOT_FOUND };
    return { kind: 'results', text, items: page.value.items, total: page.value.total, page: page.value.page, loadingMore: false, moreError: null };
  }
}
