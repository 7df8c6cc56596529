import type { Container } from 'inversify';
import type { Checkout } from '../../../../domain/payments/checkout';
import type { Session } from '../../../../domain/session/session';
import type { Clock, KeyValueStore } from '../../../../domain/shared/ports';
import { PlanPurchase } from '../../../../domain/subscriptions/purchase';
import { PlanFamilySlots } from '../../../../domain/subscriptions/family-slots';
import type { QueryCache } from '../../../../domain/shared/query';
import { MySubscription } from '../../../../domain/subscriptions/my-subscription';
import { SubscriptionPlans } from '../../../../domain/subscriptions/plans';
import type { SubscriptionsApi } from '../../../../domain/subscriptions/ports';
import { TOKENS } from '../../tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';
import { PAYMENTS } from '../payments/tokens';
import { SUBSCRIPTIONS } from './tokens';

/** Care plans: the plans on offer, buying and renewing one through the one checkout, the patient's own plans, which consultations read, and their family slots. */
export const feature: FeatureModule = {
  requires: ['queries', 'payments'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      SUBSCRIPTIONS.SubscriptionsApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/subscriptions-api').then((m) => new m.HttpSubscriptionsApi(http)),
        fake: (fakes) => fakes.subscriptionsApi,
      }),
    );
    container
      .bind(SUBSCRIPTIONS.SubscriptionPlans)
      .toResolvedValue((api: SubscriptionsApi, queries: QueryCache) => new SubscriptionPlans(api, queries), [SUBSCRIPTIONS.SubscriptionsApi, TOKENS.Queries])
      .inSingletonScope();
    container
      .bind(SUBSCRIPTIONS.MySubscription)
      .toResolvedValue(
        (api: SubscriptionsApi, clock: Clock, queries: QueryCache) => new MySubscription(api, clock, queries),
        [SUBSCRIPTIONS.SubscriptionsApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(SUBSCRIPTIONS.PlanPurchase)
      .toResolvedValue(
        (api: SubscriptionsApi, checkout: Checkout, store: KeyValueStore, queries: QueryCache, session: Session) => new PlanPurchase(api, checkout, store, queries, session),
        [SUBSCRIPTIONS.SubscriptionsApi, PAYMENTS.Checkout, TOKENS.Store, TOKENS.Queries, TOKENS.Session],
      )
      .inSingletonScope();
    container
      .bind(SUBSCRIPTIONS.PlanFamilySlots)
      .toResolvedValue(
        (api: SubscriptionsApi, mine: MySubscription, clock: Clock, queries: QueryCache) => new PlanFamilySlots(api, mine, clock, queries),
        [SUBSCRIPTIONS.SubscriptionsApi, SUBSCRIPTIONS.MySubscription, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
