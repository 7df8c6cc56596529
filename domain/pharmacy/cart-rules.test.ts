import { describe, expect, it } from 'vitest';
import { badgeCount, checkoutBlockers, checkQuantity, MAX_QUANTITY_PER_LINE, newLine } from './cart-rules';
import type { CartLine } from './model';
import { medicine } from './test-medicine';

const line = (id: string, quantity: number, isRxRequired = false): CartLine => ({
  ...newLine(medicine({ id, isRxRequired })),
  quantity,
});

describe('cart rules', () => {
  it('starts a new line at quantity 0, as the spec says, carrying the prescription flag', () => {
    const fresh = newLine(medicine({ id: 'azee', isRxRequired: true }));
    expect(fresh).toMatchObject({ productId: 'azee', quantity: 0, isRxRequired: true });
  });

  it('accepts whole quantities from 1 to the per-line limit', () => {
    expect(checkQuantity(1)).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(MAX_QUANTITY_PER_LINE)).toEqual({ ok: true, quantity: MAX_QUANTITY_PER_LINE });
    expect(checkQuantity(0)).toEqual({ ok: false, message: 'Choose at least 1' });
    expect(checkQuantity(1.5)).toEqual({ ok: false, message: 'Choose at least 1' });
    expect(checkQuantity(MAX_QUANTITY_PER_LINE + 1).ok).toBe(false);
  });

  it('counts only lines with something in them on the badge', () => {
    expect(badgeCount({ lines: [line('a', 2), line('b', 0), line('c', 1)] })).toBe(2);
  });

  it('blocks an empty cart and nothing else', () => {
    expect(checkoutBlockers({ lines: [line('a', 0)], addressId: null }, { prescriptionCount: 0, unavailable: [] })).toEqual([{ kind: 'empty' }]);
  });

  it('blocks prescription-required lines until a prescription is attached', () => {
    const cart = { lines: [line('a', 1), line('azee', 1, true)], addressId: 'addr-1' };
    expect(checkoutBlockers(cart, { prescriptionCount: 0, unavailable: [] })).toEqual([{ kind: 'prescription-needed', productIds: ['azee'] }]);
    expect(checkoutBlockers(cart, { prescriptionCount: 1, unavailable: [] })).toEqual([]);
  });

  it('names every reason at once: unavailable lines and a missing address too', () => {
    const cart = { lines: [line('a', 1), line('b', 2, true)], addressId: null };
    expect(checkoutBlockers(cart, { prescriptionCount: 0, unavailable: ['a'] })).toEqual([
      { kind: 'prescription-needed', productIds: ['b'] },
      { kind: 'unavailable', productIds: ['a'] },
      { kind: 'no-address' },
    ]);
  });
});
