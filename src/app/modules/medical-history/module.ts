import type { Container } from 'inversify';

import { MedicalHistory } from '../../../../domain/medical-history/medical-history';
import type { MedicalHistoryApi } from '../../../../domain/medical-history/ports';
import type { Drafts } from '../../../../domain/shared/drafts';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { MEDICAL_HISTORY } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** The nine medical-history forms of the patient and of each family member. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      MEDICAL_HISTORY.MedicalHistoryApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/medical-history-api').then((m) => new m.HttpMedicalHistoryApi(http)),
        fake: (fakes) => fakes.medicalHistoryApi,
      }),
    );
    container
      .bind(MEDICAL_HISTORY.MedicalHistory)
      .toResolvedValue(
        (api: MedicalHistoryApi, queries: QueryCache, clock: Clock, drafts: Drafts) => new MedicalHistory({ api, queries, clock, drafts }),
        [MEDICAL_HISTORY.MedicalHistoryApi, TOKENS.Queries, TOKENS.Clock, TOKENS.Drafts],
      )
      .inSingletonScope();
  },
};
