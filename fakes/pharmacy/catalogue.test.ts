import { describe, expect, it } from 'vitest';
import { sameComposition } from '../../domain/pharmacy/substitutes';
import { buildCatalogue, DEMO_CATALOGUE_SIZE, isDeliverable, searchCatalogue } from './catalogue';
import { SALTS } from './salts';

const demo = buildCatalogue();

describe('buildCatalogue', () => {
  it('builds the demo size by default, the same every time, with unique ids', () => {
    expect(demo.size).toBe(DEMO_CATALOGUE_SIZE);
    expect(buildCatalogue().entries).toEqual(demo.entries);
    expect(new Set(demo.entries.map((entry) => entry.id)).size).toBe(demo.size);
  });

  it('is a prefix of any larger catalogue, so ids mean the same medicine at every size', () => {
    const larger = buildCatalogue(3000);
    expect(larger.entries.slice(0, DEMO_CATALOGUE_SIZE)).toEqual(demo.entries);
  });

  it('starts with the real brands: Dolo 650 by Micro Labs is med-1', () => {
    expect(demo.entry('med-1')).toMatchObject({ name: 'Dolo 650 Tablet', manufacturer: 'Micro Labs Ltd', mrpPaise: 3300, packLabel: 'Strip of 15 tablets' });
  });

  it('prices like an Indian pharmacy: MRPs to the 50 paise, selling prices 5% to 25% below MRP', () => {
    for (const entry of demo.entries) {
      if (SALTS[entry.saltIndex]?.brands.some(([name]) => name === entry.name)) continue;
      expect(entry.mrpPaise % 50).toBe(0);
    }
    for (const entry of demo.entries) {
      expect(entry.pricePaise).toBeLessThan(entry.mrpPaise);
      expect(entry.pricePaise).toBeGreaterThanOrEqual(Math.floor(entry.mrpPaise * 0.75));
      expect(entry.pricePaise).toBeLessThanOrEqual(Math.ceil(entry.mrpPaise * 0.95));
    }
  });

  it('needs a prescription for about a quarter of the salts', () => {
    const share = SALTS.filter((salt) => salt.rx).length / SALTS.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.35);
    expect(demo.entries.some((entry) => entry.isRxRequired)).toBe(true);
  });

  it('stocks about nine in ten medicines at a pincode, the same ones every time, and the market leaders everywhere', () => {
    const deliverable = demo.entries.filter((entry) => isDeliverable(entry, '560001')).length / demo.size;
    expect(deliverable).toBeGreaterThan(0.85);
    expect(deliverable).toBeLessThan(0.95);
    const leaders = demo.entries.filter((entry) => entry.stockedEverywhere);
    expect(leaders.every((entry) => isDeliverable(entry, '560001') && isDeliverable(entry, '781001'))).toBe(true);
    // The sorting district (first three digits) decides, not the whole pincode.
    expect(demo.entries.map((entry) => isDeliverable(entry, '560001'))).toEqual(demo.entries.map((entry) => isDeliverable(entry, '560099')));
  });

  it('builds 100,000 medicines, enough for the benchmark', () => {
    const large = buildCatalogue(100_000);
    expect(large.size).toBe(100_000);
    expect(searchCatalogue(large, 'paracetamol 650', 1, 30, '400001').items).toHaveLength(30);
  }, 60_000);
});

describe('searchCatalogue', () => {
  it('ranks a name that starts with the whole query, then names holding every word, then salt matches', () => {
    const page = searchCatalogue(demo, 'dolo', 1, 30, null);
    expect(page.items.map((item) => item.name)).toEqual(['Dolo 650 Tablet', 'Dolo 250 Suspension']);
    const pan = searchCatalogue(demo, 'pan 40', 1, 200, null);
    expect(pan.items[0]?.name).toBe('Pan 40 Tablet');
    const firstSaltOnly = pan.items.findIndex((item) => !/\bpan/i.test(item.name));
    expect(pan.items.slice(firstSaltOnly).every((item) => item.composition.some((part) => part.salt === 'Pantoprazole'))).toBe(true);
  });

  it('keeps catalogue order within a rank, so pages are stable', () => {
    const page = searchCatalogue(demo, 'paracetamol', 1, 100, null);
    const positions = page.items.map((item) => Number(item.id.slice(4)));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(searchCatalogue(demo, 'paracetamol', 1, 100, null)).toEqual(page);
  });

  it('matches every word as a prefix of a name or salt word, in any case and spacing', () => {
    const page = searchCatalogue(demo, '  AMOX   clav ', 1, 100, null);
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.composition.map((part) => part.salt)).toEqual(['Amoxycillin', 'Clavulanic acid']);
    expect(searchCatalogue(demo, 'amoxicillin', 1, 1, null).total).toBe(searchCatalogue(demo, 'amoxycillin', 1, 1, null).total);
    expect(searchCatalogue(demo, 'paracetamol 650mg', 1, 1, null).total).toBe(searchCatalogue(demo, 'paracetamol 650 mg', 1, 1, null).total);
  });

  it('pages without overlap and reports the total', () => {
    const first = searchCatalogue(demo, 'tablet', 1, 30, null);
    const second = searchCatalogue(demo, 'tablet', 2, 30, null);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(60);
    const last = searchCatalogue(demo, 'tablet', Math.ceil(first.total / 30), 30, null);
    expect(last.items.length).toBe(first.total - 30 * (Math.ceil(first.total / 30) - 1));
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchCatalogue(demo, '   ', 1, 30, null)).toEqual({ items: [], page: 1, size: 30, total: 0 });
    expect(searchCatalogue(demo, 'xyzzy', 1, 30, null).total).toBe(0);
  });

  it('answers for the pincode asked: the availability of each result is that pincode’s', () => {
    const page = searchCatalogue(demo, 'paracetamol', 1, 100, '560001');
    for (const item of page.items) expect(item.available).toBe(isDeliverable(demo.entry(item.id) as never, '560001'));
  });
});

describe('substitutes', () => {
  it('are the other medicines of the same salts, strengths and form, not the original', () => {
    for (const id of ['med-1', 'med-26', 'med-60', 'med-121']) {
      const original = demo.medicine(id, null);
      const list = demo.substitutes(id, null);
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(item.id).not.toBe(id);
        expect(item.form).toBe(original?.form);
        expect(sameComposition(item.composition, original?.composition ?? [])).toBe(true);
      }
    }
  });
});
