import { Err, Ok, type Result } from 'ts-results-es';
import { parsePincode } from '../shared/pincode';
import type { Near } from './model';
import type { DeviceLocation, LocationError } from './ports';

/** What the patient is told when the device's location cannot be had; the pincode field still works. */
export const LOCATION_MESSAGES: Record<LocationError['kind'], string> = {
  denied: 'Location access is blocked for this site. Allow it in your browser’s settings, or type your pincode.',
  unavailable: 'We could not tell where you are. Type your pincode instead.',
  timeout: 'Finding your location took too long. Try again, or type your pincode.',
};

/** Three decimals is about 100 m: close enough for "how far", and the address does not pin the patient's door. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** The device's location as a place to measure from, or the sentence that says why there is none. */
export async function locate(device: DeviceLocation): Promise<Result<Near, string>> {
  const found = await device.current();
  if (found.isErr()) return Err(LOCATION_MESSAGES[found.error.kind]);
  return Ok({ kind: 'location', at: { latitude: round(found.value.latitude), longitude: round(found.value.longitude) } });
}

/** The place in a page's address (`pincode`, or `lat` and `long`), so a reload or a shared link keeps it. */
export interface NearParams {
  pincode?: string | null;
  lat?: string | null;
  long?: string | null;
}

/**
 * Reads the place from the address: a valid pincode, else coordinates on Earth, else none.
 * A pincode that is not one is the pincode's own message, for the field that shows it.
 */
export function nearFrom(params: NearParams): Result<Near | null, string> {
  const pincode = params.pincode?.trim() ?? '';
  if (pincode !== '') return parsePincode(pincode).map((valid) => ({ kind: 'pincode', pincode: valid }));
  const latitude = Number(params.lat ?? Number.NaN);
  const longitude = Number(params.long ?? Number.NaN);
  if (params.lat && params.long && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    return Ok({ kind: 'location', at: { latitude, longitude } });
  }
  return Ok(null);
}

/** The address parameters of a place: the inverse of `nearFrom`. */
export function nearParams(near: Near | null): Record<string, string> {
  if (near === null) return {};
  return near.kind === 'pincode' ? { pincode: near.pincode } : { lat: String(near.at.latitude), long: String(near.at.longitude) };
}

/** A place as a cache key part. */
export function nearKey(near: Near | null): string {
  if (near === null) return '';
  return near.kind === 'pincode' ? near.pincode : `${near.at.latitude},${near.at.longitude}`;
}
