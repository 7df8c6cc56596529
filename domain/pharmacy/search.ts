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
import { DATA_NOT_FOUND, DEBOUNCE_MS, MEDICINE_SEARCH } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { Medicine } from './model';
import type { PharmacyApi } from './ports';

export const MIN_SEARCH_LENGTH = 3;

export type MedicineSearchState =
  | { kind: 'idle' }
  | { kind: 'too-short'; text: string }
  | { kind: 'loading'; text: string }
  | { kind: 'results'; text: string; items: Medicine[]; total: number; page: number; loadingMore: boolean; moreError: ApiError | null }
  | { kind: 'empty'; text: string; message: string }
  | { kind: 'failed'; text: string; error: ApiError };

/**
 * Search as the patient types (spec §5, §7): debounced by the spec's 1000 ms, page 1 of 30,
 * with the pincode kept in local storage. A newer query cancels an older one, so results
 * never arrive out of order.
 */
export class MedicineSearch {
  private readonly typed = new Subject<string>();
  private readonly immediate = new Subject<string>();
  /** The same query once more (a retry, a new pincode): past the duplicate filter. */
  private readonly again = new Subject<string>();
  private readonly state = new BehaviorSubject<MedicineSearchState>({ kind: 'idle' });
  readonly state$: Observable<MedicineSearchState> = this.state.asObservable();
  private generation = 0;

  constructor(
    private readonly api: PharmacyApi,
    private readonly store: KeyValueStore,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    const queries = merge(this.typed.pipe(debounceTime(DEBOUNCE_MS, scheduler)), this.immediate).pipe(
      map((text) => text.trim().replace(/\s+/g, ' ')),
      distinctUntilChanged(),
    );
    merge(queries, this.again)
      .pipe(switchMap((text) => this.run(text)))
      .subscribe((next) => this.state.next(next));
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

  /** The shown query again, now: the delivery pincode changed, so availability did too. */
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
    const page = await this.api.search({ text: state.text, page: state.page + 1, size: MEDICINE_SEARCH.size, pincode: this.pincode() });
    if (generation !== this.generation) return;
    const current = this.state.value;
    if (current.kind !== 'results') return;
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

  private pincode(): string | null {
    return this.store.get(STORAGE_KEYS.pincode);
  }

  private async run(text: string): Promise<MedicineSearchState> {
    this.generation += 1;
    if (text === '') return { kind: 'idle' };
    if (text.length < MIN_SEARCH_LENGTH) return { kind: 'too-short', text };
    this.state.next({ kind: 'loading', text });
    const page = await this.api.search({ text, page: MEDICINE_SEARCH.page, size: MEDICINE_SEARCH.size, pincode: this.pincode() });
    if (page.isErr()) return { kind: 'failed', text, error: page.error };
    if (page.value.items.length === 0) return { kind: 'empty', text, message: DATA_NOT_FOUND };
    return { kind: 'results', text, items: page.value.items, total: page.value.total, page: page.value.page, loadingMore: false, moreError: null };
  }
}
