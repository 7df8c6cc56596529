import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { CartCheckout, couponOffers, describeBlocker } from './cart-checkout';
import type { Coupon } from './model';
import type { PharmacyApi } from './ports';
import { cart, testApi, testErrors } from './test-support';

function coupon(overrides: Partial<Coupon>): Coupon {
  return {
    code: 'CARE10',
    title: '10% off',
    description: '',
    kind: 'PERCENT',
    value: 10,
    maxDiscountPaise: null,
    minCartPaise: 0,
    verticals: ['MEDICINE'],
    expiresOn: '2099-12-31',
    ...overrides,
  };
}

describe('coupon offers', () => {
  it('puts coupons that apply first, biggest saving first, and keeps the reasons of the others', () => {
    const offers = couponOffers(
      [coupon({ code: 'BIG', minCartPaise: 100000 }), coupon({ code: 'FLAT50', kind: 'FLAT', value: 5000 }), coupon({ code: 'CARE10' })],
      cart(),
      '2026-11-22',
    );
    expect(offers.map((o) => o.coupon.code)).toEqual(['FLAT50', 'CARE10', 'BIG']);
    // The cart sells for ₹90 (MRP ₹100 less ₹10): 10% is ₹9.
    expect(offers[1]?.check).toEqual({ applies: true, discountPaise: 900 });
    expect(offers[2]?.check).toEqual({ applies: false, reason: 'Add items worth ₹910.00 more to use this coupon' });
  });

  it('asks the server for medicine coupons only', async () => {
    const coupons = vi.fn<PharmacyApi['coupons']>(async () => Ok([coupon({})]));
    await new CartCheckout(testApi({ coupons }), testErrors().errors).coupons();
    expect(coupons).toHaveBeenCalledWith(['MEDICINE']);
  });
});

describe('availability', () => {
  it('checks a valid delivery pincode and skips an invalid one', async () => {
    const checkAvailability = vi.fn<PharmacyApi['checkAvailability']>(async () => Ok({ unavailable: ['m-2'] }));
    const checkout = new CartCheckout(testApi({ checkAvailability }), testErrors().errors);
    expect((await checkout.unavailableAt('560 038')).unwrap()).toEqual(['m-2']);
    expect((await checkout.unavailableAt('')).unwrap()).toEqual([]);
    expect(checkAvailability).toHaveBeenCalledTimes(1);
    expect(checkAvailability).toHaveBeenCalledWith('560038');
  });
});

describe('describeBlocker', () => {
  const names = (id: string) => ({ a: 'Dolo 650', b: 'Azithral 500', c: 'Pan 40' })[id] ?? id;
  it('names the medicines each blocker is about', () => {
    expect(describeBlocker({ kind: 'prescription-needed', productIds: ['b'] }, names)).toBe('Attach a prescription: Azithral 500 needs one.');
    expect(describeBlocker({ kind: 'unavailable', productIds: ['a', 'b', 'c'] }, names)).toBe(
      'Dolo 650, Azithral 500 and Pan 40 cannot be delivered to this address. Remove them or choose a substitute.',
    );
    expect(describeBlocker({ kind: 'no-address' }, names)).toBe('Choose a delivery address.');
    expect(describeBlocker({ kind: 'empty' }, names)).toContain('Your cart is empty');
  });
});
