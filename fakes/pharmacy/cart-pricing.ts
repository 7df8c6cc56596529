import { checkCoupon } from '../../domain/pharmacy/coupons';
import type { Cart, CartLine, CartTotals } from '../../domain/pharmacy/model';
import type { FakeBackend } from '../backend';
import type { FakeUser } from '../state';
import type { Catalogue } from './catalogue';
import { demoCoupons, SUBSCRIBERS_ONLY_REASON } from './coupons';
import { knownPincode, PHARMACY_ERRORS } from './errors';
import type { FakePharmacyAccount } from './state';

const MINUTE = 60 * 1000;

/** Delivery is charged below this selling total (before the coupon), and free from it. */
export const FREE_DELIVERY_FROM_PAISE = 50000;
export const DELIVERY_CHARGE_PAISE = 4000;

/** The day in India on the backend's clock: coupons expire at the end of an Indian day. */
export function indianDay(epochMs: number): string {
  return new Date(epochMs + 330 * MINUTE).toISOString().slice(0, 10);
}

/** Cart totals from lines with a quantity (quantity 0 lines count for nothing). */
export function cartTotals(lines: readonly { quantity: number; mrpPaise: number; pricePaise: number }[], couponDiscountPaise: number): CartTotals {
  let mrpPaise = 0;
  let sellingPaise = 0;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    mrpPaise += line.mrpPaise * line.quantity;
    sellingPaise += line.pricePaise * line.quantity;
  }
  const couponDiscountCapped = Math.min(couponDiscountPaise, sellingPaise);
  // Free delivery is judged on the medicines' value, so applying a coupon never adds a charge.
  const deliveryPaise = sellingPaise === 0 || sellingPaise >= FREE_DELIVERY_FROM_PAISE ? 0 : DELIVERY_CHARGE_PAISE;
  return {
    mrpPaise,
    itemDiscountPaise: mrpPaise - sellingPaise,
    couponDiscountPaise: couponDiscountCapped,
    deliveryPaise,
    payablePaise: sellingPaise - couponDiscountCapped + deliveryPaise,
  };
}

/** The medicine cart as the patient sees it: where it goes, what the coupon takes off, what it costs. */
export class MedicineCartPricing {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => Catalogue,
  ) {}

  /** Where the cart goes: its address, else the primary one, else the profile's pincode. */
  deliveryPincode(user: FakeUser, account: FakePharmacyAccount): string | null {
    const address = account.addresses.find((candidate) => candidate.id === user.addressId) ?? account.addresses.find((candidate) => candidate.isPrimary);
    return knownPincode(address?.pincode ?? user.pincode);
  }

  /** Whether the coupon `code` applies to this patient's cart now, and what it takes off. */
  couponOutcome(user: FakeUser, code: string): { applies: true; discountPaise: number } | { applies: false; reason: string } {
    const today = indianDay(this.backend.now());
    const coupon = demoCoupons(today).find((candidate) => candidate.code === code);
    if (!coupon) return { applies: false, reason: PHARMACY_ERRORS.invalidCoupon };
    const check = checkCoupon(coupon, this.sellingTotal(user), today);
    if (!check.applies) return check;
    if (coupon.subscribersOnly && !user.isSubscribedUser) return { applies: false, reason: SUBSCRIBERS_ONLY_REASON };
    return check;
  }

  /**
   * The cart as the patient sees it. A stored coupon that no longer applies (the cart fell
   * below its minimum, it expired) is dropped here, with the reason kept for the patient.
   */
  cartOf(user: FakeUser, account: FakePharmacyAccount, pincodeOverride?: string): Cart {
    const pincode = pincodeOverride ?? this.deliveryPincode(user, account);
    const lines: CartLine[] = [];
    for (const item of user.medicineCart.items) {
      const medicine = this.catalogueOf().medicine(item.productId, pincode);
      // A medicine the catalogue no longer has cannot be sold: it leaves the cart.
      if (medicine) lines.push({ productId: item.productId, quantity: item.quantity, isRxRequired: medicine.isRxRequired, medicine });
    }
    user.medicineCart.items = user.medicineCart.items.filter((item) => lines.some((line) => line.productId === item.productId));
    let discount = 0;
    const code = user.medicineCart.couponCode;
    if (code !== null) {
      const outcome = this.couponOutcome(user, code);
      if (outcome.applies) {
        discount = outcome.discountPaise;
      } else {
        user.medicineCart.couponCode = null;
        account.couponReason = outcome.reason;
      }
    }
    const totals = cartTotals(
      lines.map((line) => ({ quantity: line.quantity, mrpPaise: line.medicine.mrpPaise, pricePaise: line.medicine.pricePaise })),
      discount,
    );
    return {
      lines,
      couponCode: user.medicineCart.couponCode,
      couponReason: user.medicineCart.couponCode === null ? account.couponReason : null,
      totals,
      addressId: account.addresses.some((address) => address.id === user.addressId) ? user.addressId : null,
    };
  }

  private sellingTotal(user: FakeUser): number {
    return user.medicineCart.items.reduce((sum, item) => sum + (this.catalogueOf().entry(item.productId)?.pricePaise ?? 0) * Math.max(0, item.quantity), 0);
  }
}
