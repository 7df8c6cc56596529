import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import { HttpReverseGeocoder } from '../../adapters/http/reverse-geocoder';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { ReverseGeocoder } from '../../domain/places/ports';
import type { UserApi } from '../../domain/session/ports';
import { FakePharmacyApi } from '../../fakes/pharmacy/api';
import { FakeReverseGeocoder } from '../../fakes/reverse-geocoder';
import { FakeUserApi } from '../../fakes/user-api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Roomy enough for a 10 MB upload as base64 on a busy machine; the fault cases do not use timeouts. */
const HTTP_TIMEOUT_MS = 10000;

/** A fixed start (Monday 2 March 2026, 09:30 in India), so coupon dates and order times do not depend on the run. */
export const PHARMACY_START = Date.parse('2026-03-02T09:30:00+05:30');

export const CONTRACT_TENANT_ID = 'contract-tenant';
export const CONTRACT_ORIGIN = 'https://patient.carewell.in';

/** The pharmacy port of one implementation, with the user port, over one fresh seeded backend. */
export interface PharmacySubject extends SubjectControls {
  pharmacy: PharmacyApi;
  geocoder: ReverseGeocoder;
  user: UserApi;
}

export const inMemoryPharmacy = (): Promise<PharmacySubject> =>
  inMemorySubject(PHARMACY_START, ({ backend, token }) => ({
    pharmacy: new FakePharmacyApi(backend, token),
    geocoder: new FakeReverseGeocoder(backend),
    user: new FakeUserApi(backend, token),
  }));

export const httpPharmacy = (): Promise<PharmacySubject> =>
  httpSubject(PHARMACY_START, HTTP_TIMEOUT_MS, (http) => ({
    pharmacy: new HttpPharmacyApi(http, { tenantId: CONTRACT_TENANT_ID, origin: CONTRACT_ORIGIN }),
    geocoder: new HttpReverseGeocoder(http),
    user: new HttpUserApi(http),
  }));
