import { combineLatest, distinctUntilChanged, map, of, shareReplay, switchMap, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import { parsePincode } from '../shared/pincode';
import type { Query, QueryCache, QueryState } from '../shared/query';
import type { AddressBook } from './address-book';
import type { CartService } from './cart';
import { checkoutBlockers, type CheckoutBlocker } from './cart-rules';
import { checkCoupon, type CouponCheck } from './coupons';
import type { Address, Cart, Coupon, MedicineOrder, Prescription } from './model';
import type { MedicineOrdering } from './ordering';
import type { PharmacyApi } from './ports';
import type { PrescriptionLibrary } from './prescriptions';

export interface CouponOffer {
  coupon: Coupon;
  check: CouponCheck;
}

/** Where the session keeps what the cart page reads besides the cart and the address book. */
export const CHECKOUT_QUERIES = {
  coupons: ['pharmacy', 'coupons'],
  /** Availability depends on the lines too: a medicine added is checked again. */
  availability: (pincode: string, productIds: readonly string[]) => ['pharmacy', 'availability', pincode, productIds.join(',')],
} as const;

export interface CartCheckoutDeps {
  api: PharmacyApi;
  queries: QueryCache;
  cart: Pick<CartService, 'current' | 'load'>;
  addresses: Pick<AddressBook, 'list'>;
  prescriptions: Pick<PrescriptionLibrary, 'list' | 'attached$' | 'attachedIds' | 'clearAttached'>;
  ordering: Pick<MedicineOrdering, 'placeOrder'>;
}

/** Everything the cart page shows around the cart's lines, and whether the order can be placed. */
export interface CheckoutView {
  addresses: QueryState<Address[]>;
  /** Null while no line needs a prescription, so none are asked for. */
  prescriptions: QueryState<Prescription[]> | null;
  /** The delivery address's pincode, once the addresses are in and the cart has one. */
  pincode: string | null;
  /** Whether availability at the pincode is known: until then the order waits. */
  checked: boolean;
  /** The availability check failed; the pharmacy confirms delivery instead. */
  availabilityFailed: boolean;
  /** Product ids that cannot reach the pincode. */
  unavailable: readonly string[];
  /** The ticked prescriptions the patient still has (one deleted elsewhere drops out). */
  attached: readonly string[];
  blockers: CheckoutBlocker[];
}

export type PlaceOrderError = { kind: 'blocked' } | ApiError;

/**
 * The cart page's checkout: the medicine coupons with a hint of whether each applies, the
 * addresses and (when a line needs one) the prescriptions, the availability check against the
 * delivery pincode, what still stops the order, and placing it.
 */
export class CartCheckout {
  constructor(private readonly deps: CartCheckoutDeps) {}

  /** GET pharmacy coupons for medicines; `couponOffers` says which apply to a cart. */
  coupons(): Query<Coupon[]> {
    return this.deps.queries.query(CHECKOUT_QUERIES.coupons, async () => {
      const coupons = await this.deps.api.coupons(['MEDICINE']);
      return coupons;
    });
  }

  /** POST items availability check: the product ids of `cart` that can't reach `pincode`. */
  unavailableAt(pincode: string, cart: Pick<Cart, 'lines'>): Query<string[]> {
    const productIds = cart.lines.map((line) => line.productId);
    return this.deps.queries.query(CHECKOUT_QUERIES.availability(pincode, productIds), async () => {
      const parsed = parsePincode(pincode);
      if (parsed.isErr()) return Ok([]);
      const checked = await this.deps.api.checkAvailability(parsed.value);
      if (checked.isErr()) return checked;
      return Ok(checked.value.unavailable);
    });
  }

  /**
   * What the page shows for `cart`, kept up to date: the addresses load first; their pincode
   * is then checked for delivery; prescriptions load only when a line needs one.
   */
  view$(cart: Cart): Observable<CheckoutView> {
    const addresses$ = this.deps.addresses.list().state$.pipe(shareReplay({ bufferSize: 1, refCount: true }));
    const prescriptions$ = needsPrescription(cart) ? this.deps.prescriptions.list().state$ : of(null);
    const availability$ = addresses$.pipe(
      map((addresses) => pincodeOf(cart, addresses)),
      distinctUntilChanged(),
      switchMap((pincode) => (pincode === null ? of(null) : this.unavailableAt(pincode, cart).state$)),
    );
    return combineLatest([addresses$, prescriptions$, this.deps.prescriptions.attached$, availability$]).pipe(
      map(([addresses, prescriptions, attached, availability]) => checkoutView(cart, { addresses, prescriptions, attached, availability })),
    );
  }

  /** The view as it is now, before `view$` has said anything (what the page first renders). */
  view(cart: Cart): CheckoutView {
    const addresses = this.deps.addresses.list().state;
    const pincode = pincodeOf(cart, addresses);
    return checkoutView(cart, {
      addresses,
      prescriptions: needsPrescription(cart) ? this.deps.prescriptions.list().state : null,
      attached: this.deps.prescriptions.attachedIds,
      availability: pincode === null ? null : this.unavailableAt(pincode, cart).state,
    });
  }

  /**
   * Places the order for the cart as it is, once nothing stops it: with the ticked
   * prescriptions when a line needs them. The next cart then starts with none ticked, and the
   * cart and its badge follow the server, which has turned the cart into the order.
   */
  async placeOrder(): Promise<Result<MedicineOrder, PlaceOrderError>> {
    const cart = this.deps.cart.current;
    if (cart === null) return Err({ kind: 'blocked' });
    const view = this.view(cart);
    if (!canPlace(view) || cart.addressId === null) return Err({ kind: 'blocked' });
    const placed = await this.deps.ordering.placeOrder({
      addressId: cart.addressId,
      prescriptionIds: view.prescriptions === null ? [] : [...view.attached],
    });
    if (placed.isErr()) return placed;
    this.deps.prescriptions.clearAttached();
    void this.deps.cart.load();
    return placed;
  }

  /** An address was deleted: when it was the cart's, the cart (now without one) is fetched again. */
  addressRemoved(cart: Pick<Cart, 'addressId'>, id: string): void {
    if (id === cart.addressId) void this.deps.cart.load();
  }
}

/** Whether the order can go now: nothing stops it and delivery has been checked. */
export function canPlace(view: Pick<CheckoutView, 'blockers' | 'checked'>): boolean {
  return view.blockers.length === 0 && view.checked;
}

function needsPrescription(cart: Pick<Cart, 'lines'>): boolean {
  return cart.lines.some((line) => line.isRxRequired && line.quantity > 0);
}

function pincodeOf(cart: Pick<Cart, 'addressId'>, addresses: QueryState<Address[]>): string | null {
  if (addresses.kind !== 'ready') return null;
  return addresses.value.find((a) => a.id === cart.addressId)?.pincode ?? null;
}

function checkoutView(
  cart: Cart,
  states: {
    addresses: QueryState<Address[]>;
    prescriptions: QueryState<Prescription[]> | null;
    attached: readonly string[];
    availability: QueryState<string[]> | null;
  },
): CheckoutView {
  const { addresses, prescriptions, availability } = states;
  const pincode = pincodeOf(cart, addresses);
  // Until the addresses are in, the delivery pincode (and so availability) is not known yet.
  const checked = addresses.kind !== 'loading' && (pincode === null || (availability !== null && availability.kind !== 'loading'));
  const unavailable = checked && availability?.kind === 'ready' ? availability.value : [];
  const known = prescriptions?.kind === 'ready' ? prescriptions.value : [];
  const attached = states.attached.filter((id) => known.some((p) => p.id === id));
  return {
    addresses,
    prescriptions,
    pincode,
    checked,
    availabilityFailed: checked && availability?.kind === 'failed',
    unavailable,
    attached,
    blockers: checkoutBlockers(cart, { prescriptionCount: attached.length, unavailable }),
  };
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
