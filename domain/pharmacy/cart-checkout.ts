import { Ok, type Result } from 'ts-results-es';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import { parsePincode } from '../shared/pincode';
import type { CheckoutBlocker } from './cart-rules';
import { checkCoupon, type CouponCheck } from './coupons';
import type { Cart, Coupon } from './model';
import type { PharmacyApi } from './ports';

export interface CouponOffer {
  coupon: Coupon;
  check: CouponCheck;
}

/**
 * What the cart page needs besides the cart itself: the medicine coupons with a hint of
 * whether each applies, and the availability check against the delivery pincode.
 */
export class CartCheckout {
  constructor(
    private readonly api: PharmacyApi,
    private readonly errors: ErrorPolicy,
  ) {}

  /** GET pharmacy coupons for medicines; `couponOffers` says which apply to a cart. */
  async coupons(): Promise<Result<Coupon[], ApiError>> {
    const coupons = await this.api.coupons(['MEDICINE']);
    if (coupons.isErr()) this.errors.handle(coupons.error, { quiet: true });
    return coupons;
  }

  /** POST items availability check: the product ids that can't reach `pincode`. */
  async unavailableAt(pincode: string): Promise<Result<string[], ApiError>> {
    const parsed = parsePincode(pincode);
    if (parsed.isErr()) return Ok([]);
    const checked = await this.api.checkAvailability(parsed.value);
    if (checked.isErr()) {
      this.errors.handle(checked.error, { quiet: true });
      return checked;
    }
    return Ok(checked.value.unavailable);
  }
}

/** The selling price a coupon is measured against: MRP less the item discounts. */
export function sellingPaise(totals: Cart['totals']): number {
  return totals.mrpPaise - totals.itemDiscountPaise;
}

/** Coupons that apply first, the biggest saving first; then the others with their reasons. */
export function couponOffers(coupons: readonly Coupon[], cart: Pick<Cart, 'totals'>, today: string): CouponOffer[] {
  const offers = coupons.map((coupon) => ({ coupon, check: checkCoupon(coupon, sellingPaise(cart.totals), today) }));
  const saving = (offer: CouponOffer) => (offer.check.applies ? offer.check.discountPaise : -1);
  return offers.sort((a, b) => saving(b) - saving(a));
}

/** What stops the order, in words the patient can act on; `names` maps product ids to names. */
export function describeBlocker(blocker: CheckoutBlocker, names: (productId: string) => string): string {
  switch (blocker.kind) {
    case 'empty':
      return 'Your cart is empty. Add medicines to place an order.';
    case 'prescription-needed':
      return `Attach a prescription: ${listOf(blocker.productIds.map(names))} ${blocker.productIds.length === 1 ? 'needs' : 'need'} one.`;
    case 'unavailable':
      return `${listOf(blocker.productIds.map(names))} cannot be delivered to this address. Remove ${blocker.productIds.length === 1 ? 'it' : 'them'} or choose a substitute.`;
    case 'no-address':
      return 'Choose a delivery address.';
  }
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
