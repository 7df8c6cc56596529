import type { ServiceIdentifier } from 'inversify';
import type { ReverseGeocoder } from '../../../../domain/places/ports';

/** Places: the reverse geocoder that turns a device location into an address. Bound by ./module.ts when a page of the area is first shown. */
export const PLACES = {
  ReverseGeocoder: Symbol('ReverseGeocoder') as ServiceIdentifier<ReverseGeocoder>,
} as const;
