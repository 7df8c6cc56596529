import { describe, expect, it } from 'vitest';
import { FakeBackend } from './backend';
import { FakeCarePlans, includedConsultations, lastDayOfTerm, planOf } from './subscriptions-cover';
import { PLANS } from './subscriptions-service';

const NOW = Date.parse('2026-03-02T09:30:00+05:30');

describe('lastDayOfTerm', () => {
  it('ends the day before the same date months later, across a year and a leap day', () => {
    expect(lastDayOfTerm('2025-10-23', 12)).toBe('2026-10-22');
    expect(lastDayOfTerm('2026-11-01', 3)).toBe('2027-01-31');
    expect(lastDayOfTerm('2027-03-01', 12)).toBe('2028-02-29');
  });
});

describe('the plans on sale and the plans held agree', () => {
  it('each plan states the consultations it includes a month, which the held plan counts over its term', () => {
    const silver = PLANS.find((p) => p.id === 'plan-silver-12m');
    expect(silver?.benefits[0]).toBe('4 family-physician consultations a month, shared by everyone on the plan');
    expect(silver && includedConsultations(silver, 'family-physician')).toBe(48);
    const platinum = PLANS.find((p) => p.id === 'plan-platinum-3m');
    expect(platinum?.benefits[0]).toBe('8 family-physician consultations, 2 specialist consultations and 1 therapy session a month, shared by everyone on the plan');
    expect(platinum && includedConsultations(platinum, 'therapist')).toBe(3);
  });

  it('gives every seeded member a current plan and everyone else none', () => {
    const backend = new FakeBackend({ now: () => NOW });
    const plans = new FakeCarePlans(backend);
    for (const user of Object.values(backend.state.users)) {
      const current = plans.current(user);
      if (user.subscriptionStatus === 'ACTIVE') {
        expect(current, user.id).not.toBeNull();
        expect(current && current.familyMemberIds.length).toBeLessThanOrEqual(current ? planOf(current).familyMembers : 0);
      } else {
        expect(plans.of(user), user.id).toEqual([]);
      }
    }
  });
});
