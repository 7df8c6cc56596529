import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../shared/errors';
import { testQueries } from '../shared/test-doubles';
import type { SubscriptionInvoice, UserSubscription } from './model';
import { activeSubscription, consultationsLeft, daysBetween, MySubscription, subscriptionHistory, subscriptionOverview } from './my-subscription';
import { SubscriptionsApiStub } from './test-support';

/** 12:30 AM on 23 November 2026 in India, while it is still the 22nd in UTC. */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-22T19:00:00.000Z');

function subscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    id: 'sub-1',
    planId: 'plan-silver-12m',
    name: 'Care Plus Silver',
    tier: 'silver',
    months: 12,
    startDate: '2026-07-15',
    endDate: '2027-07-14',
    status: 'ACTIVE',
    covered: [{ familyMemberId: null, name: 'Priya Sharma', relation: null }],
    familySlots: 1,
    consultations: [
      { kind: 'family-physician', included: 48, used: 3 },
      { kind: 'specialist', included: 0, used: 0 },
    ],
    ...overrides,
  };
}

const INVOICE: SubscriptionInvoice = {
  invoiceNumber: 'CW/SUB/U-1-1',
  subscriptionId: 'sub-1',
  issuedOn: '2025-10-23',
  billedTo: 'Priya Sharma',
  planName: 'Care Plus Silver',
  months: 12,
  pricePaise: 249_900,
  couponCode: null,
  couponDiscountPaise: 0,
  upgradeCreditPaise: 0,
  taxablePaise: 249_900,
  cgstPaise: 22_491,
  sgstPaise: 22_491,
  totalPaise: 294_882,
  fileName: 'CW-SUB-U-1-1.pdf',
  url: 'data:application/pdf;base64,JVBERi0=',
};

class StubSubscriptionsApi extends SubscriptionsApiStub {
  calls = 0;
  constructor(private readonly answer: Result<UserSubscription[], ApiError>) {
    super();
  }
  override mySubscriptions(): ApiResult<UserSubscription[]> {
    this.calls += 1;
    return Promise.resolve(this.answer);
  }
}

describe('daysBetween', () => {
  it('counts calendar days, across a month end and a leap day', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });
});

describe('activeSubscription', () => {
  it('picks the ACTIVE plan whose dates hold today, the longest lasting when there are two', () => {
    const old = subscription({ id: 'old', startDate: '2025-07-15', endDate: '2026-07-14', status: 'EXPIRED' });
    const current = subscription({ id: 'current' });
    const renewal = subscription({ id: 'renewal', startDate: '2026-10-01', endDate: '2027-09-30' });
    expect(activeSubscription([old, current], '2026-11-23')?.id).toBe('current');
    expect(activeSubscription([current, renewal], '2026-11-23')?.id).toBe('renewal');
  });

  it('ignores a plan the server still calls ACTIVE once its last day has passed, or before it starts', () => {
    expect(activeSubscription([subscription({ endDate: '2026-11-22' })], '2026-11-23')).toBeNull();
    expect(activeSubscription([subscription({ startDate: '2026-11-24' })], '2026-11-23')).toBeNull();
  });

  it('counts the first and the last day as covered', () => {
    expect(activeSubscription([subscription({ startDate: '2026-11-23' })], '2026-11-23')).not.toBeNull();
    expect(activeSubscription([subscription({ endDate: '2026-11-23' })], '2026-11-23')).not.toBeNull();
  });

  it('gives a pending or inactive plan no cover', () => {
    expect(activeSubscription([subscription({ status: 'PENDING' }), subscription({ status: 'INACTIVE' })], '2026-11-23')).toBeNull();
  });
});

describe('consultationsLeft', () => {
  it('lists every kind in order, a kind the plan leaves out with none included', () => {
    expect(consultationsLeft(subscription())).toEqual([
      { kind: 'family-physician', included: 48, used: 3, left: 45 },
      { kind: 'specialist', included: 0, used: 0, left: 0 },
      { kind: 'therapist', included: 0, used: 0, left: 0 },
    ]);
  });

  it('never leaves a negative number, whatever the server counts as used', () => {
    const overused = subscription({ consultations: [{ kind: 'family-physician', included: 8, used: 11 }] });
    expect(consultationsLeft(overused)[0]).toMatchObject({ included: 8, used: 11, left: 0 });
  });
});

describe('subscriptionOverview', () => {
  it('reads today on the Indian calendar, so a plan ending on the 22nd is over just after midnight in India', () => {
    expect(subscriptionOverview([subscription({ endDate: '2026-11-22' })], JUST_AFTER_MIDNIGHT).kind).toBe('none');
  });

  it('counts the days left to the last day of cover and warns from 7 days before it', () => {
    const inEight = subscriptionOverview([subscription({ endDate: '2026-12-01' })], JUST_AFTER_MIDNIGHT);
    expect(inEight).toMatchObject({ kind: 'active', cover: { daysLeft: 8, expiresSoon: false } });
    const inSeven = subscriptionOverview([subscription({ endDate: '2026-11-30' })], JUST_AFTER_MIDNIGHT);
    expect(inSeven).toMatchObject({ kind: 'active', cover: { daysLeft: 7, expiresSoon: true } });
    const lastDay = subscriptionOverview([subscription({ endDate: '2026-11-23' })], JUST_AFTER_MIDNIGHT);
    expect(lastDay).toMatchObject({ kind: 'active', cover: { daysLeft: 0, expiresSoon: true } });
  });

  it('without a current plan, names the one that ended last so the page can say so', () => {
    const older = subscription({ id: 'older', startDate: '2024-07-15', endDate: '2025-07-14', status: 'EXPIRED' });
    const last = subscription({ id: 'last', startDate: '2025-07-15', endDate: '2026-07-14', status: 'EXPIRED' });
    expect(subscriptionOverview([older, last], JUST_AFTER_MIDNIGHT)).toEqual({ kind: 'none', lastEnded: last });
    expect(subscriptionOverview([], JUST_AFTER_MIDNIGHT)).toEqual({ kind: 'none', lastEnded: null });
  });
});

describe('MySubscription', () => {
  it('asks the server once per overview and works out the cover by the clock', async () => {
    const api = new StubSubscriptionsApi(Ok([subscription()]));
    const mine = new MySubscription(api, { now: () => JUST_AFTER_MIDNIGHT }, testQueries());
    const overview = await mine.overview().value();
    expect(api.calls).toBe(1);
    expect(overview.unwrap()).toMatchObject({ kind: 'active', cover: { subscription: { id: 'sub-1' }, daysLeft: 233 } });
  });

  it('passes a failed call on as the error, for the page to offer Try again', async () => {
    const mine = new MySubscription(new StubSubscriptionsApi(Err({ kind: 'timeout' })), { now: () => JUST_AFTER_MIDNIGHT }, testQueries());
    expect((await mine.overview().value()).isErr()).toBe(true);
  });

  it("keeps each subscription's invoice for the session: a second look asks the server nothing", async () => {
    const asked: string[] = [];
    class InvoiceApi extends StubSubscriptionsApi {
      override invoice(subscriptionId: string): ApiResult<SubscriptionInvoice> {
        asked.push(subscriptionId);
        return Promise.resolve(Ok({ ...INVOICE, subscriptionId }));
      }
    }
    const mine = new MySubscription(new InvoiceApi(Ok([])), { now: () => JUST_AFTER_MIDNIGHT }, testQueries());
    expect((await mine.invoice('sub-1').value()).unwrap().subscriptionId).toBe('sub-1');
    expect((await mine.invoice('sub-1').value()).unwrap().totalPaise).toBe(294_882);
    expect((await mine.invoice('sub-2').value()).unwrap().subscriptionId).toBe('sub-2');
    expect(asked).toEqual(['sub-1', 'sub-2']);
  });
});

describe('subscriptionHistory', () => {
  it('sorts the plans into current, upcoming renewals and past, and covers until the last renewal ends', () => {
    const past = subscription({ id: 'past', startDate: '2025-07-15', endDate: '2026-07-14', status: 'EXPIRED' });
    const current = subscription({ id: 'current' });
    const renewal = subscription({ id: 'renewal', startDate: '2027-07-15', endDate: '2028-07-14' });
    const history = subscriptionHistory([renewal, past, current], JUST_AFTER_MIDNIGHT);
    expect(history.current?.subscription.id).toBe('current');
    expect(history.upcoming.map((s) => s.id)).toEqual(['renewal']);
    expect(history.past.map((s) => s.id)).toEqual(['past']);
    expect(history.coveredUntil).toBe('2028-07-14');
  });

  it('has no renewal date without a current plan', () => {
    const history = subscriptionHistory([subscription({ startDate: '2025-07-15', endDate: '2026-07-14' })], JUST_AFTER_MIDNIGHT);
    expect(history.current).toBeNull();
    expect(history.past).toHaveLength(1);
    expect(history.coveredUntil).toBeNull();
  });
});
