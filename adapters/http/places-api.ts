import * as v from 'valibot';
import type { Hospital, HospitalDetail, HospitalPage, HospitalSearch, HospitalSuggestion, Near, OpeningHours, PharmacyStore } from '../../domain/places/model';
import type { Coordinates, PlacesApi } from '../../domain/places/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { ORIGIN_HEADER } from './pharmacy-origin';

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const latitude = v.nullish(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), null);
const longitude = v.nullish(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), null);
const distance = v.nullish(v.pipe(v.number(), v.minValue(0)), null);
/** 'HH:mm' on a 24-hour clock. */
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** Both coordinates or neither: half a position is no position. */
function placed(wire: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return wire.latitude === null || wire.longitude === null ? null : { latitude: wire.latitude, longitude: wire.longitude };
}

/** A hospital of POST /pharmacy/hospitals (docs/api.md, "Hospitals and stores"). */
const HospitalWire = v.object({
  id,
  name: text,
  address: text,
  city: text,
  state: v.optional(v.string(), ''),
  pincode: v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/)),
  phone: text,
  latitude,
  longitude,
  specialities: v.optional(v.array(text), []),
  accreditations: v.optional(v.array(text), []),
  emergency24x7: v.optional(v.boolean(), false),
  distanceKm: distance,
});

const hospitalOf = ({ latitude: _latitude, longitude: _longitude, emergency24x7, ...wire }: v.InferOutput<typeof HospitalWire>): Hospital => ({
  ...wire,
  at: placed({ latitude: _latitude, longitude: _longitude }),
  emergency: emergency24x7,
});

const HospitalSchema = v.pipe(HospitalWire, v.transform(hospitalOf));

const HospitalDetailSchema = v.pipe(
  v.object({ ...HospitalWire.entries, departments: v.array(v.object({ name: text, location: v.optional(v.string(), '') })), beds: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.transform(({ departments, beds, ...wire }): HospitalDetail => ({ ...hospitalOf(wire), departments, beds })),
);

const HospitalPageSchema = v.pipe(
  v.object({
    content: v.array(HospitalSchema),
    totalElements: v.pipe(v.number(), v.integer(), v.minValue(0)),
    cities: v.optional(v.array(text), []),
    specialities: v.optional(v.array(text), []),
  }),
  v.transform((wire): HospitalPage => ({ hospitals: wire.content, total: wire.totalElements, cities: wire.cities, specialities: wire.specialities })),
);

const SuggestionSchema = v.object({ id, name: text, city: v.optional(v.string(), '') });

/** Opening and closing both given, or both null (open round the clock); one without the other is a bad response. */
const StoreSchema = v.pipe(
  v.object({
    id,
    name: text,
    address: text,
    city: text,
    pincode: v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/)),
    phone: text,
    latitude,
    longitude,
    opensAt: v.nullish(clockTime, null),
    closesAt: v.nullish(clockTime, null),
    homeDelivery: v.optional(v.boolean(), false),
    distanceKm: distance,
  }),
  v.check((wire) => (wire.opensAt === null) === (wire.closesAt === null), 'opensAt and closesAt come together'),
  v.transform(
    (wire): PharmacyStore => ({
      id: wire.id,
      name: wire.name,
      address: wire.address,
      city: wire.city,
      pincode: wire.pincode,
      phone: wire.phone,
      at: placed(wire),
      hours: wire.opensAt === null || wire.closesAt === null ? null : ({ opens: wire.opensAt, closes: wire.closesAt } satisfies OpeningHours),
      delivers: wire.homeDelivery,
      distanceKm: wire.distanceKm,
    }),
  ),
);

/** The place as the body carries it: a pincode, or lat and long. */
function nearBody(near: Near | null) {
  if (near === null) return { pincode: null, lat: null, long: null };
  return near.kind === 'pincode' ? { pincode: near.pincode, lat: null, long: null } : { pincode: null, lat: near.at.latitude, long: near.at.longitude };
}

/** The hospitals and stores calls of the medicine service over HTTP (docs/api.md); each carries the pharmacy origin header. */
export class HttpPlacesApi implements PlacesApi {
  constructor(
    private readonly http: HttpClient,
    private readonly origin: string,
  ) {}

  private get headers(): Record<string, string> {
    return { [ORIGIN_HEADER]: this.origin };
  }

  hospitals(search: HospitalSearch, size: number): ApiResult<HospitalPage> {
    return this.http.post('/pharmacy/hospitals', {
      body: { search: search.text, city: search.city, speciality: search.speciality, ...nearBody(search.near), withinKm: search.withinKm, page: 1, size },
      headers: this.headers,
      data: HospitalPageSchema,
    });
  }

  hospitalSuggestions(search: string): ApiResult<HospitalSuggestion[]> {
    return this.http.post('/pharmacy/hospitals/suggestions', { body: { search }, headers: this.headers, data: v.array(SuggestionSchema) });
  }

  hospital(hospitalId: string): ApiResult<HospitalDetail> {
    return this.http.get(`/pharmacy/hospital/${encodeURIComponent(hospitalId)}`, { headers: this.headers, data: HospitalDetailSchema });
  }

  stores(near: Near): ApiResult<PharmacyStore[]> {
    return this.http.post('/pharmacy/stores', { body: nearBody(near), headers: this.headers, data: v.array(StoreSchema) });
  }
}
