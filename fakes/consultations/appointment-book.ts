import { Ok, type Result } from 'ts-results-es';
import { JOIN_CLOSES_MINUTES_AFTER_END } from '../../domain/consultations/appointment-rules';
import type { Appointment } from '../../domain/consultations/model';
import { istInstant } from '../../domain/consultations/slots';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { FakeFamilyService } from '../family/service';
import { parseSlotId, type DoctorCalendar } from './calendar';
import { FAKE_DOCTORS, fakeDoctor } from './doctors';
import { hash, MINUTE, notFound, SLOT_MINUTES } from './errors';
import { simulatedPrescription } from './prescriptions';
import { consultationsStore, type FakeAppointment, type FakeConsultations } from './state';

/** The appointments booked: made, moved on by time, completed by the simulated doctor, and shown to their patient. */
export class AppointmentBook {
  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
    private readonly family: FakeFamilyService,
  ) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  complete(appointment: FakeAppointment): void {
    const doctor = fakeDoctor(appointment.doctorId);
    const written = simulatedPrescription(doctor?.speciality ?? 'GENERAL_PHYSICIAN', `rx${appointment.id.replace(/\D/g, '')}`, new Date(this.backend.now()).toISOString());
    appointment.status = 'COMPLETED';
    appointment.notes = written.notes;
    appointment.prescription = written.prescription;
  }

  /** Time moves appointments on with no background job: each read applies what is due. */
  advance(appointment: FakeAppointment): FakeAppointment {
    const slot = parseSlotId(appointment.slotId);
    if (!slot) return appointment;
    const closes = istInstant(slot.date, slot.time).getTime() + (SLOT_MINUTES + JOIN_CLOSES_MINUTES_AFTER_END) * MINUTE;
    if (this.backend.now() <= closes) return appointment;
    if (appointment.status === 'BOOKED') appointment.status = 'MISSED';
    if (appointment.status === 'IN_CALL') {
      if (appointment.doctorJoinedAt === null) appointment.status = 'MISSED';
      else this.complete(appointment);
    }
    return appointment;
  }

  own(token: string | null, id: string): Result<FakeAppointment, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const appointment = this.store.appointments.find((a) => a.id === id && a.userId === user.id);
      return appointment ? Ok(this.advance(appointment)) : notFound();
    });
  }

  toAppointment(appointment: FakeAppointment): Appointment {
    const parsed = parseSlotId(appointment.slotId);
    const doctor = fakeDoctor(appointment.doctorId) ?? FAKE_DOCTORS[0];
    if (!parsed || !doctor) throw new Error(`Stored appointment ${appointment.id} names an unknown slot ${appointment.slotId}`);
    return {
      id: appointment.id,
      doctor: this.calendar.toDoctor(doctor, appointment.userId),
      patientName: appointment.patientName,
      familyMemberId: appointment.familyMemberId,
      slot: { ...this.calendar.slot(doctor.id, parsed.date, parsed.time, appointment.userId), available: false },
      status: appointment.status,
      symptoms: [...appointment.symptoms],
      reason: appointment.reason,
      feePaise: appointment.feePaise,
      paidPaise: appointment.paidPaise,
      coveredBySubscription: appointment.coveredPaise > 0,
      meetCode: appointment.meetCode,
      rescheduleCount: appointment.rescheduleCount,
      cancelReason: appointment.cancelReason,
      refundPaise: appointment.refundPaise,
      notes: appointment.notes,
      prescription: appointment.prescription,
      sharedRecords: structuredClone(appointment.sharedRecords ?? []),
      bookedAt: new Date(appointment.bookedAt).toISOString(),
    };
  }

  newAppointment(
    userId: string,
    fields: Pick<
      FakeAppointment,
      'doctorId' | 'slotId' | 'familyMemberId' | 'patientName' | 'symptoms' | 'reason' | 'feePaise' | 'couponCode' | 'couponDiscountPaise' | 'coveredPaise' | 'subscriptionId' | 'paidPaise' | 'paymentOrderId' | 'planId'
    > &
      Partial<Pick<FakeAppointment, 'sharedRecords'>>,
  ): FakeAppointment {
    const n = this.backend.state.nextId;
    this.backend.state.nextId += 1;
    const id = `apt${n}`;
    const appointment: FakeAppointment = {
      id,
      userId,
      ...fields,
      status: 'BOOKED',
      meetCode: `cw${n}${(hash(id) % 46656).toString(36).padStart(3, '0')}`,
      rescheduleCount: 0,
      cancelReason: null,
      refundPaise: null,
      notes: null,
      prescription: null,
      bookedAt: this.backend.now(),
      doctorJoinedAt: null,
    };
    this.store.appointments.push(appointment);
    this.family.recordAppointment(userId, id, fields.familyMemberId);
    return appointment;
  }
}
