import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../shared/errors';
import { formatMoney } from '../shared/money';
import type { SubscriptionPlan } from './model';
import { comparePlans, groupByDuration, planOffer, SubscriptionPlans } from './plans';
import { SubscriptionsApiStub } from './test-support';
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
    consultations: [
      { kind: 'family-physician', perMonth: 6, visitFeePaise: 49_900 },
      { kind: 'specialist', perMonth: 1, visitFeePaise: 89_900 },
    ],
    medicineDiscountPercent: 20,
    labDiscountPercent: 20,
    partner: null,
    ...overrides,
  };
}

class StubPlansApi extends SubscriptionsApiStub {
  constructor(private readonly answer: Result<SubscriptionPlan[], ApiError>) {
    super();
  }
  override plans(): ApiResult<SubscriptionPlan[]> {
    return Promise.resolve(this.answer);
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

describe('what a plan is worth against paying per visit', () => {
  it('spreads the price over the months and counts the included consultations at their visit fees', () => {
    const offer = planOffer(plan())!;
    expect(formatMoney(offer.perMonth)).toBe('₹499.92');
    // 12 × (6 × ₹499 + 1 × ₹899) = ₹46,716, less the ₹5,999 price.
    expect(formatMoney(offer.visitsValue)).toBe('₹46,716.00');
    expect(offer.savingOnVisits && formatMoney(offer.savingOnVisits)).toBe('₹40,717.00');
  });

  it('claims no saving when the visits would cost no more than the plan', () => {
    const offer = planOffer(plan({ consultations: [{ kind: 'family-physician', perMonth: 1, visitFeePaise: 10_000 }] }))!;
    expect(offer.savingOnVisits).toBeNull();
  });

  it('refuses a visit fee that is not whole paise', () => {
    expect(planOffer(plan({ consultations: [{ kind: 'specialist', perMonth: 1, visitFeePaise: 0.5 }] }))).toBeNull();
  });
});

describe('comparePlans', () => {
  const offers = [
    plan({ id: 'gold-12', tier: 'gold', months: 12, familyMembers: 3 }),
    plan({ id: 'bronze-12', tier: 'bronze', months: 12, familyMembers: 0, consultations: [{ kind: 'family-physician', perMonth: 2, visitFeePaise: 49_900 }] }),
    plan({ id: 'gold-3', tier: 'gold', months: 3 }),
  ].map((p) => planOffer(p)!);

  it('puts the tiers of one length side by side, bronze first, with only the consultations some tier includes', () => {
    const table = comparePlans(offers, 12)!;
    expect(table.offers.map((o) => o.plan.id)).toEqual(['bronze-12', 'gold-12']);
    expect(table.rows.map((r) => (r.kind === 'consultations' ? r.consultation : r.kind))).toEqual([
      'price',
      'per-month',
      'family-physician',
      'specialist',
      'medicine-discount',
      'lab-discount',
      'family-members',
      'saving-on-visits',
    ]);
    expect(table.rows.find((r) => r.kind === 'consultations' && r.consultation === 'specialist')).toMatchObject({ perMonth: [0, 1] });
    expect(table.rows.find((r) => r.kind === 'family-members')).toMatchObject({ values: [0, 3] });
  });

  it('has nothing to compare for a length no plan has', () => {
    expect(comparePlans(offers, 6)).toBeNull();
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
