import { formatMoney, Money } from '../shared/money';
import type { Medicine } from './model';

/**
 * The price of one unit (a tablet, a ml) in paise, unrounded: comparing packs of 10 and 15
 * needs the fraction. Round only when showing it.
 */
export function pricePerUnitPaise(medicine: Pick<Medicine, 'pricePaise' | 'packSize'>): number {
  if (medicine.packSize <= 0) throw new RangeError(`A pack holds at least one unit, got ${medicine.packSize}`);
  return medicine.pricePaise / medicine.packSize;
}

const UNIT_LABEL: Record<Medicine['packUnit'], string> = {
  tablet: 'tablet',
  capsule: 'capsule',
  ml: 'ml',
  g: 'g',
  dose: 'dose',
  sachet: 'sachet',
};

/** '₹2.13 per tablet': two decimals, because a unit often costs less than a rupee. */
export function formatPricePerUnit(medicine: Pick<Medicine, 'pricePaise' | 'packSize' | 'packUnit'>): string {
  return `${formatMoney(Money.fromPaise(Math.round(pricePerUnitPaise(medicine))))} per ${UNIT_LABEL[medicine.packUnit]}`;
}
