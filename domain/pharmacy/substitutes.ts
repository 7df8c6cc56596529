import type { Medicine, SaltStrength } from './model';
import { pricePerUnitPaise } from './price-per-unit';

export interface RankedSubstitute {
  medicine: Medicine;
  pricePerUnitPaise: number;
  /** Whole percent cheaper per unit than the original (rounded down); 0 when not cheaper. */
  savingPercent: number;
  /** Whole percent dearer per unit than the original (rounded up); 0 when not dearer. */
  extraPercent: number;
}

function normalise(part: SaltStrength): string {
  return `${part.salt.trim().toLowerCase().replace(/\s+/g, ' ')}|${part.strength.toLowerCase().replace(/\s+/g, '')}`;
}

/** Same salts at the same strengths, in any order: what makes two medicines interchangeable. */
export function sameComposition(a: readonly SaltStrength[], b: readonly SaltStrength[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(normalise).sort();
  const right = b.map(normalise).sort();
  return left.every((part, index) => part === right[index]);
}

/**
 * The true equivalents of `original` among `candidates` (same salts and strengths, same
 * form, not the original itself), cheapest per unit first, each with what it saves. The
 * server's list is not trusted to be equivalent: a different strength or form is dropped,
 * because swapping those is a clinical decision, not a shopping one.
 */
export function rankSubstitutes(original: Medicine, candidates: readonly Medicine[]): RankedSubstitute[] {
  const base = pricePerUnitPaise(original);
  const seen = new Set<string>([original.id]);
  const ranked: RankedSubstitute[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    if (candidate.form !== original.form || !sameComposition(candidate.composition, original.composition)) continue;
    const perUnit = pricePerUnitPaise(candidate);
    const difference = base > 0 ? (base - perUnit) / base : 0;
    ranked.push({
      medicine: candidate,
      pricePerUnitPaise: perUnit,
      savingPercent: difference > 0 ? Math.floor(difference * 100 + 1e-9) : 0,
      extraPercent: difference < 0 ? Math.ceil(-difference * 100 - 1e-9) : 0,
    });
  }
  return ranked.sort(
    (a, b) =>
      a.pricePerUnitPaise - b.pricePerUnitPaise ||
      Number(b.medicine.available) - Number(a.medicine.available) ||
      a.medicine.name.localeCompare(b.medicine.name),
  );
}
