import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../account/test-support';
import { Checkout } from '../payments/checkout';
import type { CheckoutError, PaymentOutcome } from '../payments/model';
import type { PageNavigator } from '../session/ports';
import type { ApiResult } from '../shared/errors';
import type { CookieJar } from '../shared/ports';
import { testQueries } from '../shared/test-doubles';
import type { PurchaseOrder, PurchasePayment, PurchaseRequest, UserSubscription } from './model';
import { describePurchaseError, gstOn, paidPurchaseKey, PlanPurchase } from './purchase';
import { SubscriptionsApiStub } from './test-support';

const REQUEST: PurchaseRequest = { planId: 'plan-gold-12m', couponCode: 'CAREPLUS10', renewalOf: null, upgradeOf: null };
const PREFILL = { name: 'Priya Sharma', email: null, mobileNumber: '9876543210' };
const PAID = { kind: 'paid', paymentId: 'pay_1', signature: 'sig_1' } as const;
const GOLD: UserSubscription = {
  id: 'sub-9',
  planId: 'plan-gold-12m',
  name: 'Care Plus Gold',
  tier: 'gold',
  months: 12,
  startDate: '2026-11-26',
  endDate: '2027-11-25',
  status: 'ACTIVE',
  covered: [{ familyMemberId: null, name: 'Priya Sharma', relation: null }],
  familySlots: 3,
  consultations: [],
};

class PurchaseApi extends SubscriptionsApiStub {
  orders = 0;
  confirmations: (PurchasePayment | null)[] = [];
  confirmAnswer: Awaited<ApiResult<UserSubscription>> = Ok(GOLD);
  order: PurchaseOrder = { purchaseId: 'pur-1', paymentOrderId: 'order_1', amountPaise: 403_398 };

  override purchase(): ApiResult<PurchaseOrder> {
    this.orders += 1;
    return Promise.resolve(Ok(this.order));
  }
  override confirmPurchase(_id: string, payment: PurchasePayment | null): ApiResult<UserSubscription> {
    this.confirmations.push(payment);
    return Promise.resolve(this.confirmAnswer);
  }
}

function setup(outcome: Result<PaymentOutcome, CheckoutError> = Ok(PAID), store = new MemoryStore()) {
  const api = new PurchaseApi();
  const cookies: CookieJar = { get: () => null, set: () => undefined, remove: () => undefined, clear: () => undefined };
  const navigator = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() } satisfies PageNavigator;
  const collect = vi.fn(async () => outcome);
  const checkout = new Checkout({ collect }, cookies, navigator, { after: () => undefined }, store);
  const header = { refreshHeader: vi.fn(async () => undefined) };
  const purchase = new PlanPurchase(api, checkout, store, testQueries(), header);
  return { api, collect, purchase, header, store };
}

describe('gstOn', () => {
  it('adds 9% CGST and 9% SGST, each rounded to the paisa', () => {
    expect(gstOn(341_910)).toEqual({ cgstPaise: 30_772, sgstPaise: 30_772 });
    expect(gstOn(0)).toEqual({ cgstPaise: 0, sgstPaise: 0 });
  });
});

describe('PlanPurchase', () => {
  it('pays the payment order in paise and confirms the purchase with the gateway proof, then refreshes the badge', async () => {
    const { api, collect, purchase, header } = setup();
    const bought = await purchase.buy(REQUEST, PREFILL);
    expect(bought.unwrap()).toEqual(GOLD);
    expect(collect).toHaveBeenCalledWith(expect.objectContaining({ paymentOrderId: 'order_1', amountPaise: 403_398, description: 'Care Plus subscription' }));
    expect(api.confirmations).toEqual([{ paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig_1' }]);
    expect(header.refreshHeader).toHaveBeenCalledTimes(1);
  });

  it('asks for one order and opens one payment however often Buy is pressed', async () => {
    const { api, collect, purchase } = setup();
    const [first, second] = await Promise.all([purchase.buy(REQUEST, PREFILL), purchase.buy(REQUEST, PREFILL)]);
    expect(first.isOk()).toBe(true);
    expect(second.isErr() && second.error.kind).toBe('busy');
    expect(api.orders).toBe(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('passes on a closed payment window without confirming, so the same order can be paid again', async () => {
    const { api, purchase } = setup(Ok({ kind: 'dismissed' }));
    const result = await purchase.buy(REQUEST, PREFILL);
    expect(result.isErr() && describePurchaseError(result.error)).toMatch(/closed the payment window/);
    expect(api.confirmations).toEqual([]);
  });

  it('keeps a payment taken but not confirmed across a reload, offers Confirm payment and never a second payment', async () => {
    const first = setup();
    first.api.confirmAnswer = Err({ kind: 'network' });
    const failed = await first.purchase.buy(REQUEST, PREFILL);
    expect(failed.isErr() && describePurchaseError(failed.error)).toMatch(/do not pay again/);

    const reloaded = setup(Ok({ kind: 'dismissed' }), first.store);
    expect(reloaded.purchase.paidPurchase(REQUEST)).toMatchObject({ purchaseId: 'pur-1', paymentOrderId: 'order_1', amountPaise: 403_398 });
    const again = await reloaded.purchase.buy(REQUEST, PREFILL);
    expect(again.isErr() && again.error.kind === 'payment' && again.error.failure.kind).toBe('confirmation-pending');
    expect(reloaded.collect).not.toHaveBeenCalled();

    const confirmed = await reloaded.purchase.confirmPayment(REQUEST);
    expect(confirmed.unwrap()).toEqual(GOLD);
    expect(reloaded.api.confirmations).toEqual([{ paymentOrderId: 'order_1', paymentId: 'pay_1', signature: 'sig_1' }]);
    expect(reloaded.store.get(paidPurchaseKey(REQUEST))).toBeNull();
    expect(reloaded.purchase.paidPurchase(REQUEST)).toBeNull();
  });

  it("keeps an upgrade's payment apart from a first purchase of the same plan, so each offers only its own confirmation", async () => {
    const upgrade: PurchaseRequest = { ...REQUEST, upgradeOf: 'sub-u-1-1' };
    const first = setup();
    first.api.confirmAnswer = Err({ kind: 'network' });
    await first.purchase.buy(upgrade, PREFILL);
    const reloaded = setup(Ok({ kind: 'dismissed' }), first.store);
    expect(reloaded.purchase.paidPurchase(upgrade)).toMatchObject({ request: upgrade, purchaseId: 'pur-1' });
    expect(reloaded.purchase.paidPurchase(REQUEST)).toBeNull();
  });

  it('passes on the server refusing a plan already active, with its message', async () => {
    const { api, purchase, collect } = setup();
    api.purchase = () => Promise.resolve(Err({ kind: 'conflict', message: 'You already have an active Care Plus plan.' }));
    const result = await purchase.buy(REQUEST, PREFILL);
    expect(result.isErr() && describePurchaseError(result.error)).toBe('You already have an active Care Plus plan.');
    expect(collect).not.toHaveBeenCalled();
  });

  it('confirms without a payment when nothing is payable', async () => {
    const { api, purchase, collect } = setup();
    api.order = { purchaseId: 'pur-2', paymentOrderId: null, amountPaise: 0 };
    expect((await purchase.buy(REQUEST, PREFILL)).isOk()).toBe(true);
    expect(collect).not.toHaveBeenCalled();
    expect(api.confirmations).toEqual([null]);
  });
});
