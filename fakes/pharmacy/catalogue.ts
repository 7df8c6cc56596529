import type { DosageForm, Medicine, MedicineDetail, PackUnit, SearchPage } from '../../domain/pharmacy/model';
import { FAKE_SEED } from '../seed';
import { PrefixIndex, tokensOf } from '../search-index';
import { random, stableHash } from '../seeded-random';
import { CATEGORY_TEXT, GENERIC_MANUFACTURERS, SALTS, STEM_ENDINGS, STEM_TAILS, type SaltSpec } from './salts';

/** How many medicines the demo stocks; the benchmark builds 20,000 and 100,000. */
export const DEMO_CATALOGUE_SIZE = 2000;

/** A stocked medicine, before the pincode decides whether it can be delivered. */
export interface CatalogueEntry extends Omit<Medicine, 'available'> {
  /** Index into SALTS: the composition and form, what makes medicines interchangeable. */
  readonly saltIndex: number;
  /** The market leader of its salt: stocked at every pincode. */
  readonly stockedEverywhere: boolean;
}

const FORM_WORD: Record<DosageForm, string> = {
  TABLET: 'Tablet',
  CAPSULE: 'Capsule',
  SYRUP: 'Syrup',
  SUSPENSION: 'Suspension',
  INJECTION: 'Injection',
  CREAM: 'Cream',
  OINTMENT: 'Ointment',
  GEL: 'Gel',
  DROPS: 'Drops',
  INHALER: 'Inhaler',
  SACHET: 'Sachet',
  SPRAY: 'Spray',
};

/** Spelling variants patients type, indexed with the salt so either finds it. */
const SALT_ALIASES: Record<string, readonly string[]> = {
  amoxycillin: ['amoxicillin'],
  paracetamol: ['acetaminophen'],
  levothyroxine: ['thyroxine'],
};


function packLabel(form: DosageForm, unit: PackUnit, size: number): string {
  const plural = (word: string) => (size === 1 ? word : `${word}s`);
  switch (form) {
    case 'TABLET':
      return `Strip of ${size} ${plural('tablet')}`;
    case 'CAPSULE':
      return `Strip of ${size} ${plural('capsule')}`;
    case 'SYRUP':
    case 'SUSPENSION':
    case 'DROPS':
      return `Bottle of ${size} ml`;
    case 'SPRAY':
      return unit === 'dose' ? `Bottle of ${size} metered sprays` : `Bottle of ${size} ml`;
    case 'INHALER':
      return `Inhaler of ${size} metered doses`;
    case 'CREAM':
    case 'OINTMENT':
    case 'GEL':
      return `Tube of ${size} g`;
    case 'SACHET':
      return size === 1 ? 'Single sachet' : `Pack of ${size} sachets`;
    case 'INJECTION':
      return `Vial of ${size} ml`;
  }
}

/** MRPs are printed to the 50 paise. */
function roundToFifty(paise: number): number {
  return Math.max(100, Math.round(paise / 50) * 50);
}

function compositionKey(salt: SaltSpec): string {
  return `${salt.form}|${salt.parts.map(([name, strength]) => `${name.toLowerCase()}|${strength.toLowerCase()}`).sort().join('+')}`;
}

/** Every medicine and the search index over their names and salts, built once. */
export class Catalogue {
  private readonly positions = new Map<string, number>();
  private readonly groups = new Map<string, number[]>();
  private readonly groupOf: string[] = [];
  private readonly index: PrefixIndex;

  constructor(readonly entries: readonly CatalogueEntry[]) {
    const groupKeys = SALTS.map(compositionKey);
    // Every medicine of a salt shares its salt tokens: worked out once per salt, not per medicine.
    const saltTokenCache = new Map<number, string[]>();
    const saltTokensOf = (saltIndex: number): string[] => {
      let cached = saltTokenCache.get(saltIndex);
      if (cached === undefined) {
        const found = new Set<string>();
        for (const [saltName, strength] of (SALTS[saltIndex] as SaltSpec).parts) {
          for (const token of tokensOf(`${saltName} ${strength}`)) {
            found.add(token);
            for (const alias of SALT_ALIASES[token] ?? []) found.add(alias);
          }
        }
        cached = [...found];
        saltTokenCache.set(saltIndex, cached);
      }
      return cached;
    };
    entries.forEach((entry, position) => {
      this.positions.set(entry.id, position);
      const key = groupKeys[entry.saltIndex] as string;
      this.groupOf.push(key);
      const group = this.groups.get(key);
      if (group) group.push(position);
      else this.groups.set(key, [position]);
    });
    this.index = new PrefixIndex(
      entries.map((entry) => entry.name),
      (position) => saltTokensOf((entries[position] as CatalogueEntry).saltIndex),
    );
  }

  get size(): number {
    return this.entries.length;
  }

  entry(id: string): CatalogueEntry | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.entries[position];
  }

  /** The medicine as a pincode sees it. */
  medicine(id: string, pincode: string | null): Medicine | undefined {
    const entry = this.entry(id);
    return entry ? medicineAt(entry, pincode) : undefined;
  }

  detail(id: string, pincode: string | null): MedicineDetail | undefined {
    const entry = this.entry(id);
    return entry ? detailOf(entry, pincode) : undefined;
  }

  /**
   * Every other medicine of the same salts, strengths and form, in catalogue order: cheaper
   * and dearer alike, because ranking them is the domain's job (rankSubstitutes).
   */
  substitutes(id: string, pincode: string | null, limit = 20): Medicine[] {
    const position = this.positions.get(id);
    if (position === undefined) return [];
    const group = this.groups.get(this.groupOf[position] as string) ?? [];
    const result: Medicine[] = [];
    for (const other of group) {
      if (other === position) continue;
      result.push(medicineAt(this.entries[other] as CatalogueEntry, pincode));
      if (result.length >= limit) break;
    }
    return result;
  }

  /** The market leaders of the most bought salts: what "Buy again" shows a new patient. */
  popular(pincode: string | null, limit = 8): Medicine[] {
    const leaders = this.entries.filter((entry) => entry.stockedEverywhere && (SALTS[entry.saltIndex]?.weight ?? 0) >= 3);
    return leaders.slice(0, limit).map((entry) => medicineAt(entry, pincode));
  }

  /**
   * Medicines whose name or salts contain every word of `text` as a word prefix, ranked:
   * names that start with the whole query, then names that hold every word, then matches
   * through the salt; catalogue order within a rank, so pages never shuffle.
   */
  search(text: string, page: number, size: number, pincode: string | null): SearchPage<Medicine> {
    const found = this.index.search(text, page, size);
    return { items: found.positions.map((position) => medicineAt(this.entries[position] as CatalogueEntry, pincode)), page, size, total: found.total };
  }
}

/**
 * Whether a medicine can be delivered to a pincode: the market leader of each salt always,
 * others at about nine in ten delivery areas (a pincode's first three digits name its
 * sorting district). Without a pincode we cannot tell, and say yes: the availability check
 * before checkout has the last word.
 */
export function isDeliverable(entry: Pick<CatalogueEntry, 'id' | 'stockedEverywhere'>, pincode: string | null): boolean {
  if (entry.stockedEverywhere || pincode === null || !/^[1-9]\d{5}$/.test(pincode)) return true;
  return stableHash(`${entry.id}|${pincode.slice(0, 3)}`) % 100 < 90;
}

export function medicineAt(entry: CatalogueEntry, pincode: string | null): Medicine {
  return {
    id: entry.id,
    name: entry.name,
    manufacturer: entry.manufacturer,
    composition: entry.composition.map((part) => ({ ...part })),
    form: entry.form,
    packSize: entry.packSize,
    packUnit: entry.packUnit,
    packLabel: entry.packLabel,
    mrpPaise: entry.mrpPaise,
    pricePaise: entry.pricePaise,
    isRxRequired: entry.isRxRequired,
    available: isDeliverable(entry, pincode),
    imageUrl: entry.imageUrl,
  };
}

const STORAGE: Record<DosageForm, string> = {
  TABLET: 'Store below 30°C in a dry place, away from direct sunlight.',
  CAPSULE: 'Store below 30°C in a dry place, away from direct sunlight.',
  SYRUP: 'Store below 25°C. Do not freeze. Use within one month of opening.',
  SUSPENSION: 'Store below 25°C. Shake well before use. Do not freeze.',
  INJECTION: 'Store unopened vials in a refrigerator (2°C to 8°C); do not freeze. The vial in use keeps for 6 weeks below 25°C.',
  CREAM: 'Store below 25°C. Keep the tube closed.',
  OINTMENT: 'Store below 25°C. Keep the tube closed.',
  GEL: 'Store below 25°C. Keep the tube closed.',
  DROPS: 'Store below 25°C. Use within four weeks of opening; do not touch the tip.',
  INHALER: 'Store below 30°C. Do not puncture or burn the canister, even when empty.',
  SACHET: 'Store below 30°C in a dry place. Use a sachet as soon as it is opened.',
  SPRAY: 'Store below 25°C. Keep the cap on after use.',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function detailOf(entry: CatalogueEntry, pincode: string | null): MedicineDetail {
  const salt = SALTS[entry.saltIndex] as SaltSpec;
  const text = CATEGORY_TEXT[salt.category];
  const composition = entry.composition.map((part) => `${part.salt} ${part.strength}`).join(' + ');
  const prescription = entry.isRxRequired
    ? 'It is a prescription medicine: upload a valid prescription from a registered doctor to order it.'
    : 'It can be ordered without a prescription; ask your doctor or pharmacist if you are unsure it suits you.';
  return {
    ...medicineAt(entry, pincode),
    descriptionHtml:
      `<p><strong>${escapeHtml(entry.name)}</strong> by ${escapeHtml(entry.manufacturer)} contains ${escapeHtml(composition)}. ` +
      `It is used for ${escapeHtml(text.uses.map((use) => use.toLowerCase()).join(', '))}.</p>` +
      `<p>${escapeHtml(prescription)} Take it exactly as advised, and do not share it with others.</p>`,
    uses: [...text.uses],
    sideEffects: [...text.sideEffects],
    storage: STORAGE[entry.form],
  };
}

function pickWeighted(cumulative: readonly number[], draw: number): number {
  const total = cumulative[cumulative.length - 1] as number;
  const target = draw * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Selling price: 5% to 25% below MRP, as Indian e-pharmacies discount. */
function sellingPrice(mrpPaise: number, draw: number): number {
  return Math.min(mrpPaise - 1, Math.round(mrpPaise * (1 - (0.05 + draw * 0.2))));
}

/**
 * The catalogue of `count` medicines from the fixed seed: the real brands of the salt
 * table first (ids med-1, med-2, …; Dolo 650 is med-1), then generated brands of the same
 * salts. Generation is sequential, so a smaller catalogue is a prefix of a larger one.
 */
export function buildCatalogue(count: number = DEMO_CATALOGUE_SIZE): Catalogue {
  const next = random(FAKE_SEED);
  const entries: CatalogueEntry[] = [];
  const names = new Set<string>();
  const push = (saltIndex: number, name: string, manufacturer: string, packSize: number, mrpPaise: number, leader: boolean) => {
    const salt = SALTS[saltIndex] as SaltSpec;
    names.add(name);
    entries.push({
      id: `med-${entries.length + 1}`,
      name,
      manufacturer,
      composition: salt.parts.map(([saltName, strength]) => ({ salt: saltName, strength })),
      form: salt.form,
      packSize,
      packUnit: salt.unit,
      packLabel: packLabel(salt.form, salt.unit, packSize),
      mrpPaise,
      pricePaise: sellingPrice(mrpPaise, next()),
      isRxRequired: salt.rx,
      imageUrl: null,
      saltIndex,
      stockedEverywhere: leader,
    });
  };

  SALTS.forEach((salt, saltIndex) => {
    salt.brands.forEach(([name, manufacturer, mrp], brandIndex) => {
      if (entries.length >= count) return;
      const packSize = salt.packs[0] as number;
      push(saltIndex, name, manufacturer, packSize, mrp ?? roundToFifty(salt.unitMrpPaise * packSize), brandIndex === 0);
    });
  });

  const cumulative: number[] = [];
  SALTS.reduce((sum, salt) => {
    cumulative.push(sum + salt.weight);
    return sum + salt.weight;
  }, 0);
  while (entries.length < count) {
    const saltIndex = pickWeighted(cumulative, next());
    const salt = SALTS[saltIndex] as SaltSpec;
    let name = '';
    // A few draws for a name no other medicine has; a huge catalogue runs out and repeats.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const stem = salt.stems[Math.floor(next() * salt.stems.length)] as string;
      const ending = STEM_ENDINGS[Math.floor(next() * STEM_ENDINGS.length)] as string;
      const tail = next() < 0.5 ? '' : (STEM_TAILS[Math.floor(next() * STEM_TAILS.length)] as string);
      name = [`${stem}${ending}${tail}`, salt.tag, FORM_WORD[salt.form]].filter((part) => part !== '').join(' ');
      if (!names.has(name)) break;
    }
    const manufacturer = GENERIC_MANUFACTURERS[Math.floor(next() * GENERIC_MANUFACTURERS.length)] as string;
    const packSize = salt.packs[Math.floor(next() * salt.packs.length)] as number;
    // Brands of one salt differ a lot in price: that is what makes substitutes worth showing.
    const mrpPaise = roundToFifty(salt.unitMrpPaise * packSize * (0.55 + next() * 0.9));
    push(saltIndex, name, manufacturer, packSize, mrpPaise, false);
  }
  return new Catalogue(entries);
}

/** The benchmark's entry point (scripts/bench/search.ts): one page of a search, as the server answers it. */
export function searchCatalogue(index: Catalogue, text: string, page: number, size: number, pincode: string | null): SearchPage<Medicine> {
  return index.search(text, page, size, pincode);
}

let demoCatalogue: Catalogue | null = null;

/** The demo's catalogue, built on first use and shared: it derives from the seed, so it is never saved. */
export function defaultCatalogue(): Catalogue {
  demoCatalogue ??= buildCatalogue(DEMO_CATALOGUE_SIZE);
  return demoCatalogue;
}
