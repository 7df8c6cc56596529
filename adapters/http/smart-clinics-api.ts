import * as v from 'valibot';
import { SMART_CLINIC_SERVICES, type SmartClinic, type SmartClinicService, type SmartClinicsApi } from '../../domain/places/smart-clinics';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));
/** 'HH:mm' on a 24-hour clock. */
const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const isService = (service: string): service is SmartClinicService => (SMART_CLINIC_SERVICES as readonly string[]).includes(service);

/** A Smart Clinic of GET /consultation/smart-clinics (assumed, docs/api.md); a service this app cannot name is left out. */
const SmartClinicSchema = v.pipe(
  v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
    name: Text,
    address: Text,
    city: Text,
    state: v.optional(v.string(), ''),
    pincode: v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/)),
    phone: Text,
    latitude: v.nullish(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), null),
    longitude: v.nullish(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), null),
    opensAt: ClockTime,
    closesAt: ClockTime,
    weeklyOff: v.nullish(v.string(), null),
    services: v.optional(v.array(v.string()), []),
  }),
  v.transform(
    (wire): SmartClinic => ({
      id: wire.id,
      name: wire.name,
      address: wire.address,
      city: wire.city,
      state: wire.state,
      pincode: wire.pincode,
      phone: wire.phone,
      // Half a position is no position.
      at: wire.latitude === null || wire.longitude === null ? null : { latitude: wire.latitude, longitude: wire.longitude },
      hours: { opens: wire.opensAt, closes: wire.closesAt },
      closedSundays: wire.weeklyOff === 'SUNDAY',
      services: wire.services.filter(isService),
    }),
  ),
);

/** The Smart Clinics call over HTTP. */
export class HttpSmartClinicsApi implements SmartClinicsApi {
  constructor(private readonly http: HttpClient) {}

  smartClinics(): ApiResult<SmartClinic[]> {
    return this.http.get('/consultation/smart-clinics', { data: v.array(SmartClinicSchema) });
  }
}
