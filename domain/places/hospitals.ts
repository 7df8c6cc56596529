import { Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import type { Hospital, HospitalDetail, HospitalPage, HospitalSearch, HospitalSuggestion, Near } from './model';
import { locate, nearFrom, type NearParams } from './near';
import type { DeviceLocation, PlacesApi } from './ports';
import { PLACES_QUERIES } from './queries';

/** Fewer letters than this match too many names to help: no suggestions are asked for. */
export const SUGGESTION_MIN_LENGTH = 2;
/** How many hospitals one search shows; more narrow down by city, speciality or distance. */
export const HOSPITALS_PAGE_SIZE = 30;
/** The distances the filter offers, in km. */
export const DISTANCE_CHOICES = [2, 5, 10, 25] as const;

/** Typing as people type: spaces at the ends and in runs do not make a new search. */
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A hospital search as a page's address carries it. */
export interface HospitalSearchParams extends NearParams {
  q?: string | null;
  city?: string | null;
  speciality?: string | null;
  within?: string | null;
}

/**
 * The search in a page's address. A pincode that is not one is left out of the search and
 * its message returned for the field; a distance other than the offered ones is ignored.
 */
export function hospitalSearchFrom(params: HospitalSearchParams): { search: HospitalSearch; pincodeError: string | null } {
  const near = nearFrom(params);
  const within = Number(params.within ?? Number.NaN);
  const pick = (value: string | null | undefined) => (value === undefined || value === null || tidy(value) === '' ? null : tidy(value));
  const place: Near | null = near.isOk() ? near.value : null;
  return {
    search: {
      text: tidy(params.q ?? ''),
      city: pick(params.city),
      speciality: pick(params.speciality),
      near: place,
      withinKm: place !== null && (DISTANCE_CHOICES as readonly number[]).includes(within) ? within : null,
    },
    pincodeError: near.isErr() ? near.error : null,
  };
}

/** Hospitals (/hospitals group): search with suggestions as one types, filters, one hospital. */
/** A hospital's page: /hospitals/IndiHospital carries the hospital in its query. */
export function hospitalPath(id: string): string {
  return `/hospitals/IndiHospital?id=${encodeURIComponent(id)}`;
}

/**
 * The hospital as schema.org Hospital (JSON-LD) for search engines: name, postal address,
 * telephone, where it is on the map and its specialities. `url` is its page's one address.
 */
export function hospitalStructuredData(hospital: Hospital, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: hospital.name,
    url,
    telephone: hospital.phone,
    address: { '@type': 'PostalAddress', streetAddress: hospital.address, addressLocality: hospital.city, addressRegion: hospital.state, postalCode: hospital.pincode, addressCountry: 'IN' },
    ...(hospital.at === null ? {} : { geo: { '@type': 'GeoCoordinates', latitude: hospital.at.latitude, longitude: hospital.at.longitude } }),
    medicalSpecialty: hospital.specialities,
  };
}

export class HospitalFinder {
  constructor(
    private readonly api: PlacesApi,
    private readonly device: DeviceLocation,
    private readonly queries: QueryCache,
  ) {}

  search(search: HospitalSearch): Query<HospitalPage> {
    const asked: HospitalSearch = { ...search, text: tidy(search.text), withinKm: search.near === null ? null : search.withinKm };
    return this.queries.query(PLACES_QUERIES.hospitals(asked, HOSPITALS_PAGE_SIZE), () => this.api.hospitals(asked, HOSPITALS_PAGE_SIZE));
  }

  /** Names that complete what is typed; too little typed is no suggestions, and no call. */
  suggestions(text: string): Query<HospitalSuggestion[]> {
    const typed = tidy(text);
    return this.queries.query(PLACES_QUERIES.suggestions(typed.toLowerCase()), async (): Promise<Result<HospitalSuggestion[], ApiError>> =>
      typed.length < SUGGESTION_MIN_LENGTH ? Ok([]) : this.api.hospitalSuggestions(typed),
    );
  }

  hospital(id: string): Query<HospitalDetail> {
    return this.queries.query(PLACES_QUERIES.hospital(id), () => this.api.hospital(id));
  }

  /** The device's location to measure from, or why there is none. */
  locate(): Promise<Result<Near, string>> {
    return locate(this.device);
  }
}
