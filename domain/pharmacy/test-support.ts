/** Test doubles for the pharmacy use-case tests (imported only by *.test.ts beside this file). */
import { testErrorPolicy } from '../session/test-support';
import type { Address, Cart, MedicineOrder, Prescription } from './model';
import type { PharmacyApi } from './ports';

/** An ErrorPolicy over no-op storage, navigation and toasts, with the toasts recorded. */
export function testErrors() {
  const noop = () => undefined;
  const toasts: string[] = [];
  const moves: string[] = [];
  const navigator = { assign: (path: string) => moves.push(path), replace: (path: string) => moves.push(path), reload: () => moves.push('reload') };
  const errors = testErrorPolicy({ get: () => 'token', set: noop, remove: noop, clear: noop }, navigator, {
    show: (messages) => toasts.push(...(typeof messages === 'string' ? [messages] : messages)),
    showAfterReload: noop,
  });
  return { errors, toasts, moves };
}

/** A PharmacyApi whose methods throw unless the test gives them. */
export function testApi(methods: Partial<PharmacyApi>): PharmacyApi {
  return new Proxy(methods as PharmacyApi, {
    get(target, property) {
      const method = Reflect.get(target, property) as unknown;
      if (method !== undefined || typeof property === 'symbol') return method;
      return () => {
        throw new Error(`unexpected call: ${property}`);
      };
    },
  });
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
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
    isPrimary: false,
    ...overrides,
  };
}

export function order(overrides: Partial<MedicineOrder> = {}): MedicineOrder {
  return {
    id: 'o-1',
    state: 'PLACED',
    history: [{ state: 'PLACED', at: '2026-11-22T10:00:00Z' }],
    lines: [{ productId: 'm-1', name: 'Dolo 650 Tablet', quantity: 2, pricePaise: 3045, mrpPaise: 3300 }],
    totals: { mrpPaise: 6600, itemDiscountPaise: 510, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 6090 },
    address: address({ isPrimary: true }),
    prescriptionIds: [],
    paymentOrderId: 'pay_1',
    paid: false,
    placedAt: '2026-11-22T10:00:00Z',
    cancelReason: null,
    ...overrides,
  };
}

export function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: 'rx-1',
    fileName: 'prescription.jpg',
    contentType: 'image/jpeg',
    sizeBytes: 1200,
    uploadedOn: '2026-11-20T09:00:00Z',
    url: 'blob:rx-1',
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    lines: [],
    couponCode: null,
    couponReason: null,
    totals: { mrpPaise: 10000, itemDiscountPaise: 1000, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 9000 },
    addressId: null,
    ...overrides,
  };
}
