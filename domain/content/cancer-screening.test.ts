import { Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { decodeReferPath, encodeReferPath } from '../navigation/refer-path';
import { testQueries } from '../shared/test-doubles';
import {
  CancerScreening,
  findScreeningPlan,
  plansByAudience,
  screeningBooking,
  screeningPlanPath,
  screeningSavingsPaise,
} from './cancer-screening';
import type { ScreeningPlan } from './model';
import { StubCms } from './test-support';

function plan(id: string, audience: ScreeningPlan['audience'], pricePaise: number, labPackageId: string | null = 'PK0009'): ScreeningPlan {
  return {
    id,
    name: `Plan ${id}`,
    audience,
    summary: 'Finds cancers early.',
    whoFor: 'Adults over 40.',
    preparation: 'Fast for 8 hours.',
    tests: [{ name: 'CA-125', detects: 'Ovarian cancer' }],
    pricePaise,
    mrpPaise: pricePaise + 100_000,
    homeCollection: true,
    labPackageId,
  };
}

const MEN_BASIC = plan('men-basic', 'MEN', 149_900);
const MEN_FULL = plan('men-full', 'MEN', 499_900);
const WOMEN_FULL = plan('women-full', 'WOMEN', 549_900);
const WOMEN_BASIC = plan('women-basic', 'WOMEN', 199_900, null);

describe('plansByAudience', () => {
  it('puts the plans for women first, then those for men, each cheapest first', () => {
    const groups = plansByAudience([MEN_FULL, WOMEN_FULL, MEN_BASIC, WOMEN_BASIC]);
    expect(groups.map((group) => [group.audience, group.plans.map((p) => p.id)])).toEqual([
      ['WOMEN', ['women-basic', 'women-full']],
      ['MEN', ['men-basic', 'men-full']],
    ]);
  });

  it('leaves out an audience with no plan', () => {
    expect(plansByAudience([MEN_BASIC]).map((group) => group.audience)).toEqual(['MEN']);
  });
});

describe('a plan', () => {
  it('is found by its id, and an unknown id finds nothing', () => {
    expect(findScreeningPlan([MEN_BASIC, WOMEN_FULL], 'women-full')).toBe(WOMEN_FULL);
    expect(findScreeningPlan([MEN_BASIC], 'nope')).toBeNull();
  });

  it('has its page under /cancer-screening/planDetail, the id escaped', () => {
    expect(screeningPlanPath('men basic/1')).toBe('/cancer-screening/planDetail/men%20basic%2F1');
  });

  it('has a page a visitor comes back to from login with the plan to add, when its id is a token as the server sends', () => {
    const back = `${screeningPlanPath('CSW101')}?addToCart=true`;
    expect(decodeReferPath(encodeReferPath(back))).toBe(back);
  });

  it('saves the difference to the tests one by one, never less than nothing', () => {
    expect(screeningSavingsPaise(MEN_BASIC)).toBe(100_000);
    expect(screeningSavingsPaise({ pricePaise: 500, mrpPaise: 400 })).toBe(0);
  });

  it('is booked as its lab package under its own name, or not at all without one', () => {
    expect(screeningBooking(MEN_BASIC)).toEqual({ id: 'PK0009', name: 'Plan men-basic' });
    expect(screeningBooking(WOMEN_BASIC)).toBeNull();
  });
});

describe('CancerScreening.plans', () => {
  it('asks the server once and keeps the answer for the next visit', async () => {
    const cms = new StubCms({ screeningPlans: () => Ok([MEN_BASIC]) });
    const screening = new CancerScreening(cms, testQueries());
    expect((await screening.plans().value()).unwrap()).toEqual([MEN_BASIC]);
    expect((await screening.plans().value()).unwrap()).toEqual([MEN_BASIC]);
    expect(cms.asked).toEqual(['screeningPlans']);
  });
});
