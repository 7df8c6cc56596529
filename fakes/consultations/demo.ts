import { addDays, istDate, istInstant } from '../../domain/consultations/slots';
import type { FakeBackend } from '../backend';
import type { FakeFamilyService } from '../family/service';
import type { FakeUser } from '../state';
import type { FakeCarePlans } from '../subscriptions-cover';
import type { AppointmentBook } from './appointment-book';
import { scheduleOf, slotId, type DoctorCalendar } from './calendar';
import { fakeDoctor } from './doctors';
import { MINUTE, SLOT_MINUTES } from './errors';
import { consultationsStore, type FakeConsultations } from './state';

type DemoPlan = {
  doctorId: string;
  dayOffset: number;
  time: string;
  status: 'BOOKED' | 'COMPLETED' | 'CANCELLED';
  familyMemberId?: string;
  symptoms: string[];
  reason: string;
};

/** Demo consultations by user id (fakes/seed.ts: u-1 Priya, u-2 Rahul, u-3 Kavya, u-41 Arjun, the account to link). */
const DEMO_CONSULTATIONS: Record<string, DemoPlan[]> = {
  'u-1': [
    { doctorId: 'dr101', dayOffset: 1, time: '11:00', status: 'BOOKED', symptoms: ['Fever', 'Headache'], reason: 'Fever on and off for two days' },
    { doctorId: 'dr301', dayOffset: -12, time: '10:30', status: 'COMPLETED', familyMemberId: 'fm-2', symptoms: ['Skin rash'], reason: 'Red itchy patches on both arms' },
    { doctorId: 'dr101', dayOffset: -5, time: '19:00', status: 'CANCELLED', symptoms: ['Cold and cough'], reason: 'Dry cough at night' },
  ],
  'u-2': [
    { doctorId: 'dr301', dayOffset: 2, time: '18:00', status: 'BOOKED', familyMemberId: 'fm-4', symptoms: ['Skin rash'], reason: 'Itching on the back for a week' },
    { doctorId: 'dr101', dayOffset: -20, time: '09:15', status: 'COMPLETED', symptoms: ['Fever'], reason: 'High fever since last night' },
    { doctorId: 'dr301', dayOffset: -3, time: '17:45', status: 'CANCELLED', symptoms: ['Skin rash'], reason: 'Rash after a new soap' },
  ],
  'u-3': [
    { doctorId: 'dr101', dayOffset: 1, time: '19:30', status: 'BOOKED', symptoms: ['Stomach pain'], reason: 'Acidity after meals' },
    { doctorId: 'dr101', dayOffset: -8, time: '20:00', status: 'COMPLETED', symptoms: ['Cold and cough'], reason: 'Sore throat and cold' },
    { doctorId: 'dr301', dayOffset: -2, time: '12:00', status: 'CANCELLED', symptoms: ['Skin rash'], reason: 'Hair fall and dandruff' },
  ],
  // A therapy session with its prescription and a physician's: what a family that links Arjun
  // must never see, and what it may (docs/decisions.md "Privacy inside a family").
  'u-41': [
    { doctorId: 'dr601', dayOffset: -6, time: '19:00', status: 'COMPLETED', symptoms: ['Anxiety'], reason: 'Trouble sleeping and worrying about work' },
    { doctorId: 'dr101', dayOffset: -15, time: '09:15', status: 'COMPLETED', symptoms: ['Fever'], reason: 'Fever and body ache since yesterday' },
  ],
};

/** The demo accounts' consultations. */
export class DemoConsultations {
  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
    private readonly book: AppointmentBook,
    private readonly family: FakeFamilyService,
    private readonly carePlans: FakeCarePlans,
  ) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  /**
   * The demo accounts' consultations, laid out around the first time they are read so every tab
   * has something: an upcoming one tomorrow, a completed one with a prescription, a cancelled one.
   * Public for the subscription summary, whose used consultations include the demo's covered ones.
   */
  seed(user: FakeUser): void {
    const plans = DEMO_CONSULTATIONS[user.id];
    if (!plans || this.store.seededUsers.includes(user.id)) return;
    this.store.seededUsers.push(user.id);
    const today = istDate(new Date(this.backend.now()));
    for (const plan of plans) {
      const doctor = fakeDoctor(plan.doctorId);
      if (!doctor) continue;
      const date = addDays(today, plan.dayOffset);
      // An upcoming one takes the first free time from the planned one: other patients may hold it.
      const time = plan.status === 'BOOKED' ? scheduleOf(doctor, date).find((t) => t >= plan.time && this.calendar.isFree(slotId(doctor.id, date, t), user.id)) : plan.time;
      if (time === undefined) continue;
      const id = slotId(doctor.id, date, time);
      const member = plan.familyMemberId ? this.family.activeMember(user.id, plan.familyMemberId) : null;
      const feePaise = doctor.feeRupees * 100;
      const patientName = member?.name ?? `${user.firstName} ${user.lastName}`.trim();
      const planCover = this.carePlans.coverFor(user, doctor.speciality, member?.id ?? null, patientName);
      const covered = planCover.covered ? feePaise : 0;
      const appointment = this.book.newAppointment(user.id, {
        doctorId: doctor.id,
        slotId: id,
        familyMemberId: member?.id ?? null,
        patientName,
        symptoms: plan.symptoms,
        reason: plan.reason,
        feePaise,
        couponCode: null,
        couponDiscountPaise: 0,
        coveredPaise: covered,
        subscriptionId: planCover.covered ? planCover.subscriptionId : null,
        paidPaise: feePaise - covered,
        paymentOrderId: null,
        planId: null,
      });
      appointment.bookedAt = istInstant(addDays(date, -2), '10:00').getTime();
      if (plan.status === 'COMPLETED') {
        appointment.doctorJoinedAt = istInstant(date, time).getTime();
        this.book.complete(appointment);
        if (appointment.prescription) appointment.prescription.issuedAt = new Date(istInstant(date, time).getTime() + SLOT_MINUTES * MINUTE).toISOString();
      }
      if (plan.status === 'CANCELLED') {
        appointment.status = 'CANCELLED';
        appointment.cancelReason = 'I cannot make it at this time';
        appointment.refundPaise = appointment.paidPaise;
      }
    }
  }
}
