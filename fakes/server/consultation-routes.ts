import { Err, Ok, type Result } from 'ts-results-es';
import { filtersFromQuery } from '../../domain/consultations/doctor-search';
import type { CallBackRequest } from '../../domain/consultations/call-back';
import type { BookingRequest, ForWhom } from '../../domain/consultations/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeConsultationService } from '../consultations/service';
import type { RequestContext, Route } from './app';
import { appointmentWire, doctorBioWire, doctorWire, invoiceWire, meetingWire, quoteWire, slotWire, therapyPlanWire } from './consultation-wire';
import { str, strings } from './request-fields';

function forWhom(value: unknown): ForWhom {
  return typeof value === 'string' && value.trim() !== '' ? { kind: 'family-member', familyMemberId: value } : { kind: 'self' };
}

function bookingOf(body: Record<string, unknown>): BookingRequest {
  return {
    doctorId: str(body.doctorId),
    slotId: str(body.slotId),
    forWhom: forWhom(body.familyMemberId),
    couponCode: typeof body.couponCode === 'string' && body.couponCode.trim() !== '' ? body.couponCode : null,
    planId: typeof body.planId === 'string' && body.planId !== '' ? body.planId : null,
  };
}

/** The payment of appointment-create in Razorpay's names, or null when nothing was payable. */
function paymentOf(value: unknown): Result<{ paymentOrderId: string; paymentId: string; signature: string } | null, ApiError> {
  if (value === null || value === undefined) return Ok(null);
  const payment = value as Record<string, unknown>;
  const fields = { paymentOrderId: str(payment.razorpayOrderId), paymentId: str(payment.razorpayPaymentId), signature: str(payment.razorpaySignature) };
  if (Object.values(fields).some((field) => field === '')) return Err({ kind: 'rejected', message: 'payment needs razorpayOrderId, razorpayPaymentId and razorpaySignature' });
  return Ok(fields);
}

/**
 * The consultation area of docs/api.md over the fake store ("Consultations"). Registered by
 * createFakeApi (fakes/server/app.ts).
 */
export function consultationRoutes(backend: FakeBackend): Route[] {
  const consultations = new FakeConsultationService(backend);
  const route = (method: string, path: RegExp, mutates: boolean, handle: (context: RequestContext) => Result<unknown, ApiError>): Route => ({ method, path, mutates, handle });
  const daysParam = (query: URLSearchParams): number => {
    const raw = query.get('days');
    return raw === null || raw.trim() === '' ? 7 : Number(raw);
  };

  return [
    route('GET', /^\/appointment\/doctors$/, false, (c) => consultations.doctors.searchDoctors(filtersFromQuery(c.query)).map((list) => list.map(doctorWire))),
    route('GET', /^\/appointment\/doctor\/([^/]+)$/, false, (c) => consultations.doctors.doctor(c.params[0] ?? '').map(doctorBioWire)),
    route('GET', /^\/appointment\/therapist\/([^/]+)\/sessions$/, false, (c) => consultations.doctors.therapistSessions(c.params[0] ?? '').map((plans) => plans.map(therapyPlanWire))),
    route('GET', /^\/appointment\/nextSlot$/, false, (c) => consultations.slots.nextSlot(c.token).map((next) => ({ doctor: doctorWire(next.doctor), slot: slotWire(next.slot) }))),
    route('GET', /^\/appointment\/slots\/general$/, false, (c) =>
      consultations.slots.generalSlots(c.token, c.query.get('date') ?? '').map((list) => list.map((item) => ({ doctor: doctorWire(item.doctor), slot: slotWire(item.slot) }))),
    ),
    route('GET', /^\/appointment\/slots\/specialist$/, false, (c) =>
      consultations.slots.specialistSlots(c.token, c.query.get('doctorId') ?? '', c.query.get('date') ?? '').map((list) => list.map(slotWire)),
    ),
    route('GET', /^\/appointment\/slots\/dates$/, false, (c) => {
      const doctorId = c.query.get('doctorId');
      return consultations.slots.slotDates(c.token, doctorId === null || doctorId === '' ? null : doctorId, c.query.get('from') ?? '', daysParam(c.query));
    }),
    route('POST', /^\/appointment\/preBookingDisplay$/, true, (c) => consultations.bookings.preBooking(c.token, bookingOf(c.body)).map(quoteWire)),
    route('POST', /^\/appointment\/appointment-create$/, true, (c) =>
      paymentOf(c.body.payment).andThen((payment) =>
        consultations.bookings
          .createAppointment(c.token, { ...bookingOf(c.body), symptoms: strings(c.body.symptoms), reason: str(c.body.reason), sharedRecordIds: strings(c.body.sharedRecordIds), payment })
          .map(appointmentWire),
      ),
    ),
    route('GET', /^\/appointment\/appointments$/, true, (c) => consultations.appointments.appointments(c.token).map((list) => list.map(appointmentWire))),
    route('GET', /^\/appointment\/detail\/([^/]+)$/, true, (c) => consultations.appointments.appointment(c.token, c.params[0] ?? '').map(appointmentWire)),
    route('POST', /^\/appointment\/appointment-cancel$/, true, (c) => consultations.appointments.cancel(c.token, str(c.body.appointmentId), str(c.body.reason)).map(appointmentWire)),
    route('POST', /^\/appointment\/appointment-update$/, true, (c) => consultations.appointments.reschedule(c.token, str(c.body.appointmentId), str(c.body.slotId)).map(appointmentWire)),
    route('GET', /^\/appointment\/invoiceInfo$/, false, (c) => consultations.appointments.invoice(c.token, c.query.get('appointmentId') ?? '').map(invoiceWire)),
    route('GET', /^\/appointment\/meeting\/([^/]+)$/, true, (c) => consultations.calls.meeting(c.token, c.params[0] ?? '').map(meetingWire)),
    route('POST', /^\/appointment\/callback$/, true, (c) =>
      consultations.doctors.requestCallBack(c.token, {
        kind: str(c.body.kind) as CallBackRequest['kind'],
        name: str(c.body.name),
        mobileNumber: str(c.body.mobileNumber),
        speciality: typeof c.body.speciality === 'string' && c.body.speciality !== '' ? (c.body.speciality as CallBackRequest['speciality']) : null,
        preferredTime: str(c.body.preferredTime) as CallBackRequest['preferredTime'],
        concern: str(c.body.concern),
        ageYears: typeof c.body.ageYears === 'number' ? c.body.ageYears : null,
      }),
    ),
    route('POST', /^\/appointment\/video-event$/, true, (c) =>
      consultations.calls.captureVideoEvent(c.token, str(c.body.meetCode), str(c.body.event), typeof c.body.detail === 'string' ? c.body.detail : null),
    ),
  ];
}
