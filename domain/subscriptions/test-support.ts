import { Err, Ok } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { PurchaseOrder, PurchasePayment, PurchaseQuote, PurchaseRequest, SubscriptionInvoice, SubscriptionPlan, UserSubscription } from './model';
import type { SubscriptionsApi } from './ports';

/** A subscriptions port for tests: no plans, no subscriptions, no purchase, no family slot changes and no invoice; override what a test needs. */
export class SubscriptionsApiStub implements SubscriptionsApi {
  plans(): ApiResult<SubscriptionPlan[]> {
    return Promise.resolve(Ok([]));
  }
  mySubscriptions(): ApiResult<UserSubscription[]> {
    return Promise.resolve(Ok([]));
  }
  quotePurchase(_request: PurchaseRequest): ApiResult<PurchaseQuote> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
  purchase(_request: PurchaseRequest): ApiResult<PurchaseOrder> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
  confirmPurchase(_purchaseId: string, _payment: PurchasePayment | null): ApiResult<UserSubscription> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
  coverFamilyMember(_subscriptionId: string, _familyMemberId: string): ApiResult<UserSubscription> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
  freeFamilySlot(_subscriptionId: string, _familyMemberId: string): ApiResult<UserSubscription> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
  invoice(_subscriptionId: string): ApiResult<SubscriptionInvoice> {
    return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
  }
}
