import { formatIndianDate } from '../shared/calendar-date';
import { formatMoney, Money } from '../shared/money';
import type { Coupon } from './model';

export type CouponCheck = { applies: true; discountPaise: number } | { applies: false; reason: string };

/**
 * Whether a coupon applies to a medicine cart of `cartPaise` (selling price) on `today`
 * (YYYY-MM-DD), and what it takes off. The server has the last word; this tells the
 * patient why before they try, in the same words.
 */
export function checkCoupon(coupon: Coupon, cartPaise: number, today: string, vertical = 'MEDICINE'): CouponCheck {
  if (coupon.expiresOn < today) return { applies: false, reason: `This coupon expired on ${formatIndianDate(coupon.expiresOn) ?? coupon.expiresOn}` };
  if (coupon.verticals.length > 0 && !coupon.verticals.includes(vertical)) {
    return { applies: false, reason: 'This coupon is not valid on medicines' };
  }
  if (cartPaise < coupon.minCartPaise) {
    const short = coupon.minCartPaise - cartPaise;
    return { applies: false, reason: `Add items worth ${formatMoney(Money.fromPaise(short))} more to use this coupon` };
  }
  const raw = coupon.kind === 'PERCENT' ? Math.floor((cartPaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return { applies: true, discountPaise: Math.min(capped, cartPaise) };
}
