import type { Medicine } from '../../../../domain/pharmacy/model';

/** 'Paracetamol 650 mg + Caffeine 50 mg': the salts at their strengths, as on the pack. */
export function compositionText(medicine: Pick<Medicine, 'composition'>): string {
  return medicine.composition.map((part) => `${part.salt} ${part.strength}`).join(' + ');
}

/** Where a medicine's page is: /{product}/medicine-details?id=… (the route has no id segment). */
export function medicinePath(product: string, id: string): string {
  return `/${product}/medicine-details?id=${encodeURIComponent(id)}`;
}
