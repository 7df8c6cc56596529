import type { Medicine } from './model';

/** A medicine for tests: paracetamol 650 mg, a strip of 15, ₹30.45 (MRP ₹33.00). */
export function medicine(overrides: Partial<Medicine> = {}): Medicine {
  return {
    id: 'm-1',
    name: 'Dolo 650 Tablet',
    manufacturer: 'Micro Labs Ltd',
    composition: [{ salt: 'Paracetamol', strength: '650 mg' }],
    form: 'TABLET',
    packSize: 15,
    packUnit: 'tablet',
    packLabel: 'Strip of 15 tablets',
    mrpPaise: 3300,
    pricePaise: 3045,
    isRxRequired: false,
    available: true,
    imageUrl: null,
    ...overrides,
  };
}
