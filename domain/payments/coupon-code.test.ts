import { describe, expect, it } from 'vitest';
import { validateCouponForm } from './coupon-code';

describe('validateCouponForm', () => {
  it('quotes with the code in capitals without the spaces around it, and with none when the box is blank', () => {
    expect(validateCouponForm({ coupon: '  care10 ' }).unwrap()).toBe('CARE10');
    expect(validateCouponForm({ coupon: '   ' }).unwrap()).toBeNull();
  });
});
