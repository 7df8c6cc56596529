import type { Doctor, Slot } from '../../domain/consultations/model';
import { istDate, istInstant } from '../../domain/consultations/slots';
import type { FakeBackend } from '../backend';
import { fakeDoctor, type FakeDoctor } from './doctors';
import { hash, MINUTE, SLOT_MINUTES } from './errors';
import { consultationsStore, type FakeConsultations } from './state';

const SLOT_ID = /^(dr\d{3})t(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
/** Slots starting within this long are never among those other patients booked. */
const OPEN_AHEAD_MS = 60 * MINUTE;

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function slotId(doctorId: string, date: string, time: string): string {
  return `${doctorId}t${date.replace(/-/g, '')}${time.replace(':', '')}`;
}

/** The slot a slot id names, if the doctor consults then. */
export function parseSlotId(id: string): { doctor: FakeDoctor; date: string; time: string } | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const doctor = fakeDoctor(match[1] ?? '');
  const date = `${match[2]}-${match[3]}-${match[4]}`;
  const time = `${match[5]}:${match[6]}`;
  if (!doctor || !scheduleOf(doctor, date).includes(time)) return null;
  return { doctor, date, time };
}

/** The doctor's slot times on a date (IST): every 15 minutes of their sessions on their days. */
export function scheduleOf(doctor: FakeDoctor, date: string): string[] {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  if (Number.isNaN(weekday) || !doctor.days.includes(weekday)) return [];
  const times: string[] = [];
  for (const session of doctor.sessions) {
    for (let m = minutesOf(session.from); m + SLOT_MINUTES <= minutesOf(session.to); m += SLOT_MINUTES) times.push(hhmm(m));
  }
  return times;
}

/**
 * The fake backend's consultation area: doctors, slot calendars that fill as bookings are made
 * (and with about one slot in five already taken by other patients), bookings with holds,
 * payments, cancel and reschedule by the domain's own rules, and the simulated doctor's side

/** The doctors' slot calendars: which slots are free for whom, and a doctor as a patient sees them. */
export class DoctorCalendar {
  constructor(private readonly backend: FakeBackend) {}

  private get store(): FakeConsultations {
    return consultationsStore(this.backend);
  }

  isFree(id: string, userId: string | null): boolean {
    if (this.takenByOthers(id)) return false;
    if (this.store.appointments.some((a) => a.slotId === id && a.status !== 'CANCELLED')) return false;
    const hold = this.store.holds[id];
    return !hold || hold.until <= this.backend.now() || hold.userId === userId;
  }

  /**
   * About one slot in five is booked by other patients, the same ones every run; none within the
   * next hour, so a demo always finds a slot minutes away to book and join.
   */
  private takenByOthers(id: string): boolean {
    const slot = parseSlotId(id);
    if (!slot || istInstant(slot.date, slot.time).getTime() - this.backend.now() < OPEN_AHEAD_MS) return false;
    return hash(id) % 5 === 0;
  }

  slotsOf(doctor: FakeDoctor, date: string, userId: string | null): Slot[] {
    return scheduleOf(doctor, date)
      .map((time) => this.slot(doctor.id, date, time, userId))
      .filter((slot) => Date.parse(slot.startsAt) > this.backend.now());
  }

  /** Whether a slot still to come on `date` is free; stops at the first (every doctor card asks). */
  hasFreeSlot(doctor: FakeDoctor, date: string, userId: string | null): boolean {
    return scheduleOf(doctor, date).some((time) => istInstant(date, time).getTime() > this.backend.now() && this.isFree(slotId(doctor.id, date, time), userId));
  }

  slot(doctorId: string, date: string, time: string, userId: string | null): Slot {
    const id = slotId(doctorId, date, time);
    return { id, doctorId, date, time, startsAt: istInstant(date, time).toISOString(), durationMinutes: SLOT_MINUTES, available: this.isFree(id, userId) };
  }

  toDoctor(doctor: FakeDoctor, userId: string | null): Doctor {
    const today = istDate(new Date(this.backend.now()));
    return {
      id: doctor.id,
      name: doctor.name,
      speciality: doctor.speciality,
      gender: doctor.gender,
      languages: [...doctor.languages],
      experienceYears: doctor.experienceYears,
      feePaise: doctor.feeRupees * 100,
      qualifications: [...doctor.qualifications],
      registrationNumber: doctor.registrationNumber,
      rating: doctor.rating,
      ratingCount: doctor.ratingCount,
      availableToday: this.hasFreeSlot(doctor, today, userId),
    };
  }

  optionalUser(token: string | null): string | null {
    return token ? (this.backend.state.tokens[token] ?? null) : null;
  }
}
