import type { LabPrice, LabTestDetail, LabTestPage, LabTestSummary, SampleType } from '../../domain/diagnostics/model';
import { stableHash } from '../seeded-random';
import { PrefixIndex, tokensOf } from '../search-index';
import { DEMO_CITIES, EXTRA_ANALYTES, EXTRA_QUALIFIERS, LABS, PACKAGES, TESTS, type FakeLab } from './tests';

/** How many tests and packages the demo lists; the benchmark builds 5,000. */
export const DEMO_LAB_CATALOGUE_SIZE = 400;

/** A longer query finds no test. */
const MAX_QUERY_WORDS = 60;

/** One test or package of the catalogue, with every lab's price in paise. */
export interface LabCatalogueEntry {
  id: string;
  name: string;
  kind: 'TEST' | 'PACKAGE';
  description: string;
  parameters: string[];
  sampleType: SampleType;
  fastingHours: number;
  turnaroundHours: number;
  /** Lab id -> its prices; a lab missing here does not offer the test. */
  prices: ReadonlyMap<string, { mrpPaise: number; pricePaise: number }>;
  /** Test ids a package holds; empty for a test. */
  testIds: string[];
  keywords: string;
}

/** Lab prices end in ₹9 or ₹0 as Indian labs print them. */
function roundRupees(rupees: number): number {
  return Math.max(99, Math.round(rupees / 10) * 10 - (rupees > 500 ? 1 : 0));
}

function priceAt(lab: FakeLab, id: string, mrpRupees: number): { mrpPaise: number; pricePaise: number } {
  // The lab's own MRP, then its discount (15% to 40%), both fixed per lab and test.
  const wobble = 0.94 + (stableHash(`${lab.id}|mrp|${id}`) % 13) / 100;
  const mrp = roundRupees(mrpRupees * lab.priceFactor * wobble);
  const discount = 0.15 + (stableHash(`${lab.id}|off|${id}`) % 26) / 100;
  return { mrpPaise: mrp * 100, pricePaise: Math.min(mrp - 1, roundRupees(mrp * (1 - discount))) * 100 };
}

function pricesFor(id: string, mrpRupees: number, notAt: readonly string[], generated: boolean): Map<string, { mrpPaise: number; pricePaise: number }> {
  const prices = new Map<string, { mrpPaise: number; pricePaise: number }>();
  for (const lab of LABS) {
    if (notAt.includes(lab.id)) continue;
    // Generated tests are specialised: each lab does about four in five of them.
    if (generated && stableHash(`${lab.id}|offers|${id}`) % 100 >= 80) continue;
    prices.set(lab.id, priceAt(lab, id, mrpRupees));
  }
  return prices;
}

const PREPARATION = (fastingHours: number, sampleType: SampleType): string => {
  if (sampleType === 'URINE') return 'Collect the first urine of the morning, midstream, in the sterile container the phlebotomist brings.';
  if (sampleType === 'STOOL') return 'Collect a small portion of stool in the sterile container the phlebotomist brings; do not mix it with urine.';
  if (sampleType === 'SWAB') return 'Do not eat, drink, brush or gargle for 30 minutes before the swab.';
  if (fastingHours === 0) return 'No fasting needed. Drink water as usual and take your regular medicines unless your doctor says otherwise.';
  return `Fast for ${fastingHours} hours before the sample (water is allowed). Book an early-morning slot, and take your medicines after the sample unless your doctor says otherwise.`;
};

function fromSpecs(): LabCatalogueEntry[] {
  const tests = TESTS.map(
    (spec): LabCatalogueEntry => ({
      id: spec.id,
      name: spec.name,
      kind: 'TEST',
      description: spec.description,
      parameters: [...spec.parameters],
      sampleType: spec.sampleType,
      fastingHours: spec.fastingHours,
      turnaroundHours: spec.turnaroundHours,
      prices: pricesFor(spec.id, spec.mrp, spec.notAt ?? [], false),
      testIds: [],
      keywords: spec.aliases.join(' '),
    }),
  );
  const byId = new Map(tests.map((test) => [test.id, test]));
  const packages = PACKAGES.map((spec): LabCatalogueEntry => {
    const parts = spec.tests.map((id) => byId.get(id)).filter((test): test is LabCatalogueEntry => test !== undefined);
    const notAt = [...(spec.notAt ?? []), ...LABS.filter((lab) => parts.some((part) => !part.prices.has(lab.id))).map((lab) => lab.id)];
    return {
      id: spec.id,
      name: spec.name,
      kind: 'PACKAGE',
      description: spec.description,
      parameters: [...new Set(parts.flatMap((part) => part.parameters))],
      sampleType: parts.some((part) => part.sampleType === 'BLOOD') ? 'BLOOD' : (parts[0]?.sampleType ?? 'BLOOD'),
      fastingHours: Math.max(0, ...parts.map((part) => part.fastingHours)),
      turnaroundHours: Math.max(0, ...parts.map((part) => part.turnaroundHours)),
      prices: pricesFor(spec.id, spec.mrp, notAt, false),
      testIds: parts.map((part) => part.id),
      keywords: `${spec.aliases.join(' ')} ${parts.map((part) => part.name).join(' ')}`,
    };
  });
  return [...tests, ...packages];
}

function generated(index: number): LabCatalogueEntry {
  const analyte = EXTRA_ANALYTES[index % EXTRA_ANALYTES.length] as string;
  const round = Math.floor(index / EXTRA_ANALYTES.length);
  const qualifier = EXTRA_QUALIFIERS[round % EXTRA_QUALIFIERS.length] as string;
  const series = Math.floor(round / EXTRA_QUALIFIERS.length);
  const name = [analyte, qualifier, series > 0 ? `(Panel ${series + 1})` : ''].filter((part) => part !== '').join(' ');
  const id = `LT${String(1000 + index).padStart(4, '0')}`;
  const hash = stableHash(id);
  const urine = qualifier === '24-Hour Urine';
  return {
    id,
    name,
    kind: 'TEST',
    description: `Measures ${analyte.toLowerCase()} when your doctor asks for it.`,
    parameters: [analyte],
    sampleType: urine ? 'URINE' : 'BLOOD',
    fastingHours: hash % 5 === 0 ? 8 : 0,
    turnaroundHours: [12, 24, 48, 72][hash % 4] as number,
    prices: pricesFor(id, 300 + (hash % 28) * 100, [], true),
    testIds: [],
    keywords: '',
  };
}

/** The lab tests and packages, with the search index over their names, aliases and parameters. */
export class LabCatalogue {
  private readonly positions = new Map<string, number>();
  private readonly index: PrefixIndex;

  constructor(readonly entries: readonly LabCatalogueEntry[]) {
    entries.forEach((entry, position) => this.positions.set(entry.id, position));
    this.index = new PrefixIndex(
      entries.map((entry) => entry.name),
      (position) => {
        const entry = entries[position] as LabCatalogueEntry;
        return tokensOf(`${entry.keywords} ${entry.parameters.join(' ')}`);
      },
      MAX_QUERY_WORDS,
    );
  }

  get size(): number {
    return this.entries.length;
  }

  entry(id: string): LabCatalogueEntry | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.entries[position];
  }

  /** Labs that offer the entry in a city (every lab when the city is unknown). */
  labsFor(entry: LabCatalogueEntry, cityId: string | null): FakeLab[] {
    return LABS.filter((lab) => entry.prices.has(lab.id) && (cityId === null || lab.cities.includes(cityId)));
  }

  summary(entry: LabCatalogueEntry, cityId: string | null): LabTestSummary {
    const labs = this.labsFor(entry, cityId);
    const prices = labs.map((lab) => entry.prices.get(lab.id) as { mrpPaise: number; pricePaise: number });
    const cheapest = prices.reduce<{ mrpPaise: number; pricePaise: number } | null>((best, price) => (best === null || price.pricePaise < best.pricePaise ? price : best), null);
    return {
      id: entry.id,
      name: entry.name,
      kind: entry.kind,
      parameterCount: entry.parameters.length,
      sampleType: entry.sampleType,
      fastingHours: entry.fastingHours,
      turnaroundHours: entry.turnaroundHours,
      fromPricePaise: cheapest?.pricePaise ?? 0,
      mrpPaise: cheapest?.mrpPaise ?? 0,
      labCount: labs.length,
    };
  }

  detail(entry: LabCatalogueEntry, cityId: string | null): LabTestDetail {
    const prices: LabPrice[] = this.labsFor(entry, cityId)
      .map((lab) => ({ lab: { id: lab.id, name: lab.name, accreditations: [...lab.accreditations] }, ...(entry.prices.get(lab.id) as { mrpPaise: number; pricePaise: number }) }))
      .sort((a, b) => a.pricePaise - b.pricePaise || a.lab.name.localeCompare(b.lab.name));
    return {
      ...this.summary(entry, cityId),
      description: entry.description,
      parameters: [...entry.parameters],
      preparation: PREPARATION(entry.fastingHours, entry.sampleType),
      prices,
    };
  }

  packages(cityId: string | null): LabTestSummary[] {
    return this.entries.filter((entry) => entry.kind === 'PACKAGE' && this.labsFor(entry, cityId).length > 0).map((entry) => this.summary(entry, cityId));
  }

  /**
   * Tests and packages holding every word of `q` as a word prefix of the name, an alias or
   * a parameter; names starting with the query first, then names holding every word, then
   * matches through aliases and parameters; catalogue order within a rank. Only what some
   * lab offers in `cityId` is listed.
   */
  search(q: string, page: number, limit: number, cityId: string | null): LabTestPage {
    const offered = cityId === null ? undefined : (position: number) => this.labsFor(this.entries[position] as LabCatalogueEntry, cityId).length > 0;
    const found = this.index.search(q, page, limit, offered);
    return { items: found.positions.map((position) => this.summary(this.entries[position] as LabCatalogueEntry, cityId)), page, limit, total: found.total };
  }
}

/** The real tests and packages first (LT0001…, PK0001…), then generated ones up to `count`. */
export function buildLabCatalogue(count: number = DEMO_LAB_CATALOGUE_SIZE): LabCatalogue {
  const entries = fromSpecs().slice(0, count);
  for (let index = 0; entries.length < count; index += 1) entries.push(generated(index));
  return new LabCatalogue(entries);
}

/** The benchmark's entry point, as searchCatalogue is for medicines: one page as the server answers it. */
export function searchLabTests(index: LabCatalogue, q: string, page: number, limit: number, zipcode: string | null): LabTestPage {
  return index.search(q, page, limit, cityForPincode(zipcode)?.id ?? null);
}

/** The seeded city whose pincode range holds `pincode`. */
export function cityForPincode(pincode: string | null): (typeof DEMO_CITIES)[number] | null {
  if (pincode === null || !/^[1-9]\d{5}$/.test(pincode)) return null;
  const number = Number(pincode);
  return DEMO_CITIES.find((city) => number >= city.pincodes[0] && number <= city.pincodes[1]) ?? null;
}

let demo: LabCatalogue | null = null;

/** The demo's catalogue, built on first use: it derives from the seed and is never saved. */
export function defaultLabCatalogue(): LabCatalogue {
  demo ??= buildLabCatalogue(DEMO_LAB_CATALOGUE_SIZE);
  return demo;
}
