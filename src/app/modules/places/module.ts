import type { Container } from 'inversify';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';
import { PLACES } from './tokens';

/** Places: the reverse geocoder that turns the device's location into an address (the address form uses it). */
export const feature: FeatureModule = {
  requires: [],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      PLACES.ReverseGeocoder,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/reverse-geocoder').then((m) => new m.HttpReverseGeocoder(http)),
        fake: (fakes) => fakes.reverseGeocoder,
      }),
    );
  },
};
