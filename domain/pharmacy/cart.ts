import { BehaviorSubject, defer, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { COOKIE_LIFETIME_MS } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import { COOKIE_NAMES, type CookieJar } from '../shared/ports';
import type { Notifier } from '../session/ports';
import type { HeaderState } from '../session/session';
import type { ErrorPolicy } from '../session/error-policy';
import { badgeCount, checkQuantity } from './cart-rules';
import type { Cart, Medicine } from './model';
import type { PharmacyApi } from './ports';

export type CartState =
  | { kind: 'not-loaded' }
  | { kind: 'loading' }
  | { kind: 'ready'; cart: Cart; busy: readonly string[] }
  | { kind: 'failed'; error: ApiError };

export type CartError = { kind: 'invalid-quantity'; message: string } | { kind: 'not-in-cart' } | ApiError;

/** Why no additional-discount mail went out: nothing in the cart, a request already out, or the server's answer. */
export type AdditionalDiscountError = { kind: 'empty-cart' } | { kind: 'in-progress' } | ApiError;

export interface CartDeps {
  api: PharmacyApi;
  notifier: Notifier;
  errors: ErrorPolicy;
  cookies: CookieJar;
  /** The session's header detail, whose medicineCart gives the badge before the cart loads. */
  header$: Observable<HeaderState>;
}

/**
 * The medicine cart with the spec's rules (§3, §4): add toasts on success; a quantity
 * changes locally only after the server says 200; delete removes the line at once, then
 * re-posts the cart; a failed call leaves the cart as it was, with the server's message.
 */
export class CartService {
  private readonly state = new BehaviorSubject<CartState>({ kind: 'not-loaded' });
  private readonly inFlight = new Set<string>();
  private mailingDiscount = false;
  /** Counts the carts settled, so a load answered after a change it did not see is dropped. */
  private settled = 0;
  readonly state$: Observable<CartState> = this.state.asObservable();
  /** The state after asking the server again: the cart page watches it, so a visit never shows a stale cart. */
  readonly refreshed$: Observable<CartState> = defer(() => {
    void this.load();
    return this.state$;
  });
  /** Medicines whose add is on its way to the server. */
  private readonly adding = new BehaviorSubject<ReadonlySet<string>>(new Set());
  /**
   * The header badge: the loaded cart's count, else what the header detail said, plus any
   * medicine being added, so the count moves at the click; a failed add takes it back.
   */
  readonly badge$: Observable<number>;

  constructor(private readonly deps: CartDeps) {
    this.badge$ = combineLatest([this.state, deps.header$, this.adding]).pipe(
      map(([cart, header, adding]) => {
        if (cart.kind !== 'ready') return header.kind === 'ready' ? header.detail.medicineCartCount : 0;
        const counted = new Set(cart.cart.lines.filter((line) => line.quantity > 0).map((line) => line.productId));
        return badgeCount(cart.cart) + [...adding].filter((id) => !counted.has(id)).length;
      }),
      distinctUntilChanged(),
    );
  }

  get current(): Cart | null {
    const state = this.state.value;
    return state.kind === 'ready' ? state.cart : null;
  }

  async load(): Promise<Result<Cart, ApiError>> {
    if (this.state.value.kind !== 'ready') this.state.next({ kind: 'loading' });
    const before = this.settled;
    const cart = await this.deps.api.cart();
    if (cart.isOk() && this.settled !== before) {
      // A change (a coupon applied on arrival, a quantity) answered while this load was out: its
      // cart is at least as new as the one loaded, which must not take the change back.
      return this.current === null ? cart : Ok(this.current);
    }
    if (cart.isErr()) {
      // A cart on show stays as it was: only the error policy can tell of the failure.
      if (this.state.value.kind === 'ready') this.deps.errors.handle(cart.error, { shown: 'catalogue' });
      else this.state.next({ kind: 'failed', error: cart.error });
      return cart;
    }
    this.settle(cart.value);
    return cart;
  }

  async add(medicine: Medicine, quantity = 1): Promise<Result<Cart, CartError>> {
    const checked = checkQuantity(quantity);
    if (!checked.ok) return Err({ kind: 'invalid-quantity', message: checked.message });
    return this.withBusy(medicine.id, async () => {
      this.adding.next(new Set([...this.adding.value, medicine.id]));
      try {
        const cart = await this.deps.api.addToCart({ productId: medicine.id, quantity: checked.quantity });
        if (cart.isErr()) {
          this.deps.errors.handle(cart.error, { shown: 'toast', fallback: `We could not add ${medicine.name} to your cart.` });
          return cart;
        }
        this.settle(cart.value);
        this.deps.notifier.show(`${medicine.name} added to your cart`, 'success');
        return cart;
      } finally {
        // After the cart has settled, so a successful add never dips the count.
        this.adding.next(new Set([...this.adding.value].filter((id) => id !== medicine.id)));
      }
    });
  }

  async setQuantity(productId: string, quantity: number): Promise<Result<Cart, CartError>> {
    const cart = this.current;
    if (cart === null || !cart.lines.some((line) => line.productId === productId)) return Err({ kind: 'not-in-cart' });
    const checked = checkQuantity(quantity);
    if (!checked.ok) return Err({ kind: 'invalid-quantity', message: checked.message });
    return this.withBusy(productId, async () => {
      const lines = cart.lines.map((line) => ({
        productId: line.productId,
        quantity: line.productId === productId ? checked.quantity : line.quantity,
      }));
      const updated = await this.deps.api.updateCart({ lines, couponCode: cart.couponCode });
      if (updated.isErr()) {
        this.deps.errors.handle(updated.error, { shown: 'toast', fallback: 'We could not change the quantity.' });
        return updated;
      }
      this.settle(updated.value);
      return updated;
    });
  }

  async remove(productId: string): Promise<Result<Cart, CartError>> {
    const cart = this.current;
    if (cart === null || !cart.lines.some((line) => line.productId === productId)) return Err({ kind: 'not-in-cart' });
    const remaining = cart.lines.filter((line) => line.productId !== productId);
    // Spec §4: the line goes at once; the server is told afterwards.
    this.settle({ ...cart, lines: remaining });
    const updated = await this.deps.api.updateCart({
      lines: remaining.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      couponCode: cart.couponCode,
    });
    if (updated.isErr()) {
      this.settle(cart);
      this.deps.errors.handle(updated.error, { shown: 'toast', fallback: 'We could not remove that medicine. It is back in your cart.' });
      return updated;
    }
    this.settle(updated.value);
    return updated;
  }

  /** Applies a coupon; the reason is kept when the server refuses it, both for 10 minutes. */
  async applyCoupon(code: string): Promise<Result<Cart, CartError>> {
    const cart = this.current;
    if (cart === null) return Err({ kind: 'not-in-cart' });
    const normalised = code.trim().toUpperCase();
    if (normalised === '') return Err({ kind: 'invalid-quantity', message: 'Enter a coupon code' });
    const updated = await this.deps.api.updateCart({
      lines: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      couponCode: normalised,
    });
    if (updated.isErr()) return updated;
    this.settle(updated.value);
    if (updated.value.couponCode === normalised) {
      this.deps.cookies.set(COOKIE_NAMES.coupon, normalised, COOKIE_LIFETIME_MS);
      this.deps.cookies.remove(COOKIE_NAMES.couponReason);
    } else if (updated.value.couponReason) {
      this.deps.cookies.set(COOKIE_NAMES.couponReason, updated.value.couponReason, COOKIE_LIFETIME_MS);
    }
    return updated;
  }

  async removeCoupon(): Promise<Result<Cart, CartError>> {
    const cart = this.current;
    if (cart === null) return Err({ kind: 'not-in-cart' });
    const updated = await this.deps.api.updateCart({
      lines: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      couponCode: null,
    });
    if (updated.isErr()) return updated;
    this.deps.cookies.remove(COOKIE_NAMES.coupon);
    this.deps.cookies.remove(COOKIE_NAMES.couponReason);
    this.settle(updated.value);
    return Ok(updated.value);
  }

  /**
   * POST additional-discount mail trigger: the pharmacy e-mails an extra discount on the
   * medicines in the cart to the profile's address, which comes back to be shown. Only for a
   * cart with something in it, and one request at a time, so a double click mails once.
   */
  async requestAdditionalDiscount(): Promise<Result<{ email: string }, AdditionalDiscountError>> {
    const cart = this.current;
    if (cart === null || badgeCount(cart) === 0) return Err({ kind: 'empty-cart' });
    if (this.mailingDiscount) return Err({ kind: 'in-progress' });
    this.mailingDiscount = true;
    try {
      const sent = await this.deps.api.mailAdditionalDiscount();
      return sent;
    } finally {
      this.mailingDiscount = false;
    }
  }

  /** After logout or a dead session the cart belongs to nobody. */
  forget(): void {
    this.state.next({ kind: 'not-loaded' });
  }

  private settle(cart: Cart): void {
    this.settled += 1;
    this.state.next({ kind: 'ready', cart, busy: [...this.inFlight] });
  }

  private publishBusy(): void {
    const state = this.state.value;
    if (state.kind === 'ready') this.state.next({ ...state, busy: [...this.inFlight] });
  }

  /** One call per line at a time: a double click on + or Add sends one request. */
  private async withBusy<T>(productId: string, work: () => Promise<Result<T, CartError>>): Promise<Result<T, CartError>> {
    if (this.inFlight.has(productId)) return Err({ kind: 'conflict', message: 'Still updating this medicine' });
    this.inFlight.add(productId);
    this.publishBusy();
    try {
      return await work();
    } finally {
      this.inFlight.delete(productId);
      this.publishBusy();
    }
  }
}
