import * as v from 'valibot';
import {
  APPOINTMENT_STATUSES,
  CONSULTATION_LANGUAGES,
  SPECIALITIES,
  type Appointment,
  type BookingQuote,
  type BookingRequest,
  type ConsultationInvoice,
  type Doctor,
  type DoctorBio,
  type Meeting,
  type Slot,
  type TherapyPlan,
} from '../../domain/consultations/model';
import { RECORD_KINDS } from '../../domain/records/model';
import { nullableString } from './schemas';

// The consultation calls' wire shapes (docs/api.md, "Consultations"), each parsed into the domain's values; the adapter in consultation-api.ts only calls.

/** Rupees with paise as decimals on the wire; integer paise in the domain. */
const Paise = v.pipe(
  v.number(),
  v.finite(),
  v.transform((rupees) => Math.round(rupees * 100)),
);
const Id = v.pipe(v.string(), v.minLength(1));
const IsoDate = v.pipe(v.string(), v.isoDate());
const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const Instant = v.pipe(v.string(), v.isoTimestamp());

const DoctorWire = v.object({
  id: Id,
  name: v.pipe(v.string(), v.minLength(1)),
  speciality: v.picklist(SPECIALITIES),
  gender: v.picklist(['MALE', 'FEMALE']),
  // A language the app does not know yet is dropped rather than refusing the doctor.
  languages: v.pipe(
    v.array(v.string()),
    v.transform((list) => list.filter((language): language is (typeof CONSULTATION_LANGUAGES)[number] => (CONSULTATION_LANGUAGES as readonly string[]).includes(language))),
  ),
  experience: v.pipe(v.number(), v.integer(), v.minValue(0)),
  fee: v.pipe(Paise, v.minValue(0)),
  qualifications: v.array(v.string()),
  registrationNumber: v.string(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  ratingCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  availableToday: v.boolean(),
});

function toDoctor(wire: v.InferOutput<typeof DoctorWire>): Doctor {
  return {
    id: wire.id,
    name: wire.name,
    speciality: wire.speciality,
    gender: wire.gender,
    languages: wire.languages,
    experienceYears: wire.experience,
    feePaise: wire.fee,
    qualifications: wire.qualifications,
    registrationNumber: wire.registrationNumber,
    rating: wire.rating,
    ratingCount: wire.ratingCount,
    availableToday: wire.availableToday,
  };
}

export const DoctorSchema = v.pipe(DoctorWire, v.transform(toDoctor));

export const DoctorBioSchema = v.pipe(
  v.object({
    ...DoctorWire.entries,
    about: v.optional(v.string(), ''),
    reviews: v.optional(v.array(v.object({ author: v.string(), rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)), text: v.string(), date: IsoDate })), []),
  }),
  v.transform((wire): DoctorBio => ({ ...toDoctor(wire), about: wire.about, reviews: wire.reviews })),
);

export const SlotSchema = v.pipe(
  v.object({ id: Id, doctorId: Id, date: IsoDate, startTime: Time, startsAt: Instant, duration: v.pipe(v.number(), v.integer(), v.minValue(1)), isAvailable: v.boolean() }),
  v.transform((wire): Slot => ({ id: wire.id, doctorId: wire.doctorId, date: wire.date, time: wire.startTime, startsAt: wire.startsAt, durationMinutes: wire.duration, available: wire.isAvailable })),
);

export const DoctorSlotSchema = v.object({ doctor: DoctorSchema, slot: SlotSchema });

export const QuoteSchema = v.pipe(
  v.object({
    doctor: DoctorSchema,
    slot: SlotSchema,
    patientName: v.string(),
    fee: Paise,
    couponCode: nullableString,
    couponDiscount: v.optional(Paise, 0),
    couponReason: nullableString,
    subscriptionCover: v.optional(Paise, 0),
    payable: v.pipe(Paise, v.minValue(0)),
    paymentOrderId: nullableString,
    subscriptionNote: nullableString,
  }),
  v.transform(
    (wire): BookingQuote => ({
      doctor: wire.doctor,
      slot: wire.slot,
      patientName: wire.patientName,
      feePaise: wire.fee,
      couponCode: wire.couponCode || null,
      couponDiscountPaise: wire.couponDiscount,
      couponReason: wire.couponReason || null,
      coveredPaise: wire.subscriptionCover,
      payablePaise: wire.payable,
      paymentOrderId: wire.paymentOrderId || null,
      subscriptionNote: wire.subscriptionNote || null,
    }),
  ),
);

const PrescriptionSchema = v.object({
  id: Id,
  issuedAt: Instant,
  diagnosis: v.string(),
  medicines: v.array(v.object({ name: v.string(), dosage: v.string(), frequency: v.string(), durationDays: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  advice: v.array(v.string()),
  followUpInDays: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const SharedRecordSchema = v.object({
  id: Id,
  kind: v.picklist(RECORD_KINDS),
  title: v.string(),
  date: IsoDate,
  source: v.string(),
});

export const AppointmentSchema = v.pipe(
  v.object({
    id: Id,
    doctor: DoctorSchema,
    patientName: v.string(),
    familyMemberId: nullableString,
    slot: SlotSchema,
    status: v.picklist(APPOINTMENT_STATUSES),
    symptoms: v.array(v.string()),
    reason: v.string(),
    fee: Paise,
    paidAmount: Paise,
    coveredBySubscription: v.boolean(),
    meetCode: Id,
    rescheduleCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    cancelReason: nullableString,
    refundAmount: v.optional(v.nullable(Paise), null),
    notes: nullableString,
    prescription: v.optional(v.nullable(PrescriptionSchema), null),
    // A server that keeps no shared records yet answers without the field.
    sharedRecords: v.optional(v.array(SharedRecordSchema), []),
    bookedAt: Instant,
  }),
  v.transform(
    (wire): Appointment => ({
      id: wire.id,
      doctor: wire.doctor,
      patientName: wire.patientName,
      familyMemberId: wire.familyMemberId || null,
      slot: wire.slot,
      status: wire.status,
      symptoms: wire.symptoms,
      reason: wire.reason,
      feePaise: wire.fee,
      paidPaise: wire.paidAmount,
      coveredBySubscription: wire.coveredBySubscription,
      meetCode: wire.meetCode,
      rescheduleCount: wire.rescheduleCount,
      cancelReason: wire.cancelReason || null,
      refundPaise: wire.refundAmount,
      notes: wire.notes || null,
      prescription: wire.prescription,
      sharedRecords: wire.sharedRecords,
      bookedAt: wire.bookedAt,
    }),
  ),
);

export const InvoiceSchema = v.pipe(
  v.object({
    invoiceNumber: Id,
    issuedAt: Instant,
    appointmentId: Id,
    patientName: v.string(),
    doctorName: v.string(),
    speciality: v.picklist(SPECIALITIES),
    lines: v.array(v.object({ label: v.string(), amount: Paise })),
    total: Paise,
    gstin: v.string(),
    sacCode: v.string(),
  }),
  v.transform(
    (wire): ConsultationInvoice => ({
      invoiceNumber: wire.invoiceNumber,
      issuedAt: wire.issuedAt,
      appointmentId: wire.appointmentId,
      patientName: wire.patientName,
      doctorName: wire.doctorName,
      speciality: wire.speciality,
      lines: wire.lines.map((line) => ({ label: line.label, amountPaise: line.amount })),
      totalPaise: wire.total,
      gstin: wire.gstin,
      sacCode: wire.sacCode,
    }),
  ),
);

export const MeetingSchema = v.object({
  meetCode: Id,
  appointmentId: Id,
  doctorName: v.string(),
  patientName: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  room: v.object({ domain: Id, roomName: Id, jwt: nullableString }),
}) satisfies v.GenericSchema<unknown, Meeting>;

export const TherapyPlanSchema = v.pipe(
  v.object({ id: Id, label: v.string(), sessions: v.pipe(v.number(), v.integer(), v.minValue(1)), price: v.pipe(Paise, v.minValue(0)) }),
  v.transform((wire): TherapyPlan => ({ id: wire.id, label: wire.label, sessions: wire.sessions, pricePaise: wire.price })),
);

export const CallBackReceiptSchema = v.object({ reference: Id, callWithinMinutes: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))) });

export const SlotDatesSchema = v.array(v.object({ date: IsoDate, freeSlots: v.pipe(v.number(), v.integer(), v.minValue(0)) }));

export function bookingBody(request: BookingRequest) {
  return {
    doctorId: request.doctorId,
    slotId: request.slotId,
    familyMemberId: request.forWhom.kind === 'family-member' ? request.forWhom.familyMemberId : null,
    couponCode: request.couponCode,
    planId: request.planId ?? null,
  };
}
