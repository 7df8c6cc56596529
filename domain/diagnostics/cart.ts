import { BehaviorSubject, defer, distinctUntilChanged, map, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { Address } from '../pharmacy/model';
import type { AnnouncedError, ErrorPolicy } from '../session/error-policy';
import type { Notifier } from '../session/ports';
import { describeApiError, type ApiError } from '../shared/errors';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { DiagnosticCart, DiagnosticCartUpdate, DiagnosticPatient } from './model';
import type { DiagnosticsApi } from './ports';
import { compareLabs, visitorAddToCartPath } from './rules';
import type { CollectionZipcode } from './search';

export type DiagnosticCartState =
  | { kind: 'not-loaded' }
  | { kind: 'loading' }
  | { kind: 'ready'; cart: DiagnosticCart; busy: boolean }
  | { kind: 'failed'; error: ApiError };

export type AddTestError =
  /** Spec §4, §5: a visitor goes to login and comes back to the same page. */
  | { kind: 'login-required'; loginPath: string }
  | { kind: 'zipcode-needed'; message: string }
  | { kind: 'not-serviceable'; message: string }
  | { kind: 'busy' }
  /** The cart refused the test and its toast said why (spec §8). */
  | AnnouncedError
  | ApiError;

/**
 * What the page says when a test could not go into the cart; null when nothing is to be said there
 * (login is next, a press was already out, or a toast has said it). The page shows it through the domain text.
 */
export function addTestMessage(error: AddTestError): string | null {
  switch (error.kind) {
    case 'login-required':
    case 'busy':
    case 'announced':
      return null;
    case 'zipcode-needed':
    case 'not-serviceable':
      return error.message;
    default:
      return describeApiError(error);
  }
}

export type CartChangeError = { kind: 'busy' } | { kind: 'not-loaded' } | { kind: 'invalid'; message: string } | ApiError;

export const CART_MESSAGES = {
  zipcodeNeeded: 'Enter the pincode where the sample is to be collected: prices and labs depend on the city.',
  notServiceable: 'Home collection does not reach this pincode yet. Try another pincode.',
  labMissingTests: 'This lab does not do every test in your cart in this city.',
  enterCoupon: 'Enter a coupon code',
} as const;

export interface DiagnosticCartDeps {
  api: DiagnosticsApi;
  store: KeyValueStore;
  zipcode: CollectionZipcode;
  errors: ErrorPolicy;
  notifier: Notifier;
}

/**
 * The diagnostics cart (spec §3, §4, §7): add needs a signed-in token and a city; the cart is
 * read with isComparisonNeeded=true so every lab's price for it is shown; switching labs is
 * "replace preferred"; for whom, the address, home collection and the coupon are updates.
 * One change at a time: a second click while one is out gets `busy`.
 */
export class DiagnosticCartService {
  private readonly state = new BehaviorSubject<DiagnosticCartState>({ kind: 'not-loaded' });
  readonly state$: Observable<DiagnosticCartState> = this.state.asObservable();
  /** The state, loading the cart if it is not there yet: what a page that offers "add to cart" watches. */
  readonly loaded$: Observable<DiagnosticCartState> = defer(() => {
    if (this.state.value.kind === 'not-loaded') void this.load();
    return this.state$;
  });
  /** The state after asking the server again: the cart page watches it, so a visit never shows a stale cart. */
  readonly refreshed$: Observable<DiagnosticCartState> = defer(() => {
    void this.load();
    return this.state$;
  });
  readonly badge$: Observable<number> = this.state.pipe(
    map((state) => (state.kind === 'ready' ? state.cart.items.length : 0)),
    distinctUntilChanged(),
  );
  private working = false;

  constructor(private readonly deps: DiagnosticCartDeps) {}

  get current(): DiagnosticCart | null {
    const state = this.state.value;
    return state.kind === 'ready' ? state.cart : null;
  }

  async load(): Promise<Result<DiagnosticCart, ApiError>> {
    if (this.state.value.kind !== 'ready') this.state.next({ kind: 'loading' });
    const cart = await this.deps.api.cart({ cityId: this.current?.cityId ?? null, isComparisonNeeded: true });
    if (cart.isErr()) {
      // A cart on show stays as it was: only the error policy can tell of the failure.
      if (this.state.value.kind === 'ready') this.deps.errors.handle(cart.error, { shown: 'catalogue' });
      else this.state.next({ kind: 'failed', error: cart.error });
      return cart;
    }
    this.settle(cart.value);
    return cart;
  }

  /** Adds a test or package at `path` (the page it was added from, for the visitor's return). */
  async add(test: { id: string; name: string }, path: string, from: string | null = null): Promise<Result<DiagnosticCart, AddTestError>> {
    if (this.deps.store.get(STORAGE_KEYS.token) === null) return Err({ kind: 'login-required', loginPath: visitorAddToCartPath(path) });
    const zipcode = this.deps.zipcode.current;
    if (zipcode === null) return Err({ kind: 'zipcode-needed', message: CART_MESSAGES.zipcodeNeeded });
    return this.exclusive(async (): Promise<Result<DiagnosticCart, AddTestError>> => {
      const where = await this.deps.api.availability({ zipcode, lat: null, long: null });
      if (where.isErr()) return Err(where.error);
      const city = where.value.city;
      if (!where.value.serviceable || city === null) return Err({ kind: 'not-serviceable', message: CART_MESSAGES.notServiceable });
      const added = await this.deps.api.addToCart({ itemId: test.id, itemName: test.name, cityId: city.id, vendor: this.current?.labId ?? null, from });
      if (added.isErr()) {
        this.deps.errors.handle(added.error, { shown: 'toast', fallback: `We could not add ${test.name} to your cart.` });
        return Err({ kind: 'announced' });
      }
      const compared = await this.compared(added.value);
      this.deps.notifier.show(`${test.name} added to your cart`, 'success');
      return Ok(compared);
    });
  }

  async remove(itemId: string): Promise<Result<DiagnosticCart, CartChangeError>> {
    return this.change({ itemId, quantity: 0 }, true);
  }

  /** Moves the whole cart to another lab (replace preferred); only a lab that does every test. */
  async switchLab(labId: string): Promise<Result<DiagnosticCart, CartChangeError>> {
    const cart = this.current;
    if (cart === null || cart.cityId === null) return Err({ kind: 'not-loaded' });
    const choice = compareLabs(cart.comparison, cart.labId).find((candidate) => candidate.quote.lab.id === labId);
    if (choice !== undefined && !choice.offersAll) return Err({ kind: 'invalid', message: CART_MESSAGES.labMissingTests });
    const cityId = cart.cityId;
    return this.exclusive(async () => {
      const switched = await this.deps.api.replacePreferred({ labId, cityId });
      if (switched.isErr()) return Err(switched.error);
      return Ok(await this.compared(switched.value));
    });
  }

  /** For whom: null for the patient, else a family member's id. */
  async forWhom(familyMemberId: string | null): Promise<Result<DiagnosticCart, CartChangeError>> {
    return this.change({ familyMemberId });
  }

  /** The home-collection address, from the shared address book. */
  async collectFrom(address: Pick<Address, 'id' | 'pincode'>): Promise<Result<DiagnosticCart, CartChangeError>> {
    return this.change({ addressId: address.id, pincode: address.pincode, isHomeCollection: true });
  }

  async applyCoupon(code: string): Promise<Result<DiagnosticCart, CartChangeError>> {
    const normalised = code.trim().toUpperCase();
    if (normalised === '') return Err({ kind: 'invalid', message: CART_MESSAGES.enterCoupon });
    return this.change({ couponCode: normalised });
  }

  async removeCoupon(): Promise<Result<DiagnosticCart, CartChangeError>> {
    return this.change({ isRemoveCoupon: true });
  }

  /** The patient and their family, for the "for whom" choice. */
  async patients(): Promise<Result<DiagnosticPatient[], ApiError>> {
    const patients = await this.deps.api.familyMembers();
    return patients;
  }

  /** After logout, a dead session or a placed order the cart is read afresh. */
  forget(): void {
    this.state.next({ kind: 'not-loaded' });
  }

  private async change(update: DiagnosticCartUpdate, reprice = false): Promise<Result<DiagnosticCart, CartChangeError>> {
    if (this.current === null) return Err({ kind: 'not-loaded' });
    return this.exclusive(async () => {
      const updated = await this.deps.api.updateCart(update);
      if (updated.isErr()) return Err(updated.error);
      if (reprice) return Ok(await this.compared(updated.value));
      // Who it is for, where, and the coupon do not change what each lab charges.
      const previous = this.current;
      const cart = updated.value.comparison.length === 0 && previous !== null ? { ...updated.value, comparison: previous.comparison } : updated.value;
      this.settle(cart);
      return Ok(cart);
    });
  }

  /** The cart read again with the comparison; the answer of the change when that read fails. */
  private async compared(changed: DiagnosticCart): Promise<DiagnosticCart> {
    const cart = await this.deps.api.cart({ cityId: changed.cityId, isComparisonNeeded: true });
    const settled = cart.isOk() ? cart.value : changed;
    this.settle(settled);
    return settled;
  }

  private async exclusive<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E | { kind: 'busy' }>> {
    if (this.working) return Err({ kind: 'busy' });
    this.working = true;
    this.publishBusy(true);
    try {
      return await work();
    } finally {
      this.working = false;
      this.publishBusy(false);
    }
  }

  private publishBusy(busy: boolean): void {
    const state = this.state.value;
    if (state.kind === 'ready') this.state.next({ ...state, busy });
  }

  private settle(cart: DiagnosticCart): void {
    this.state.next({ kind: 'ready', cart, busy: this.working });
  }
}

