import { Ok, type Result } from 'ts-results-es';
import type { DiagnosticCart, DiagnosticTotals, Lab, LabQuote } from '../../domain/diagnostics/model';
import { checkCoupon } from '../../domain/pharmacy/coupons';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { demoCoupons } from '../pharmacy/coupons';
import { indianDay } from '../pharmacy/cart-pricing';
import type { LabCatalogue, LabCatalogueEntry } from './catalogue';
import { DIAGNOSTICS_ERRORS, rejected } from './errors';
import type { FakeDiagnosticsAccount } from './state';
import { DEMO_CITIES, LABS, type FakeLab } from './tests';

/** Home collection is charged below this selling total (before the coupon). */
export const FREE_COLLECTION_FROM_PAISE = 50000;
export const COLLECTION_CHARGE_PAISE = 9900;

export function publicLab(lab: FakeLab): Lab {
  return { id: lab.id, name: lab.name, accreditations: [...lab.accreditations] };
}

/** What a set of tests costs at each lab of a city, the coupon on a cart, and the cart as the patient sees it. */
export class LabPricing {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => LabCatalogue,
  ) {}

  entriesOf(items: readonly { itemId: string }[]): LabCatalogueEntry[] {
    return items.map((item) => this.catalogueOf().entry(item.itemId)).filter((entry): entry is LabCatalogueEntry => entry !== undefined);
  }

  quotes(items: readonly { itemId: string }[], cityId: string): LabQuote[] {
    const entries = this.entriesOf(items);
    return LABS.filter((lab) => lab.cities.includes(cityId)).map((lab) => {
      let mrpPaise = 0;
      let pricePaise = 0;
      const missingItemIds: string[] = [];
      for (const entry of entries) {
        const price = entry.prices.get(lab.id);
        if (price === undefined) missingItemIds.push(entry.id);
        else {
          mrpPaise += price.mrpPaise;
          pricePaise += price.pricePaise;
        }
      }
      return { lab: publicLab(lab), mrpPaise, pricePaise, missingItemIds };
    });
  }

  labDoesAll(labId: string, items: readonly { itemId: string }[], cityId: string): boolean {
    const lab = LABS.find((candidate) => candidate.id === labId);
    return lab !== undefined && lab.cities.includes(cityId) && this.entriesOf(items).every((entry) => entry.prices.has(labId));
  }

  selectLab(items: readonly { itemId: string }[], cityId: string | null, labId: string): Result<string, ApiError> {
    const lab = LABS.find((candidate) => candidate.id === labId);
    if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
    if (cityId === null || !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    if (!this.labDoesAll(labId, items, cityId)) return rejected(DIAGNOSTICS_ERRORS.labMissing);
    return Ok(labId);
  }

  /** Applies the cart's coupon again (the cart changed); a coupon that no longer applies is dropped with its reason. */
  recheckCoupon(account: FakeDiagnosticsAccount): void {
    const code = account.cart.couponCode;
    if (code === null) return;
    const outcome = this.couponOutcome(code, this.sellingPaise(account));
    if (!outcome.applies) {
      account.cart.couponCode = null;
      account.cart.couponReason = outcome.reason;
    } else {
      account.cart.couponReason = null;
    }
  }

  cartOf(account: FakeDiagnosticsAccount, compare: boolean): DiagnosticCart {
    const cart = account.cart;
    const city = DEMO_CITIES.find((candidate) => candidate.id === cart.cityId) ?? null;
    const lab = LABS.find((candidate) => candidate.id === cart.labId) ?? null;
    const items = this.entriesOf(cart.items).map((entry) => {
      const price = lab === null ? undefined : entry.prices.get(lab.id);
      return {
        itemId: entry.id,
        itemName: entry.name,
        cityId: cart.cityId ?? '',
        vendor: lab?.id ?? '',
        from: cart.items.find((line) => line.itemId === entry.id)?.from ?? null,
        labData: lab !== null && price !== undefined ? { labName: lab.name, mrpPaise: price.mrpPaise, pricePaise: price.pricePaise } : null,
      };
    });
    const mrpPaise = items.reduce((sum, item) => sum + (item.labData?.mrpPaise ?? 0), 0);
    const sellingPaise = items.reduce((sum, item) => sum + (item.labData?.pricePaise ?? 0), 0);
    const coupon = cart.couponCode === null ? null : this.couponOutcome(cart.couponCode, sellingPaise);
    const couponDiscountPaise = coupon?.applies ? coupon.discountPaise : 0;
    const homeCollectionPaise = items.length === 0 || sellingPaise >= FREE_COLLECTION_FROM_PAISE ? 0 : COLLECTION_CHARGE_PAISE;
    const totals: DiagnosticTotals = {
      mrpPaise,
      discountPaise: mrpPaise - sellingPaise,
      couponDiscountPaise,
      homeCollectionPaise,
      payablePaise: sellingPaise - couponDiscountPaise + homeCollectionPaise,
    };
    return {
      items,
      cityId: city?.id ?? null,
      cityName: city?.name ?? null,
      labId: lab?.id ?? null,
      familyMemberId: cart.familyMemberId,
      addressId: cart.addressId,
      pincode: cart.pincode,
      couponCode: coupon?.applies ? cart.couponCode : null,
      couponReason: cart.couponReason,
      totals,
      comparison: compare && city !== null && cart.items.length > 0 ? this.quotes(cart.items, city.id) : [],
    };
  }

  private sellingPaise(account: FakeDiagnosticsAccount): number {
    const cart = account.cart;
    if (cart.labId === null) return 0;
    return this.entriesOf(cart.items).reduce((sum, entry) => sum + (entry.prices.get(cart.labId as string)?.pricePaise ?? 0), 0);
  }

  private couponOutcome(code: string, sellingPaise: number): { applies: true; discountPaise: number } | { applies: false; reason: string } {
    const today = indianDay(this.backend.now());
    const coupon = demoCoupons(today).find((candidate) => candidate.code === code);
    if (!coupon) return { applies: false, reason: DIAGNOSTICS_ERRORS.invalidCoupon };
    if (coupon.verticals.length > 0 && !coupon.verticals.includes('DIAGNOSTICS')) return { applies: false, reason: DIAGNOSTICS_ERRORS.notForLabTests };
    return checkCoupon(coupon, sellingPaise, today, 'DIAGNOSTICS');
  }
}
