import { BehaviorSubject, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import type { KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { CustomPackageQuote, LabBranch, LabTestPage, PreferredProductOptions } from './model';
import type { DiagnosticsApi } from './ports';
import { DIAGNOSTIC_QUERIES } from './queries';
import type { CollectionZipcode } from './search';

/** A custom package is worth building from two tests; past ten a ready package is the better buy. */
export const CUSTOM_PACKAGE_MIN_TESTS = 2;
export const CUSTOM_PACKAGE_MAX_TESTS = 10;
/** Lab names and localities are words, so two letters narrow the list enough. */
export const LAB_SEARCH_MIN_LENGTH = 2;
/** Tests of one lab shown per page on the lab's page. */
export const PARTNER_TESTS_PAGE_SIZE = 10;

export const PACKAGE_MESSAGES = {
  size: `Choose ${CUSTOM_PACKAGE_MIN_TESTS} to ${CUSTOM_PACKAGE_MAX_TESTS} tests for a custom package`,
  zipcode: 'Add your pincode to see what the package costs at each lab.',
  notServiceable: 'We do not collect samples at this pincode yet.',
  labSearch: `Type at least ${LAB_SEARCH_MIN_LENGTH} letters of the lab, area or pincode`,
} as const;

type Invalid = { kind: 'invalid'; message: string };
export type CustomPackageError = Invalid | { kind: 'zipcode-needed'; message: string } | ApiError;

/** The tests of a custom package as the server is asked for them: each once, in the order chosen. */
export function customPackageTests(testIds: readonly string[]): Result<string[], Invalid> {
  const unique = [...new Set(testIds)];
  if (unique.length < CUSTOM_PACKAGE_MIN_TESTS || unique.length > CUSTOM_PACKAGE_MAX_TESTS) return Err({ kind: 'invalid', message: PACKAGE_MESSAGES.size });
  return Ok(unique);
}

/** A test picked for the custom package, as the picker shows it. */
export interface PackagePick {
  id: string;
  name: string;
}

/** Where the picks are kept, so a reload or a visit to a test's page keeps them. */
export const PACKAGE_PICKS_KEY = 'diagnosticPackagePicks';

/** The tests the patient has picked for a custom package, kept in local storage. */
export class PackagePicks {
  private readonly subject: BehaviorSubject<PackagePick[]>;
  readonly picks$: Observable<PackagePick[]>;

  constructor(private readonly store: KeyValueStore) {
    this.subject = new BehaviorSubject<PackagePick[]>(this.read());
    this.picks$ = this.subject.asObservable();
  }

  get current(): PackagePick[] {
    return this.subject.value;
  }

  /** Picks the test, or unpicks it when already picked; an eleventh test is refused. */
  toggle(test: PackagePick): Result<PackagePick[], Invalid> {
    const picked = this.current.some((pick) => pick.id === test.id);
    if (!picked && this.current.length >= CUSTOM_PACKAGE_MAX_TESTS) return Err({ kind: 'invalid', message: PACKAGE_MESSAGES.size });
    return Ok(this.save(picked ? this.current.filter((pick) => pick.id !== test.id) : [...this.current, { id: test.id, name: test.name }]));
  }

  remove(id: string): void {
    this.save(this.current.filter((pick) => pick.id !== id));
  }

  private save(picks: PackagePick[]): PackagePick[] {
    if (picks.length === 0) this.store.remove(PACKAGE_PICKS_KEY);
    else this.store.set(PACKAGE_PICKS_KEY, JSON.stringify(picks));
    this.subject.next(picks);
    return picks;
  }

  private read(): PackagePick[] {
    try {
      const parsed: unknown = JSON.parse(this.store.get(PACKAGE_PICKS_KEY) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((item): item is PackagePick => typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.name === 'string')
        .slice(0, CUSTOM_PACKAGE_MAX_TESTS)
        .map((item) => ({ id: item.id, name: item.name }));
    } catch {
      return [];
    }
  }
}

/** The words of a lab search, or why they are not enough yet. */
export function labSearchQuery(q: string): Result<string, Invalid> {
  const trimmed = q.trim().replace(/\s+/g, ' ');
  if (trimmed.length < LAB_SEARCH_MIN_LENGTH) return Err({ kind: 'invalid', message: PACKAGE_MESSAGES.labSearch });
  return Ok(trimmed);
}

/**
 * What the partner labs offer beyond a single test: custom packages priced at every lab,
 * a lab's own tests, the options suggested on a test's page, and the labs lookup search.
 * Failures are shown where they happened, but for the preferred options, which the page leaves
 * out without a word.
 */
export class LabOffers {
  constructor(
    private readonly api: DiagnosticsApi,
    private readonly zipcode: CollectionZipcode,
    private readonly errors: ErrorPolicy,
    private readonly queries: QueryCache,
  ) {}

  /** The chosen tests priced together at every lab of the collection zipcode's city. */
  async customPackage(testIds: readonly string[]): Promise<Result<CustomPackageQuote, CustomPackageError>> {
    const tests = customPackageTests(testIds);
    if (tests.isErr()) return tests;
    const zipcode = this.zipcode.current;
    if (zipcode === null) return Err({ kind: 'zipcode-needed', message: PACKAGE_MESSAGES.zipcode });
    const where = await this.api.availability({ zipcode, lat: null, long: null });
    if (where.isErr()) return where;
    if (where.value.city === null) return Err({ kind: 'invalid', message: PACKAGE_MESSAGES.notServiceable });
    return this.api.customPackage({ testIds: tests.value, cityId: where.value.city.id });
  }

  /** One lab's tests, all of them or those matching `q`: the first page, kept for a revisit. */
  partnerTests(labId: string, q: string): Query<LabTestPage> {
    const words = q.trim();
    return this.queries.query(DIAGNOSTIC_QUERIES.partnerTests(labId, words), () => this.partnerTestsPage(labId, words, 1));
  }

  /** A further page of one lab's tests (Show more tests). */
  async partnerTestsPage(labId: string, q: string, page: number): Promise<Result<LabTestPage, ApiError>> {
    const query = { labId, cityId: null, page, limit: PARTNER_TESTS_PAGE_SIZE };
    const words = q.trim();
    return words === '' ? this.api.partnerTests(query) : this.api.searchPartnerTests({ ...query, q: words });
  }

  /**
   * The suggested lab and the packages holding the test, in the collection zipcode's city
   * (every city without one). Extras the test page leaves out when they fail, without a word,
   * so the shared handler speaks (spec §8).
   */
  preferredOptions(testId: string): Query<PreferredProductOptions> {
    const zipcode = this.zipcode.current;
    return this.queries.query(DIAGNOSTIC_QUERIES.preferredOptions(testId, zipcode), async () => {
      const where = zipcode === null ? null : await this.api.availability({ zipcode, lat: null, long: null });
      const options = where !== null && where.isErr() ? where : await this.api.preferredOptions(testId, where?.value.city?.id ?? null);
      if (options.isErr()) this.errors.handle(options.error, { shown: 'catalogue' });
      return options;
    });
  }

  /** POST lab search across every city we collect in. */
  async searchLabs(q: string): Promise<Result<LabBranch[], Invalid | ApiError>> {
    const query = labSearchQuery(q);
    if (query.isErr()) return query;
    return this.api.searchLabs({ q: query.value, cityId: null });
  }
}
