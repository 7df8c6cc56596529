import type { ApiResult } from '../shared/errors';
import type { SubscriptionPlan, UserSubscription } from './model';

/** The subscriptions area of the API. */
export interface SubscriptionsApi {
  /** GET /subscription/plans */
  plans(): ApiResult<SubscriptionPlan[]>;
  /** GET /subscription/user/list: the signed-in patient's own subscriptions, current and past. */
  mySubscriptions(): ApiResult<UserSubscription[]>;
}
