import * as v from 'valibot';
import type { CallBackReceipt, CallBackRequest } from '../../domain/consultations/call-back';
import { filtersToQuery } from '../../domain/consultations/doctor-search';
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
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { NothingSchema } from './schemas';
import {
  AppointmentSchema,
  bookingBody,
  CallBackReceiptSchema,
  DoctorBioSchema,
  DoctorSchema,
  DoctorSlotSchema,
  InvoiceSchema,
  MeetingSchema,
  QuoteSchema,
  SlotDatesSchema,
  SlotSchema,
  TherapyPlanSchema,
} from './consultation-wire';

/** The consultation area over HTTP (docs/api.md, "Consultations"). */
export class HttpConsultationApi implements ConsultationApi {
  constructor(private readonly http: HttpClient) {}

  searchDoctors(filters: DoctorFilters): ApiResult<Doctor[]> {
    return this.http.get('/appointment/doctors', { query: Object.fromEntries(filtersToQuery(filters)), data: v.array(DoctorSchema) });
  }

  doctor(id: string): ApiResult<DoctorBio> {
    return this.http.get(`/appointment/doctor/${encodeURIComponent(id)}`, { data: DoctorBioSchema });
  }

  therapistSessions(doctorId: string): ApiResult<TherapyPlan[]> {
    return this.http.get(`/appointment/therapist/${encodeURIComponent(doctorId)}/sessions`, { data: v.array(TherapyPlanSchema) });
  }

  nextSlot(): ApiResult<NextSlot> {
    return this.http.get('/appointment/nextSlot', { data: DoctorSlotSchema });
  }

  generalSlots(date: string): ApiResult<{ doctor: Doctor; slot: Slot }[]> {
    return this.http.get('/appointment/slots/general', { query: { date }, data: v.array(DoctorSlotSchema) });
  }

  specialistSlots(doctorId: string, date: string): ApiResult<Slot[]> {
    return this.http.get('/appointment/slots/specialist', { query: { doctorId, date }, data: v.array(SlotSchema) });
  }

  slotDates(doctorId: string | null, from: string, days: number): ApiResult<{ date: string; freeSlots: number }[]> {
    return this.http.get('/appointment/slots/dates', { query: { doctorId: doctorId ?? undefined, from, days }, data: SlotDatesSchema });
  }

  preBooking(request: BookingRequest): ApiResult<BookingQuote> {
    return this.http.post('/appointment/preBookingDisplay', { body: bookingBody(request), data: QuoteSchema });
  }

  createAppointment(request: CreateAppointmentRequest): ApiResult<Appointment> {
    const payment = request.payment
      ? { razorpayOrderId: request.payment.paymentOrderId, razorpayPaymentId: request.payment.paymentId, razorpaySignature: request.payment.signature }
      : null;
    return this.http.post('/appointment/appointment-create', {
      body: { ...bookingBody(request), symptoms: request.symptoms, reason: request.reason, sharedRecordIds: request.sharedRecordIds, payment },
      data: AppointmentSchema,
    });
  }

  appointments(): ApiResult<Appointment[]> {
    return this.http.get('/appointment/appointments', { data: v.array(AppointmentSchema) });
  }

  appointment(id: string): ApiResult<Appointment> {
    return this.http.get(`/appointment/detail/${encodeURIComponent(id)}`, { data: AppointmentSchema });
  }

  cancelAppointment(id: string, reason: string): ApiResult<Appointment> {
    return this.http.post('/appointment/appointment-cancel', { body: { appointmentId: id, reason }, data: AppointmentSchema });
  }

  rescheduleAppointment(id: string, slotId: string): ApiResult<Appointment> {
    return this.http.post('/appointment/appointment-update', { body: { appointmentId: id, slotId }, data: AppointmentSchema });
  }

  invoice(appointmentId: string): ApiResult<ConsultationInvoice> {
    return this.http.get('/appointment/invoiceInfo', { query: { appointmentId }, data: InvoiceSchema });
  }

  meeting(meetCode: string): ApiResult<Meeting> {
    return this.http.get(`/appointment/meeting/${encodeURIComponent(meetCode)}`, { data: MeetingSchema });
  }

  requestCallBack(request: CallBackRequest): ApiResult<CallBackReceipt> {
    return this.http.post('/appointment/callback', { body: request, data: CallBackReceiptSchema });
  }

  captureVideoEvent(meetCode: string, event: VideoEventType, detail?: string): ApiResult<null> {
    return this.http.post('/appointment/video-event', { body: { meetCode, event, detail: detail ?? null }, data: NothingSchema });
  }
}
