import { describe, expect, it } from 'vitest';
import { cityForPincode, defaultLabCatalogue, searchLabTests } from './catalogue';

describe('the lab test catalogue', () => {
  const catalogue = defaultLabCatalogue();

  it('finds HbA1c first by its name, and packages that hold it after', () => {
    const page = searchLabTests(catalogue, 'hba1c', 1, 10, '560038');
    expect(page.items[0]?.name).toBe('HbA1c (Glycosylated Haemoglobin)');
    expect(page.items.some((item) => item.kind === 'PACKAGE')).toBe(true);
  });

  it('finds tests by what patients call them: cbc, thyroid, vitamin d, b12, sugar', () => {
    expect(searchLabTests(catalogue, 'cbc', 1, 10, null).items[0]?.id).toBe('LT0001');
    expect(searchLabTests(catalogue, 'thyroid', 1, 10, null).items[0]?.id).toBe('LT0004');
    expect(searchLabTests(catalogue, 'vitamin d', 1, 10, null).items[0]?.id).toBe('LT0005');
    expect(searchLabTests(catalogue, 'b12', 1, 10, null).items[0]?.id).toBe('LT0006');
    expect(searchLabTests(catalogue, 'sugar', 1, 10, null).total).toBeGreaterThan(3);
  });

  it('prices a test differently at each lab, cheapest first, with accreditations', () => {
    const hba1c = catalogue.entry('LT0003');
    if (!hba1c) throw new Error('HbA1c missing');
    const detail = catalogue.detail(hba1c, 'bengaluru');
    expect(detail.prices.length).toBeGreaterThanOrEqual(5);
    expect(new Set(detail.prices.map((price) => price.pricePaise)).size).toBeGreaterThan(3);
    expect(detail.prices.map((price) => price.pricePaise)).toEqual([...detail.prices.map((price) => price.pricePaise)].sort((a, b) => a - b));
    expect(detail.prices.every((price) => price.lab.accreditations.includes('NABL') && price.pricePaise < price.mrpPaise)).toBe(true);
    expect(detail.fromPricePaise).toBe(detail.prices[0]?.pricePaise);
  });

  it('lists only labs that collect in the city', () => {
    const cbc = catalogue.entry('LT0001');
    if (!cbc) throw new Error('CBC missing');
    expect(catalogue.labsFor(cbc, 'guwahati').map((lab) => lab.id)).not.toContain('metropolis');
    expect(cityForPincode('560038')?.name).toBe('Bengaluru');
    expect(cityForPincode('999999')).toBeNull();
  });

  it('pages without repeats and keeps the same order every time', () => {
    const first = searchLabTests(catalogue, 'serum', 1, 10, null);
    const second = searchLabTests(catalogue, 'serum', 2, 10, null);
    expect(first.total).toBeGreaterThan(10);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(20);
    expect(searchLabTests(catalogue, 'serum', 1, 10, null)).toEqual(first);
  });
});
