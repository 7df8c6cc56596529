import type {
  Appointment,
  BookingQuote,
  BookingRequest,
  ConsultationInvoice,
  CreateAppointmentRequest,
  Doctor,
  DoctorBio,
  DoctorFilters,
  Meeting,
  NextSlot,
  Slot,
  TherapyPlan,
  VideoEventType,
} from '../../domain/consultations/model';
import type { CallBackReceipt, CallBackRequest } from '../../domain/consultations/call-back';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeConsultationService } from './service';

/** The consultation port on the in-memory fake backend. */
export class FakeConsultationApi implements ConsultationApi {
  private readonly service: FakeConsultationService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeConsultationService(backend);
  }

  searchDoctors(filters: DoctorFilters): ApiResult<Doctor[]> {
    return this.backend.call(() => this.service.doctors.searchDoctors(filters));
  }

  doctor(id: string): ApiResult<DoctorBio> {
    return this.backend.call(() => this.service.doctors.doctor(id));
  }

  therapistSessions(doctorId: string): ApiResult<TherapyPlan[]> {
    return this.backend.call(() => this.service.doctors.therapistSessions(doctorId));
  }

  nextSlot(): ApiResult<NextSlot> {
    return this.backend.call(() => this.service.slots.nextSlot(this.token()));
  }

  generalSlots(date: string): ApiResult<{ doctor: Doctor; slot: Slot }[]> {
    return this.backend.call(() => this.service.slots.generalSlots(this.token(), date));
  }

  specialistSlots(doctorId: string, date: string): ApiResult<Slot[]> {
    return this.backend.call(() => this.service.slots.specialistSlots(this.token(), doctorId, date));
  }

  slotDates(doctorId: string | null, from: string, days: number): ApiResult<{ date: string; freeSlots: number }[]> {
    return this.backend.call(() => this.service.slots.slotDates(this.token(), doctorId, from, days));
  }

  // Reads of appointments may move them on in time (missed, completed), so they are saved like writes.

  preBooking(request: BookingRequest): ApiResult<BookingQuote> {
    return this.backend.call(() => this.service.bookings.preBooking(this.token(), request), { mutates: true });
  }

  createAppointment(request: CreateAppointmentRequest): ApiResult<Appointment> {
    return this.backend.call(() => this.service.bookings.createAppointment(this.token(), request), { mutates: true });
  }

  appointments(): ApiResult<Appointment[]> {
    return this.backend.call(() => this.service.appointments.appointments(this.token()), { mutates: true });
  }

  appointment(id: string): ApiResult<Appointment> {
    return this.backend.call(() => this.service.appointments.appointment(this.token(), id), { mutates: true });
  }

  cancelAppointment(id: string, reason: string): ApiResult<Appointment> {
    return this.backend.call(() => this.service.appointments.cancel(this.token(), id, reason), { mutates: true });
  }

  rescheduleAppointment(id: string, slotId: string): ApiResult<Appointment> {
    return this.backend.call(() => this.service.appointments.reschedule(this.token(), id, slotId), { mutates: true });
  }

  invoice(appointmentId: string): ApiResult<ConsultationInvoice> {
    return this.backend.call(() => this.service.appointments.invoice(this.token(), appointmentId));
  }

  meeting(meetCode: string): ApiResult<Meeting> {
    return this.backend.call(() => this.service.calls.meeting(this.token(), meetCode), { mutates: true });
  }

  requestCallBack(request: CallBackRequest): ApiResult<CallBackReceipt> {
    return this.backend.call(() => this.service.doctors.requestCallBack(this.token(), request), { mutates: true });
  }

  captureVideoEvent(meetCode: string, event: VideoEventType, detail?: string): ApiResult<null> {
    return this.backend.call(() => this.service.calls.captureVideoEvent(this.token(), meetCode, event, detail ?? null), { mutates: true });
  }
}
