import { describe, expect, it } from 'vitest';
import type { Coupon } from './model';
import { checkCoupon } from './coupons';

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'HEALTH20',
    title: '20% off medicines',
    description: 'Up to ₹150 off on orders above ₹499',
    kind: 'PERCENT',
    value: 20,
    maxDiscountPaise: 15000,
    minCartPaise: 49900,
    verticals: ['MEDICINE'],
    expiresOn: '2026-12-31',
    ...overrides,
  };
}

describe('checkCoupon', () => {
  it('takes the percentage off the selling price, up to the cap', () => {
    expect(checkCoupon(coupon(), 60000, '2026-11-22')).toEqual({ applies: true, discountPaise: 12000 });
    expect(checkCoupon(coupon(), 100000, '2026-11-22')).toEqual({ applies: true, discountPaise: 15000 });
  });

  it('takes a flat amount off, never more than the cart', () => {
    expect(checkCoupon(coupon({ kind: 'FLAT', value: 10000, minCartPaise: 0 }), 60000, '2026-11-22')).toEqual({ applies: true, discountPaise: 10000 });
    expect(checkCoupon(coupon({ kind: 'FLAT', value: 10000, minCartPaise: 0 }), 5000, '2026-11-22')).toEqual({ applies: true, discountPaise: 5000 });
  });

  it('tells the patient how much more to add when the cart is below the minimum', () => {
    expect(checkCoupon(coupon(), 40000, '2026-11-22')).toEqual({ applies: false, reason: 'Add items worth ₹99.00 more to use this coupon' });
  });

  it('refuses an expired coupon with its date, but accepts it on its last day', () => {
    expect(checkCoupon(coupon({ expiresOn: '2026-11-21' }), 60000, '2026-11-22')).toEqual({ applies: false, reason: 'This coupon expired on 21 November 2026' });
    expect(checkCoupon(coupon({ expiresOn: '2026-11-22' }), 60000, '2026-11-22').applies).toBe(true);
  });

  it('refuses a coupon meant for another vertical', () => {
    expect(checkCoupon(coupon({ verticals: ['DIAGNOSTICS'] }), 60000, '2026-11-22')).toEqual({ applies: false, reason: 'This coupon is not valid on medicines' });
  });
});
