import { Ok } from 'ts-results-es';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { Medicine, MedicineDetail } from './model';
import type { PharmacyApi } from './ports';
import { rankSubstitutes, type RankedSubstitute } from './substitutes';

export type SubstituteOrder = 'price-per-unit' | 'name';

/**
 * Where the session keeps medicine pages. Each is asked for with the delivery pincode stored
 * at the time; a new pincode invalidates them all (`DeliveryPincode.change`), so a page on
 * screen stays there while its availability is asked for again.
 */
export const MEDICINE_QUERIES = {
  all: ['pharmacy', 'medicine'],
  medicine: (id: string) => ['pharmacy', 'medicine', id],
  substitutes: (id: string) => ['pharmacy', 'medicine', id, 'substitutes'],
} as const;

/**
 * The medicine page (GET product detail/{id}) and its substitutes (POST alternative
 * medicine: drugId, pincode, tenantId), both asked for the stored delivery pincode so
 * availability is the patient's. The server's substitutes are re-checked by
 * rankSubstitutes: only the same salts, strengths and form, cheapest per unit first.
 */
export class MedicineDetails {
  constructor(
    private readonly api: Pick<PharmacyApi, 'medicine' | 'substitutes'>,
    private readonly store: KeyValueStore,
    private readonly queries: QueryCache,
  ) {}

  medicine(id: string): Query<MedicineDetail> {
    return this.queries.query(MEDICINE_QUERIES.medicine(id), async () => {
      const result = await this.api.medicine(id, this.pincode());
      return result;
    });
  }

  substitutes(original: Medicine): Query<RankedSubstitute[]> {
    return this.queries.query(MEDICINE_QUERIES.substitutes(original.id), async () => {
      const result = await this.api.substitutes(original.id, this.pincode());
      if (result.isErr()) return result;
      return Ok(rankSubstitutes(original, result.value));
    });
  }

  private pincode(): string | null {
    return this.store.get(STORAGE_KEYS.pincode);
  }
}

/**
 * The substitutes in the order the patient picked: cheapest per unit first (the ranking's
 * own order), or by name A to Z. A new array; the ranking is left as it was.
 */
export function orderSubstitutes(ranked: readonly RankedSubstitute[], order: SubstituteOrder): RankedSubstitute[] {
  if (order === 'price-per-unit') return [...ranked];
  return [...ranked].sort((a, b) => a.medicine.name.localeCompare(b.medicine.name, 'en-IN', { sensitivity: 'base' }) || a.pricePerUnitPaise - b.pricePerUnitPaise);
}

/**
 * The substitute shown as 'Best value': the cheapest per unit that can be delivered and
 * costs less per unit than the original. None when no deliverable substitute is cheaper,
 * so the label never points at something that saves nothing.
 */
export function bestValue(ranked: readonly RankedSubstitute[]): RankedSubstitute | null {
  let best: RankedSubstitute | null = null;
  for (const candidate of ranked) {
    if (!candidate.medicine.available || candidate.savingPercent <= 0) continue;
    if (best === null || candidate.pricePerUnitPaise < best.pricePerUnitPaise) best = candidate;
  }
  return best;
}

/** 'Save 38%', 'Costs 9% more', or 'About the same price per unit' (under 1% apart), per unit against the original. */
export function savingText(substitute: Pick<RankedSubstitute, 'savingPercent' | 'extraPercent'>): string {
  if (substitute.savingPercent > 0) return `Save ${substitute.savingPercent}%`;
  if (substitute.extraPercent > 0) return `Costs ${substitute.extraPercent}% more`;
  return 'About the same price per unit';
}
