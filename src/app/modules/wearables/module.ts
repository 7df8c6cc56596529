import type { Container } from 'inversify';

import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { EmergencyAlerts } from '../../../../domain/wearables/emergency-alerts';
import type { EmergencyAlertsApi, WearablesApi } from '../../../../domain/wearables/ports';
import { Wearables } from '../../../../domain/wearables/wearables';
import { TOKENS } from '../../tokens';
import { WEARABLES } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** The patient's linked wearables and the charts of what they measured; the emergency contact's alert of a fall or crash. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      WEARABLES.WearablesApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/wearables-api').then((m) => new m.HttpWearablesApi(http)),
        fake: (fakes) => fakes.wearablesApi,
      }),
    );
    container
      .bind(WEARABLES.Wearables)
      .toResolvedValue((api: WearablesApi, queries: QueryCache, clock: Clock) => new Wearables({ api, queries, clock }), [WEARABLES.WearablesApi, TOKENS.Queries, TOKENS.Clock])
      .inSingletonScope();
    // Unguarded: the contact is not signed in, and a 401 here must not end anybody's session.
    container.bind(WEARABLES.EmergencyAlertsApi).toConstantValue(
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/emergency-alerts-api').then((m) => new m.HttpEmergencyAlertsApi(http)),
        fake: (fakes) => fakes.emergencyAlertsApi,
      }),
    );
    container
      .bind(WEARABLES.EmergencyAlerts)
      .toResolvedValue((api: EmergencyAlertsApi, queries: QueryCache) => new EmergencyAlerts({ api, queries }), [WEARABLES.EmergencyAlertsApi, TOKENS.Queries])
      .inSingletonScope();
  },
};
