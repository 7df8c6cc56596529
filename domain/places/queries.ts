import type { HospitalSearch, Near } from './model';
import { nearKey } from './near';

/** Where the session keeps what the hospitals and stores pages read: a place is part of every key that depends on it. */
export const PLACES_QUERIES = {
  hospitals: (search: HospitalSearch, size: number) => [
    'places',
    'hospitals',
    search.text,
    search.city ?? '',
    search.speciality ?? '',
    nearKey(search.near),
    String(search.withinKm ?? ''),
    String(size),
  ],
  suggestions: (text: string) => ['places', 'hospital-suggestions', text],
  hospital: (id: string) => ['places', 'hospital', id],
  stores: (near: Near) => ['places', 'stores', nearKey(near)],
  store: (near: Near, id: string) => ['places', 'store', nearKey(near), id],
} as const;
