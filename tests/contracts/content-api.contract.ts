import { describe, expect, it } from 'vitest';
import { POLICY_TYPES } from '../../domain/content/model';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS } from '../../domain/shared/constants';
import type { PortsSubject } from './subjects';
import { ok, err, freshSubjectEachCase } from './results';

/** The cases every `CmsApi` and `SubscriptionsApi` must pass, on both implementations. */
export function contentApiContract(name: string, makeSubject: () => Promise<PortsSubject>): void {
  describe(name, () => {
    let subject: PortsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    describe('CmsApi.policy', () => {
      it.each([
        ['TERMS_AND_CONDITIONS', 'Terms and Conditions'],
        ['PRIVACY_POLICY', 'Privacy Policy'],
        ['REFUND_POLICY', 'Refund Policy'],
      ] as const)('%s is titled %j, with headings, paragraphs and a list, and the day it was updated', async (type, title) => {
        const policy = ok(await subject.cms.policy(type));
        expect(policy.type).toBe(type);
        expect(policy.title).toBe(title);
        expect(policy.html).toMatch(/<h2>/);
        expect(policy.html).toMatch(/<p>/);
        expect(policy.html).toMatch(/<(ul|ol)>\s*<li>/);
        expect(policy.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });

      it('the three policies are different documents', async () => {
        const bodies = new Set<string>();
        for (const type of POLICY_TYPES) bodies.add(ok(await subject.cms.policy(type)).html);
        expect(bodies.size).toBe(POLICY_TYPES.length);
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.cms.policy('PRIVACY_POLICY')).title).toBe('Privacy Policy');
      });

      it('a fault fails the call with its error', async () => {
        await subject.injectFault('500');
        expect(err(await subject.cms.policy('REFUND_POLICY')).kind).toBe('server');
        expect(ok(await subject.cms.policy('REFUND_POLICY')).title).toBe('Refund Policy');
      });
    });

    describe('SubscriptionsApi.plans', () => {
      it('lists every tier in 3, 6 and 12 months: 12 plans, each once', async () => {
        const plans = ok(await subject.subscriptions.plans());
        expect(plans).toHaveLength(PACKAGE_TIERS.length * SUBSCRIPTION_PLAN_MONTHS.length);
        const combinations = new Set(plans.map((p) => `${p.tier}/${p.months}`));
        expect(combinations.size).toBe(plans.length);
        for (const tier of PACKAGE_TIERS) for (const months of SUBSCRIPTION_PLAN_MONTHS) expect(combinations).toContain(`${tier}/${months}`);
        expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
      });

      it('prices are whole paise in INR: bronze 3 months is ₹499, gold 6 months ₹2,099', async () => {
        const plans = ok(await subject.subscriptions.plans());
        for (const plan of plans) expect(Number.isSafeInteger(plan.pricePaise) && plan.pricePaise > 0).toBe(true);
        expect(plans.find((p) => p.tier === 'bronze' && p.months === 3)?.pricePaise).toBe(49900);
        expect(plans.find((p) => p.tier === 'gold' && p.months === 6)?.pricePaise).toBe(209900);
      });

      it('longer plans are cheaper per month than 3 months and show the MRP they save on; 3-month plans have none', async () => {
        const plans = ok(await subject.subscriptions.plans());
        for (const plan of plans) {
          if (plan.months === 3) {
            expect(plan.mrpPaise).toBeNull();
          } else {
            expect(plan.mrpPaise).not.toBeNull();
            expect(plan.pricePaise).toBeLessThan(plan.mrpPaise ?? 0);
          }
        }
      });

      it('higher tiers cost more and cover more family members for the same length', async () => {
        const plans = ok(await subject.subscriptions.plans());
        for (const months of SUBSCRIPTION_PLAN_MONTHS) {
          const ladder = PACKAGE_TIERS.map((tier) => plans.find((p) => p.tier === tier && p.months === months));
          for (let i = 1; i < ladder.length; i += 1) {
            expect(ladder[i]?.pricePaise).toBeGreaterThan(ladder[i - 1]?.pricePaise ?? Infinity);
            expect(ladder[i]?.familyMembers).toBeGreaterThanOrEqual(ladder[i - 1]?.familyMembers ?? Infinity);
          }
        }
      });

      it('every plan has a name and a list of benefits', async () => {
        for (const plan of ok(await subject.subscriptions.plans())) {
          expect(plan.name).toMatch(/\w/);
          expect(plan.benefits.length).toBeGreaterThan(2);
          for (const benefit of plan.benefits) expect(benefit).toMatch(/\w/);
        }
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.subscriptions.plans()).length).toBeGreaterThan(0);
      });

      it('a malformed-body fault is a bad-response, never a crash', async () => {
        await subject.injectFault('malformed');
        expect(err(await subject.subscriptions.plans()).kind).toBe('bad-response');
      });
    });
  });
}
