import type { ServiceIdentifier } from 'inversify';
import type { HospitalFinder } from '../../../../domain/places/hospitals';
import type { PlacesApi, ReverseGeocoder } from '../../../../domain/places/ports';
import type { StoreFinder } from '../../../../domain/places/stores';
import type { SmartClinics, SmartClinicsApi } from '../../../../domain/places/smart-clinics';

/**
 * Places: the reverse geocoder that turns a device location into an address, the hospitals and
 * stores port and their use-cases. Bound by ./module.ts when a page of the area is first shown.
 */
export const PLACES = {
  ReverseGeocoder: Symbol('ReverseGeocoder') as ServiceIdentifier<ReverseGeocoder>,
  PlacesApi: Symbol('PlacesApi') as ServiceIdentifier<PlacesApi>,
  HospitalFinder: Symbol('HospitalFinder') as ServiceIdentifier<HospitalFinder>,
  StoreFinder: Symbol('StoreFinder') as ServiceIdentifier<StoreFinder>,
  SmartClinicsApi: Symbol('SmartClinicsApi') as ServiceIdentifier<SmartClinicsApi>,
  SmartClinics: Symbol('SmartClinics') as ServiceIdentifier<SmartClinics>,
} as const;
