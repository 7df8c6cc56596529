import { Ok } from 'ts-results-es';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { rankDoctors } from './doctor-search';
import { NO_DOCTOR_FILTERS, THERAPY_SPECIALITIES, type Doctor, type DoctorBio, type DoctorFilters, type NextSlot, type Slot, type TherapyPlan } from './model';
import type { ConsultationApi } from './ports';
import { CONSULTATION_QUERIES } from './queries';
import { bookingDates, istDate, offerableSlots } from './slots';
import { byCodeUnits } from '../shared/order';

/**
 * What the booking pages read: doctors, their bios and their slots. Slots pass through the
 * domain's rule on the way, so a slot the server still lists after it started is never offered.
 */
export class ConsultationCatalogue {
  constructor(
    private readonly api: ConsultationApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  /** Today in India, 'YYYY-MM-DD'. */
  today(): string {
    return istDate(this.clock.now());
  }

  /** The dates the slot pickers offer, from today. */
  dates(): string[] {
    return bookingDates(this.clock.now());
  }

  searchDoctors(filters: DoctorFilters): Query<Doctor[]> {
    return this.queries.query(CONSULTATION_QUERIES.doctors(filters), () => this.api.searchDoctors(filters));
  }

  /** Psychologists and psychiatrists, the best rated first (/mental-wellness). */
  therapists(): Query<Doctor[]> {
    return this.queries.query(CONSULTATION_QUERIES.therapists, async () => {
      const found = await this.api.searchDoctors(NO_DOCTOR_FILTERS);
      return found.map((doctors) => rankDoctors(doctors.filter((doctor) => THERAPY_SPECIALITIES.includes(doctor.speciality))));
    });
  }

  doctor(id: string): Query<DoctorBio> {
    return this.queries.query(CONSULTATION_QUERIES.doctor(id), () => this.api.doctor(id));
  }

  therapistSessions(doctorId: string): Query<TherapyPlan[]> {
    return this.queries.query(CONSULTATION_QUERIES.therapistSessions(doctorId), () => this.api.therapistSessions(doctorId));
  }

  nextSlot(): Query<NextSlot> {
    return this.queries.query(CONSULTATION_QUERIES.nextSlot, () => this.api.nextSlot());
  }

  /** A doctor's slots that can still be booked on a date (IST). */
  slots(doctorId: string, date: string): Query<Slot[]> {
    return this.queries.query(CONSULTATION_QUERIES.doctorSlots(doctorId, date), async () => {
      const slots = await this.api.specialistSlots(doctorId, date);
      return slots.isOk() ? Ok(offerableSlots(slots.value, this.clock.now())) : slots;
    });
  }

  /** Every family physician's bookable slots on a date, earliest first, each with its doctor. */
  generalSlots(date: string): Query<{ doctor: Doctor; slot: Slot }[]> {
    return this.queries.query(CONSULTATION_QUERIES.generalSlots(date), async () => {
      const slots = await this.api.generalSlots(date);
      if (slots.isErr()) return slots;
      const offered = new Set(offerableSlots(slots.value.map((item) => item.slot), this.clock.now()).map((slot) => slot.id));
      return Ok(slots.value.filter((item) => offered.has(item.slot.id)).sort((a, b) => byCodeUnits(a.slot.startsAt, b.slot.startsAt)));
    });
  }

}
