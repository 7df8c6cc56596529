import { Money } from '../domain/shared/money';
import type { ApiResult } from '../domain/shared/errors';
import type { SubscriptionPlan } from '../domain/subscriptions/model';
import type { SubscriptionsApi } from '../domain/subscriptions/ports';
import type { FakeBackend } from './backend';
import { FakeSubscriptionsService, type FakePlan } from './subscriptions-service';

/** Rupees to paise with the domain's rounding, exactly as the HTTP adapter converts the wire. */
export function subscriptionPlanOf(plan: FakePlan): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    tier: plan.tier,
    months: plan.months,
    pricePaise: Money.fromRupees(plan.priceRupees).paise,
    mrpPaise: plan.mrpRupees === null ? null : Money.fromRupees(plan.mrpRupees).paise,
    benefits: [...plan.benefits],
    familyMembers: plan.familyMembers,
  };
}

/** The subscriptions port on the in-memory fake backend. */
export class FakeSubscriptionsApi implements SubscriptionsApi {
  private readonly service = new FakeSubscriptionsService();

  constructor(private readonly backend: FakeBackend) {}

  plans(): ApiResult<SubscriptionPlan[]> {
    return this.backend.call(() => this.service.plans().map((plans) => plans.map(subscriptionPlanOf)));
  }
}
