import * as v from 'valibot';
import type { PolicyDocument, PolicyType } from '../../domain/content/model';
import type { CmsApi } from '../../domain/content/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

/** Wire shape of GET /cms/policy (docs/api.md). */
export const PolicyWire = v.object({
  type: v.optional(v.string()),
  title: v.pipe(v.string(), v.minLength(1)),
  content: v.string(),
  /** An ISO date or timestamp; only its day is shown. */
  updatedAt: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
});

function policySchema(type: PolicyType) {
  return v.pipe(
    PolicyWire,
    v.transform((wire): PolicyDocument => ({ type, title: wire.title, html: wire.content, updatedOn: wire.updatedAt.slice(0, 10) })),
  );
}

/** The cms area over HTTP. The HTML is passed on as is: the page sanitises it before showing it. */
export class HttpCmsApi implements CmsApi {
  constructor(private readonly http: HttpClient) {}

  policy(type: PolicyType): ApiResult<PolicyDocument> {
    return this.http.get('/cms/policy', { query: { TYPE: type }, data: policySchema(type) });
  }
}
