import type { Coupon } from './model';

export type CouponCheck = { applies: true; discountPaise: number } | { applies: false; reason: string };

/**
 * Whether a coupon applies to a medicine cart of `cartPaise` (selling price) on `today`
 * (YYYY-MM-DD), and what it takes off. The server has the last word; this tells the
 * patient why before they try, in the same words.
 */
export function checkCoupon(coupon: Coupon, cartPaise: number, today: string, vertical = 'MEDICINE'): CouponCheck {
  if (coupon.expiresOn < today) return { applies: false, reason: `This coupon expired on ${formatDay(coupon.expiresOn)}` };
  if (coupon.verticals.length > 0 && !coupon.verticals.includes(vertical)) {
    return { applies: false, reason: 'This coupon is not valid on medicines' };
  }
  if (cartPaise < coupon.minCartPaise) {
    const short = coupon.minCartPaise - cartPaise;
    return { applies: false, reason: `Add items worth ${rupees(short)} more to use this coupon` };
  }
  const raw = coupon.kind === 'PERCENT' ? Math.floor((cartPaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return { applies: true, discountPaise: Math.min(capped, cartPaise) };
}

function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}

function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
