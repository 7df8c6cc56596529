import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SingleFlight, type AlreadyInProgress, type FieldErrors, type InvalidForm } from '../account/forms';
import type { Coordinates, DeviceLocation, LocationError, ReverseGeocoder } from '../places/ports';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError, ApiResult } from '../shared/errors';
import { parsePincode } from '../shared/pincode';
import { amend, type Query, type QueryCache } from '../shared/query';
import { fieldMessages } from '../shared/schema';
import { AddressFormSchema, toAddressInput } from './address-form';
import type { Address, AddressInput, Cart } from './model';
import type { PharmacyApi } from './ports';

export const ADDRESS_FIELDS = ['name', 'mobileNumber', 'line1', 'line2', 'landmark', 'pincode', 'city', 'state', 'kind'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The address form as typed: every field a string, `kind` one of HOME, WORK, OTHER. */
export type AddressForm = Record<AddressField, string>;

export type SaveAddressError = InvalidForm<AddressField> | AlreadyInProgress | ApiError;

export type PincodeLookupError = { kind: 'invalid'; message: string } | { kind: 'not-found'; message: string } | ApiError;

export type LocateError = { kind: LocationError['kind'] | 'no-address' | 'not-offered'; message: string };

export const ADDRESS_MESSAGES = {
  pincodeNotFound: 'We do not know this pincode. Check it, or type the city and state yourself.',
  denied: 'Location access is blocked for this site. Allow it in your browser’s settings, or type the address.',
  unavailable: 'We could not find where you are. Type the address instead.',
  timeout: 'Finding your location took too long. Try again, or type the address.',
  noAddress: 'We found where you are but could not turn it into an address. Type it instead.',
  notOffered: 'This browser cannot share your location. Type the address instead.',
} as const;

export interface AddressBookDeps {
  api: PharmacyApi;
  errors: ErrorPolicy;
  /** City and state of a pincode (GET /user/searchPincode), reused from the account area. */
  pincodes: { searchPincode(pincode: string): ApiResult<{ city: string; state: string }> } | null;
  location: DeviceLocation | null;
  geocoder: ReverseGeocoder | null;
  queries: QueryCache;
}

/** Where the session keeps the address book. */
export const ADDRESS_QUERIES = {
  list: ['pharmacy', 'addresses'],
} as const;

/**
 * The patient's delivery addresses (spec §7: add, list, update, delete, the cart's address)
 * and the form that edits them: checked with AddressFormSchema, pincode to city and state,
 * and "use my location" through the device and the reverse-geocoder.
 */
export class AddressBook {
  private readonly saving = new SingleFlight();

  constructor(private readonly deps: AddressBookDeps) {}

  /** The addresses, primary first, then as the server lists them. */
  list(): Query<Address[]> {
    return this.deps.queries.query(ADDRESS_QUERIES.list, async () => {
      const listed = await this.deps.api.addresses();
      if (listed.isErr()) return Err(listed.error);
      return Ok(sortAddresses(listed.value));
    });
  }

  emptyForm(prefill: { name?: string; mobileNumber?: string } = {}): AddressForm {
    return {
      name: prefill.name ?? '',
      mobileNumber: prefill.mobileNumber ?? '',
      line1: '',
      line2: '',
      landmark: '',
      pincode: '',
      city: '',
      state: '',
      kind: 'HOME',
    };
  }

  formFrom(address: Address): AddressForm {
    const { name, mobileNumber, line1, line2, landmark, pincode, city, state, kind } = address;
    return { name, mobileNumber, line1, line2, landmark, pincode, city, state, kind };
  }

  validate(form: AddressForm): Result<AddressInput, InvalidForm<AddressField>> {
    const parsed = v.safeParse(AddressFormSchema, form);
    if (parsed.success) return Ok(toAddressInput(parsed.output));
    return Err({ kind: 'invalid', fields: fieldMessages(parsed.issues) as FieldErrors<AddressField> });
  }

  /** The message of one field, or null when it is fine: for checking a field as it is left. */
  fieldError(form: AddressForm, field: AddressField): string | null {
    const checked = this.validate(form);
    return checked.isErr() ? (checked.error.fields[field] ?? null) : null;
  }

  /** Adds, or updates the address `id`; once however often it is asked while the save is out. */
  async save(form: AddressForm, id: string | null = null): Promise<Result<Address, SaveAddressError>> {
    const input = this.validate(form);
    if (input.isErr()) return input;
    return this.saving.run(async () => {
      const saved = id === null ? await this.deps.api.addAddress(input.value) : await this.deps.api.updateAddress(id, input.value);
      if (saved.isErr()) return Err(saved.error);
      amend(this.list(), (addresses) => sortAddresses([...addresses.filter((a) => a.id !== saved.value.id), saved.value]));
      return saved;
    });
  }

  async remove(id: string): Promise<Result<null, ApiError>> {
    const removed = await this.deps.api.deleteAddress(id);
    if (removed.isErr()) return Err(removed.error);
    amend(this.list(), (addresses) => addresses.filter((a) => a.id !== id));
    return removed;
  }

  /**
   * Makes `id` the cart's delivery address (POST update cart address): the spec's one
   * "primary cart address", so choosing an address and making it primary are one action.
   * The picker shows a failure in place; a page that moves on passes `toast`, so the patient
   * still learns the address was not chosen.
   */
  async deliverTo(id: string, shown: 'inline' | 'toast' = 'inline'): Promise<Result<Cart, ApiError>> {
    const cart = await this.deps.api.setCartAddress(id);
    if (cart.isErr()) this.deps.errors.handle(cart.error, { shown });
    // The cart's address is the primary one, which the list shows first.
    else this.deps.queries.invalidate(ADDRESS_QUERIES.list);
    return cart;
  }

  /** City and state for a pincode; an unknown pincode is `not-found` with a sentence to show. */
  async lookUpPincode(input: string): Promise<Result<{ city: string; state: string }, PincodeLookupError>> {
    const pincode = parsePincode(input);
    if (pincode.isErr()) return Err({ kind: 'invalid', message: pincode.error });
    if (this.deps.pincodes === null) return Err({ kind: 'not-found', message: ADDRESS_MESSAGES.pincodeNotFound });
    const found = await this.deps.pincodes.searchPincode(pincode.value);
    if (found.isErr()) {
      if (found.error.kind === 'not-found') return Err({ kind: 'not-found', message: ADDRESS_MESSAGES.pincodeNotFound });
      return Err(found.error);
    }
    return Ok({ city: found.value.city, state: found.value.state });
  }

  /** "Use my location": the device's position turned into the street, pincode, city and state. */
  async locate(): Promise<Result<Pick<AddressForm, 'line1' | 'pincode' | 'city' | 'state'> & { at: Coordinates }, LocateError>> {
    if (this.deps.location === null || this.deps.geocoder === null) return Err({ kind: 'not-offered', message: ADDRESS_MESSAGES.notOffered });
    const position = await this.deps.location.current();
    if (position.isErr()) return Err({ kind: position.error.kind, message: ADDRESS_MESSAGES[position.error.kind] });
    const place = await this.deps.geocoder.reverse(position.value);
    if (place.isErr()) return Err({ kind: 'no-address', message: ADDRESS_MESSAGES.noAddress });
    const { line1, pincode, city, state } = place.value;
    return Ok({ line1, pincode, city, state, at: position.value });
  }
}

export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/** One line for a list or a summary: '12 MG Road, Indiranagar, Bengaluru 560038'. */
export function addressSummary(address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'>): string {
  return [address.line1, address.line2, address.landmark, `${address.city} ${address.pincode}`, address.state].filter((part) => part.trim() !== '').join(', ');
}

export const ADDRESS_KIND_LABELS: Record<Address['kind'], string> = { HOME: 'Home', WORK: 'Work', OTHER: 'Other' };
