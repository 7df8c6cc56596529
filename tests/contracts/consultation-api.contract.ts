import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { appointmentsInTab } from '../../domain/consultations/appointment-rules';
import { CONSULTATION_LANGUAGES, NO_DOCTOR_FILTERS, SPECIALITIES, type BookingRequest, type Slot } from '../../domain/consultations/model';
import { slotTimeLabel } from '../../domain/consultations/slots';
import type { ApiError } from '../../domain/shared/errors';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { fakePaymentSignature } from '../../fakes/pharmacy/payment-signature';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
import { CONSULTATION_START, type ConsultationSubject } from './consultation-subjects';
import { ok, freshSubjectEachCase } from './results';

const MINUTE = 60 * 1000;
/** A dermatologist online round the clock, so the contract finds her slots at any hour. */
const DERMATOLOGIST = 'dr301';
const FEE_PAISE = 69900;
/** Priya's husband in the family seed (fakes/family/demo-data.ts). */
const PRIYAS_HUSBAND = 'fm-1';
const TODAY = '2026-03-02';
const TOMORROW = '2026-03-03';

const MESSAGES = {
  notFound: 'Data Not Found',
  payFirst: 'Pay for this consultation to book it',
  badSignature: 'The payment could not be verified',
  slotTaken: 'Someone has just booked this slot. Please choose another time; the free slots are shown again.',
  notFamily: 'Choose someone from your family list, or book for yourself',
  callNotOpen: 'The call opens 15 minutes before the consultation starts.',
  recordNotShared: 'Only the records of the person consulted can be shared with the doctor. Choose them again.',
} as const;

function err<T>(result: Result<T, ApiError>): ApiError {
  if (result.isOk()) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 300)}`);
  return result.error;
}

const reason = { symptoms: ['Skin rash'], reason: 'Itchy red patches on both arms', sharedRecordIds: [] };
const pay = (paymentOrderId: string) => ({ paymentOrderId, paymentId: `pay_${paymentOrderId}`, signature: fakePaymentSignature(paymentOrderId, `pay_${paymentOrderId}`) });

/**
 * The cases every `ConsultationApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function consultationApiContract(name: string, makeSubject: () => Promise<ConsultationSubject>): void {
  describe(name, () => {
    let subject: ConsultationSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const api = () => subject.consultations;

    async function freeSlots(doctorId: string, date: string): Promise<Slot[]> {
      return ok(await api().specialistSlots(doctorId, date)).filter((slot) => slot.available);
    }

    /** Books the slot, paying when the quote asks for it. */
    async function book(request: BookingRequest) {
      const quote = ok(await api().preBooking(request));
      return ok(await api().createAppointment({ ...request, ...reason, payment: quote.paymentOrderId ? pay(quote.paymentOrderId) : null }));
    }

    describe('doctors', () => {
      it('offers every speciality and language of the issue, with fees in whole rupees and ratings out of 5', async () => {
        const doctors = ok(await api().searchDoctors(NO_DOCTOR_FILTERS));
        expect(new Set(doctors.map((d) => d.speciality))).toEqual(new Set(SPECIALITIES));
        expect(new Set(doctors.flatMap((d) => d.languages))).toEqual(new Set(CONSULTATION_LANGUAGES));
        for (const doctor of doctors) {
          expect(doctor.feePaise % 100).toBe(0);
          expect(doctor.rating).toBeGreaterThan(0);
          expect(doctor.rating).toBeLessThanOrEqual(5);
          expect(doctor.registrationNumber).not.toBe('');
        }
      });

      it('narrows by speciality, language, experience, fee, gender and availability today', async () => {
        const filters = { ...NO_DOCTOR_FILTERS, speciality: 'DERMATOLOGY' as const, language: 'Telugu' as const, minExperienceYears: 10, maxFeePaise: 80000, gender: 'FEMALE' as const, availableToday: true };
        const doctors = ok(await api().searchDoctors(filters));
        expect(doctors.map((d) => d.id)).toEqual([DERMATOLOGIST]);
        expect(ok(await api().searchDoctors({ ...NO_DOCTOR_FILTERS, text: 'kavitha' })).map((d) => d.name)).toEqual(['Dr. Kavitha Reddy']);
      });

      it('gives a bio with qualifications, registration number, languages, fee and reviews; an unknown doctor is not found', async () => {
        const bio = ok(await api().doctor(DERMATOLOGIST));
        expect(bio).toMatchObject({ name: 'Dr. Kavitha Reddy', feePaise: FEE_PAISE, registrationNumber: 'APMC 75512', languages: ['English', 'Telugu', 'Hindi'] });
        expect(bio.qualifications.length).toBeGreaterThan(0);
        expect(bio.reviews.length).toBeGreaterThan(0);
        expect(err(await api().doctor('dr999'))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });
    });

    describe('slots', () => {
      it('never lists a slot that has started: today starts after the present minute', async () => {
        const slots = ok(await api().specialistSlots(DERMATOLOGIST, TODAY));
        expect(slots.length).toBeGreaterThan(0);
        for (const slot of slots) expect(Date.parse(slot.startsAt)).toBeGreaterThan(CONSULTATION_START);
        expect(slots[0]).toMatchObject({ date: TODAY, time: '09:45' });
        expect(slotTimeLabel(slots[0] ?? { time: '' })).toBe('9:45 AM');
      });

      it('offers the next family-physician slot, and the general slots of a date with their doctors', async () => {
        const next = ok(await api().nextSlot());
        expect(next.doctor.speciality).toBe('GENERAL_PHYSICIAN');
        expect(Date.parse(next.slot.startsAt)).toBeGreaterThan(CONSULTATION_START);
        const general = ok(await api().generalSlots(TOMORROW));
        expect(general.length).toBeGreaterThan(0);
        expect(general.every((item) => item.doctor.speciality === 'GENERAL_PHYSICIAN' && item.slot.date === TOMORROW)).toBe(true);
      });

      it('counts free slots per date, and refuses a date that is not one', async () => {
        const dates = ok(await api().slotDates(DERMATOLOGIST, TODAY, 3));
        expect(dates.map((d) => d.date)).toEqual([TODAY, TOMORROW, '2026-03-04']);
        expect(dates.every((d) => d.freeSlots > 0)).toBe(true);
        expect(err(await api().specialistSlots(DERMATOLOGIST, '2 March'))).toMatchObject({ kind: 'rejected' });
      });
    });

    describe('booking', () => {
      it('books a specialist for a family member after payment, and the slot is taken from then on', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        if (!slot) throw new Error('no free slot');
        const request: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot.id, forWhom: { kind: 'family-member', familyMemberId: PRIYAS_HUSBAND }, couponCode: null };
        const quote = ok(await api().preBooking(request));
        expect(quote).toMatchObject({ doctor: { id: DERMATOLOGIST }, slot: { id: slot.id }, patientName: 'Amit Sharma', feePaise: FEE_PAISE, coveredPaise: 0, payablePaise: FEE_PAISE, paymentOrderId: expect.any(String) });
        const appointment = ok(await api().createAppointment({ ...request, ...reason, payment: pay(quote.paymentOrderId ?? '') }));
        expect(appointment).toMatchObject({ status: 'BOOKED', patientName: 'Amit Sharma', familyMemberId: PRIYAS_HUSBAND, paidPaise: FEE_PAISE, slot: { id: slot.id }, symptoms: ['Skin rash'] });
        expect((await freeSlots(DERMATOLOGIST, TOMORROW)).map((s) => s.id)).not.toContain(slot.id);
        expect(ok(await api().appointments()).map((a) => a.id)).toContain(appointment.id);
        expect(ok(await api().appointment(appointment.id)).id).toBe(appointment.id);
      });

      it("shows the doctor the records shared when booking, the consulted person's own only", async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const records = ok(await subject.records.records());
        const husbands = records.filter((record) => record.memberId === PRIYAS_HUSBAND);
        const others = records.filter((record) => record.memberId !== PRIYAS_HUSBAND);
        const [first, second] = husbands;
        const [notHis] = others;
        if (!first || !second || !notHis) throw new Error('Priya’s seeded records hold two of her husband’s and others');
        const slots = await freeSlots(DERMATOLOGIST, TOMORROW);
        const [refusedSlot, bookedSlot] = slots;
        if (!refusedSlot || !bookedSlot) throw new Error('no free slot');
        const forHusband = (slotId: string): BookingRequest => ({ doctorId: DERMATOLOGIST, slotId, forWhom: { kind: 'family-member', familyMemberId: PRIYAS_HUSBAND }, couponCode: null });

        const quote = ok(await api().preBooking(forHusband(refusedSlot.id)));
        const refused = err(await api().createAppointment({ ...forHusband(refusedSlot.id), ...reason, sharedRecordIds: [first.id, notHis.id], payment: pay(quote.paymentOrderId ?? '') }));
        expect(refused).toEqual({ kind: 'rejected', message: MESSAGES.recordNotShared });
        expect(err(await api().createAppointment({ ...forHusband(refusedSlot.id), ...reason, sharedRecordIds: ['doc-of-nobody'], payment: pay(quote.paymentOrderId ?? '') }))).toEqual(refused);

        const paid = ok(await api().preBooking(forHusband(bookedSlot.id)));
        const appointment = ok(await api().createAppointment({ ...forHusband(bookedSlot.id), ...reason, sharedRecordIds: [second.id, first.id], payment: pay(paid.paymentOrderId ?? '') }));
        const shown = (record: typeof first) => ({ id: record.id, kind: record.kind, title: record.title, date: record.date, source: record.source });
        expect(appointment.sharedRecords).toEqual([shown(second), shown(first)]);
        expect(ok(await api().appointment(appointment.id)).sharedRecords).toEqual([shown(second), shown(first)]);
      });

      it('offers the doctor a linked member’s shared records, never one he marked private: its id is refused as any record not his', async () => {
        await subject.signIn(DEMO_ACCOUNTS.linkable.mobileNumber);
        const [kept, hidden] = ok(await subject.records.records()).filter((record) => record.memberId === null);
        if (!kept || !hidden) throw new Error('Arjun has records of his own');
        ok(await subject.records.setPrivate(hidden.id, true));
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const link = { mobileNumber: parseMobileNumber(DEMO_ACCOUNTS.linkable.mobileNumber).unwrap(), relation: 'BROTHER' as const };
        ok(await subject.family.sendLinkOtp(link));
        const arjun = ok(await subject.family.confirmLink({ ...link, otp: DEMO_OTP })).id;
        const [refusedSlot, bookedSlot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        if (!refusedSlot || !bookedSlot) throw new Error('no free slot');
        const forArjun = (slotId: string): BookingRequest => ({ doctorId: DERMATOLOGIST, slotId, forWhom: { kind: 'family-member', familyMemberId: arjun }, couponCode: null });
        const paying = async (slotId: string) => {
          const quote = ok(await api().preBooking(forArjun(slotId)));
          return quote.paymentOrderId ? pay(quote.paymentOrderId) : null;
        };

        const refused = err(await api().createAppointment({ ...forArjun(refusedSlot.id), ...reason, sharedRecordIds: [hidden.id], payment: await paying(refusedSlot.id) }));
        expect(refused).toEqual({ kind: 'rejected', message: MESSAGES.recordNotShared });
        const appointment = ok(await api().createAppointment({ ...forArjun(bookedSlot.id), ...reason, sharedRecordIds: [kept.id], payment: await paying(bookedSlot.id) }));
        expect(appointment.sharedRecords.map((record) => record.id)).toEqual([kept.id]);
      });

      it('the same payment twice gives back the same appointment, never a second one', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const request: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null };
        const quote = ok(await api().preBooking(request));
        const first = ok(await api().createAppointment({ ...request, ...reason, payment: pay(quote.paymentOrderId ?? '') }));
        const again = ok(await api().createAppointment({ ...request, ...reason, payment: pay(quote.paymentOrderId ?? '') }));
        expect(again.id).toBe(first.id);
      });

      it('lets a Care Plus member book a family physician with nothing to pay', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const next = ok(await api().nextSlot());
        const request: BookingRequest = { doctorId: next.doctor.id, slotId: next.slot.id, forWhom: { kind: 'self' }, couponCode: null };
        const quote = ok(await api().preBooking(request));
        expect(quote).toMatchObject({ payablePaise: 0, paymentOrderId: null, coveredPaise: next.doctor.feePaise, subscriptionNote: expect.stringMatching(/Care Plus/) });
        const appointment = ok(await api().createAppointment({ ...request, ...reason, payment: null }));
        expect(appointment).toMatchObject({ status: 'BOOKED', paidPaise: 0, coveredBySubscription: true });
      });

      it('refuses to book without the payment, or with a payment that does not verify', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const request: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null };
        const quote = ok(await api().preBooking(request));
        expect(err(await api().createAppointment({ ...request, ...reason, payment: null }))).toEqual({ kind: 'rejected', message: MESSAGES.payFirst });
        const forged = { ...pay(quote.paymentOrderId ?? ''), signature: 'forged' };
        expect(err(await api().createAppointment({ ...request, ...reason, payment: forged }))).toEqual({ kind: 'rejected', message: MESSAGES.badSignature });
      });

      it('applies the consultation coupon and says why an unknown one does not', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const base: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: 'consult100' };
        expect(ok(await api().preBooking(base))).toMatchObject({ couponCode: 'CONSULT100', couponDiscountPaise: 10000, payablePaise: FEE_PAISE - 10000 });
        expect(ok(await api().preBooking({ ...base, couponCode: 'NOPE' }))).toMatchObject({ couponCode: null, couponReason: 'This coupon code is not valid', payablePaise: FEE_PAISE });
      });

      it('holds the slot for the patient who is paying: another patient gets a conflict until the hold lapses', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const request: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null };
        ok(await api().preBooking(request));
        await subject.signIn(DEMO_ACCOUNTS.corporate.mobileNumber);
        expect(err(await api().preBooking(request))).toEqual({ kind: 'conflict', message: MESSAGES.slotTaken });
        subject.advanceClock(10 * MINUTE);
        expect(ok(await api().preBooking(request)).payablePaise).toBe(FEE_PAISE);
      });

      it('books only for the patient’s own family members, and only when signed in', async () => {
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const request: BookingRequest = { doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'family-member', familyMemberId: PRIYAS_HUSBAND }, couponCode: null };
        expect(err(await api().preBooking(request))).toEqual({ kind: 'unauthorized' });
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await api().preBooking(request))).toEqual({ kind: 'rejected', message: MESSAGES.notFamily });
      });
    });

    describe('therapy', () => {
      const THERAPIST = 'dr701';

      it('offers a therapist’s single session and packages, and no plans for other doctors', async () => {
        const plans = ok(await api().therapistSessions(THERAPIST));
        expect(plans.map((p) => [p.id, p.sessions, p.pricePaise])).toEqual([
          ['single', 1, 79900],
          ['pack4', 4, 287600],
          ['pack8', 8, 543300],
        ]);
        expect(err(await api().therapistSessions(DERMATOLOGIST))).toMatchObject({ kind: 'rejected' });
      });

      it('a package bought with its first session pays for the next sessions with the same therapist', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [first, second] = await freeSlots(THERAPIST, TOMORROW);
        const buying: BookingRequest = { doctorId: THERAPIST, slotId: first?.id ?? '', forWhom: { kind: 'self' }, couponCode: null, planId: 'pack4' };
        expect(ok(await api().preBooking(buying))).toMatchObject({ feePaise: 287600, payablePaise: 287600 });
        await book(buying);
        const next: BookingRequest = { doctorId: THERAPIST, slotId: second?.id ?? '', forWhom: { kind: 'self' }, couponCode: null, planId: 'single' };
        const quote = ok(await api().preBooking(next));
        expect(quote).toMatchObject({ feePaise: 79900, coveredPaise: 79900, payablePaise: 0, paymentOrderId: null, subscriptionNote: 'From your package: 3 sessions left with this therapist.' });
        const booked = ok(await api().createAppointment({ ...next, ...reason, payment: null }));
        expect(booked).toMatchObject({ paidPaise: 0, coveredBySubscription: true });
        const [third] = await freeSlots(THERAPIST, '2026-03-04');
        expect(ok(await api().preBooking({ ...next, slotId: third?.id ?? '' })).subscriptionNote).toBe('From your package: 2 sessions left with this therapist.');
        ok(await api().cancelAppointment(booked.id, 'I cannot make it at this time'));
        expect(ok(await api().preBooking({ ...next, slotId: third?.id ?? '' })).subscriptionNote).toBe('From your package: 3 sessions left with this therapist.');
      });

      it('books therapy only for the person who takes it, never for a family member', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const [slot] = await freeSlots(THERAPIST, TOMORROW);
        const request: BookingRequest = { doctorId: THERAPIST, slotId: slot?.id ?? '', forWhom: { kind: 'family-member', familyMemberId: PRIYAS_HUSBAND }, couponCode: null, planId: 'single' };
        expect(err(await api().preBooking(request))).toEqual({ kind: 'rejected', message: 'Therapy is booked by the person who takes it: book it from their own account' });
      });
    });

    describe('managing appointments', () => {
      it('lays out the demo accounts’ consultations under every tab, with a prescription on the completed one', async () => {
        await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const appointments = ok(await api().appointments());
        const completed = appointmentsInTab(appointments, 'completed');
        expect(appointmentsInTab(appointments, 'upcoming').length).toBeGreaterThan(0);
        expect(appointmentsInTab(appointments, 'cancelled').length).toBeGreaterThan(0);
        expect(completed[0]?.prescription?.medicines.length).toBeGreaterThan(0);
      });

      it('cancels with a full refund well ahead, frees the slot, and refuses a second cancel', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const booked = await book({ doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        const cancelled = ok(await api().cancelAppointment(booked.id, 'I am feeling better'));
        expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'I am feeling better', refundPaise: FEE_PAISE });
        expect((await freeSlots(DERMATOLOGIST, TOMORROW)).map((s) => s.id)).toContain(slot?.id);
        expect(err(await api().cancelAppointment(booked.id, 'I am feeling better'))).toMatchObject({ kind: 'conflict' });
      });

      it('reschedules to a free slot of the same doctor, and refuses a taken one with a conflict', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [first, second, third] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const booked = await book({ doctorId: DERMATOLOGIST, slotId: first?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        const other = await book({ doctorId: DERMATOLOGIST, slotId: third?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        const moved = ok(await api().rescheduleAppointment(booked.id, second?.id ?? ''));
        expect(moved).toMatchObject({ rescheduleCount: 1, slot: { id: second?.id } });
        expect(err(await api().rescheduleAppointment(booked.id, other.slot.id))).toEqual({ kind: 'conflict', message: MESSAGES.slotTaken });
        const [gpSlot] = await freeSlots('dr101', TOMORROW);
        expect(err(await api().rescheduleAppointment(booked.id, gpSlot?.id ?? ''))).toMatchObject({ kind: 'rejected' });
      });

      it('runs the call: it opens 15 minutes before, the doctor joins, and ending it completes the consultation with a prescription and an invoice', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const booked = await book({ doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        const meeting = ok(await api().meeting(booked.meetCode));
        expect(meeting).toMatchObject({ appointmentId: booked.id, doctorName: 'Dr. Kavitha Reddy', status: 'BOOKED', room: { domain: expect.any(String), roomName: expect.any(String) } });
        expect(err(await api().captureVideoEvent(booked.meetCode, 'PATIENT_JOINED'))).toEqual({ kind: 'rejected', message: MESSAGES.callNotOpen });
        subject.advanceClock(Date.parse(booked.slot.startsAt) - CONSULTATION_START - 10 * MINUTE);
        ok(await api().captureVideoEvent(booked.meetCode, 'PATIENT_JOINED'));
        expect(ok(await api().appointment(booked.id)).status).toBe('IN_CALL');
        ok(await api().captureVideoEvent(booked.meetCode, 'DOCTOR_JOINED'));
        ok(await api().captureVideoEvent(booked.meetCode, 'CALL_ENDED'));
        const done = ok(await api().appointment(booked.id));
        expect(done).toMatchObject({ status: 'COMPLETED', notes: expect.any(String), prescription: { diagnosis: expect.any(String) } });
        const invoice = ok(await api().invoice(booked.id));
        expect(invoice).toMatchObject({ appointmentId: booked.id, totalPaise: FEE_PAISE, doctorName: 'Dr. Kavitha Reddy' });
        expect(invoice.lines.map((line) => line.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^CGST/), expect.stringMatching(/^SGST/)]));
      });

      it('a booked consultation nobody joined is missed once its slot is over', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TODAY);
        const booked = await book({ doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        subject.advanceClock(2 * 60 * MINUTE);
        expect(ok(await api().appointment(booked.id)).status).toBe('MISSED');
      });

      it('does not show one patient another’s appointment', async () => {
        await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        const [slot] = await freeSlots(DERMATOLOGIST, TOMORROW);
        const booked = await book({ doctorId: DERMATOLOGIST, slotId: slot?.id ?? '', forWhom: { kind: 'self' }, couponCode: null });
        await subject.signIn(DEMO_ACCOUNTS.corporate.mobileNumber);
        expect(err(await api().appointment(booked.id))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
        expect(err(await api().meeting(booked.meetCode))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });
    });

    it('takes a call-back request with a reference, and refuses one the forms would refuse', async () => {
      const request = { kind: 'QUICK_CONSULT' as const, name: 'Meera Krishnan', mobileNumber: '9845012345', speciality: 'DERMATOLOGY' as const, preferredTime: 'As soon as possible' as const, concern: 'Rash on both arms since Monday', ageYears: null };
      const receipt = ok(await api().requestCallBack(request));
      expect(receipt).toEqual({ reference: expect.stringMatching(/^CB\d+$/), callWithinMinutes: 30 });
      expect(ok(await api().requestCallBack({ ...request, preferredTime: 'Evening (5 PM to 9 PM)' })).callWithinMinutes).toBeNull();
      expect(err(await api().requestCallBack({ ...request, mobileNumber: '12345' }))).toMatchObject({ kind: 'rejected' });
      expect(err(await api().requestCallBack({ ...request, kind: 'MEDICAL_FORM' }))).toEqual({ kind: 'rejected', message: 'Enter the patient’s age in years, from 0 to 120' });
    });

    it('reports an injected 409 as a conflict, as a slot taken meanwhile arrives', async () => {
      await subject.signIn(DEMO_ACCOUNTS.patient.mobileNumber);
      await subject.injectFault('409');
      expect(err(await api().nextSlot())).toMatchObject({ kind: 'conflict' });
    });
  });
}
