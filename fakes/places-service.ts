import { Err, Ok, type Result } from 'ts-results-es';
import type { Hospital, HospitalDetail, HospitalPage, HospitalSearch, HospitalSuggestion, Near, PharmacyStore } from '../domain/places/model';
import type { Coordinates } from '../domain/places/ports';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';
import { parsePincode } from '../domain/shared/pincode';
import { lookUpPincode } from './pincodes';
import { CITY_PLACES, distanceKm } from './places';
import { placesDirectory, type PlacesDirectory } from './places-directory';
import { normaliseSearchText } from './search-index';

export const PLACES_ERRORS = {
  pincode: 'Please enter a valid 6-digit pincode',
  coordinates: 'lat and long must be a point on the Earth',
  size: 'size must be from 1 to 100',
} as const;

/** How far "near" reaches for stores, and how many suggestions one answer holds. */
export const STORES_WITHIN_KM = 12;
export const SUGGESTIONS_LIMIT = 8;

const rejected = (message: string): Result<never, ApiError> => Err({ kind: 'rejected', message });

/** Drawn the first time a places call is made, not when the fake backend starts. */
let directory: PlacesDirectory | null = null;
const places = () => (directory ??= placesDirectory());

/** Every word typed starts a word of the text. */
function matches(words: readonly string[], text: string): boolean {
  const tokens = normaliseSearchText(text).split(' ');
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const nearestFirst = (a: { name: string; distanceKm: number | null }, b: { name: string; distanceKm: number | null }) =>
  (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || byName(a, b);

/**
 * The fake backend's hospitals and stores (docs/api.md, "Hospitals and stores"): the rules the
 * in-memory port and the local HTTP server both run. A pincode is placed at its city's centre;
 * one outside the seeded cities has no distances, and no stores near it.
 */
export class FakePlacesService {
  /** Where a place is, or null when the directory cannot place it; a place that is not one is refused. */
  private origin(near: Near | null): Result<Coordinates | null, ApiError> {
    if (near === null) return Ok(null);
    if (near.kind === 'location') {
      const { latitude, longitude } = near.at;
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return rejected(PLACES_ERRORS.coordinates);
      return Ok(near.at);
    }
    if (parsePincode(near.pincode).isErr()) return rejected(PLACES_ERRORS.pincode);
    const city = lookUpPincode(near.pincode)?.city;
    return Ok(city !== undefined && city in CITY_PLACES ? CITY_PLACES[city as keyof typeof CITY_PLACES].at : null);
  }

  private measured<T extends { at: Coordinates | null; distanceKm: number | null }>(place: T, from: Coordinates | null): T {
    return { ...place, distanceKm: from === null || place.at === null ? null : Math.round(distanceKm(from, place.at) * 10) / 10 };
  }

  hospitals(search: HospitalSearch, size: number): Result<HospitalPage, ApiError> {
    if (!Number.isInteger(size) || size < 1 || size > 100) return rejected(PLACES_ERRORS.size);
    return this.origin(search.near).map((from) => {
      const words = normaliseSearchText(search.text).split(' ').filter((word) => word !== '');
      const all = places().hospitals;
      const found = all
        .filter((hospital) => search.city === null || hospital.city.toLowerCase() === search.city.toLowerCase())
        .filter((hospital) => search.speciality === null || hospital.specialities.some((speciality) => speciality.toLowerCase() === search.speciality?.toLowerCase()))
        .filter((hospital) => matches(words, `${hospital.name} ${hospital.address} ${hospital.specialities.join(' ')}`))
        .map((hospital): Hospital => this.measured(summary(hospital), from))
        .filter((hospital) => search.withinKm === null || (hospital.distanceKm !== null && hospital.distanceKm <= search.withinKm))
        .sort(from === null ? byName : nearestFirst);
      return {
        hospitals: found.slice(0, size),
        total: found.length,
        cities: [...new Set(all.map((hospital) => hospital.city))].sort(),
        specialities: [...new Set(all.flatMap((hospital) => hospital.specialities))].sort(),
      };
    });
  }

  hospitalSuggestions(text: string): Result<HospitalSuggestion[], ApiError> {
    const words = normaliseSearchText(text).split(' ').filter((word) => word !== '');
    if (words.length === 0) return Ok([]);
    return Ok(
      places()
        .hospitals.filter((hospital) => matches(words, `${hospital.name} ${hospital.city}`))
        .sort(byName)
        .slice(0, SUGGESTIONS_LIMIT)
        .map(({ id, name, city }) => ({ id, name, city })),
    );
  }

  hospital(id: string): Result<HospitalDetail, ApiError> {
    const hospital = places().hospitals.find((candidate) => candidate.id === id);
    return hospital === undefined ? Err({ kind: 'not-found', message: DATA_NOT_FOUND }) : Ok(structuredClone(hospital));
  }

  stores(near: Near): Result<PharmacyStore[], ApiError> {
    return this.origin(near).map((from) =>
      from === null
        ? []
        : places()
            .stores.map((store) => this.measured(structuredClone(store), from))
            .filter((store) => store.distanceKm !== null && store.distanceKm <= STORES_WITHIN_KM)
            .sort(nearestFirst),
    );
  }
}

function summary({ departments: _departments, beds: _beds, ...hospital }: HospitalDetail): Hospital {
  return structuredClone(hospital);
}
