import type { RecordKind } from '../records/model';

/**
 * Consultations: doctors, their slots, and the appointments patients book with them
 * (spec §2 /book, /patient/consultations, /consult; §7 Consultation).
 */

export const SPECIALITIES = [
  'GENERAL_PHYSICIAN',
  'PAEDIATRICS',
  'DERMATOLOGY',
  'GYNAECOLOGY',
  'CARDIOLOGY',
  'PSYCHIATRY',
  'PSYCHOLOGY',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const SPECIALITY_LABELS: Record<Speciality, string> = {
  GENERAL_PHYSICIAN: 'General physician',
  PAEDIATRICS: 'Paediatrics',
  DERMATOLOGY: 'Dermatology',
  GYNAECOLOGY: 'Gynaecology',
  CARDIOLOGY: 'Cardiology',
  PSYCHIATRY: 'Psychiatry',
  PSYCHOLOGY: 'Psychology',
};

export const CONSULTATION_LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada'] as const;
export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number];

export type DoctorGender = 'MALE' | 'FEMALE';

export interface Doctor {
  id: string;
  name: string;
  speciality: Speciality;
  gender: DoctorGender;
  languages: ConsultationLanguage[];
  experienceYears: number;
  feePaise: number;
  /** 'MBBS', 'MD (Dermatology)', … */
  qualifications: string[];
  /** State medical council registration, e.g. 'KMC 84213'. */
  registrationNumber: string;
  /** 0 to 5, one decimal. */
  rating: number;
  ratingCount: number;
  /** Whether a slot is still free today (IST). */
  availableToday: boolean;
}

export interface DoctorReview {
  author: string;
  rating: number;
  text: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** /book/doctorBio: the doctor with what a patient reads before choosing. */
export interface DoctorBio extends Doctor {
  about: string;
  reviews: DoctorReview[];
}

/**
 * A bookable time of one doctor. `date` and `time` are the clinic's wall clock (IST) as the
 * server sends them, so every patient sees the doctor's time whatever their device's zone;
 * `startsAt` is the same instant for rules that compare with the clock.
 */
export interface Slot {
  id: string;
  doctorId: string;
  /** 'YYYY-MM-DD' (IST) */
  date: string;
  /** 'HH:mm' 24-hour (IST) */
  time: string;
  /** ISO date-time */
  startsAt: string;
  durationMinutes: number;
  /** False once booked by anyone. */
  available: boolean;
}

/** GET /appointment/nextSlot: the earliest free family-physician slot. */
export interface NextSlot {
  doctor: Doctor;
  slot: Slot;
}

/**
 * Appointment statuses (the spec does not show them; docs/decisions.md "Consultations"):
 * BOOKED paid or covered, slot ahead; IN_CALL the call has started; COMPLETED the doctor ended
 * the call; MISSED nobody joined by the end of the slot; CANCELLED by the patient.
 */
export const APPOINTMENT_STATUSES = ['BOOKED', 'IN_CALL', 'COMPLETED', 'MISSED', 'CANCELLED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who the consultation is for: the patient, or one of their family members. */
export type ForWhom = { kind: 'self' } | { kind: 'family-member'; familyMemberId: string };

export interface PrescribedMedicine {
  name: string;
  dosage: string;
  /** '1-0-1 after food', as Indian prescriptions write it. */
  frequency: string;
  durationDays: number;
}

/**
 * A health record the patient showed the doctor when booking: what the doctor's view of the
 * appointment lists, as it was when shared.
 */
export interface SharedRecord {
  /** The record's id in the patient's health records. */
  id: string;
  kind: RecordKind;
  title: string;
  /** 'YYYY-MM-DD': the day of the report or prescription. */
  date: string;
  /** The lab or doctor; '' when the patient did not say. */
  source: string;
}

export interface ConsultationPrescription {
  id: string;
  /** ISO date-time */
  issuedAt: string;
  diagnosis: string;
  medicines: PrescribedMedicine[];
  advice: string[];
  followUpInDays: number | null;
}

export interface Appointment {
  id: string;
  doctor: Doctor;
  /** The person seen: the patient's own name or the family member's. */
  patientName: string;
  /** null when the patient booked for themself. */
  familyMemberId: string | null;
  slot: Slot;
  status: AppointmentStatus;
  symptoms: string[];
  reason: string;
  feePaise: number;
  /** What the patient paid (0 when the subscription covered it). */
  paidPaise: number;
  coveredBySubscription: boolean;
  /** The video meeting's code, for /consult/video-consult?meetCode=… */
  meetCode: string;
  rescheduleCount: number;
  cancelReason: string | null;
  refundPaise: number | null;
  /** The doctor's notes after the call. */
  notes: string | null;
  prescription: ConsultationPrescription | null;
  /** The records the patient shared with the doctor for this consultation. */
  sharedRecords: SharedRecord[];
  /** ISO date-time */
  bookedAt: string;
}

/** POST preBookingDisplay: the booking as it will be made, what it costs and what pays for it. */
export interface BookingQuote {
  doctor: Doctor;
  slot: Slot;
  /** The patient's own name or the family member's. */
  patientName: string;
  feePaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  /** Why the coupon asked for did not apply. */
  couponReason: string | null;
  /** What the patient's subscription pays. */
  coveredPaise: number;
  payablePaise: number;
  /** The payment order to pay; null when nothing is payable. */
  paymentOrderId: string | null;
  /** A line on what the subscription covers, e.g. 'Care Plus covers 3 more consultations'. */
  subscriptionNote: string | null;
}

export interface BookingRequest {
  doctorId: string;
  slotId: string;
  forWhom: ForWhom;
  couponCode: string | null;
  /** A therapist's session plan being bought (single session or a package); absent otherwise. */
  planId?: string | null;
}

/** therapist sessions: what a therapist offers, one session or a package paid at once. */
export interface TherapyPlan {
  id: string;
  label: string;
  sessions: number;
  pricePaise: number;
}

/** Mental wellness: the specialities whose doctors are offered as therapists. */
export const THERAPY_SPECIALITIES: readonly Speciality[] = ['PSYCHOLOGY', 'PSYCHIATRY'];

export interface CreateAppointmentRequest extends BookingRequest {
  symptoms: string[];
  reason: string;
  /** Ids of the person's own health records to show the doctor; the server refuses anyone else's. */
  sharedRecordIds: string[];
  /** The paid payment, or null when the quote asked for nothing. */
  payment: { paymentOrderId: string; paymentId: string; signature: string } | null;
}

export interface InvoiceLine {
  label: string;
  amountPaise: number;
}

/** GET invoiceInfo: a consultation's tax invoice. */
export interface ConsultationInvoice {
  invoiceNumber: string;
  /** ISO date-time */
  issuedAt: string;
  appointmentId: string;
  patientName: string;
  doctorName: string;
  speciality: Speciality;
  /** The service fee before tax, the discounts, then CGST and SGST, each as a line. */
  lines: InvoiceLine[];
  totalPaise: number;
  gstin: string;
  /** SAC code of the service. */
  sacCode: string;
}

export interface DoctorFilters {
  text: string;
  speciality: Speciality | null;
  language: ConsultationLanguage | null;
  minExperienceYears: number | null;
  maxFeePaise: number | null;
  gender: DoctorGender | null;
  availableToday: boolean;
}

export const NO_DOCTOR_FILTERS: DoctorFilters = {
  text: '',
  speciality: null,
  language: null,
  minExperienceYears: null,
  maxFeePaise: null,
  gender: null,
  availableToday: false,
};

/** Video events the backend captures (spec §7 "video-event capture"). */
export const VIDEO_EVENTS = [
  'DEVICE_CHECK_PASSED',
  'DEVICE_CHECK_FAILED',
  'PATIENT_JOINED',
  'DOCTOR_JOINED',
  'MUTED',
  'UNMUTED',
  'CAMERA_OFF',
  'CAMERA_ON',
  'DEVICE_SWITCHED',
  'PATIENT_LEFT',
  'CALL_ENDED',
] as const;
export type VideoEventType = (typeof VIDEO_EVENTS)[number];

/** GET the meeting of a code: which appointment it is and whether the doctor is in. */
export interface Meeting {
  meetCode: string;
  appointmentId: string;
  doctorName: string;
  patientName: string;
  status: AppointmentStatus;
  /** Where the meeting service hosts the room (docs/api.md "Video consultation"). */
  room: { domain: string; roomName: string; jwt: string | null };
}
