import { describe, expect, it } from 'vitest';
import { rankSubstitutes, sameComposition } from './substitutes';
import { medicine } from './test-medicine';

const original = medicine({ id: 'dolo', name: 'Dolo 650', pricePaise: 3045, packSize: 15 }); // ₹2.03 per tablet

describe('substitutes', () => {
  it('treats the same salts and strengths in any order and spelling as the same composition', () => {
    expect(
      sameComposition(
        [
          { salt: 'Amoxycillin', strength: '500 mg' },
          { salt: 'Clavulanic Acid', strength: '125 mg' },
        ],
        [
          { salt: ' clavulanic  acid', strength: '125mg' },
          { salt: 'AMOXYCILLIN', strength: '500 MG' },
        ],
      ),
    ).toBe(true);
    expect(sameComposition([{ salt: 'Paracetamol', strength: '650 mg' }], [{ salt: 'Paracetamol', strength: '500 mg' }])).toBe(false);
  });

  it('ranks equivalents cheapest per unit first, comparing packs of different sizes fairly', () => {
    const ranked = rankSubstitutes(original, [
      medicine({ id: 'calpol', name: 'Calpol 650', pricePaise: 2000, packSize: 10 }), // ₹2.00
      medicine({ id: 'pacimol', name: 'Pacimol 650', pricePaise: 1890, packSize: 15 }), // ₹1.26
      medicine({ id: 'crocin', name: 'Crocin 650', pricePaise: 6600, packSize: 30 }), // ₹2.20
    ]);
    expect(ranked.map((r) => r.medicine.id)).toEqual(['pacimol', 'calpol', 'crocin']);
  });

  it('says how much each saves per unit, never rounding a saving up', () => {
    const [pacimol, crocin] = rankSubstitutes(original, [
      medicine({ id: 'pacimol', pricePaise: 1890, packSize: 15 }),
      medicine({ id: 'crocin', pricePaise: 6600, packSize: 30 }),
    ]);
    expect(pacimol?.savingPercent).toBe(37); // (2.03 - 1.26) / 2.03 = 37.9%
    expect(pacimol?.extraPercent).toBe(0);
    expect(crocin?.savingPercent).toBe(0);
    expect(crocin?.extraPercent).toBe(9); // 2.20 / 2.03 = +8.4%, shown as 9% more
  });

  it('drops a different strength, a different form, the original itself and duplicates', () => {
    const ranked = rankSubstitutes(original, [
      original,
      medicine({ id: 'p500', composition: [{ salt: 'Paracetamol', strength: '500 mg' }] }),
      medicine({ id: 'syrup', form: 'SYRUP', packUnit: 'ml' }),
      medicine({ id: 'ok', pricePaise: 2500 }),
      medicine({ id: 'ok', pricePaise: 2500 }),
    ]);
    expect(ranked.map((r) => r.medicine.id)).toEqual(['ok']);
  });

  it('puts an available medicine before an unavailable one at the same price', () => {
    const ranked = rankSubstitutes(original, [
      medicine({ id: 'away', name: 'A', pricePaise: 2000, available: false }),
      medicine({ id: 'here', name: 'B', pricePaise: 2000, available: true }),
    ]);
    expect(ranked.map((r) => r.medicine.id)).toEqual(['here', 'away']);
  });
});
