import { describe, expect, it } from 'vitest';
import type { UserSubscription } from './model';
import { subscriptionHistory } from './my-subscription';
import { planPurchases } from './plan-purchases';

const TODAY = new Date('2026-11-22T06:30:00.000Z');

function term(id: string, startDate: string, endDate: string, status: UserSubscription['status'] = 'ACTIVE'): UserSubscription {
  return {
    id,
    planId: 'plan-silver-12m',
    name: 'Care Plus Silver',
    tier: 'silver',
    months: 12,
    startDate,
    endDate,
    status,
    covered: [{ familyMemberId: null, name: 'Priya Sharma', relation: null }],
    familySlots: 1,
    consultations: [],
  };
}

describe('planPurchases', () => {
  it('lists every term bought, the latest first: the renewal, then the current plan, then the past ones', () => {
    const past = term('past', '2024-07-15', '2025-07-14', 'EXPIRED');
    const current = term('current', '2026-07-15', '2027-07-14');
    const renewal = term('renewal', '2027-07-15', '2028-07-14');
    const older = term('older', '2025-07-15', '2026-07-14', 'EXPIRED');
    const history = subscriptionHistory([past, renewal, older, current], TODAY);
    expect(planPurchases(history).map((s) => s.id)).toEqual(['renewal', 'current', 'older', 'past']);
  });

  it('is empty for a patient who never bought a plan', () => {
    expect(planPurchases(subscriptionHistory([], TODAY))).toEqual([]);
  });
});
