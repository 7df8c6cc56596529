import type { Container } from 'inversify';
import type { FeatureModule } from '..';
import { AbhaEnrolment } from '../../../../domain/abha/enrolment';
import { LicenceEnrolment } from '../../../../domain/abha/licence-enrolment';
import { MyAbha } from '../../../../domain/abha/my-abha';
import type { AbhaApi } from '../../../../domain/abha/ports';
import { AbhaRetrieval } from '../../../../domain/abha/retrieval';
import type { Session } from '../../../../domain/session/session';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { bindPort, type Backend } from '../backend';
import { ABHA } from './tokens';

/** ABHA: creating one with Aadhaar or a driving licence, finding a forgotten number, and the patient's card. Both flows forget their transaction at sign-out. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      ABHA.AbhaApi,
      backend.port({ http: ({ http }) => import('../../../../adapters/http/abha-api').then((m) => new m.HttpAbhaApi(http)), fake: (fakes) => fakes.abhaApi }),
    );
    container
      .bind(ABHA.MyAbha)
      .toResolvedValue((api: AbhaApi, queries: QueryCache) => new MyAbha(api, queries), [ABHA.AbhaApi, TOKENS.Queries])
      .inSingletonScope();
    container
      .bind(ABHA.AbhaEnrolment)
      .toResolvedValue((api: AbhaApi, clock: Clock, mine: MyAbha, session: Session) => new AbhaEnrolment(api, clock, mine, session.loggedIn$), [ABHA.AbhaApi, TOKENS.Clock, ABHA.MyAbha, TOKENS.Session])
      .inSingletonScope();
    container
      .bind(ABHA.AbhaRetrieval)
      .toResolvedValue((api: AbhaApi, clock: Clock, session: Session) => new AbhaRetrieval(api, clock, session.loggedIn$), [ABHA.AbhaApi, TOKENS.Clock, TOKENS.Session])
      .inSingletonScope();
    container
      .bind(ABHA.LicenceEnrolment)
      .toResolvedValue(
        (api: AbhaApi, clock: Clock, queries: QueryCache, session: Session) => new LicenceEnrolment(api, clock, queries, session.loggedIn$),
        [ABHA.AbhaApi, TOKENS.Clock, TOKENS.Queries, TOKENS.Session],
      )
      .inSingletonScope();
  },
};
