import { Money } from '../domain/shared/money';
import type { ApiResult } from '../domain/shared/errors';
import type { SubscriptionPlan, UserSubscription } from '../domain/subscriptions/model';
import type { SubscriptionsApi } from '../domain/subscriptions/ports';
import type { FakeBackend } from './backend';
import { FakeMySubscriptions } from './subscriptions-holdings';
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
  private readonly mine: FakeMySubscriptions;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.mine = new FakeMySubscriptions(backend);
  }

  plans(): ApiResult<SubscriptionPlan[]> {
    return this.backend.call(() => this.service.plans().map((plans) => plans.map(subscriptionPlanOf)));
  }

  /** Mutates: the first read lays out a member's demo subscription and consultations. */
  mySubscriptions(): ApiResult<UserSubscription[]> {
    return this.backend.call(() => this.mine.mine(this.token()), { mutates: true });
  }
}
