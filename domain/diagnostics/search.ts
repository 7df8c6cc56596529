import { BehaviorSubject, distinctUntilChanged, type Observable, type SchedulerLike } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { DIAGNOSTIC_SEARCH } from '../shared/constants';
import { DebouncedSearch, type SearchState } from '../shared/debounced-search';
import type { ApiError } from '../shared/errors';
import { parsePincode, type Pincode } from '../shared/pincode';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { ErrorPolicy } from '../session/error-policy';
import type { LabTestDetail, LabTestSummary, Serviceability } from './model';
import type { DiagnosticsApi } from './ports';
import { DIAGNOSTIC_QUERIES } from './queries';

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

export type LabSearchState = SearchState<LabTestSummary>;

/** Lab test search as the patient types (spec §5, §7): page 1 of 10, q and the stored zipcode. */
export class LabTestSearch extends DebouncedSearch<LabTestSummary> {
  constructor(api: DiagnosticsApi, zipcode: CollectionZipcode, scheduler?: SchedulerLike) {
    super({
      fetchPage: (q, page) => api.search({ q, page, limit: DIAGNOSTIC_SEARCH.limit, zipcode: zipcode.current }),
      firstPage: DIAGNOSTIC_SEARCH.page,
      minLength: MIN_LAB_SEARCH_LENGTH,
      scheduler,
    });
  }
}

/** The test page's reads: the test priced in the zipcode's city, packages, serviceability. */
export class LabTestDetails {
  constructor(
    private readonly api: DiagnosticsApi,
    private readonly zipcode: CollectionZipcode,
    private readonly errors: ErrorPolicy,
    private readonly queries: QueryCache,
  ) {}

  /** The test with its prices at the collection zipcode as it is now. */
  test(id: string): Query<LabTestDetail> {
    const zipcode = this.zipcode.current;
    return this.queries.query(DIAGNOSTIC_QUERIES.test(id, zipcode), async () => {
      // Spec §8: product detail has no handler attached; the page shows a failure in place.
      return this.api.test(id, zipcode);
    });
  }

  /** The packages of the collection zipcode's city, or of every city when it has none or is not served. */
  packages(): Query<LabTestSummary[]> {
    return this.queries.query(DIAGNOSTIC_QUERIES.packages(this.zipcode.current), async () => {
      const where = await this.serviceability();
      const packages = await this.api.packages(where.isOk() ? (where.value?.city?.id ?? null) : null);
      return packages;
    });
  }

  /**
   * Whether home collection reaches the stored zipcode; Ok(null) when none is stored. The
   * search page then shows every city's packages without a word, so the shared handler speaks.
   */
  async serviceability(): Promise<Result<Serviceability | null, ApiError>> {
    const zipcode = this.zipcode.current;
    if (zipcode === null) return Ok(null);
    const checked = await this.api.availability({ zipcode, lat: null, long: null });
    if (checked.isErr()) this.errors.handle(checked.error, { shown: 'catalogue' });
    return checked;
  }
}
