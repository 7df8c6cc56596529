import { describe, expect, it } from 'vitest';
import { formatPricePerUnit, pricePerUnitPaise } from './price-per-unit';
import { medicine } from './test-medicine';

describe('price per unit', () => {
  it('divides the pack price by the units in the pack, keeping the fraction for comparisons', () => {
    expect(pricePerUnitPaise(medicine({ pricePaise: 3045, packSize: 15 }))).toBeCloseTo(203);
    expect(pricePerUnitPaise(medicine({ pricePaise: 1000, packSize: 3 }))).toBeCloseTo(333.333, 2);
  });

  it('shows rupees with two decimals and the unit', () => {
    expect(formatPricePerUnit(medicine({ pricePaise: 3045, packSize: 15 }))).toBe('₹2.03 per tablet');
    expect(formatPricePerUnit(medicine({ pricePaise: 9850, packSize: 100, packUnit: 'ml' }))).toBe('₹0.99 per ml');
  });

  it('treats an empty pack as a bug in the data, not a free medicine', () => {
    expect(() => pricePerUnitPaise(medicine({ packSize: 0 }))).toThrow(RangeError);
  });
});
