import type { Result } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';

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
