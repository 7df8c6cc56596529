import type { PolicyDocument, PolicyType } from '../domain/content/model';
import type { CmsApi } from '../domain/content/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { FakeCmsService, type FakePolicy } from './cms-service';

/** The day the policy was last changed, as the HTTP adapter reads the wire's timestamp. */
export function policyOf(type: PolicyType, policy: FakePolicy): PolicyDocument {
  return { type, title: policy.title, html: policy.html, updatedOn: policy.updatedAt.slice(0, 10) };
}

/** The cms port on the in-memory fake backend. */
export class FakeCmsApi implements CmsApi {
  private readonly service = new FakeCmsService();

  constructor(private readonly backend: FakeBackend) {}

  policy(type: PolicyType): ApiResult<PolicyDocument> {
    return this.backend.call(() => this.service.policy(type).map((policy) => policyOf(type, policy)));
  }
}
