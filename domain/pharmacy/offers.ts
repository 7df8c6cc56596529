import { COOKIE_LIFETIME_MS } from '../shared/constants';
import { COOKIE_NAMES, type CookieJar } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { Coupon } from './model';
import type { PharmacyApi } from './ports';
import { byCodeUnits } from '../shared/order';

/** What an offer is for, in the order the Offers page shows them (the coupon call's verticals). */
export const OFFER_VERTICALS = ['MEDICINE', 'DIAGNOSTICS', 'CONSULTATION', 'SUBSCRIPTION'] as const;
export type OfferVertical = (typeof OFFER_VERTICALS)[number];

export interface OfferGroup {
  vertical: OfferVertical;
  /** Soonest to end first, so one about to lapse is not missed. */
  coupons: Coupon[];
}

export const OFFER_QUERIES = { all: ['pharmacy', 'offers'] } as const;

/**
 * The current offers for each vertical, from `coupons` on `today` (YYYY-MM-DD, Indian time).
 * A coupon for two verticals shows under both, as the patient looks for it under either, and one
 * naming none is good for all (as checkCoupon reads it); one already expired or only for a
 * vertical we do not sell is left out; empty verticals are dropped.
 */
export function offerGroups(coupons: readonly Coupon[], today: string): OfferGroup[] {
  const current = coupons.filter((coupon) => coupon.expiresOn >= today);
  return OFFER_VERTICALS.map((vertical) => ({
    vertical,
    coupons: current
      .filter((coupon) => coupon.verticals.length === 0 || coupon.verticals.map((each) => each.toUpperCase()).includes(vertical))
      .sort((a, b) => byCodeUnits(a.expiresOn, b.expiresOn) || byCodeUnits(a.code, b.code)),
  })).filter((group) => group.coupons.length > 0);
}

/** The Offers page (/offers): every coupon on offer, for visitors too (the call needs no sign-in). */
export class Offers {
  constructor(
    private readonly api: Pick<PharmacyApi, 'coupons'>,
    private readonly queries: QueryCache,
    private readonly cookies: CookieJar,
  ) {}

  /** GET pharmacy coupons without the verticals query: every coupon on offer. */
  all(): Query<Coupon[]> {
    return this.queries.query(OFFER_QUERIES.all, () => this.api.coupons());
  }

  /**
   * Keeps a consultation coupon in the coupon cookie (spec §9: 10 minutes) for the booking
   * summary, which the patient reaches only after choosing a doctor and a slot. Carts take
   * theirs in the address instead (the page's "Apply" link), so a lab coupon never lands on
   * the medicine cart.
   */
  keepForConsultation(code: string): void {
    this.cookies.set(COOKIE_NAMES.coupon, code.trim().toUpperCase(), COOKIE_LIFETIME_MS);
  }
}
