import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../shared/errors';
import { formatMoney } from '../shared/money';
import type { SubscriptionPlan, UserSubscription } from './model';
import { groupByDuration, planOffer, SubscriptionPlans } from './plans';
import type { SubscriptionsApi } from './ports';
import { testQueries } from '../shared/test-doubles';

function plan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 'p-gold-12',
    name: 'Care Plus Gold',
    tier: 'gold',
    months: 12,
    pricePaise: 599_900,
    mrpPaise: 799_900,
    benefits: ['Unlimited GP consultations'],
    familyMembers: 3,
    ...overrides,
  };
}

class StubPlansApi implements SubscriptionsApi {
  constructor(private readonly answer: Result<SubscriptionPlan[], ApiError>) {}
  plans(): ApiResult<SubscriptionPlan[]> {
    return Promise.resolve(this.answer);
  }
  mySubscriptions(): ApiResult<UserSubscription[]> {
    return Promise.resolve(Ok([]));
  }
}

describe('planOffer', () => {
  it('works out the saving and the percent off the MRP', () => {
    const offer = planOffer(plan());
    expect(offer && formatMoney(offer.price)).toBe('₹5,999.00');
    expect(offer?.mrp && formatMoney(offer.mrp)).toBe('₹7,999.00');
    expect(offer?.saving && formatMoney(offer.saving)).toBe('₹2,000.00');
    expect(offer?.percentOff).toBe(25);
  });

  it.each([null, 599_900, 499_900])('strikes nothing through when the MRP is %s (absent, equal or lower)', (mrpPaise) => {
    const offer = planOffer(plan({ mrpPaise }));
    expect(offer?.mrp).toBeNull();
    expect(offer?.saving).toBeNull();
    expect(offer?.percentOff).toBe(0);
  });

  it.each([
    { pricePaise: 10.5, mrpPaise: null },
    { pricePaise: -100, mrpPaise: null },
    { pricePaise: 100, mrpPaise: Number.NaN },
  ])('refuses amounts that are not whole non-negative paise (%o)', (amounts) => {
    expect(planOffer(plan(amounts))).toBeNull();
  });
});

describe('groupByDuration', () => {
  it('groups by 3, 6 and 12 months in that order, bronze to platinum inside, leaving out empty durations', () => {
    const offers = [
      plan({ id: 'plat-12', tier: 'platinum', months: 12 }),
      plan({ id: 'bronze-12', tier: 'bronze', months: 12 }),
      plan({ id: 'silver-3', tier: 'silver', months: 3 }),
    ].map((p) => planOffer(p)!);

    const groups = groupByDuration(offers);

    expect(groups.map((g) => [g.months, g.offers.map((o) => o.plan.id)])).toEqual([
      [3, ['silver-3']],
      [12, ['bronze-12', 'plat-12']],
    ]);
  });
});

describe('SubscriptionPlans.list', () => {
  it('gives the plans as offers, shortest first', async () => {
    const api = new StubPlansApi(Ok([plan({ id: 'long', months: 12 }), plan({ id: 'short', months: 3 })]));

    const result = await new SubscriptionPlans(api, testQueries()).list();

    expect(result.unwrap().map((o) => o.plan.id)).toEqual(['short', 'long']);
  });

  it('returns the API error for the page to show', async () => {
    const result = await new SubscriptionPlans(new StubPlansApi(Err({ kind: 'timeout' })), testQueries()).list();
    expect(result.isErr() && result.error).toEqual({ kind: 'timeout' });
  });

  it('turns a plan with broken amounts into a bad response instead of throwing', async () => {
    const result = await new SubscriptionPlans(new StubPlansApi(Ok([plan(), plan({ id: 'odd', pricePaise: 1.5 })])), testQueries()).list();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it('gives an empty list when nothing is on sale', async () => {
    expect((await new SubscriptionPlans(new StubPlansApi(Ok([])), testQueries()).list()).unwrap()).toEqual([]);
  });
});
