import * as v from 'valibot';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS } from '../../domain/shared/constants';
import type { ApiResult } from '../../domain/shared/errors';
import { Money } from '../../domain/shared/money';
import type { SubscriptionPlan } from '../../domain/subscriptions/model';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import type { HttpClient } from './client';

const rupees = v.pipe(v.number(), v.minValue(0));

/** Wire shape of one plan of GET /subscription/plans: rupees, upper-case tier (docs/api.md). */
export const PlanWire = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  packageType: v.pipe(
    v.string(),
    v.transform((tier) => tier.toLowerCase()),
    v.picklist(PACKAGE_TIERS),
  ),
  durationInMonths: v.picklist(SUBSCRIPTION_PLAN_MONTHS),
  price: rupees,
  mrp: v.optional(v.nullable(rupees), null),
  benefits: v.optional(v.array(v.string()), []),
  familyMembers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

const PlansSchema = v.array(
  v.pipe(
    PlanWire,
    v.transform(
      (wire): SubscriptionPlan => ({
        id: wire.id,
        name: wire.name,
        tier: wire.packageType,
        months: wire.durationInMonths,
        // The backend sends rupees (spec §9); the domain keeps whole paise.
        pricePaise: Money.fromRupees(wire.price).paise,
        mrpPaise: wire.mrp === null ? null : Money.fromRupees(wire.mrp).paise,
        benefits: wire.benefits,
        familyMembers: wire.familyMembers,
      }),
    ),
  ),
);

/** The subscriptions area over HTTP. */
export class HttpSubscriptionsApi implements SubscriptionsApi {
  constructor(private readonly http: HttpClient) {}

  plans(): ApiResult<SubscriptionPlan[]> {
    return this.http.get('/subscription/plans', { data: PlansSchema });
  }
}
