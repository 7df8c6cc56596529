import { HttpPlacesApi } from '../../adapters/http/places-api';
import type { PlacesApi } from '../../domain/places/ports';
import { FakePlacesApi } from '../../fakes/places-api';
import { CONTRACT_ORIGIN } from './pharmacy-subjects';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
const PLACES_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The places port of one implementation over one fresh seeded backend. */
export interface PlacesSubject extends SubjectControls {
  places: PlacesApi;
}

export const inMemoryPlaces = (): Promise<PlacesSubject> => inMemorySubject(PLACES_START, ({ backend }) => ({ places: new FakePlacesApi(backend) }));

export const httpPlaces = (): Promise<PlacesSubject> => httpSubject(PLACES_START, HTTP_TIMEOUT_MS, (http) => ({ places: new HttpPlacesApi(http, CONTRACT_ORIGIN) }));
