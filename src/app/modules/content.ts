import type { Container } from 'inversify';
import type { CmsApi } from '../../../domain/content/ports';
import { PolicyDocuments } from '../../../domain/content/policy';
import type { SubscriptionsApi } from '../../../domain/subscriptions/ports';
import { SubscriptionPlans } from '../../../domain/subscriptions/plans';
import type { QueryCache } from '../../../domain/shared/query';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/** Policy pages and the plans on offer (issue 4). */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container) {
    container
      .bind(TOKENS.PolicyDocuments)
      .toResolvedValue((cms: CmsApi, queries: QueryCache) => new PolicyDocuments(cms, queries), [TOKENS.CmsApi, TOKENS.Queries])
      .inSingletonScope();
    container
      .bind(TOKENS.SubscriptionPlans)
      .toResolvedValue((plans: SubscriptionsApi, queries: QueryCache) => new SubscriptionPlans(plans, queries), [TOKENS.SubscriptionsApi, TOKENS.Queries])
      .inSingletonScope();
  },
};
