import type { CallBackRequest } from '../../domain/consultations/call-back';
import type { AppointmentStatus, ConsultationPrescription, SharedRecord, VideoEventType } from '../../domain/consultations/model';
import type { FakeBackend } from '../backend';

/** One appointment in the fake store, of any patient: slots are shared, so the list is global. */
export interface FakeAppointment {
  id: string;
  userId: string;
  doctorId: string;
  slotId: string;
  familyMemberId: string | null;
  patientName: string;
  status: AppointmentStatus;
  symptoms: string[];
  reason: string;
  feePaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  coveredPaise: number;
  /** The care subscription that paid `coveredPaise`, which counts it as used; absent or null for anything else. */
  subscriptionId?: string | null;
  paidPaise: number;
  paymentOrderId: string | null;
  /** The therapy plan this booking bought, if any (its package's other sessions follow from it). */
  planId: string | null;
  meetCode: string;
  rescheduleCount: number;
  cancelReason: string | null;
  refundPaise: number | null;
  notes: string | null;
  prescription: ConsultationPrescription | null;
  /** The records the patient shared with the doctor, as they were then; absent in a store kept before sharing existed. */
  sharedRecords?: SharedRecord[];
  /** Epoch ms on the backend's clock. */
  bookedAt: number;
  /** When the simulated (or real) doctor joined the call, epoch ms; null until then. */
  doctorJoinedAt: number | null;
}

/** A payment order made by preBookingDisplay, waiting for appointment-create. */
export interface FakeConsultationPayment {
  userId: string;
  slotId: string;
  amountPaise: number;
  /** The appointment it paid for, once created: the same payment never books twice. */
  appointmentId: string | null;
}

/** A therapy package bought with its first session: the sessions still to book, already paid. */
export interface FakeTherapyPackage {
  userId: string;
  doctorId: string;
  planId: string;
  remaining: number;
}

export interface FakeConsultations {
  appointments: FakeAppointment[];
  packages: FakeTherapyPackage[];
  /** Slot id -> the patient holding it while they pay, until when (epoch ms). */
  holds: Record<string, { userId: string; until: number }>;
  payments: Record<string, FakeConsultationPayment>;
  /** Users whose demo appointments have been laid out (on their first consultation call). */
  seededUsers: string[];
  /** Call-back requests of the call-back and quick-consult forms, for the care team. */
  callBacks: { reference: string; request: CallBackRequest; userId: string | null; at: number }[];
  /** The latest video events, newest last (kept short: a demo does not need the history). */
  videoEvents: { meetCode: string; event: VideoEventType; detail: string | null; at: number }[];
}

export function emptyConsultations(): FakeConsultations {
  return { appointments: [], packages: [], holds: {}, payments: {}, seededUsers: [], callBacks: [], videoEvents: [] };
}

/** The consultations store, made on first use. */
export function consultationsStore(backend: FakeBackend): FakeConsultations {
  backend.state.consultations ??= emptyConsultations();
  return backend.state.consultations;
}
