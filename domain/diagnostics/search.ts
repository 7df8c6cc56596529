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
import { Err, Ok, type Result } from 'ts-results-es';
import { DATA_NOT_FOUND, DEBOUNCE_MS, DIAGNOSTIC_SEARCH } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { parsePincode, type Pincode } from '../shared/pincode';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { ErrorPolicy } from '../session/error-policy';
import type { LabTestDetail, LabTestSummary, Serviceability } from './model';
import type { DiagnosticsApi } from './ports';

/** Test names are short ('CBC', 'B12'), so two letters are enough to search. */
export const MIN_LAB_SEARCH_LENGTH = 2;

/**
 * Where the sample is to be collected: the zipcode kept in local storage under `zipcode`
 * (spec §3, §7), which search, the test page and the cart send. Only a valid pincode is kept.
 */
export class CollectionZipcode {
  private readonly subject: BehaviorSubject<Pincode | null>;
  readonly zipcode$: Observable<Pincode | null>;

  constructor(private readonly store: KeyValueStore) {
    this.subject = new BehaviorSubject<Pincode | null>(this.read());
    this.zipcode$ = this.subject.pipe(distinctUntilChanged());
  }

  get current(): Pincode | null {
    return this.read();
  }

  change(input: string): Result<Pincode, string> {
    const parsed = parsePincode(input);
    if (parsed.isErr()) return Err(parsed.error);
    this.store.set(STORAGE_KEYS.zipcode, parsed.value);
    this.subject.next(parsed.value);
    return Ok(parsed.value);
  }

  private read(): Pincode | null {
    const raw = this.store.get(STORAGE_KEYS.zipcode);
    if (raw === null) return null;
    const parsed = parsePincode(raw);
    return parsed.isOk() ? parsed.value : null;
  }
}

export type LabSearchState =
  | { kind: 'idle' }
  | { kind: 'too-short'; q: string }
  | { kind: 'loading'; q: string }
  | { kind: 'results'; q: string; items: LabTestSummary[]; total: number; page: number; loadingMore: boolean; moreError: ApiError | null }
  | { kind: 'empty'; q: string; message: string }
  | { kind: 'failed'; q: string; error: ApiError };

/**
 * Lab test search as the patient types (spec §5, §7): debounced by 1000 ms, page 1 of 10,
 * q, and the zipcode from local storage; a newer query cancels an older one.
 */
export class LabTestSearch {
  private readonly typed = new Subject<string>();
  private readonly immediate = new Subject<string>();
  private readonly again = new Subject<string>();
  private readonly state = new BehaviorSubject<LabSearchState>({ kind: 'idle' });
  readonly state$: Observable<LabSearchState> = this.state.asObservable();
  private generation = 0;

  constructor(
    private readonly api: DiagnosticsApi,
    private readonly zipcode: CollectionZipcode,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    const queries = merge(this.typed.pipe(debounceTime(DEBOUNCE_MS, scheduler)), this.immediate).pipe(
      map((text) => text.trim().replace(/\s+/g, ' ')),
      distinctUntilChanged(),
    );
    merge(queries, this.again)
      .pipe(switchMap((q) => this.run(q)))
      .subscribe((next) => this.state.next(next));
  }

  get current(): LabSearchState {
    return this.state.value;
  }

  type(text: string): void {
    this.typed.next(text);
  }

  submit(text: string): void {
    this.immediate.next(text);
  }

  /** The shown query again: after a failure, or because the zipcode changed. */
  refresh(): void {
    const state = this.state.value;
    if (state.kind === 'idle' || state.kind === 'too-short') return;
    this.again.next(state.q);
  }

  async loadMore(): Promise<void> {
    const state = this.state.value;
    if (state.kind !== 'results' || state.loadingMore || state.items.length >= state.total) return;
    const generation = this.generation;
    this.state.next({ ...state, loadingMore: true, moreError: null });
    const page = await this.api.search({ q: state.q, page: state.page + 1, limit: DIAGNOSTIC_SEARCH.limit, zipcode: this.zipcode.current });
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

  private async run(q: string): Promise<LabSearchState> {
    this.generation += 1;
    if (q === '') return { kind: 'idle' };
    if (q.length < MIN_LAB_SEARCH_LENGTH) return { kind: 'too-short', q };
    this.state.next({ kind: 'loading', q });
    const page = await this.api.search({ q, page: DIAGNOSTIC_SEARCH.page, limit: DIAGNOSTIC_SEARCH.limit, zipcode: this.zipcode.current });
    if (page.isErr()) return { kind: 'failed', q, error: page.error };
    if (page.value.items.length === 0) return { kind: 'empty', q, message: DATA_NOT_FOUND };
    return { kind: 'results', q, items: page.value.items, total: page.value.total, page: page.value.page, loadingMore: false, moreError: null };
  }
}

/** The test page's reads: the test priced in the zipcode's city, packages, serviceability. */
export class LabTestDetails {
  constructor(
    private readonly api: DiagnosticsApi,
    private readonly zipcode: CollectionZipcode,
    private readonly errors: ErrorPolicy,
  ) {}

  async test(id: string): Promise<Result<LabTestDetail, ApiError>> {
    const test = await this.api.test(id, this.zipcode.current);
    // Spec §8: product detail has no handler attached; only a dead session is acted on.
    if (test.isErr() && test.error.kind === 'unauthorized') this.errors.handle(test.error, { quiet: true });
    return test;
  }

  async packages(cityId: string | null): Promise<Result<LabTestSummary[], ApiError>> {
    const packages = await this.api.packages(cityId);
    if (packages.isErr()) this.errors.handle(packages.error, { quiet: true });
    return packages;
  }

  /** Whether home collection reaches the stored zipcode; Ok(null) when none is stored. */
  async serviceability(): Promise<Result<Serviceability | null, ApiError>> {
    const zipcode = this.zipcode.current;
    if (zipcode === null) return Ok(null);
    const checked = await this.api.availability({ zipcode, lat: null, long: null });
    if (checked.isErr()) this.errors.handle(checked.error, { quiet: true });
    return checked;
  }
}
