import { Err, Ok } from 'ts-results-es';
import type { Hospital, PharmacyStore } from './model';
import type { DeviceLocation, LocationError, PlacesApi } from './ports';

/** A places port whose every call fails loudly unless the test gives it. */
export function testPlacesApi(overrides: Partial<PlacesApi> = {}): PlacesApi {
  const unexpected = (name: string) => () => {
    throw new Error(`unexpected call to ${name}`);
  };
  return {
    hospitals: unexpected('hospitals'),
    hospitalSuggestions: unexpected('hospitalSuggestions'),
    hospital: unexpected('hospital'),
    stores: unexpected('stores'),
    ...overrides,
  };
}

export function deviceAt(latitude: number, longitude: number): DeviceLocation {
  return { current: async () => Ok({ latitude, longitude }) };
}

export function deviceFailing(kind: LocationError['kind']): DeviceLocation {
  return { current: async () => Err({ kind }) };
}

export function testHospital(id: string, overrides: Partial<Hospital> = {}): Hospital {
  return {
    id,
    name: `Sanjeevani Hospital ${id}`,
    address: '12, 100 Feet Road, Indiranagar, Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    phone: '080 4567 8901',
    at: { latitude: 12.97, longitude: 77.64 },
    specialities: ['Cardiology'],
    accreditations: ['NABH'],
    emergency: true,
    distanceKm: null,
    ...overrides,
  };
}

export function testStore(id: string, overrides: Partial<PharmacyStore> = {}): PharmacyStore {
  return {
    id,
    name: `CareWell Pharmacy ${id}`,
    address: '4, 11th Main Road, Jayanagar 4th Block, Bengaluru',
    city: 'Bengaluru',
    pincode: '560011',
    phone: '080 2663 1234',
    at: { latitude: 12.93, longitude: 77.58 },
    hours: { opens: '08:00', closes: '22:00' },
    delivers: true,
    distanceKm: 1.2,
    ...overrides,
  };
}
