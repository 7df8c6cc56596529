import { Ok, type Result } from 'ts-results-es';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Doctor, DoctorBio, DoctorFilters, NextSlot, Slot, TherapyPlan } from './model';
import type { ConsultationApi } from './ports';
import { bookingDates, istDate, offerableSlots } from './slots';

/**
 * What the booking pages read: doctors, their bios and their slots. Slots pass through the
 * domain's rule on the way, so a slot the server still lists after it started is never offered.
 */
export class ConsultationCatalogue {
  constructor(
    private readonly api: ConsultationApi,
    private readonly clock: Clock,
    private readonly errors: ErrorPolicy,
  ) {}

  /** Today in India, 'YYYY-MM-DD'. */
  today(): string {
    return istDate(this.clock.now());
  }

  /** The dates the slot pickers offer, from today. */
  dates(): string[] {
    return bookingDates(this.clock.now());
  }

  searchDoctors(filters: DoctorFilters): Promise<Result<Doctor[], ApiError>> {
    return this.quietly(this.api.searchDoctors(filters));
  }

  doctor(id: string): Promise<Result<DoctorBio, ApiError>> {
    return this.quietly(this.api.doctor(id));
  }

  therapistSessions(doctorId: string): Promise<Result<TherapyPlan[], ApiError>> {
    return this.quietly(this.api.therapistSessions(doctorId));
  }

  async nextSlot(): Promise<Result<NextSlot, ApiError>> {
    return this.quietly(this.api.nextSlot());
  }

  /** A doctor's slots that can still be booked on a date (IST). */
  async slots(doctorId: string, date: string): Promise<Result<Slot[], ApiError>> {
    const slots = await this.quietly(this.api.specialistSlots(doctorId, date));
    return slots.isOk() ? Ok(offerableSlots(slots.value, this.clock.now())) : slots;
  }

  /** Every family physician's bookable slots on a date, earliest first, each with its doctor. */
  async generalSlots(date: string): Promise<Result<{ doctor: Doctor; slot: Slot }[], ApiError>> {
    const slots = await this.quietly(this.api.generalSlots(date));
    if (slots.isErr()) return slots;
    const offered = new Set(offerableSlots(slots.value.map((item) => item.slot), this.clock.now()).map((slot) => slot.id));
    return Ok(slots.value.filter((item) => offered.has(item.slot.id)).sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt)));
  }

  private async quietly<T>(call: Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> {
    const result = await call;
    if (result.isErr()) this.errors.handle(result.error, { quiet: true });
    return result;
  }
}
