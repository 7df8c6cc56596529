import { istDate } from '../shared/calendar-date';
import { to12Hour } from '../shared/time';
import type { Slot } from './model';
import { byCodeUnits } from '../shared/order';

/** India has one zone and no daylight saving: IST is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export { istDate };

/** How many days ahead a patient may book (the date strip on the slot pickers). */
export const BOOKING_DAYS_AHEAD = 7;


/** The instant of an IST wall-clock date and time ('2026-11-22', '18:30'). */
export function istInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - IST_OFFSET_MS);
}

/**
 * The slots a patient may choose: free, not started yet (a slot in the past is never
 * offered, even if the server still lists it), earliest first.
 */
export function offerableSlots(slots: readonly Slot[], now: Date): Slot[] {
  return slots
    .filter((slot) => slot.available && Date.parse(slot.startsAt) > now.getTime())
    .sort((a, b) => byCodeUnits(a.startsAt, b.startsAt));
}

/** Whether the slot can still be booked at `now`. */
export function isOfferable(slot: Slot, now: Date): boolean {
  return offerableSlots([slot], now).length === 1;
}

/** The slot's time as patients read it: '6:30 PM' (spec §9 12-hour time). */
export function slotTimeLabel(slot: Pick<Slot, 'time'>): string {
  return to12Hour(slot.time);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates the slot pickers offer, from today (IST). */
export function bookingDates(now: Date, days = BOOKING_DAYS_AHEAD): string[] {
  const today = istDate(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

export type PartOfDay = 'Morning' | 'Afternoon' | 'Evening';

/** Slots under Morning (before noon), Afternoon (to 5 PM) and Evening, leaving out empty parts. */
export function slotsByPartOfDay(slots: readonly Slot[]): { part: PartOfDay; slots: Slot[] }[] {
  const parts: { part: PartOfDay; slots: Slot[] }[] = [
    { part: 'Morning', slots: [] },
    { part: 'Afternoon', slots: [] },
    { part: 'Evening', slots: [] },
  ];
  for (const slot of slots) {
    const hour = Number(slot.time.slice(0, 2));
    const index = hour < 12 ? 0 : hour < 17 ? 1 : 2;
    parts[index]?.slots.push(slot);
  }
  return parts.filter((part) => part.slots.length > 0);
}
