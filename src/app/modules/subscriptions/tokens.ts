import type { ServiceIdentifier } from 'inversify';
import type { SubscriptionsApi } from '../../../../domain/subscriptions/ports';
import type { SubscriptionPlans } from '../../../../domain/subscriptions/plans';
import type { MySubscription } from '../../../../domain/subscriptions/my-subscription';
import type { PlanPurchase } from '../../../../domain/subscriptions/purchase';
import type { PlanFamilySlots } from '../../../../domain/subscriptions/family-slots';

/** Care plans: the plans on offer, the patient's own plan, and their port. Bound by ./module.ts when a page of the area is first shown. */
export const SUBSCRIPTIONS = {
  SubscriptionsApi: Symbol('SubscriptionsApi') as ServiceIdentifier<SubscriptionsApi>,
  SubscriptionPlans: Symbol('SubscriptionPlans') as ServiceIdentifier<SubscriptionPlans>,
  /** The patient's own care plan, for the subscription summary. */
  MySubscription: Symbol('MySubscription') as ServiceIdentifier<MySubscription>,
  /** Buying and renewing a plan through the one checkout. */
  PlanPurchase: Symbol('PlanPurchase') as ServiceIdentifier<PlanPurchase>,
  /** Who the plan covers besides the subscriber: its family slots. */
  PlanFamilySlots: Symbol('PlanFamilySlots') as ServiceIdentifier<PlanFamilySlots>,
} as const;
