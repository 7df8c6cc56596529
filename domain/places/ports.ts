import type { Result } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { HospitalDetail, HospitalPage, HospitalSearch, HospitalSuggestion, Near, PharmacyStore } from './model';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface ReverseGeocoded {
  line1: string;
  pincode: string;
  city: string;
  state: string;
}

/** The maps service (spec §7 Other): latitude and longitude to an address. */
export interface ReverseGeocoder {
  reverse(at: Coordinates): ApiResult<ReverseGeocoded>;
}

export type LocationError = { kind: 'denied' } | { kind: 'unavailable' } | { kind: 'timeout' };

/** The device's position, asked only when the patient taps "use my location". */
export interface DeviceLocation {
  current(): Promise<Result<Coordinates, LocationError>>;
}

/**
 * The hospitals and stores calls of the medicine service (spec §7; docs/api.md "Hospitals and
 * stores"). Every call carries the pharmacy origin header.
 */
export interface PlacesApi {
  /** POST hospitals list: the first `size` hospitals that match, nearest first when a place is given, else by name. */
  hospitals(search: HospitalSearch, size: number): ApiResult<HospitalPage>;
  /** POST hospital suggestions: hospitals whose name or locality starts with the words typed. */
  hospitalSuggestions(text: string): ApiResult<HospitalSuggestion[]>;
  /** GET hospital by id; an unknown id is not-found. */
  hospital(id: string): ApiResult<HospitalDetail>;
  /** POST stores: pharmacy stores near the place, nearest first; none near it is an empty list. */
  stores(near: Near): ApiResult<PharmacyStore[]>;
}
