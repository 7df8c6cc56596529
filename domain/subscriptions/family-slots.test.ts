import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../shared/errors';
import { ManualClock, testQueries } from '../shared/test-doubles';
import { checkCover, familySlots, PlanFamilySlots } from './family-slots';
import type { UserSubscription } from './model';
import { MySubscription } from './my-subscription';
import { SubscriptionsApiStub } from './test-support';

/** 10 AM on 15 January 2026 in India: ManualClock's default is local time, so the tests name their own. */
const TODAY = new Date('2026-01-15T04:30:00.000Z');

function refusal<T, E>(result: Result<T, E>): E {
  if (result.isOk()) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const PRIYA = { familyMemberId: null, name: 'Priya Sharma', relation: null };
const SUNITA = { familyMemberId: 'fm-3', name: 'Sunita Agarwal', relation: 'MOTHER' as const };
const AMIT = { familyMemberId: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND' as const };

function gold(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    id: 'sub-1',
    planId: 'plan-gold-12m',
    name: 'Care Plus Gold',
    tier: 'gold',
    months: 12,
    startDate: '2025-10-23',
    endDate: '2026-10-22',
    status: 'ACTIVE',
    covered: [PRIYA, SUNITA],
    familySlots: 3,
    consultations: [],
    ...overrides,
  };
}

describe('familySlots', () => {
  it('lists the covered family members as ACTIVE slots, then the free slots as INACTIVE, never the subscriber', () => {
    expect(familySlots(gold())).toEqual([
      { status: 'ACTIVE', member: SUNITA },
      { status: 'INACTIVE', member: null },
      { status: 'INACTIVE', member: null },
    ]);
  });

  it('a plan for the subscriber alone has no slots', () => {
    expect(familySlots(gold({ covered: [PRIYA], familySlots: 0 }))).toEqual([]);
  });
});

describe('checkCover', () => {
  it('lets a family member take a free slot of the plan covering today', () => {
    expect(checkCover(gold(), 'fm-1', '2026-01-15').isOk()).toBe(true);
  });

  it('refuses when every slot is taken, naming how many there are', () => {
    expect(refusal(checkCover(gold({ covered: [PRIYA, SUNITA], familySlots: 1 }), 'fm-1', '2026-01-15'))).toEqual({ kind: 'no-free-slot', slots: 1 });
  });

  it('refuses a plan that does not cover today: ended, not begun or not active', () => {
    expect(refusal(checkCover(gold(), 'fm-1', '2026-10-23'))).toEqual({ kind: 'not-active' });
    expect(refusal(checkCover(gold(), 'fm-1', '2025-10-22'))).toEqual({ kind: 'not-active' });
    expect(refusal(checkCover(gold({ status: 'INACTIVE' }), 'fm-1', '2026-01-15'))).toEqual({ kind: 'not-active' });
  });

  it('refuses a member the plan already covers', () => {
    expect(refusal(checkCover(gold(), 'fm-3', '2026-01-15'))).toEqual({ kind: 'already-covered' });
  });
});

class SlotsApi extends SubscriptionsApiStub {
  covers: string[] = [];
  frees: string[] = [];
  held: UserSubscription = gold();
  release: (() => void) | null = null;

  override mySubscriptions(): ApiResult<UserSubscription[]> {
    return Promise.resolve(Ok([this.held]));
  }

  override coverFamilyMember(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    this.covers.push(`${subscriptionId}:${familyMemberId}`);
    this.held = { ...this.held, covered: [...this.held.covered, AMIT] };
    return new Promise((resolve) => {
      this.release = () => resolve(Ok(this.held));
    });
  }

  override freeFamilySlot(subscriptionId: string, familyMemberId: string): ApiResult<UserSubscription> {
    this.frees.push(`${subscriptionId}:${familyMemberId}`);
    if (familyMemberId === 'fm-9') return Promise.resolve(Err({ kind: 'network' }));
    this.held = { ...this.held, covered: this.held.covered.filter((p) => p.familyMemberId !== familyMemberId) };
    return Promise.resolve(Ok(this.held));
  }
}

function setup() {
  const api = new SlotsApi();
  const clock = new ManualClock(TODAY);
  const queries = testQueries(clock);
  const mine = new MySubscription(api, clock, queries);
  return { api, mine, slots: new PlanFamilySlots(api, mine, clock, queries) };
}

describe('PlanFamilySlots', () => {
  it('covers a member once however often it is asked while the first is out, and My subscriptions shows them at once', async () => {
    const { api, mine, slots } = setup();
    const history = mine.history();
    history.subscribe(() => undefined);
    await history.value();
    const first = slots.cover(gold(), 'fm-1');
    expect(refusal(await slots.cover(gold(), 'fm-1'))).toEqual({ kind: 'in-progress' });
    api.release?.();
    expect((await first).unwrap().covered).toContainEqual(AMIT);
    expect(api.covers).toEqual(['sub-1:fm-1']);
    const shown = history.state;
    expect(shown.kind === 'ready' && shown.value.current?.subscription.covered).toContainEqual(AMIT);
  });

  it('sends nothing when the rules refuse: a full plan stays as it is', async () => {
    const { api, slots } = setup();
    expect(refusal(await slots.cover(gold({ familySlots: 1 }), 'fm-1'))).toEqual({ kind: 'no-free-slot', slots: 1 });
    expect(api.covers).toEqual([]);
  });

  it('frees a slot, and a failed call says so and changes nothing', async () => {
    const { api, slots } = setup();
    expect((await slots.free(gold(), 'fm-3')).unwrap().covered).toEqual([PRIYA]);
    expect(refusal(await slots.free(gold(), 'fm-9'))).toEqual({ kind: 'network' });
    expect(api.frees).toEqual(['sub-1:fm-3', 'sub-1:fm-9']);
  });
});
