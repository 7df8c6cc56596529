import type { Container } from 'inversify';

import { HealthRecords } from '../../../../domain/records/health-records';
import type { RecordsApi } from '../../../../domain/records/ports';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { RECORDS } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** Every report and prescription of the family, and the patient's uploads. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      RECORDS.RecordsApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/records-api').then((m) => new m.HttpRecordsApi(http)),
        fake: (fakes) => fakes.recordsApi,
      }),
    );
    container
      .bind(RECORDS.HealthRecords)
      .toResolvedValue((api: RecordsApi, queries: QueryCache, clock: Clock) => new HealthRecords({ api, queries, clock }), [RECORDS.RecordsApi, TOKENS.Queries, TOKENS.Clock])
      .inSingletonScope();
  },
};
