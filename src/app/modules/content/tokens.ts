import type { ServiceIdentifier } from 'inversify';
import type { CareersApi, CmsApi, CorporateWellnessApi, MediaCenterApi } from '../../../../domain/content/ports';
import type { Careers } from '../../../../domain/content/careers';
import type { CorporateWellness } from '../../../../domain/content/corporate-wellness';
import type { MediaCenter } from '../../../../domain/content/media-center';
import type { Blogs } from '../../../../domain/content/blogs';
import type { CancerScreening } from '../../../../domain/content/cancer-screening';
import type { Faq } from '../../../../domain/content/faq';
import type { PolicyDocuments } from '../../../../domain/content/policy';
import type { Webinars } from '../../../../domain/content/webinars';
import type { ProductContentApi, ProductLandings } from '../../../../domain/content/product-landing';

/** Policy documents, the FAQ, the blog, the webinars and the CMS port. Bound by ./module.ts when a page of the area is first shown. */
export const CONTENT = {
  CmsApi: Symbol('CmsApi') as ServiceIdentifier<CmsApi>,
  PolicyDocuments: Symbol('PolicyDocuments') as ServiceIdentifier<PolicyDocuments>,
  Faq: Symbol('Faq') as ServiceIdentifier<Faq>,
  Blogs: Symbol('Blogs') as ServiceIdentifier<Blogs>,
  Webinars: Symbol('Webinars') as ServiceIdentifier<Webinars>,
  CareersApi: Symbol('CareersApi') as ServiceIdentifier<CareersApi>,
  Careers: Symbol('Careers') as ServiceIdentifier<Careers>,
  CancerScreening: Symbol('CancerScreening') as ServiceIdentifier<CancerScreening>,
  ProductContentApi: Symbol('ProductContentApi') as ServiceIdentifier<ProductContentApi>,
  ProductLandings: Symbol('ProductLandings') as ServiceIdentifier<ProductLandings>,
  CorporateWellnessApi: Symbol('CorporateWellnessApi') as ServiceIdentifier<CorporateWellnessApi>,
  CorporateWellness: Symbol('CorporateWellness') as ServiceIdentifier<CorporateWellness>,
  MediaCenterApi: Symbol('MediaCenterApi') as ServiceIdentifier<MediaCenterApi>,
  MediaCenter: Symbol('MediaCenter') as ServiceIdentifier<MediaCenter>,
} as const;
