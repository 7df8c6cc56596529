import { Ok, type Result } from 'ts-results-es';
import type { City, CustomPackageQuote, LabTestDetail, LabTestPage, LabTestSummary, PreferredProductOptions, Serviceability } from '../../domain/diagnostics/model';
import { CUSTOM_PACKAGE_MAX_TESTS, CUSTOM_PACKAGE_MIN_TESTS } from '../../domain/diagnostics/packages';
import type { ApiError } from '../../domain/shared/errors';
import { cityForPincode, type LabCatalogue, type LabCatalogueEntry } from './catalogue';
import { DIAGNOSTICS_ERRORS, notFound, pagingError, rejected } from './errors';
import type { LabPricing } from './pricing';
import { DEMO_CITIES, LABS } from './tests';

/** Finding tests: search, packages, a lab's own list, custom packages, and where tests are collected. */
export class FakeLabTestSearch {
  constructor(
    private readonly catalogueOf: () => LabCatalogue,
    private readonly pricing: LabPricing,
  ) {}

  private get catalogue(): LabCatalogue {
    return this.catalogueOf();
  }

  search(query: { q: string; page: number; limit: number; zipcode: string | null }): Result<LabTestPage, ApiError> {
    const paging = pagingError(query.page, query.limit);
    if (paging) return paging;
    return Ok(this.catalogue.search(query.q, query.page, query.limit, cityForPincode(query.zipcode)?.id ?? null));
  }

  packages(cityId: string | null): Result<LabTestSummary[], ApiError> {
    if (cityId !== null && !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(this.catalogue.packages(cityId));
  }

  partnerTests(query: { labId: string; q: string | null; cityId: string | null; page: number; limit: number }): Result<LabTestPage, ApiError> {
    const paging = pagingError(query.page, query.limit);
    if (paging) return paging;
    const lab = LABS.find((candidate) => candidate.id === query.labId);
    if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
    if (query.cityId !== null && !DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const cityId = query.cityId;
    if (cityId !== null && !lab.cities.includes(cityId)) return Ok({ items: [], page: query.page, limit: query.limit, total: 0 });
    // The search keeps its ranking; the whole ranked list is narrowed to the lab before paging.
    const entries =
      query.q === null
        ? this.catalogue.entries
        : this.catalogue.search(query.q, 1, this.catalogue.size, cityId).items.map((summary) => this.catalogue.entry(summary.id) as LabCatalogueEntry);
    const offered = entries.filter((entry) => entry.prices.has(lab.id));
    const start = (query.page - 1) * query.limit;
    const items = offered.slice(start, start + query.limit).map((entry) => {
      const price = entry.prices.get(lab.id) as { mrpPaise: number; pricePaise: number };
      return { ...this.catalogue.summary(entry, cityId), fromPricePaise: price.pricePaise, mrpPaise: price.mrpPaise, labCount: 1 };
    });
    return Ok({ items, page: query.page, limit: query.limit, total: offered.length });
  }

  customPackage(query: { testIds: string[]; cityId: string }): Result<CustomPackageQuote, ApiError> {
    if (!DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const ids = [...new Set(query.testIds)];
    if (ids.length < CUSTOM_PACKAGE_MIN_TESTS || ids.length > CUSTOM_PACKAGE_MAX_TESTS) return rejected(DIAGNOSTICS_ERRORS.customPackageSize);
    const entries: LabCatalogueEntry[] = [];
    for (const id of ids) {
      const entry = this.catalogue.entry(id);
      if (!entry) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
      if (entry.kind === 'PACKAGE') return rejected(DIAGNOSTICS_ERRORS.customPackagePackage);
      if (this.catalogue.labsFor(entry, query.cityId).length === 0) return rejected(DIAGNOSTICS_ERRORS.notInCity);
      entries.push(entry);
    }
    const items = entries.map((entry) => ({ itemId: entry.id }));
    return Ok({ tests: entries.map((entry) => this.catalogue.summary(entry, query.cityId)), quotes: this.pricing.quotes(items, query.cityId) });
  }

  preferredOptions(testId: string, cityId: string | null): Result<PreferredProductOptions, ApiError> {
    const entry = this.catalogue.entry(testId);
    if (!entry) return notFound();
    if (cityId !== null && !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const accredited = this.catalogue.detail(entry, cityId).prices.filter((price) => price.lab.accreditations.includes('NABL'));
    const packages = this.catalogue.entries
      .filter((candidate) => candidate.kind === 'PACKAGE' && candidate.testIds.includes(entry.id) && this.catalogue.labsFor(candidate, cityId).length > 0)
      .map((candidate) => this.catalogue.summary(candidate, cityId))
      .sort((a, b) => a.fromPricePaise - b.fromPricePaise || a.name.localeCompare(b.name));
    return Ok({ preferredLabId: accredited[0]?.lab.id ?? null, packages });
  }

  cities(): Result<City[], ApiError> {
    return Ok(DEMO_CITIES.map((city) => ({ id: city.id, name: city.name, state: city.state })));
  }

  test(id: string, zipcode: string | null): Result<LabTestDetail, ApiError> {
    const entry = this.catalogue.entry(id);
    if (!entry) return notFound();
    return Ok(this.catalogue.detail(entry, cityForPincode(zipcode)?.id ?? null));
  }

  availability(zipcode: string): Result<Serviceability, ApiError> {
    if (!/^[1-9]\d{5}$/.test(zipcode)) return rejected(DIAGNOSTICS_ERRORS.zipcode);
    const city = cityForPincode(zipcode);
    if (city === null) return Ok({ serviceable: false, city: null });
    return Ok({ serviceable: LABS.some((lab) => lab.cities.includes(city.id)), city: { id: city.id, name: city.name, state: city.state } });
  }
}
