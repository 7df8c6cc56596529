import type { ApiResult } from '../shared/errors';
import type { SubscriptionPlan } from './model';

/** The subscriptions area of the API. */
export interface SubscriptionsApi {
  /** GET /subscription/plans */
  plans(): ApiResult<SubscriptionPlan[]>;
}
