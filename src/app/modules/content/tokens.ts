import type { ServiceIdentifier } from 'inversify';
import type { CmsApi } from '../../../../domain/content/ports';
import type { PolicyDocuments } from '../../../../domain/content/policy';

/** Policy documents and the CMS port. Bound by ./module.ts when a page of the area is first shown. */
export const CONTENT = {
  CmsApi: Symbol('CmsApi') as ServiceIdentifier<CmsApi>,
  PolicyDocuments: Symbol('PolicyDocuments') as ServiceIdentifier<PolicyDocuments>,
} as const;
