import type { DoctorFilters } from './model';

/**
 * Where the session keeps what consultation pages read. Everything under `slots` is out of
 * date once an appointment is booked, moved or cancelled (a slot taken or freed), everything
 * under `appointments` once one changes.
 */
export const CONSULTATION_QUERIES = {
  appointments: ['consultations', 'appointments'],
  appointmentList: ['consultations', 'appointments', 'list'],
  appointment: (id: string) => ['consultations', 'appointments', 'one', id],
  invoice: (appointmentId: string) => ['consultations', 'invoices', appointmentId],
  doctors: (filters: DoctorFilters) => ['consultations', 'doctors', 'search', JSON.stringify(filters)],
  therapists: ['consultations', 'doctors', 'therapists'],
  doctor: (id: string) => ['consultations', 'doctors', 'one', id],
  therapistSessions: (doctorId: string) => ['consultations', 'therapist-sessions', doctorId],
  slots: ['consultations', 'slots'],
  nextSlot: ['consultations', 'slots', 'next'],
  doctorSlots: (doctorId: string, date: string) => ['consultations', 'slots', 'doctor', doctorId, date],
  /** Every day's slots of one doctor. */
  doctorDays: (doctorId: string) => ['consultations', 'slots', 'doctor', doctorId],
  generalSlots: (date: string) => ['consultations', 'slots', 'general', date],
} as const;
