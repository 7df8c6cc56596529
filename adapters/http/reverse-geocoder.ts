import * as v from 'valibot';
import type { Coordinates, ReverseGeocoded, ReverseGeocoder } from '../../domain/places/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const ReverseGeocodedSchema = v.pipe(
  v.object({
    addressLine1: v.string(),
    pincode: v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/)),
    city: v.string(),
    state: v.string(),
  }),
  v.transform((wire): ReverseGeocoded => ({ line1: wire.addressLine1, pincode: wire.pincode, city: wire.city, state: wire.state })),
);

/**
 * Latitude and longitude to an address through our own API (GET /maps/reverse-geocode),
 * which holds the maps provider's key: the browser never sees it. The path is our
 * assumption (docs/api.md); the spec only says "a maps service".
 */
export class HttpReverseGeocoder implements ReverseGeocoder {
  constructor(private readonly http: HttpClient) {}

  reverse(at: Coordinates): ApiResult<ReverseGeocoded> {
    // Five decimals is about a metre: enough for a street, and it keeps the query short.
    return this.http.get('/maps/reverse-geocode', {
      query: { lat: at.latitude.toFixed(5), lng: at.longitude.toFixed(5) },
      data: ReverseGeocodedSchema,
    });
  }
}
