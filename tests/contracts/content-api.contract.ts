import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../domain/content/blogs';
import { POLICY_TYPES } from '../../domain/content/model';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { PACKAGE_TIERS, SUBSCRIPTION_PLAN_MONTHS } from '../../domain/shared/constants';
import type { Webinar } from '../../domain/content/model';
import { START, type PortsSubject } from './subjects';
import { ok, err, freshSubjectEachCase } from './results';

const started = (webinar: Webinar, now: number) => Date.parse(webinar.startsAt) <= now;

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

    describe('CmsApi.faq', () => {
      it('answers every question under a topic, at least three topics, answers as HTML', async () => {
        const entries = ok(await subject.cms.faq());
        expect(entries.length).toBeGreaterThanOrEqual(10);
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
        expect(new Set(entries.map((e) => e.topic)).size).toBeGreaterThanOrEqual(3);
        for (const entry of entries) {
          expect(entry.question).toMatch(/\?$/);
          expect(entry.answerHtml).toMatch(/^<p>/);
        }
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.cms.faq()).length).toBeGreaterThan(0);
      });

      it('a malformed-body fault is a bad-response, never a crash', async () => {
        await subject.injectFault('malformed');
        expect(err(await subject.cms.faq()).kind).toBe('bad-response');
      });
    });

    describe('CmsApi.askQuestion', () => {
      const question = { topic: 'Lab tests', question: 'Can the phlebotomist collect a sample on a Sunday?' };

      it('takes a signed-in patient’s question and answers its reference, a new one each time', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const first = ok(await subject.cms.askQuestion(question));
        const second = ok(await subject.cms.askQuestion(question));
        expect(first.id).toMatch(/\w/);
        expect(second.id).not.toBe(first.id);
      });

      it('is refused without a sign-in', async () => {
        subject.setToken(null);
        expect(err(await subject.cms.askQuestion(question)).kind).toBe('unauthorized');
      });

      it.each([
        { topic: '', question: question.question },
        { topic: 'Lab tests', question: 'Sunday?' },
        { topic: 'Lab tests', question: 'x'.repeat(501) },
      ])('refuses a question the form would refuse (%j), saying why', async (bad) => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const refused = err(await subject.cms.askQuestion(bad));
        expect(refused.kind).toBe('rejected');
        expect(refused.kind === 'rejected' && refused.message).toMatch(/\w/);
      });
    });

    describe('CmsApi.blogs', () => {
      it(`pages a dozen posts or more, newest first, ${BLOG_PAGE_SIZE} to a page, with every category`, async () => {
        const first = ok(await subject.cms.blogs({ page: 1, category: null, search: '' }));
        expect(first.total).toBeGreaterThanOrEqual(12);
        expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
        expect(first.totalPages).toBe(Math.ceil(first.total / BLOG_PAGE_SIZE));
        expect(first.categories.length).toBeGreaterThanOrEqual(4);
        const days = first.posts.map((p) => p.publishedOn);
        expect(days).toEqual([...days].sort().reverse());
        for (const post of first.posts) {
          expect(post.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(post.author).toMatch(/\w/);
          expect(first.categories).toContain(post.category);
        }
        const second = ok(await subject.cms.blogs({ page: 2, category: null, search: '' }));
        expect(second.page).toBe(2);
        expect(second.posts.map((p) => p.id).filter((id) => first.posts.some((p) => p.id === id))).toEqual([]);
      });

      it('filters by category and by words of the post', async () => {
        const { categories } = ok(await subject.cms.blogs({ page: 1, category: null, search: '' }));
        const category = categories[0] ?? '';
        const inCategory = ok(await subject.cms.blogs({ page: 1, category, search: '' }));
        expect(inCategory.total).toBeGreaterThan(0);
        for (const post of inCategory.posts) expect(post.category).toBe(category);

        const found = ok(await subject.cms.blogs({ page: 1, category: null, search: 'DENGUE' }));
        expect(found.posts.length).toBeGreaterThan(0);
        expect(found.total).toBe(found.posts.length);
      });

      it('answers an empty page, not an error, for a search that finds nothing or a page past the last', async () => {
        expect(ok(await subject.cms.blogs({ page: 1, category: null, search: 'xylophone' }))).toMatchObject({ posts: [], total: 0, totalPages: 0 });
        expect(ok(await subject.cms.blogs({ page: 99, category: null, search: '' })).posts).toEqual([]);
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.cms.blogs({ page: 1, category: null, search: '' })).posts.length).toBeGreaterThan(0);
      });
    });

    describe('CmsApi.blog', () => {
      it('gives a post with its HTML, as the list summarised it, and related posts of its category first', async () => {
        const [listed] = ok(await subject.cms.blogs({ page: 1, category: null, search: '' })).posts;
        if (listed === undefined) throw new Error('no post listed');
        const article = ok(await subject.cms.blog(listed.id));
        expect(article).toMatchObject(listed);
        expect(article.html).toMatch(/<p>/);
        expect(article.related.length).toBeGreaterThan(0);
        expect(article.related.map((p) => p.id)).not.toContain(listed.id);
        expect(article.related[0]?.category).toBe(listed.category);
      });

      it('an unknown post is not-found', async () => {
        expect(err(await subject.cms.blog('no-such-post')).kind).toBe('not-found');
      });

      it('a fault fails the call with its error', async () => {
        await subject.injectFault('500');
        expect(err(await subject.cms.blog('monsoon-fevers')).kind).toBe('server');
      });
    });

    describe('CmsApi.webinars', () => {
      it('lists six webinars on diabetes, heart health, mental wellness, child nutrition, PCOS and senior care, each with its speakers', async () => {
        const webinars = ok(await subject.cms.webinars());
        expect(webinars).toHaveLength(6);
        expect(new Set(webinars.map((w) => w.id)).size).toBe(6);
        expect(webinars.map((w) => w.topic).sort()).toEqual(['Child nutrition', 'Diabetes', 'Heart health', 'Mental wellness', 'PCOS', 'Senior care']);
        for (const webinar of webinars) {
          expect(webinar.title).toMatch(/\w/);
          expect(webinar.description.length).toBeGreaterThan(40);
          expect(webinar.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          expect(webinar.durationMinutes).toBeGreaterThanOrEqual(30);
          expect(webinar.speakers.length).toBeGreaterThan(0);
          for (const speaker of webinar.speakers) expect([speaker.name, speaker.qualification, speaker.bio].every((text) => /\w/.test(text))).toBe(true);
        }
      });

      it('some are still to come and some were held, by the backend’s clock, and stay so a month on', async () => {
        const now = ok(await subject.cms.webinars());
        expect(now.filter((w) => !started(w, START)).length).toBeGreaterThanOrEqual(2);
        expect(now.filter((w) => started(w, START)).length).toBeGreaterThanOrEqual(2);
        subject.advanceClock(30 * 24 * 60 * 60 * 1000);
        const later = ok(await subject.cms.webinars());
        expect(later.filter((w) => !started(w, START + 30 * 24 * 60 * 60 * 1000)).length).toBe(now.filter((w) => !started(w, START)).length);
      });

      it('start at a time of day an Indian audience can join: between 9 AM and 9 PM IST', async () => {
        for (const webinar of ok(await subject.cms.webinars())) {
          const istHour = new Date(Date.parse(webinar.startsAt) + 330 * 60_000).getUTCHours();
          expect(istHour).toBeGreaterThanOrEqual(9);
          expect(istHour).toBeLessThan(21);
        }
      });

      it('held ones may have a recording, one to come never does', async () => {
        const webinars = ok(await subject.cms.webinars());
        const recorded = webinars.filter((w) => w.recordingUrl !== null);
        expect(recorded.length).toBeGreaterThan(0);
        for (const webinar of recorded) {
          expect(started(webinar, START)).toBe(true);
          expect(webinar.recordingUrl).toMatch(/^https:\/\//);
        }
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.cms.webinars()).length).toBeGreaterThan(0);
      });

      it('a malformed-body fault is a bad-response, never a crash', async () => {
        await subject.injectFault('malformed');
        expect(err(await subject.cms.webinars()).kind).toBe('bad-response');
      });
    });

    describe('CmsApi.registerForWebinar', () => {
      const person = { name: 'Sunita Sharma', mobileNumber: '9876501234', email: 'sunita.sharma@example.com' };

      async function upcoming(): Promise<Webinar> {
        const found = ok(await subject.cms.webinars()).find((w) => !started(w, START) && w.seatsLeft > 0);
        if (found === undefined) throw new Error('no upcoming webinar with seats');
        return found;
      }

      it('registers a visitor and answers a reference; the webinar has one seat fewer', async () => {
        subject.setToken(null);
        const webinar = await upcoming();
        const registration = ok(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person }));
        expect(registration.id).toMatch(/\w/);
        const after = ok(await subject.cms.webinars()).find((w) => w.id === webinar.id);
        expect(after?.seatsLeft).toBe(webinar.seatsLeft - 1);
      });

      it('takes one registration per mobile number per webinar: the second is a conflict, however the number is written', async () => {
        const webinar = await upcoming();
        ok(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person }));
        const again = err(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person, name: 'Sunita S', mobileNumber: '+91 98765 01234' }));
        expect(again.kind).toBe('conflict');
        expect(again.kind === 'conflict' && again.message).toMatch(/already registered/i);
        ok(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person, mobileNumber: '9876501235' }));
      });

      it('refuses a webinar that was held, and one that is full, saying why', async () => {
        const webinars = ok(await subject.cms.webinars());
        const held = webinars.find((w) => started(w, START));
        const full = webinars.find((w) => !started(w, START) && w.seatsLeft === 0);
        for (const webinar of [held, full]) {
          if (webinar === undefined) throw new Error('the seed has a held and a full webinar');
          const refused = err(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person }));
          expect(refused.kind).toBe('rejected');
          expect(refused.kind === 'rejected' && refused.message).toMatch(/started|full/);
        }
      });

      it('refuses a form the app would refuse, and an unknown webinar is not-found', async () => {
        const webinar = await upcoming();
        expect(err(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person, email: 'sunita@' })).kind).toBe('rejected');
        expect(err(await subject.cms.registerForWebinar({ webinarId: webinar.id, ...person, mobileNumber: '12345' })).kind).toBe('rejected');
        expect(err(await subject.cms.registerForWebinar({ webinarId: 'no-such-webinar', ...person })).kind).toBe('not-found');
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

    describe('CmsApi.screeningPlans', () => {
      it('offers a basic and a fuller plan for women and for men, each with what it tests and why', async () => {
        const plans = ok(await subject.cms.screeningPlans());
        expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
        for (const audience of ['WOMEN', 'MEN'] as const) expect(plans.filter((plan) => plan.audience === audience).length).toBeGreaterThanOrEqual(2);
        for (const plan of plans) {
          expect(plan.name).toMatch(/\w/);
          expect(plan.whoFor).toMatch(/\w/);
          expect(plan.preparation).toMatch(/\w/);
          expect(plan.tests.length).toBeGreaterThanOrEqual(2);
          for (const test of plan.tests) expect(test.detects).toMatch(/\w/);
        }
      });

      it('prices in paise, never above what the tests cost one by one', async () => {
        for (const plan of ok(await subject.cms.screeningPlans())) {
          expect(Number.isInteger(plan.pricePaise)).toBe(true);
          expect(plan.pricePaise).toBeGreaterThan(0);
          expect(plan.mrpPaise).toBeGreaterThanOrEqual(plan.pricePaise);
        }
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.cms.screeningPlans()).length).toBeGreaterThan(0);
      });

      it('a malformed-body fault is a bad-response, never a crash', async () => {
        await subject.injectFault('malformed');
        expect(err(await subject.cms.screeningPlans()).kind).toBe('bad-response');
      });
    });
  });
}
