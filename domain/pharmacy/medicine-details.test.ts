import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../shared/ports';
import { bestValue, MedicineDetails, orderSubstitutes, savingText } from './medicine-details';
import type { MedicineDetail } from './model';
import { rankSubstitutes } from './substitutes';
import { medicine } from './test-medicine';
import { testQueries } from '../shared/test-doubles';

const store = (pincode: string | null): KeyValueStore => ({
  get: (key) => (key === 'pincode' ? pincode : null),
  set: () => undefined,
  remove: () => undefined,
  clear: () => undefined,
});

const detail = (overrides: Partial<MedicineDetail> = {}): MedicineDetail => ({
  ...medicine(),
  descriptionHtml: '<p>For fever</p>',
  uses: ['Fever'],
  sideEffects: ['Nausea'],
  storage: 'Below 30°C',
  ...overrides,
});

// Dolo: ₹30.45 for 15 = 203 paise a tablet.
const original = medicine();
const cheaper = medicine({ id: 'calpol', name: 'Calpol 650', pricePaise: 1260, packSize: 10 }); // 126 a tablet: 37% less
const cheapest = medicine({ id: 'pacimol', name: 'Pacimol 650', pricePaise: 1800, packSize: 15 }); // 120: 40% less
const dearer = medicine({ id: 'crocin', name: 'Crocin 650', pricePaise: 3300, packSize: 15 }); // 220: 9% more
const otherStrength = medicine({ id: 'p500', name: 'Paracip 500', composition: [{ salt: 'Paracetamol', strength: '500 mg' }] });

describe('MedicineDetails', () => {
  it('asks for the medicine and its substitutes with the stored pincode', async () => {
    const api = { medicine: vi.fn(async () => Ok(detail())), substitutes: vi.fn(async () => Ok([cheaper])) };
    const details = new MedicineDetails(api, store('560001'), testQueries());
    await details.medicine('m-1').value();
    await details.substitutes(original).value();
    expect(api.medicine).toHaveBeenCalledWith('m-1', '560001');
    expect(api.substitutes).toHaveBeenCalledWith('m-1', '560001');
  });

  it('keeps only true equivalents among the server substitutes, cheapest per unit first', async () => {
    const api = { medicine: vi.fn(), substitutes: async () => Ok([dearer, otherStrength, cheaper, cheapest, original]) };
    const ranked = await new MedicineDetails(api, store(null), testQueries()).substitutes(original).value();
    expect(ranked.isOk() && ranked.value.map((r) => r.medicine.id)).toEqual(['pacimol', 'calpol', 'crocin']);
  });

  it('returns failures as they are, for the page to show in place', async () => {
    const api = { medicine: async () => Err({ kind: 'not-found' as const, message: 'No such medicine' }), substitutes: async () => Err({ kind: 'timeout' as const }) };
    const details = new MedicineDetails(api, store(null), testQueries());
    expect((await details.medicine('x').value()).unwrapErr()).toEqual({ kind: 'not-found', message: 'No such medicine' });
    expect((await details.substitutes(original).value()).unwrapErr()).toEqual({ kind: 'timeout' });
  });
});

describe('orderSubstitutes', () => {
  const ranked = rankSubstitutes(original, [dearer, cheaper, cheapest]);

  it('keeps cheapest per unit first for price per unit', () => {
    expect(orderSubstitutes(ranked, 'price-per-unit').map((r) => r.medicine.name)).toEqual(['Pacimol 650', 'Calpol 650', 'Crocin 650']);
  });

  it('sorts A to Z for name, leaving the ranking untouched', () => {
    expect(orderSubstitutes(ranked, 'name').map((r) => r.medicine.name)).toEqual(['Calpol 650', 'Crocin 650', 'Pacimol 650']);
    expect(ranked[0]?.medicine.name).toBe('Pacimol 650');
  });
});

describe('bestValue', () => {
  it('is the cheapest per unit that can be delivered and saves something', () => {
    const ranked = rankSubstitutes(original, [dearer, cheaper, { ...cheapest, available: false }]);
    expect(bestValue(ranked)?.medicine.id).toBe('calpol');
  });

  it('is none when no deliverable substitute is cheaper than the original', () => {
    expect(bestValue(rankSubstitutes(original, [dearer]))).toBeNull();
    expect(bestValue(rankSubstitutes(original, [{ ...cheaper, available: false }]))).toBeNull();
  });
});

describe('savingText', () => {
  it('says what a substitute saves or costs more per unit', () => {
    const [pacimol, calpol, crocin] = rankSubstitutes(original, [dearer, cheaper, cheapest]);
    expect(pacimol && savingText(pacimol)).toBe('Save 40%');
    expect(calpol && savingText(calpol)).toBe('Save 37%');
    expect(crocin && savingText(crocin)).toBe('Costs 9% more');
    expect(savingText({ savingPercent: 0, extraPercent: 0 })).toBe('About the same price per unit');
  });
});
