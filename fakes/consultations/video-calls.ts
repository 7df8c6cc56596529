import { Ok, type Result } from 'ts-results-es';
import { canJoin } from '../../domain/consultations/appointment-rules';
import { VIDEO_EVENTS, type Meeting, type VideoEventType } from '../../domain/consultations/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { AppointmentBook } from './appointment-book';
import { fakeDoctor } from './doctors';
import { CONSULTATION_ERRORS, MEETING_DOMAIN, notFound, rejected } from './errors';
import { consultationsStore, type FakeConsultations } from './state';

/** The video call: its room, and the events of the patient's and the doctor's side. */
export class FakeVideoCalls {
  constructor(
    private readonly backend: FakeBackend,
    private readonly book: AppointmentBook,
  ) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  meeting(token: string | null, meetCode: string): Result<Meeting, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const appointment = this.store.appointments.find((a) => a.meetCode === meetCode && a.userId === user.id);
      if (!appointment) return notFound();
      this.book.advance(appointment);
      return Ok({
        meetCode,
        appointmentId: appointment.id,
        doctorName: fakeDoctor(appointment.doctorId)?.name ?? '',
        patientName: appointment.patientName,
        status: appointment.status,
        room: { domain: MEETING_DOMAIN, roomName: `CareWell${meetCode}`, jwt: null },
      });
    });
  }

  /**
   * video-event capture. The patient joining opens the call; the doctor joining and then the
   * call ending completes the consultation, and the simulated doctor writes notes and a
   * prescription (a real doctor does so from their own app).
   */
  captureVideoEvent(token: string | null, meetCode: string, event: string, detail: string | null): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      if (!(VIDEO_EVENTS as readonly string[]).includes(event)) return rejected(CONSULTATION_ERRORS.unknownEvent);
      const appointment = this.store.appointments.find((a) => a.meetCode === meetCode && a.userId === user.id);
      if (!appointment) return notFound();
      this.book.advance(appointment);
      const now = new Date(this.backend.now());
      this.store.videoEvents = [...this.store.videoEvents.slice(-199), { meetCode, event: event as VideoEventType, detail, at: this.backend.now() }];
      switch (event as VideoEventType) {
        case 'PATIENT_JOINED':
          if (!canJoin(this.book.toAppointment(appointment), now)) {
            return rejected(appointment.status === 'BOOKED' ? CONSULTATION_ERRORS.callNotOpen : CONSULTATION_ERRORS.callClosed);
          }
          appointment.status = 'IN_CALL';
          return Ok(null);
        case 'DOCTOR_JOINED':
          if (appointment.status === 'IN_CALL') appointment.doctorJoinedAt ??= this.backend.now();
          return Ok(null);
        case 'CALL_ENDED':
          if (appointment.status === 'IN_CALL' && appointment.doctorJoinedAt !== null) this.book.complete(appointment);
          return Ok(null);
        case 'PATIENT_LEFT':
          if (appointment.status === 'IN_CALL' && appointment.doctorJoinedAt === null) appointment.status = 'BOOKED';
          return Ok(null);
        default:
          return Ok(null);
      }
    });
  }
}
