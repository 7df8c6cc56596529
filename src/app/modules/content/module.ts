import type { Container } from 'inversify';
import type { CareersApi, CmsApi, CorporateWellnessApi, MediaCenterApi } from '../../../../domain/content/ports';
import { Careers } from '../../../../domain/content/careers';
import { CorporateWellness } from '../../../../domain/content/corporate-wellness';
import { MediaCenter } from '../../../../domain/content/media-center';
import { Blogs } from '../../../../domain/content/blogs';
import { CancerScreening } from '../../../../domain/content/cancer-screening';
import { Faq } from '../../../../domain/content/faq';
import { PolicyDocuments } from '../../../../domain/content/policy';
import { Webinars } from '../../../../domain/content/webinars';
import { ProductLandings, type ProductContentApi } from '../../../../domain/content/product-landing';
import type { Drafts } from '../../../../domain/shared/drafts';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { CONTENT } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/** The policy pages (issue 4), the FAQ, the blog and the webinars (issue 20) over the CMS port. */
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

    container
      .bind(CONTENT.Faq)
      .toResolvedValue((cms: CmsApi, queries: QueryCache, drafts: Drafts) => new Faq(cms, queries, drafts), [CONTENT.CmsApi, TOKENS.Queries, TOKENS.Drafts])
      .inSingletonScope();

    container
      .bind(CONTENT.Blogs)
      .toResolvedValue((cms: CmsApi, queries: QueryCache) => new Blogs(cms, queries), [CONTENT.CmsApi, TOKENS.Queries])
      .inSingletonScope();

    container
      .bind(CONTENT.Webinars)
      .toResolvedValue(
        (cms: CmsApi, queries: QueryCache, drafts: Drafts, clock: Clock) => new Webinars(cms, queries, drafts, clock),
        [CONTENT.CmsApi, TOKENS.Queries, TOKENS.Drafts, TOKENS.Clock],
      )
      .inSingletonScope();

    bindPort(
      container,
      CONTENT.CareersApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/careers-api').then((m) => new m.HttpCareersApi(http)),
        fake: (fakes) => fakes.careersApi,
      }),
    );

    container
      .bind(CONTENT.Careers)
      .toResolvedValue((api: CareersApi, queries: QueryCache, drafts: Drafts) => new Careers(api, queries, drafts), [CONTENT.CareersApi, TOKENS.Queries, TOKENS.Drafts])
      .inSingletonScope();
    container
      .bind(CONTENT.CancerScreening)
      .toResolvedValue((cms: CmsApi, queries: QueryCache) => new CancerScreening(cms, queries), [CONTENT.CmsApi, TOKENS.Queries])
      .inSingletonScope();

    bindPort(
      container,
      CONTENT.ProductContentApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/product-content-api').then((m) => new m.HttpProductContentApi(http)),
        fake: (fakes) => fakes.productContentApi,
      }),
    );
    container
      .bind(CONTENT.ProductLandings)
      .toResolvedValue((api: ProductContentApi, queries: QueryCache) => new ProductLandings(api, queries), [CONTENT.ProductContentApi, TOKENS.Queries])
      .inSingletonScope();
    // /corporate and /media-center (issue 20).
    bindPort(
      container,
      CONTENT.CorporateWellnessApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/corporate-media-api').then((m) => new m.HttpCorporateWellnessApi(http)),
        fake: (fakes) => fakes.corporateWellnessApi,
      }),
    );
    container
      .bind(CONTENT.CorporateWellness)
      .toResolvedValue(
        (api: CorporateWellnessApi, queries: QueryCache, drafts: Drafts) => new CorporateWellness(api, queries, drafts),
        [CONTENT.CorporateWellnessApi, TOKENS.Queries, TOKENS.Drafts],
      )
      .inSingletonScope();
    bindPort(
      container,
      CONTENT.MediaCenterApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/corporate-media-api').then((m) => new m.HttpMediaCenterApi(http)),
        fake: (fakes) => fakes.mediaCenterApi,
      }),
    );
    container
      .bind(CONTENT.MediaCenter)
      .toResolvedValue((api: MediaCenterApi, queries: QueryCache) => new MediaCenter(api, queries), [CONTENT.MediaCenterApi, TOKENS.Queries])
      .inSingletonScope();
  },
};
