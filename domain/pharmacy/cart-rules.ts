import type { Cart, CartLine, Medicine } from './model';

/** Spec §3: a new line starts at quantity 0; adding makes it 1. */
export function newLine(medicine: Medicine): CartLine {
  return { productId: medicine.id, quantity: 0, isRxRequired: medicine.isRxRequired, medicine };
}

export const MAX_QUANTITY_PER_LINE = 20;

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/** A quantity the patient may ask for: whole, at least 1, at most the per-line limit. */
export function checkQuantity(quantity: number): QuantityCheck {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: 'Choose at least 1' };
  if (quantity > MAX_QUANTITY_PER_LINE) return { ok: false, message: `You can order at most ${MAX_QUANTITY_PER_LINE} of one medicine` };
  return { ok: true, quantity };
}

/** The cart badge: lines with something in them. */
export function badgeCount(cart: Pick<Cart, 'lines'>): number {
  return cart.lines.filter((line) => line.quantity > 0).length;
}

export type CheckoutBlocker =
  | { kind: 'empty' }
  | { kind: 'prescription-needed'; productIds: string[] }
  | { kind: 'unavailable'; productIds: string[] }
  | { kind: 'no-address' };

/**
 * Why the cart can't be ordered yet, all reasons at once so the patient fixes them in one
 * go. A prescription-required line needs at least one attached prescription (spec §5).
 */
export function checkoutBlockers(
  cart: Pick<Cart, 'lines' | 'addressId'>,
  context: { prescriptionCount: number; unavailable: readonly string[] },
): CheckoutBlocker[] {
  const lines = cart.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return [{ kind: 'empty' }];
  const blockers: CheckoutBlocker[] = [];
  const rx = lines.filter((line) => line.isRxRequired).map((line) => line.productId);
  if (rx.length > 0 && context.prescriptionCount === 0) blockers.push({ kind: 'prescription-needed', productIds: rx });
  const unavailable = lines.filter((line) => context.unavailable.includes(line.productId)).map((line) => line.productId);
  if (unavailable.length > 0) blockers.push({ kind: 'unavailable', productIds: unavailable });
  if (cart.addressId === null) blockers.push({ kind: 'no-address' });
  return blockers;
}
