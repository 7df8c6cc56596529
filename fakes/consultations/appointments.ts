import { Ok, type Result } from 'ts-results-es';
import { checkCancel, checkReschedule } from '../../domain/consultations/appointment-rules';
import type { Appointment, ConsultationInvoice } from '../../domain/consultations/model';
import { istInstant } from '../../domain/consultations/slots';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { AppointmentBook } from './appointment-book';
import { parseSlotId, type DoctorCalendar } from './calendar';
import type { DemoConsultations } from './demo';
import { FAKE_DOCTORS, fakeDoctor } from './doctors';
import { CAREWELL_GSTIN, conflict, CONSULTATION_ERRORS, CONSULTATION_SAC, notFound, rejected } from './errors';
import { consultationsStore, type FakeConsultations } from './state';
import type { TherapyPackages } from './therapy';

/** The patient's appointments: listed, read, cancelled, rescheduled, and their invoice. */
export class FakeAppointments {
  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
    private readonly book: AppointmentBook,
    private readonly packages: TherapyPackages,
    private readonly demo: DemoConsultations,
  ) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  appointments(token: string | null): Result<Appointment[], ApiError> {
    return this.backend.userByToken(token).map((user) => {
      this.demo.seed(user);
      return this.store.appointments.filter((a) => a.userId === user.id).map((a) => this.book.toAppointment(this.book.advance(a)));
    });
  }

  appointment(token: string | null, id: string): Result<Appointment, ApiError> {
    return this.book.own(token, id).map((a) => this.book.toAppointment(a));
  }

  cancel(token: string | null, id: string, reason: string): Result<Appointment, ApiError> {
    return this.book.own(token, id).andThen((appointment) => {
      if (reason.trim() === '') return rejected(CONSULTATION_ERRORS.cancelReason);
      const check = checkCancel(this.book.toAppointment(appointment), new Date(this.backend.now()));
      if (!check.allowed) return conflict(check.reason);
      appointment.status = 'CANCELLED';
      appointment.cancelReason = reason.trim().slice(0, 300);
      appointment.refundPaise = check.refundPaise - this.packages.releasePackage(appointment, check.refundPaise);
      return Ok(this.book.toAppointment(appointment));
    });
  }

  reschedule(token: string | null, id: string, newSlotId: string): Result<Appointment, ApiError> {
    return this.book.own(token, id).andThen((appointment) => {
      const check = checkReschedule(this.book.toAppointment(appointment), new Date(this.backend.now()));
      if (!check.allowed) return conflict(check.reason);
      const slot = parseSlotId(newSlotId);
      if (!slot) return notFound();
      if (slot.doctor.id !== appointment.doctorId) return rejected(CONSULTATION_ERRORS.sameDoctor);
      if (istInstant(slot.date, slot.time).getTime() <= this.backend.now()) return rejected(CONSULTATION_ERRORS.slotPassed);
      if (!this.calendar.isFree(newSlotId, appointment.userId)) return conflict(CONSULTATION_ERRORS.slotTaken);
      appointment.slotId = newSlotId;
      appointment.rescheduleCount += 1;
      delete this.store.holds[newSlotId];
      return Ok(this.book.toAppointment(appointment));
    });
  }

  invoice(token: string | null, appointmentId: string): Result<ConsultationInvoice, ApiError> {
    return this.book.own(token, appointmentId).map((appointment) => {
      const doctor = fakeDoctor(appointment.doctorId) ?? FAKE_DOCTORS[0];
      const lines = [{ label: `Consultation fee (SAC ${CONSULTATION_SAC})`, amountPaise: appointment.feePaise }];
      if (appointment.couponDiscountPaise > 0) lines.push({ label: `Coupon ${appointment.couponCode ?? ''}`.trim(), amountPaise: -appointment.couponDiscountPaise });
      if (appointment.coveredPaise > 0) lines.push({ label: 'Covered by your Care Plus subscription', amountPaise: -appointment.coveredPaise });
      lines.push({ label: 'CGST 0% (medical services are exempt)', amountPaise: 0 }, { label: 'SGST 0% (medical services are exempt)', amountPaise: 0 });
      return {
        invoiceNumber: `CW/CONS/${appointment.id.replace(/\D/g, '').padStart(6, '0')}`,
        issuedAt: new Date(appointment.bookedAt).toISOString(),
        appointmentId: appointment.id,
        patientName: appointment.patientName,
        doctorName: doctor?.name ?? '',
        speciality: doctor?.speciality ?? 'GENERAL_PHYSICIAN',
        lines,
        totalPaise: appointment.paidPaise,
        gstin: CAREWELL_GSTIN,
        sacCode: CONSULTATION_SAC,
      };
    });
  }
}
