import type { Container } from 'inversify';

import { Notifications } from '../../../../domain/notifications/notifications';
import type { NotificationsApi } from '../../../../domain/notifications/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { NOTIFICATIONS } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** The patient's notifications, for their page and the header's bell. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      NOTIFICATIONS.NotificationsApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/notifications-api').then((m) => new m.HttpNotificationsApi(http)),
        fake: (fakes) => fakes.notificationsApi,
      }),
    );
    container
      .bind(NOTIFICATIONS.Notifications)
      .toResolvedValue((api: NotificationsApi, queries: QueryCache) => new Notifications({ api, queries }), [NOTIFICATIONS.NotificationsApi, TOKENS.Queries])
      .inSingletonScope();
  },
};
