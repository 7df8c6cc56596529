/** Test doubles for the diagnostics use-case tests (imported only by *.test.ts beside this file). */
import type { Clock, KeyValueStore } from '../shared/ports';
import type { CollectionSlot, DiagnosticCart, DiagnosticOrder, Lab, LabQuote } from './model';
import type { DiagnosticsApi } from './ports';

export { testErrors } from '../pharmacy/test-support';

/** A DiagnosticsApi whose methods throw unless the test gives them. */
export function testApi(methods: Partial<DiagnosticsApi>): DiagnosticsApi {
  return new Proxy(methods as DiagnosticsApi, {
    get(target, property) {
      const method = Reflect.get(target, property) as unknown;
      if (method !== undefined || typeof property === 'symbol') return method;
      return () => {
        throw new Error(`unexpected call: ${property}`);
      };
    },
  });
}

export function memoryStore(entries: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(entries));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** 22 Nov 2026, 10:00 in India. */
export const NOW = new Date('2026-11-22T10:00:00+05:30');
export const fixedClock = (at: Date = NOW): Clock => ({ now: () => at });

export const LAL: Lab = { id: 'lalpath', name: 'Dr Lal PathLabs', accreditations: ['NABL', 'CAP'] };
export const THYROCARE: Lab = { id: 'thyrocare', name: 'Thyrocare', accreditations: ['NABL', 'CAP'] };
export const REDCLIFFE: Lab = { id: 'redcliffe', name: 'Redcliffe Labs', accreditations: ['NABL'] };

export function quote(lab: Lab, pricePaise: number, missingItemIds: string[] = []): LabQuote {
  return { lab, mrpPaise: Math.round(pricePaise * 1.4), pricePaise, missingItemIds };
}

export function slot(overrides: Partial<CollectionSlot> = {}): CollectionSlot {
  return {
    id: 'lalpath|2026-11-22|1300',
    labId: 'lalpath',
    date: '2026-11-22',
    startsAt: '2026-11-22T13:00:00+05:30',
    endsAt: '2026-11-22T14:00:00+05:30',
    available: true,
    ...overrides,
  };
}

export function cart(overrides: Partial<DiagnosticCart> = {}): DiagnosticCart {
  return {
    items: [{ itemId: 'LT0003', itemName: 'HbA1c (Glycosylated Haemoglobin)', cityId: 'blr', vendor: 'lalpath', from: null, labData: { labName: 'Dr Lal PathLabs', mrpPaise: 60000, pricePaise: 45000 } }],
    cityId: 'blr',
    cityName: 'Bengaluru',
    labId: 'lalpath',
    familyMemberId: null,
    addressId: null,
    pincode: null,
    couponCode: null,
    couponReason: null,
    totals: { mrpPaise: 60000, discountPaise: 15000, couponDiscountPaise: 0, homeCollectionPaise: 9900, payablePaise: 54900 },
    comparison: [quote(LAL, 45000), quote(THYROCARE, 39000), quote(REDCLIFFE, 35000, ['LT0003'])],
    ...overrides,
  };
}

export function order(overrides: Partial<DiagnosticOrder> = {}): DiagnosticOrder {
  return {
    id: 'do-1',
    state: 'BOOKED',
    history: [
      { state: 'PAYMENT_PENDING', at: '2026-11-22T04:00:00.000Z' },
      { state: 'BOOKED', at: '2026-11-22T04:01:00.000Z' },
    ],
    items: [{ itemId: 'LT0003', name: 'HbA1c (Glycosylated Haemoglobin)', mrpPaise: 60000, pricePaise: 45000 }],
    lab: LAL,
    patient: { id: null, name: 'Priya Sharma', relation: 'SELF', age: 34, gender: 'FEMALE' },
    address: {
      id: 'a-1',
      name: 'Priya Sharma',
      mobileNumber: '9876543210',
      line1: '12 MG Road',
      line2: 'Indiranagar',
      landmark: '',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      kind: 'HOME',
      isPrimary: true,
    },
    slot: slot(),
    totals: { mrpPaise: 60000, discountPaise: 15000, couponDiscountPaise: 0, homeCollectionPaise: 9900, payablePaise: 54900 },
    paymentOrderId: 'order_1',
    paid: true,
    placedAt: '2026-11-22T04:00:00.000Z',
    cancelReason: null,
    phlebotomist: null,
    report: null,
    bookedWithPartner: false,
    ...overrides,
  };
}
