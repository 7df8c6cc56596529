import type { Container } from 'inversify';
import type { FeatureModule } from '..';
import { HospitalFinder } from '../../../../domain/places/hospitals';
import type { DeviceLocation, PlacesApi } from '../../../../domain/places/ports';
import { StoreFinder } from '../../../../domain/places/stores';
import { SmartClinics, type SmartClinicsApi } from '../../../../domain/places/smart-clinics';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { bindPort, type Backend } from '../backend';
import { PLACES } from './tokens';

/**
 * Places: the reverse geocoder that turns the device's location into an address (the address form
 * uses it), and the hospitals and pharmacy stores near the patient.
 */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      PLACES.ReverseGeocoder,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/reverse-geocoder').then((m) => new m.HttpReverseGeocoder(http)),
        fake: (fakes) => fakes.reverseGeocoder,
      }),
    );
    bindPort(
      container,
      PLACES.PlacesApi,
      backend.port({
        http: ({ http, config }) => import('../../../../adapters/http/places-api').then((m) => new m.HttpPlacesApi(http, config.pharmacyOrigin)),
        fake: (fakes) => fakes.placesApi,
      }),
    );
    container
      .bind(PLACES.HospitalFinder)
      .toResolvedValue((api: PlacesApi, device: DeviceLocation, queries: QueryCache) => new HospitalFinder(api, device, queries), [PLACES.PlacesApi, TOKENS.DeviceLocation, TOKENS.Queries])
      .inSingletonScope();
    container
      .bind(PLACES.StoreFinder)
      .toResolvedValue(
        (api: PlacesApi, device: DeviceLocation, clock: Clock, queries: QueryCache) => new StoreFinder(api, device, clock, queries),
        [PLACES.PlacesApi, TOKENS.DeviceLocation, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    bindPort(
      container,
      PLACES.SmartClinicsApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/smart-clinics-api').then((m) => new m.HttpSmartClinicsApi(http)),
        fake: (fakes) => fakes.smartClinicsApi,
      }),
    );
    container
      .bind(PLACES.SmartClinics)
      .toResolvedValue((api: SmartClinicsApi, clock: Clock, queries: QueryCache) => new SmartClinics(api, clock, queries), [PLACES.SmartClinicsApi, TOKENS.Clock, TOKENS.Queries])
      .inSingletonScope();
  },
};
