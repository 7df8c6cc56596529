import { Ok, type Result } from 'ts-results-es';
import type { Coupon, Medicine, MedicineDetail, SearchPage } from '../../domain/pharmacy/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { PharmacyAccounts } from './accounts';
import { indianDay, type MedicineCartPricing } from './cart-pricing';
import type { Catalogue } from './catalogue';
import { demoCoupons, type FakeCoupon } from './coupons';
import { knownPincode, MAX_SEARCH_PAGE_SIZE, notFound, PHARMACY_ERRORS, rejected } from './errors';

function publicCoupon(coupon: FakeCoupon): Coupon {
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minCartPaise: coupon.minCartPaise,
    verticals: [...coupon.verticals],
    expiresOn: coupon.expiresOn,
  };
}

/** Finding medicines: search, a medicine and its substitutes, the coupons on offer, and what the patient orders most. */
export class FakeMedicineSearch {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => Catalogue,
    private readonly accounts: PharmacyAccounts,
    private readonly pricing: MedicineCartPricing,
  ) {}

  private get catalogue(): Catalogue {
    return this.catalogueOf();
  }

  search(query: { text: string; page: number; size: number; pincode: string | null }): Result<SearchPage<Medicine>, ApiError> {
    if (!Number.isInteger(query.page) || query.page < 1) return rejected(PHARMACY_ERRORS.page);
    if (!Number.isInteger(query.size) || query.size < 1 || query.size > MAX_SEARCH_PAGE_SIZE) return rejected(PHARMACY_ERRORS.size);
    return Ok(this.catalogue.search(query.text, query.page, query.size, knownPincode(query.pincode)));
  }

  medicine(id: string, pincode: string | null): Result<MedicineDetail, ApiError> {
    const detail = this.catalogue.detail(id, knownPincode(pincode));
    return detail ? Ok(detail) : notFound();
  }

  substitutes(drugId: string, pincode: string | null): Result<Medicine[], ApiError> {
    if (!this.catalogue.entry(drugId)) return notFound();
    return Ok(this.catalogue.substitutes(drugId, knownPincode(pincode)));
  }

  coupons(verticals: readonly string[]): Result<Coupon[], ApiError> {
    const today = indianDay(this.backend.now());
    const wanted = verticals.map((vertical) => vertical.trim().toUpperCase()).filter((vertical) => vertical !== '');
    return Ok(
      demoCoupons(today)
        // Expired coupons are not offered; typed in, they are refused with their date.
        .filter((coupon) => coupon.expiresOn >= today)
        .filter((coupon) => wanted.length === 0 || coupon.verticals.some((vertical) => wanted.includes(vertical)))
        .map(publicCoupon),
    );
  }

  mostOrdered(token: string | null): Result<Medicine[], ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const pincode = this.pricing.deliveryPincode(user, account);
      const counts = new Map<string, { quantity: number; last: string }>();
      for (const order of account.orders) {
        for (const line of order.lines) {
          const seen = counts.get(line.productId) ?? { quantity: 0, last: '' };
          counts.set(line.productId, { quantity: seen.quantity + line.quantity, last: order.placedAt > seen.last ? order.placedAt : seen.last });
        }
      }
      const ranked = [...counts.entries()]
        .sort(([, a], [, b]) => b.quantity - a.quantity || b.last.localeCompare(a.last))
        .map(([productId]) => this.catalogue.medicine(productId, pincode))
        .filter((medicine): medicine is Medicine => medicine !== undefined)
        .slice(0, 10);
      // A patient with no orders yet sees what most people buy.
      return Ok(ranked.length > 0 ? ranked : this.catalogue.popular(pincode));
    });
  }
}
