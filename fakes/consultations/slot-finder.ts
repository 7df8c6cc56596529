import { Ok, type Result } from 'ts-results-es';
import type { Doctor, NextSlot, Slot } from '../../domain/consultations/model';
import { addDays, istDate } from '../../domain/consultations/slots';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { DoctorCalendar } from './calendar';
import { FAKE_DOCTORS, fakeDoctor } from './doctors';
import { CONSULTATION_ERRORS, ISO_DATE, MAX_SLOT_DAYS, notFound, rejected } from './errors';

/** Free slots: the next one with a general physician, a day's slots, and how many are free each day. */
export class FakeSlotFinder {
  constructor(
    private readonly backend: FakeBackend,
    private readonly calendar: DoctorCalendar,
  ) {}

  nextSlot(token: string | null): Result<NextSlot, ApiError> {
    const userId = this.calendar.optionalUser(token);
    const today = istDate(new Date(this.backend.now()));
    for (let day = 0; day < MAX_SLOT_DAYS; day += 1) {
      const date = addDays(today, day);
      const free = FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN')
        .flatMap((doctor) => this.calendar.slotsOf(doctor, date, userId).map((slot) => ({ doctor, slot })))
        .filter(({ slot }) => slot.available)
        .sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt) || b.doctor.rating - a.doctor.rating);
      const first = free[0];
      if (first) return Ok({ doctor: this.calendar.toDoctor(first.doctor, userId), slot: first.slot });
    }
    return notFound();
  }

  generalSlots(token: string | null, date: string): Result<{ doctor: Doctor; slot: Slot }[], ApiError> {
    if (!ISO_DATE.test(date)) return rejected(CONSULTATION_ERRORS.badDate);
    const userId = this.calendar.optionalUser(token);
    return Ok(
      FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN')
        .flatMap((doctor) => this.calendar.slotsOf(doctor, date, userId).map((slot) => ({ doctor: this.calendar.toDoctor(doctor, userId), slot })))
        .sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt)),
    );
  }

  specialistSlots(token: string | null, doctorId: string, date: string): Result<Slot[], ApiError> {
    if (!ISO_DATE.test(date)) return rejected(CONSULTATION_ERRORS.badDate);
    const doctor = fakeDoctor(doctorId);
    if (!doctor) return notFound();
    return Ok(this.calendar.slotsOf(doctor, date, this.calendar.optionalUser(token)));
  }

  slotDates(token: string | null, doctorId: string | null, from: string, days: number): Result<{ date: string; freeSlots: number }[], ApiError> {
    if (!ISO_DATE.test(from)) return rejected(CONSULTATION_ERRORS.badDate);
    if (!Number.isInteger(days) || days < 1 || days > MAX_SLOT_DAYS) return rejected(`days must be a whole number from 1 to ${MAX_SLOT_DAYS}`);
    const doctors = doctorId === null ? FAKE_DOCTORS.filter((d) => d.speciality === 'GENERAL_PHYSICIAN') : [fakeDoctor(doctorId)];
    if (doctors.some((d) => d === undefined)) return notFound();
    const userId = this.calendar.optionalUser(token);
    return Ok(
      Array.from({ length: days }, (_, i) => addDays(from, i)).map((date) => ({
        date,
        freeSlots: doctors.reduce((sum, doctor) => sum + (doctor ? this.calendar.slotsOf(doctor, date, userId).filter((s) => s.available).length : 0), 0),
      })),
    );
  }
}
