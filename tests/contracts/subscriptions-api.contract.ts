import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../domain/consultations/model';
import type { ApiError } from '../../domain/shared/errors';
import type { ConsultationBenefitKind, UserSubscription } from '../../domain/subscriptions/model';
import { fakePaymentSignature } from '../../fakes/pharmacy/payment-signature';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import type { SubscriptionSubject } from './subscriptions-subjects';
import { ok, freshSubjectEachCase } from './results';

const DAY = 24 * 60 * 60 * 1000;
/** Priya's family in the seed (fakes/family/demo-data.ts): her mother is on her plan, her husband is not. */
const PRIYAS_MOTHER = 'fm-3';
const PRIYAS_HUSBAND = 'fm-1';
const DERMATOLOGIST = 'dr301';

function err<T>(result: Result<T, ApiError>): ApiError {
  if (result.isOk()) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 300)}`);
  return result.error;
}

const used = (subscription: UserSubscription | undefined, kind: ConsultationBenefitKind): number | undefined =>
  subscription?.consultations.find((c) => c.kind === kind)?.used;

const reason = { symptoms: ['Fever'], reason: 'Fever since last night', sharedRecordIds: [] };

/**
 * The cases every `SubscriptionsApi.mySubscriptions` must pass, on the in-memory fake and on the
 * HTTP adapter over the local fake server; the consultation port books beside it, since what
 * the summary counts must follow what a booking uses.
 */
export function subscriptionsApiContract(name: string, makeSubject: () => Promise<SubscriptionSubject>): void {
  describe(name, () => {
    let subject: SubscriptionSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const mine = async () => ok(await subject.subscriptions.mySubscriptions());

    /** Books the next free family-physician slot for `forWhom`, paying nothing; the appointment id. */
    async function bookCoveredFamilyPhysician(forWhom: BookingRequest['forWhom']): Promise<string> {
      const next = ok(await subject.consultations.nextSlot());
      const request: BookingRequest = { doctorId: next.doctor.id, slotId: next.slot.id, forWhom, couponCode: null };
      const quote = ok(await subject.consultations.preBooking(request));
      expect(quote).toMatchObject({ coveredPaise: next.doctor.feePaise, payablePaise: 0, paymentOrderId: null });
      return ok(await subject.consultations.createAppointment({ ...request, ...reason, payment: null })).id;
    }

    it("lists the Care Plus member's plan: name, tier, months, validity, status, who is covered and the consultations included", async () => {
      await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
      const list = await mine();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        planId: 'plan-silver-12m',
        name: 'Care Plus Silver',
        tier: 'silver',
        months: 12,
        startDate: '2025-10-23',
        endDate: '2026-10-22',
        status: 'ACTIVE',
        covered: [
          { familyMemberId: null, name: 'Priya Sharma', relation: null },
          { familyMemberId: PRIYAS_MOTHER, name: 'Sunita Agarwal', relation: 'MOTHER' },
        ],
      });
      // Her demo upcoming family-physician consultation is covered; the cancelled one went back.
      expect(list[0]?.consultations).toEqual([
        { kind: 'family-physician', included: 48, used: 1 },
        { kind: 'specialist', included: 0, used: 0 },
        { kind: 'therapist', included: 0, used: 0 },
      ]);
    });

    it('a covered family-physician booking uses one up, and cancelling it gives it back', async () => {
      await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
      const before = used((await mine())[0], 'family-physician') ?? NaN;
      const id = await bookCoveredFamilyPhysician({ kind: 'self' });
      expect(used((await mine())[0], 'family-physician')).toBe(before + 1);
      await bookCoveredFamilyPhysician({ kind: 'family-member', familyMemberId: PRIYAS_MOTHER });
      expect(used((await mine())[0], 'family-physician')).toBe(before + 2);
      ok(await subject.consultations.cancelAppointment(id, 'I am feeling better'));
      expect(used((await mine())[0], 'family-physician')).toBe(before + 1);
    });

    it('a family member the plan does not cover, or a specialist the plan leaves out, is paid and uses nothing', async () => {
      await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
      const before = (await mine())[0]?.consultations;
      const next = ok(await subject.consultations.nextSlot());
      const husband = ok(
        await subject.consultations.preBooking({ doctorId: next.doctor.id, slotId: next.slot.id, forWhom: { kind: 'family-member', familyMemberId: PRIYAS_HUSBAND }, couponCode: null }),
      );
      expect(husband).toMatchObject({ coveredPaise: 0, payablePaise: next.doctor.feePaise, subscriptionNote: 'Amit Sharma is not covered by your Care Plus Silver plan, so this family-physician consultation is paid.' });
      const [slot] = ok(await subject.consultations.specialistSlots(DERMATOLOGIST, '2026-03-03')).filter((s) => s.available);
      const specialist = ok(await subject.consultations.preBooking({ doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null }));
      expect(specialist).toMatchObject({ coveredPaise: 0, subscriptionNote: 'Your Care Plus Silver plan does not include a specialist consultation, so this one is paid.' });
      expect((await mine())[0]?.consultations).toEqual(before);
    });

    it('after its last day the plan is EXPIRED and covers nothing', async () => {
      await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
      await mine();
      subject.advanceClock(235 * DAY);
      expect((await mine())[0]).toMatchObject({ endDate: '2026-10-22', status: 'EXPIRED' });
      const next = ok(await subject.consultations.nextSlot());
      const quote = ok(await subject.consultations.preBooking({ doctorId: next.doctor.id, slotId: next.slot.id, forWhom: { kind: 'self' }, couponCode: null }));
      expect(quote).toMatchObject({ coveredPaise: 0, payablePaise: next.doctor.feePaise });
    });

    it('a patient without a plan has none', async () => {
      await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
      expect(await mine()).toEqual([]);
    });

    describe('buying and renewing a plan', () => {
      const GOLD_YEAR = { planId: 'plan-gold-12m', couponCode: null, renewalOf: null, upgradeOf: null };
      const signed = (paymentOrderId: string) => ({ paymentOrderId, paymentId: 'pay_demo_1', signature: fakePaymentSignature(paymentOrderId, 'pay_demo_1') });

      it('quotes the price less the coupon, then 9% CGST and 9% SGST, and the term from today', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const quote = ok(await subject.subscriptions.quotePurchase({ ...GOLD_YEAR, couponCode: 'CAREPLUS10' }));
        expect(quote).toEqual({
          planId: 'plan-gold-12m',
          pricePaise: 379_900,
          couponCode: 'CAREPLUS10',
          couponDiscountPaise: 37_990,
          upgradeCreditPaise: 0,
          couponReason: null,
          taxablePaise: 341_910,
          cgstPaise: 30_772,
          sgstPaise: 30_772,
          totalPaise: 403_454,
          startDate: '2026-03-02',
          endDate: '2027-03-01',
        });
      });

      it.each([
        ['GOLD500', 'plan-silver-12m', 'This coupon is for Gold plans only.'],
        ['NEWYEAR25', 'plan-gold-12m', 'This coupon has expired.'],
        ['FREEPLAN', 'plan-gold-12m', 'This coupon code is not valid.'],
      ])('says why coupon %s does not apply to %s and charges the full price', async (couponCode, planId, reason) => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const quote = ok(await subject.subscriptions.quotePurchase({ planId, couponCode, renewalOf: null, upgradeOf: null }));
        expect(quote).toMatchObject({ couponCode: null, couponDiscountPaise: 0, couponReason: reason, taxablePaise: quote.pricePaise });
      });

      it('gives one payment order however often the purchase is asked for, and makes the plan ACTIVE once, for the signed payment only', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const order = ok(await subject.subscriptions.purchase(GOLD_YEAR));
        expect(ok(await subject.subscriptions.purchase(GOLD_YEAR))).toEqual(order);
        expect(order.amountPaise).toBe(448_282);
        const paymentOrderId = order.paymentOrderId ?? '';
        expect(err(await subject.subscriptions.confirmPurchase(order.purchaseId, { ...signed(paymentOrderId), signature: 'forged' }))).toMatchObject({ kind: 'rejected' });
        expect(await mine()).toEqual([]);
        const bought = ok(await subject.subscriptions.confirmPurchase(order.purchaseId, signed(paymentOrderId)));
        expect(bought).toMatchObject({ planId: 'plan-gold-12m', tier: 'gold', status: 'ACTIVE', startDate: '2026-03-02', endDate: '2027-03-01' });
        expect(ok(await subject.subscriptions.confirmPurchase(order.purchaseId, signed(paymentOrderId)))).toEqual(bought);
        expect(await mine()).toEqual([bought]);
      });

      it('refuses a second plan while one is active, with a message that points to renewing', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const refusal = err(await subject.subscriptions.quotePurchase(GOLD_YEAR));
        expect(refusal).toEqual({ kind: 'conflict', message: 'You already have an active Care Plus plan. Renew it from My subscriptions to extend it.' });
        expect(err(await subject.subscriptions.purchase(GOLD_YEAR)).kind).toBe('conflict');
      });

      it('renews before expiry from the day after the old end date, keeping the current plan as it is', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [current] = await mine();
        const renewal = { planId: 'plan-silver-12m', couponCode: null, renewalOf: current?.id ?? '', upgradeOf: null };
        expect(ok(await subject.subscriptions.quotePurchase(renewal))).toMatchObject({ startDate: '2026-10-23', endDate: '2027-10-22' });
        const order = ok(await subject.subscriptions.purchase(renewal));
        const renewed = ok(await subject.subscriptions.confirmPurchase(order.purchaseId, signed(order.paymentOrderId ?? '')));
        expect(renewed).toMatchObject({ status: 'ACTIVE', startDate: '2026-10-23', endDate: '2027-10-22' });
        expect((await mine()).map((s) => [s.id, s.startDate, s.endDate])).toEqual([
          [current?.id, '2025-10-23', '2026-10-22'],
          [renewed.id, '2026-10-23', '2027-10-22'],
        ]);
      });

      it('renews only a plan that is still active', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await subject.subscriptions.quotePurchase({ ...GOLD_YEAR, renewalOf: 'sub-u-1-1', upgradeOf: null }))).toMatchObject({ kind: 'rejected' });
      });

      it('needs a signed-in patient', async () => {
        expect(err(await subject.subscriptions.quotePurchase(GOLD_YEAR))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe("a subscription-widget partner's price list (MD000, MD001)", () => {
      const gold = (plans: { id: string }[]) => plans.find((p) => p.id === 'plan-gold-12m');

      it("gives the partner's user the partner's plans, our price struck through, and charges that price", async () => {
        // Kavya was registered by Infosys Care, whose partner code is MD001.
        await subject.signIn(DEMO_ACCOUNTS.corporate.mobileNumber);
        expect(gold(ok(await subject.subscriptions.plans()))).toMatchObject({ pricePaise: 303_900, mrpPaise: 379_900, partner: 'Infosys Care' });
        const quote = ok(await subject.subscriptions.quotePurchase({ planId: 'plan-gold-12m', couponCode: null, renewalOf: null, upgradeOf: null }));
        expect(quote).toMatchObject({ pricePaise: 303_900, taxablePaise: 303_900, cgstPaise: 27_351, totalPaise: 358_602 });
      });

      it('gives everyone else our plans', async () => {
        expect(gold(ok(await subject.subscriptions.plans()))).toMatchObject({ pricePaise: 379_900, partner: null });
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(gold(ok(await subject.subscriptions.plans()))).toMatchObject({ pricePaise: 379_900, partner: null });
      });
    });

    describe('upgrading a plan mid-term', () => {
      const signed = (paymentOrderId: string) => ({ paymentOrderId, paymentId: 'pay_demo_up', signature: fakePaymentSignature(paymentOrderId, 'pay_demo_up') });
      /** Priya's Silver year runs 23 Oct 2025 to 22 Oct 2026; on 2 March 2026, 235 of its 365 days are unused. */
      const TO_GOLD = { planId: 'plan-gold-12m', couponCode: null, renewalOf: null, upgradeOf: 'sub-u-1-1' };

      it('credits the unused days of the current plan against the new price, then adds GST, for a term from today', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        expect(ok(await subject.subscriptions.quotePurchase(TO_GOLD))).toEqual({
          planId: 'plan-gold-12m',
          pricePaise: 379_900,
          couponCode: null,
          couponDiscountPaise: 0,
          couponReason: null,
          // ₹2,499 × 235 ÷ 365
          upgradeCreditPaise: 160_895,
          taxablePaise: 219_005,
          cgstPaise: 19_710,
          sgstPaise: 19_710,
          totalPaise: 258_425,
          startDate: '2026-03-02',
          endDate: '2027-03-01',
        });
      });

      it('on the last day of the plan credits one day', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        await mine();
        subject.advanceClock(234 * DAY);
        expect(ok(await subject.subscriptions.quotePurchase(TO_GOLD))).toMatchObject({ upgradeCreditPaise: 685, startDate: '2026-10-22' });
      });

      it('charges once however often it is paid, ends the old plan today as UPGRADED, and carries the family over', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const order = ok(await subject.subscriptions.purchase(TO_GOLD));
        expect(ok(await subject.subscriptions.purchase(TO_GOLD))).toEqual(order);
        expect(order.amountPaise).toBe(258_425);
        const gold = ok(await subject.subscriptions.confirmPurchase(order.purchaseId, signed(order.paymentOrderId ?? '')));
        expect(ok(await subject.subscriptions.confirmPurchase(order.purchaseId, signed(order.paymentOrderId ?? '')))).toEqual(gold);
        expect(gold).toMatchObject({ planId: 'plan-gold-12m', status: 'ACTIVE', startDate: '2026-03-02', endDate: '2027-03-01' });
        expect(gold.covered.map((p) => p.familyMemberId)).toEqual([null, PRIYAS_MOTHER]);
        expect((await mine()).map((s) => [s.planId, s.status, s.startDate, s.endDate])).toEqual([
          ['plan-silver-12m', 'UPGRADED', '2025-10-23', '2026-03-02'],
          ['plan-gold-12m', 'ACTIVE', '2026-03-02', '2027-03-01'],
        ]);
        // The plan upgraded is gone: the same upgrade again is refused, never charged again.
        expect(err(await subject.subscriptions.purchase(TO_GOLD))).toMatchObject({ kind: 'rejected' });
        expect(ok(await subject.subscriptions.invoice(gold.id))).toMatchObject({ pricePaise: 379_900, upgradeCreditPaise: 160_895, taxablePaise: 219_005, totalPaise: 258_425 });
      });

      it('refuses a lower or equal plan, a plan that is not the one covering today, an expired plan, and an upgrade while a renewed term waits', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        for (const planId of ['plan-bronze-12m', 'plan-silver-12m', 'plan-gold-3m']) {
          expect(err(await subject.subscriptions.quotePurchase({ ...TO_GOLD, planId }))).toEqual({ kind: 'rejected', message: 'A plan can only be upgraded to a higher tier or a longer term.' });
        }
        expect(err(await subject.subscriptions.quotePurchase({ ...TO_GOLD, upgradeOf: 'sub-u-2-1' })).kind).toBe('rejected');
        const renewal = { planId: 'plan-silver-12m', couponCode: null, renewalOf: 'sub-u-1-1', upgradeOf: null };
        const renewed = ok(await subject.subscriptions.purchase(renewal));
        ok(await subject.subscriptions.confirmPurchase(renewed.purchaseId, signed(renewed.paymentOrderId ?? '')));
        expect(err(await subject.subscriptions.quotePurchase(TO_GOLD)).kind).toBe('conflict');
        subject.advanceClock(500 * DAY);
        expect(err(await subject.subscriptions.quotePurchase(TO_GOLD)).kind).toBe('rejected');
      });
    });

    describe('invoices', () => {
      const GOLD_YEAR = { planId: 'plan-gold-12m', couponCode: 'CAREPLUS10', renewalOf: null, upgradeOf: null };

      it('gives the tax invoice of a plan bought with a coupon: the bill the quote gave, CGST and SGST, and its PDF', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const order = ok(await subject.subscriptions.purchase(GOLD_YEAR));
        const paymentOrderId = order.paymentOrderId ?? '';
        const payment = { paymentOrderId, paymentId: 'pay_demo_3', signature: fakePaymentSignature(paymentOrderId, 'pay_demo_3') };
        const bought = ok(await subject.subscriptions.confirmPurchase(order.purchaseId, payment));
        const invoice = ok(await subject.subscriptions.invoice(bought.id));
        expect(invoice).toMatchObject({
          subscriptionId: bought.id,
          issuedOn: '2026-03-02',
          billedTo: 'Rahul Verma',
          planName: 'Care Plus Gold',
          months: 12,
          pricePaise: 379_900,
          couponCode: 'CAREPLUS10',
          couponDiscountPaise: 37_990,
          taxablePaise: 341_910,
          cgstPaise: 30_772,
          sgstPaise: 30_772,
          totalPaise: 403_454,
        });
        expect(invoice.totalPaise).toBe(order.amountPaise);
        expect(invoice.fileName).toMatch(/\.pdf$/);
        expect(invoice.url).toMatch(/^data:application\/pdf;base64,/);
      });

      it("bills the member's demo plan at its price on its first day, and no one else's", async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [silver] = await mine();
        expect(ok(await subject.subscriptions.invoice(silver?.id ?? ''))).toMatchObject({
          issuedOn: '2025-10-23',
          couponCode: null,
          pricePaise: 249_900,
          taxablePaise: 249_900,
          cgstPaise: 22_491,
          sgstPaise: 22_491,
          totalPaise: 294_882,
        });
        expect(err(await subject.subscriptions.invoice('sub-u-2-1'))).toMatchObject({ kind: 'not-found' });
      });

      it('needs a signed-in patient', async () => {
        expect(err(await subject.subscriptions.invoice('sub-u-1-1'))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('family slots', () => {
      const covers = (subscription: UserSubscription | undefined) => subscription?.covered.map((p) => p.familyMemberId);

      it("lists the plan's family slots, refuses a member beyond them, and covers one in a slot freed for them, whose booking the plan then pays", async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [silver] = await mine();
        const id = silver?.id ?? '';
        expect(silver).toMatchObject({ familySlots: 1 });
        expect(err(await subject.subscriptions.coverFamilyMember(id, PRIYAS_HUSBAND))).toEqual({
          kind: 'conflict',
          message: 'Every family slot of your plan is taken. Free a slot to cover someone else.',
        });
        const freed = ok(await subject.subscriptions.freeFamilySlot(id, PRIYAS_MOTHER));
        expect(covers(freed)).toEqual([null]);
        expect(covers(ok(await subject.subscriptions.freeFamilySlot(id, PRIYAS_MOTHER)))).toEqual([null]);
        const covered = ok(await subject.subscriptions.coverFamilyMember(id, PRIYAS_HUSBAND));
        expect(covered.covered).toEqual([
          { familyMemberId: null, name: 'Priya Sharma', relation: null },
          { familyMemberId: PRIYAS_HUSBAND, name: 'Amit Sharma', relation: 'HUSBAND' },
        ]);
        expect(ok(await subject.subscriptions.coverFamilyMember(id, PRIYAS_HUSBAND))).toEqual(covered);
        expect((await mine())[0]).toEqual(covered);
        await bookCoveredFamilyPhysician({ kind: 'family-member', familyMemberId: PRIYAS_HUSBAND });
      });

      it('a member removed from the family leaves their slot and cannot be covered again', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [silver] = await mine();
        ok(await subject.family.removeMember(PRIYAS_MOTHER));
        expect(covers((await mine())[0])).toEqual([null]);
        expect(err(await subject.subscriptions.coverFamilyMember(silver?.id ?? '', PRIYAS_MOTHER))).toEqual({
          kind: 'rejected',
          message: 'This person is no longer an active member of your family, so your plan cannot cover them.',
        });
        expect(covers(ok(await subject.subscriptions.coverFamilyMember(silver?.id ?? '', PRIYAS_HUSBAND)))).toEqual([null, PRIYAS_HUSBAND]);
      });

      it("refuses another patient's family member, a plan that has ended, and a subscription that is not the patient's", async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [silver] = await mine();
        const id = silver?.id ?? '';
        ok(await subject.subscriptions.freeFamilySlot(id, PRIYAS_MOTHER));
        expect(err(await subject.subscriptions.coverFamilyMember(id, 'fm-4'))).toMatchObject({ kind: 'rejected' });
        expect(err(await subject.subscriptions.coverFamilyMember('sub-u-2-1', PRIYAS_HUSBAND))).toMatchObject({ kind: 'not-found' });
        subject.advanceClock(235 * DAY);
        expect(err(await subject.subscriptions.coverFamilyMember(id, PRIYAS_HUSBAND))).toEqual({
          kind: 'rejected',
          message: 'Only the plan that covers you today can cover family members. This plan is not active.',
        });
      });

      it('a renewed term covers the family the renewed plan covers', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [current] = await mine();
        const renewal = { planId: 'plan-silver-12m', couponCode: null, renewalOf: current?.id ?? '', upgradeOf: null };
        const order = ok(await subject.subscriptions.purchase(renewal));
        const paymentOrderId = order.paymentOrderId ?? '';
        const signature = fakePaymentSignature(paymentOrderId, 'pay_demo_2');
        const renewed = ok(await subject.subscriptions.confirmPurchase(order.purchaseId, { paymentOrderId, paymentId: 'pay_demo_2', signature }));
        expect(covers(renewed)).toEqual([null, PRIYAS_MOTHER]);
      });

      it('needs a signed-in patient', async () => {
        expect(err(await subject.subscriptions.coverFamilyMember('sub-u-1-1', PRIYAS_HUSBAND))).toEqual({ kind: 'unauthorized' });
        expect(err(await subject.subscriptions.freeFamilySlot('sub-u-1-1', PRIYAS_MOTHER))).toEqual({ kind: 'unauthorized' });
      });
    });

    it('needs a signed-in patient', async () => {
      expect(err(await subject.subscriptions.mySubscriptions())).toEqual({ kind: 'unauthorized' });
    });

    it('a fault fails the call with its error, and the next call succeeds', async () => {
      await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
      await subject.injectFault('500');
      expect(err(await subject.subscriptions.mySubscriptions()).kind).toBe('server');
      expect(await mine()).toHaveLength(1);
    });
  });
}
