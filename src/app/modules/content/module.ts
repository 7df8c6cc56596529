import type { Container } from 'inversify';
import type { CmsApi } from '../../../../domain/content/ports';
import { PolicyDocuments } from '../../../../domain/content/policy';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { CONTENT } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** The policy pages (issue 4) over the CMS port. */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      CONTENT.CmsApi,
      backend.port({ http: ({ http }) => import('../../../../adapters/http/cms-api').then((m) => new m.HttpCmsApi(http)), fake: (fakes) => fakes.cmsApi }),
    );

    container
      .bind(CONTENT.PolicyDocuments)
      .toResolvedValue((cms: CmsApi, queries: QueryCache) => new PolicyDocuments(cms, queries), [CONTENT.CmsApi, TOKENS.Queries])
      .inSingletonScope();
  },
};
