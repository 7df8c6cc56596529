import type { Coupon } from '../../domain/pharmacy/model';
import { CONSULTATION_COUPON } from '../consultations/errors';
import { PLAN_COUPONS } from '../subscriptions-purchase';

/** A demo coupon, with the one rule the domain's checkCoupon does not know. */
export interface FakeCoupon extends Coupon {
  /** Only Care Plus members (isSubscribedUser) may use it. */
  subscribersOnly: boolean;
}

export const SUBSCRIBERS_ONLY_REASON = 'This coupon is only for Care Plus members';

/**
 * The demo coupons (docs/decisions.md). Dates are relative to the backend's clock, so the
 * valid ones stay valid and the expired one stays expired whenever the demo runs.
 */
export function demoCoupons(today: string): FakeCoupon[] {
  const year = Number(today.slice(0, 4));
  const valid = `${year + 1}-03-31`;
  return [
    {
      code: 'HEALTH20',
      title: '20% off medicines',
      description: 'Get 20% off, up to ₹150, on medicine orders of ₹499 or more.',
      kind: 'PERCENT',
      value: 20,
      maxDiscountPaise: 15000,
      minCartPaise: 49900,
      verticals: ['MEDICINE'],
      expiresOn: valid,
      subscribersOnly: false,
    },
    {
      code: 'FLAT100',
      title: '₹100 off',
      description: 'Flat ₹100 off on medicine or lab-test orders of ₹999 or more.',
      kind: 'FLAT',
      value: 10000,
      maxDiscountPaise: null,
      minCartPaise: 99900,
      verticals: ['MEDICINE', 'DIAGNOSTICS'],
      expiresOn: valid,
      subscribersOnly: false,
    },
    {
      code: 'CARE15',
      title: 'Care Plus: 15% off',
      description: 'Care Plus members get 15% off medicines, up to ₹300, on any order.',
      kind: 'PERCENT',
      value: 15,
      maxDiscountPaise: 30000,
      minCartPaise: 0,
      verticals: ['MEDICINE'],
      expiresOn: valid,
      subscribersOnly: true,
    },
    {
      code: 'LAB25',
      title: '25% off lab tests',
      description: 'Get 25% off, up to ₹250, on lab tests booked with home collection.',
      kind: 'PERCENT',
      value: 25,
      maxDiscountPaise: 25000,
      minCartPaise: 49900,
      verticals: ['DIAGNOSTICS'],
      expiresOn: valid,
      subscribersOnly: false,
    },
    {
      // Listed for the Offers page; the consultation booking applies it (fakes/consultations/bookings.ts).
      code: CONSULTATION_COUPON.code,
      title: '₹100 off a consultation',
      description: 'Flat ₹100 off a doctor consultation with a fee of ₹500 or more.',
      kind: 'FLAT',
      value: CONSULTATION_COUPON.discountPaise,
      maxDiscountPaise: null,
      minCartPaise: CONSULTATION_COUPON.minFeePaise,
      verticals: ['CONSULTATION'],
      expiresOn: valid,
      subscribersOnly: false,
    },
    {
      // Listed for the Offers page; the plan checkout applies it (fakes/subscriptions-purchase.ts).
      code: 'CAREPLUS10',
      title: '10% off any Care Plus plan',
      description: 'Get 10% off any Care Plus plan, for 3, 6 or 12 months.',
      kind: 'PERCENT',
      value: PLAN_COUPONS['CAREPLUS10']?.percentOff ?? 0,
      maxDiscountPaise: null,
      minCartPaise: 0,
      verticals: ['SUBSCRIPTION'],
      expiresOn: PLAN_COUPONS['CAREPLUS10']?.validUntil ?? valid,
      subscribersOnly: false,
    },
    {
      code: 'GOLD500',
      title: '₹500 off a Gold plan',
      description: 'Flat ₹500 off Care Plus Gold, for 3, 6 or 12 months. Gold plans only.',
      kind: 'FLAT',
      value: (PLAN_COUPONS['GOLD500']?.rupeesOff ?? 0) * 100,
      maxDiscountPaise: null,
      minCartPaise: 0,
      verticals: ['SUBSCRIPTION'],
      expiresOn: PLAN_COUPONS['GOLD500']?.validUntil ?? valid,
      subscribersOnly: false,
    },
    {
      code: 'WELCOME50',
      title: '₹50 off your first order',
      description: 'Flat ₹50 off on your first medicine order of ₹299 or more.',
      kind: 'FLAT',
      value: 5000,
      maxDiscountPaise: null,
      minCartPaise: 29900,
      verticals: ['MEDICINE'],
      expiresOn: `${year - 1}-12-31`,
      subscribersOnly: false,
    },
  ];
}
