import type { UserSubscription } from './model';
import type { SubscriptionHistory } from './my-subscription';
import { byCodeUnits } from '../shared/order';

/**
 * My Orders' subscription tab: every plan term the patient bought, the latest term first (a renewal
 * before the plan it renews, the current plan before past ones).
 */
export function planPurchases(history: SubscriptionHistory): UserSubscription[] {
  const all = [...history.upcoming, ...(history.current ? [history.current.subscription] : []), ...history.past];
  return all.sort((a, b) => byCodeUnits(b.startDate, a.startDate) || byCodeUnits(a.id, b.id));
}
