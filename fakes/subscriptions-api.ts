import { Money } from '../domain/shared/money';
import type { ApiResult } from '../domain/shared/errors';
import { CONSULTATION_BENEFIT_KINDS, type PurchaseOrder, type PurchasePayment, type PurchaseQuote, type PurchaseRequest, type SubscriptionInvoice, type SubscriptionPlan, type UserSubscription } from '../domain/subscriptions/model';
import type { SubscriptionsApi } from '../domain/subscriptions/ports';
import type { FakeBackend } from './backend';
import { FakeFamilySlots } from './subscriptions-family';
import { FakeMySubscriptions } from './subscriptions-holdings';
import { FakeSubscriptionInvoices } from './subscriptions-invoice';
import { FakePlanPurchases } from './subscriptions-purchase';
import { CONSULTATIONS_PER_MONTH, FakeSubscriptionsService, planPartnerOf, VISIT_FEES_RUPEES, type FakePlan } from './subscriptions-service';

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
    consultations: CONSULTATION_BENEFIT_KINDS.filter((kind) => CONSULTATIONS_PER_MONTH[plan.tier][kind] > 0).map((kind) => ({
      kind,
      perMonth: CONSULTATIONS_PER_MONTH[plan.tier][kind],
      visitFeePaise: Money.fromRupees(VISIT_FEES_RUPEES[kind]).paise,
    })),
    medicineDiscountPercent: plan.medicineDiscountPercent,
    labDiscountPercent: plan.labDiscountPercent,
    partner: plan.partner ?? null,
  };
}

/** The subscriptions port on the in-memory fake backend. */
export class FakeSubscriptionsApi implements SubscriptionsApi {
  private readonly service = new FakeSubscriptionsService();
  private readonly mine: FakeMySubscriptions;
  private readonly purchases: FakePlanPurchases;
  private readonly slots: FakeFamilySlots;
  private readonly invoices: FakeSubscriptionInvoices;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.mine = new FakeMySubscriptions(backend);
    this.purchases = new FakePlanPurchases(backend);
    this.slots = new FakeFamilySlots(backend);
    this.invoices = new FakeSubscriptionInvoices(backend);
  }

  plans(): ApiResult<SubscriptionPlan[]> {
    return this.backend.call(() => {
      const user = this.backend.userByToken(this.token()).unwrapOr(null);
      return this.service.plans(planPartnerOf(this.backend.state, user)).map((plans) => plans.map(subscriptionPlanOf));
    });
  }

  /** Mutates: the first read lays out a member's demo subscription and consultations. */
  mySubscriptions(): ApiResult<UserSubscription[]> {
    return this.backend.call(() => this.mine.mine(this.token()), { mutates: true });
  }

  quotePurchase(request: PurchaseRequest): ApiResult<PurchaseQuote> {
    return this.backend.call(() => this.purchases.quote(this.token(), request), { mutates: true });
  }

  purchase(request: PurchaseRequest): ApiResult<PurchaseOrder> {
    return this.backend.call(() => this.purchases.purchase(this.token(), request), { mutates: true });
  }

  confirmPurchase(purchaseId: string, payment: PurchasePayment | null): ApiResult<UserSubscription> {
    return this.backend.call(() => this.purchases.confirm(this.token(), purchaseId, payment), { mutates: true });
  }

  coverFamilyMember(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    return this.backend.call(() => this.slots.cover(this.token(), subscriptionId, familyMemberId), { mutates: true });
  }

  freeFamilySlot(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    return this.backend.call(() => this.slots.free(this.token(), subscriptionId, familyMemberId), { mutates: true });
  }

  /** Mutates: a member's demo subscription is laid out the first time it is needed. */
  invoice(subscriptionId: string): ApiResult<SubscriptionInvoice> {
    return this.backend.call(() => this.invoices.invoice(this.token(), subscriptionId), { mutates: true });
  }
}
