import type { Result } from 'ts-results-es';
import type { Hospital, HospitalDetail, Near, PharmacyStore } from '../../domain/places/model';
import type { ApiError } from '../../domain/shared/errors';
import { FakePlacesService } from '../places-service';
import type { RequestContext, Route } from './app';
import { withOrigin } from './pharmacy-routes';
import { nullableNumber, optionalString, rejected, str } from './request-fields';

export const PLACE_NEEDED = 'Give a pincode, or lat and long';

/** A hospital in the wire shape of docs/api.md ("Hospitals and stores"). */
export function hospitalWire(hospital: Hospital) {
  return {
    id: hospital.id,
    name: hospital.name,
    address: hospital.address,
    city: hospital.city,
    state: hospital.state,
    pincode: hospital.pincode,
    phone: hospital.phone,
    latitude: hospital.at?.latitude ?? null,
    longitude: hospital.at?.longitude ?? null,
    specialities: hospital.specialities,
    accreditations: hospital.accreditations,
    emergency24x7: hospital.emergency,
    distanceKm: hospital.distanceKm,
  };
}

function hospitalDetailWire(hospital: HospitalDetail) {
  return { ...hospitalWire(hospital), departments: hospital.departments, beds: hospital.beds };
}

function storeWire(store: PharmacyStore) {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    city: store.city,
    pincode: store.pincode,
    phone: store.phone,
    latitude: store.at?.latitude ?? null,
    longitude: store.at?.longitude ?? null,
    opensAt: store.hours?.opens ?? null,
    closesAt: store.hours?.closes ?? null,
    homeDelivery: store.delivers,
    distanceKm: store.distanceKm,
  };
}

/** The place of a body: `lat` and `long` win over `pincode`; neither is none. */
function nearOf(body: Record<string, unknown>): Near | null {
  const latitude = nullableNumber(body.lat);
  const longitude = nullableNumber(body.long);
  if (latitude !== null || longitude !== null) return { kind: 'location', at: { latitude: latitude ?? NaN, longitude: longitude ?? NaN } };
  const pincode = optionalString(body.pincode);
  return pincode === undefined || pincode.trim() === '' ? null : { kind: 'pincode', pincode: pincode.trim() };
}

const nullableText = (value: unknown): string | null => {
  const given = optionalString(value)?.trim() ?? '';
  return given === '' ? null : given;
};

/** The hospitals and stores calls of docs/api.md over the fake directory; all carry the pharmacy origin header. */
export function placesRoutes(): Route[] {
  const places = new FakePlacesService();
  const route = (method: string, path: RegExp, handle: (context: RequestContext) => Result<unknown, ApiError>): Route => ({ method, path, mutates: false, handle: withOrigin(handle) });
  return [
    route('POST', /^\/pharmacy\/hospitals$/, (c) => {
      const withinKm = nullableNumber(c.body.withinKm);
      const size = nullableNumber(c.body.size) ?? 20;
      return places
        .hospitals({ text: str(c.body.search), city: nullableText(c.body.city), speciality: nullableText(c.body.speciality), near: nearOf(c.body), withinKm }, size)
        .map((page) => ({ content: page.hospitals.map(hospitalWire), page: 1, size, totalElements: page.total, cities: page.cities, specialities: page.specialities }));
    }),
    route('POST', /^\/pharmacy\/hospitals\/suggestions$/, (c) => places.hospitalSuggestions(str(c.body.search))),
    route('GET', /^\/pharmacy\/hospital\/([^/]+)$/, (c) => places.hospital(decodeURIComponent(c.params[0] ?? '')).map(hospitalDetailWire)),
    route('POST', /^\/pharmacy\/stores$/, (c) => {
      const near = nearOf(c.body);
      return near === null ? rejected(PLACE_NEEDED) : places.stores(near).map((stores) => stores.map(storeWire));
    }),
  ];
}
