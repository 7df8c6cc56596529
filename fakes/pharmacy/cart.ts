import { Ok, type Result } from 'ts-results-es';
import { checkQuantity, MAX_QUANTITY_PER_LINE } from '../../domain/pharmacy/cart-rules';
import type { Cart } from '../../domain/pharmacy/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { FakeUser } from '../state';
import type { PharmacyAccounts } from './accounts';
import { indianDay, type MedicineCartPricing } from './cart-pricing';
import type { Catalogue } from './catalogue';
import { conflict, notFound, PHARMACY_ERRORS, PINCODE, rejected } from './errors';

/** The patient's medicine cart (spec §7 Cart calls): lines, coupon, where it goes, and the discount mail. */
export class FakeMedicineCarts {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => Catalogue,
    private readonly accounts: PharmacyAccounts,
    private readonly pricing: MedicineCartPricing,
  ) {}

  cart(token: string | null): Result<Cart, ApiError> {
    return this.accounts.signedIn(token, (user, account) => Ok(this.pricing.cartOf(user, account)));
  }

  addToCart(token: string | null, productId: string, quantity: number): Result<Cart, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const checked = checkQuantity(quantity);
      if (!checked.ok) return rejected(checked.message);
      const entry = this.catalogueOf().entry(productId);
      if (!entry) return rejected(PHARMACY_ERRORS.unknownMedicine);
      let line = user.medicineCart.items.find((item) => item.productId === productId);
      if (!line) {
        // Spec §3: a new line starts at quantity 0; the add below makes it what was asked.
        line = { productId, quantity: 0, isRxRequired: entry.isRxRequired };
        user.medicineCart.items.push(line);
      }
      const total = line.quantity + checked.quantity;
      const allowed = checkQuantity(total);
      if (!allowed.ok) {
        if (line.quantity === 0) user.medicineCart.items = user.medicineCart.items.filter((item) => item !== line);
        return rejected(allowed.message);
      }
      line.quantity = total;
      return Ok(this.pricing.cartOf(user, account));
    });
  }

  /** Replaces the lines and the coupon: what POST update cart sends is the whole cart. */
  updateCart(token: string | null, lines: readonly { productId: string; quantity: number }[], couponCode: string | null): Result<Cart, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const seen = new Set<string>();
      const items: FakeUser['medicineCart']['items'] = [];
      for (const line of lines) {
        if (seen.has(line.productId)) return rejected(PHARMACY_ERRORS.duplicateLine);
        seen.add(line.productId);
        const entry = this.catalogueOf().entry(line.productId);
        if (!entry) return rejected(PHARMACY_ERRORS.unknownMedicine);
        if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > MAX_QUANTITY_PER_LINE) {
          return rejected(PHARMACY_ERRORS.quantityZeroOrMore);
        }
        items.push({ productId: line.productId, quantity: line.quantity, isRxRequired: entry.isRxRequired });
      }
      user.medicineCart.items = items;
      const code = couponCode?.trim().toUpperCase() ?? '';
      if (code === '') {
        user.medicineCart.couponCode = null;
        account.couponReason = null;
      } else {
        const outcome = this.pricing.couponOutcome(user, code);
        user.medicineCart.couponCode = outcome.applies ? code : null;
        account.couponReason = outcome.applies ? null : outcome.reason;
      }
      return Ok(this.pricing.cartOf(user, account));
    });
  }

  setCartAddress(token: string | null, addressId: string): Result<Cart, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      if (!account.addresses.some((address) => address.id === addressId)) return notFound();
      // The spec's one "primary cart address": choosing where this cart goes makes it primary.
      for (const address of account.addresses) address.isPrimary = address.id === addressId;
      user.addressId = addressId;
      return Ok(this.pricing.cartOf(user, account));
    });
  }

  checkAvailability(token: string | null, pincode: string): Result<{ unavailable: string[] }, ApiError> {
    return this.accounts.signedIn(token, (user) => {
      if (!PINCODE.test(pincode)) return rejected(PHARMACY_ERRORS.pincode);
      const unavailable = user.medicineCart.items
        .filter((item) => item.quantity > 0)
        .filter((item) => this.catalogueOf().medicine(item.productId, pincode)?.available !== true)
        .map((item) => item.productId);
      return Ok({ unavailable });
    });
  }

  /**
   * POST additional-discount mail trigger: e-mails the patient an extra discount on the
   * medicines in their cart, at most once an Indian day, to the profile's e-mail address.
   */
  mailAdditionalDiscount(token: string | null): Result<{ email: string }, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const email = user.email?.trim() ?? '';
      if (email === '') return rejected(PHARMACY_ERRORS.discountNeedsEmail);
      if (!user.medicineCart.items.some((item) => item.quantity > 0)) return rejected(PHARMACY_ERRORS.discountNeedsCart);
      const today = indianDay(this.backend.now());
      if (account.discountMailedOn === today) return conflict(PHARMACY_ERRORS.discountAlreadyMailed);
      account.discountMailedOn = today;
      return Ok({ email });
    });
  }
}
