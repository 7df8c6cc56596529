import { Err, Ok } from 'ts-results-es';
import type { Coordinates, ReverseGeocoded, ReverseGeocoder } from '../domain/places/ports';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { reverseGeocode } from './places';

/** The maps port on the fake backend: the nearest seeded city, with a believable street line. */
export class FakeReverseGeocoder implements ReverseGeocoder {
  constructor(private readonly backend: FakeBackend) {}

  reverse(at: Coordinates): ApiResult<ReverseGeocoded> {
    return this.backend.call(() => {
      const place = reverseGeocode(at);
      return place ? Ok(place) : Err({ kind: 'not-found', message: DATA_NOT_FOUND });
    });
  }
}
