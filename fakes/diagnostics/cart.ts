import { Ok, type Result } from 'ts-results-es';
import type { DiagnosticCart, DiagnosticCartUpdate, DiagnosticPatient } from '../../domain/diagnostics/model';
import { cheapestLab } from '../../domain/diagnostics/rules';
import type { ApiError } from '../../domain/shared/errors';
import type { DiagnosticsAccounts } from './accounts';
import { cityForPincode, type LabCatalogue } from './catalogue';
import { DIAGNOSTICS_ERRORS, rejected } from './errors';
import type { LabPricing } from './pricing';
import { DEMO_CITIES } from './tests';

/** The patient's lab test cart (spec §7 Cart calls): tests of one city at one lab, who for, where, and the coupon. */
export class FakeDiagnosticCarts {
  constructor(
    private readonly catalogueOf: () => LabCatalogue,
    private readonly accounts: DiagnosticsAccounts,
    private readonly pricing: LabPricing,
  ) {}

  cart(token: string | null, query: { cityId: string | null; isComparisonNeeded: boolean }): Result<DiagnosticCart, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      if (query.cityId !== null && account.cart.items.length === 0 && DEMO_CITIES.some((city) => city.id === query.cityId)) account.cart.cityId = query.cityId;
      return Ok(this.pricing.cartOf(account, query.isComparisonNeeded));
    });
  }

  addToCart(token: string | null, item: { itemId: string; cityId: string; vendor: string | null; from: string | null }): Result<DiagnosticCart, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const entry = this.catalogueOf().entry(item.itemId);
      if (!entry) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
      const city = DEMO_CITIES.find((candidate) => candidate.id === item.cityId);
      if (!city) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
      if (this.catalogueOf().labsFor(entry, city.id).length === 0) return rejected(DIAGNOSTICS_ERRORS.notInCity);
      const cart = account.cart;
      if (cart.items.length > 0 && cart.cityId !== city.id) return rejected(DIAGNOSTICS_ERRORS.cityChange);
      cart.cityId = city.id;
      if (!cart.items.some((line) => line.itemId === entry.id)) cart.items.push({ itemId: entry.id, from: item.from });
      const vendor = item.vendor ?? cart.labId;
      // A lab that cannot do the whole cart gives way to the cheapest that can.
      cart.labId = vendor !== null && this.pricing.labDoesAll(vendor, cart.items, city.id) ? vendor : cheapestLab(this.pricing.quotes(cart.items, city.id));
      this.pricing.recheckCoupon(account);
      return Ok(this.pricing.cartOf(account, false));
    });
  }

  updateCart(token: string | null, update: DiagnosticCartUpdate): Result<DiagnosticCart, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const cart = account.cart;
      if (update.itemId !== undefined) {
        if (update.quantity !== 0 && update.quantity !== 1) return rejected(DIAGNOSTICS_ERRORS.quantity);
        if (!this.catalogueOf().entry(update.itemId)) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
        if (update.quantity === 0) cart.items = cart.items.filter((line) => line.itemId !== update.itemId);
        else if (!cart.items.some((line) => line.itemId === update.itemId)) cart.items.push({ itemId: update.itemId, from: null });
        if (cart.items.length === 0) {
          cart.labId = null;
          cart.couponCode = null;
        } else if (cart.cityId !== null && (cart.labId === null || !this.pricing.labDoesAll(cart.labId, cart.items, cart.cityId))) {
          cart.labId = cheapestLab(this.pricing.quotes(cart.items, cart.cityId));
        }
      }
      if (update.familyMemberId !== undefined) {
        if (update.familyMemberId !== null && !this.accounts.patientsOf(user).some((patient) => patient.id === update.familyMemberId)) return rejected(DIAGNOSTICS_ERRORS.unknownMember);
        cart.familyMemberId = update.familyMemberId;
      }
      if (update.addressId !== undefined) {
        const address = this.accounts.addressOf(user, update.addressId);
        if (!address) return rejected(DIAGNOSTICS_ERRORS.unknownAddress);
        const city = cityForPincode(address.pincode);
        if (cart.items.length > 0 && cart.cityId !== null && city?.id !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.addressCity);
        cart.addressId = address.id;
        cart.pincode = address.pincode;
      }
      if (update.isHomeCollection !== undefined) cart.isHomeCollection = update.isHomeCollection;
      if (update.cityId !== undefined && cart.items.length === 0) {
        if (!DEMO_CITIES.some((city) => city.id === update.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
        cart.cityId = update.cityId;
      }
      if (update.selectedPartner !== undefined) {
        const switched = this.pricing.selectLab(cart.items, cart.cityId, update.selectedPartner);
        if (switched.isErr()) return switched;
        cart.labId = switched.value;
      }
      if (update.isRemoveCoupon === true) {
        cart.couponCode = null;
        cart.couponReason = null;
      } else if (update.couponCode !== undefined) {
        cart.couponCode = update.couponCode.trim().toUpperCase();
        this.pricing.recheckCoupon(account);
      }
      return Ok(this.pricing.cartOf(account, false));
    });
  }

  replacePreferred(token: string | null, request: { labId: string; cityId: string }): Result<DiagnosticCart, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const cart = account.cart;
      if (cart.items.length > 0 && cart.cityId !== request.cityId) return rejected(DIAGNOSTICS_ERRORS.cityChange);
      const switched = this.pricing.selectLab(cart.items, request.cityId, request.labId);
      if (switched.isErr()) return switched;
      cart.labId = switched.value;
      cart.cityId = request.cityId;
      this.pricing.recheckCoupon(account);
      return Ok(this.pricing.cartOf(account, false));
    });
  }

  familyMembers(token: string | null): Result<DiagnosticPatient[], ApiError> {
    return this.accounts.signedIn(token, (user) => Ok(this.accounts.patientsOf(user)));
  }
}
