import type { ApiResult } from '../shared/errors';
import type { PolicyDocument, PolicyType } from './model';

/** The cms area of the API. */
export interface CmsApi {
  /** GET /cms/policy?TYPE= */
  policy(type: PolicyType): ApiResult<PolicyDocument>;
}
