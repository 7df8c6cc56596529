import type { ApiResult } from '../shared/errors';
import type { PurchaseOrder, PurchasePayment, PurchaseQuote, PurchaseRequest, SubscriptionInvoice, SubscriptionPlan, UserSubscription } from './model';

/** The subscriptions area of the API. */
export interface SubscriptionsApi {
  /** GET /subscription/plans */
  plans(): ApiResult<SubscriptionPlan[]>;
  /** GET /subscription/user/list: the signed-in patient's own subscriptions, current, upcoming and past. */
  mySubscriptions(): ApiResult<UserSubscription[]>;
  /** POST /subscription/couponSummary: the price, coupon, GST and term of a purchase; 409 when a plan is already active and this is no renewal. */
  quotePurchase(request: PurchaseRequest): ApiResult<PurchaseQuote>;
  /** POST /subscription/purchase: the purchase and its payment order; the same request while unpaid answers the same order. */
  purchase(request: PurchaseRequest): ApiResult<PurchaseOrder>;
  /** POST /subscription/purchase/confirm: the subscription the payment bought; the same payment again answers the same subscription. */
  confirmPurchase(purchaseId: string, payment: PurchasePayment | null): ApiResult<UserSubscription>;
  /** POST /subscription/{id}/members: covers an ACTIVE family member in a free family slot of the plan covering today; the subscription as listed. */
  coverFamilyMember(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription>;
  /** DELETE /subscription/{id}/members/{familyMemberId}: frees the member's family slot; the subscription as listed. */
  freeFamilySlot(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription>;
  /** GET /subscription/invoice?subscriptionId=: the tax invoice of the purchase that made the subscription, with its PDF. */
  invoice(subscriptionId: string): ApiResult<SubscriptionInvoice>;
}
