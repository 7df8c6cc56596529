import { istDate } from '../../domain/shared/calendar-date';
import type { Reading, SleepNight } from '../../domain/wearables/model';
import { random, stableHash } from '../seeded-random';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Heart rate and glucose come every 15 minutes, as a watch and a CGM send them. */
const READING_EVERY_MS = 15 * MINUTE_MS;

/** A patient's day as the demo's wearables measured it: the same on every run, for that person and that Indian day. */
export interface FakeDay {
  steps: Reading[];
  heart: Reading[];
  glucose: Reading[];
  /** The night that ended this morning. */
  sleep: SleepNight;
}

/** The instant an Indian day begins. */
export const istDayStart = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
const SLOTS = DAY_MS / READING_EVERY_MS;
/**
 * Each slot's time of day in India as an ISO instant's tail ('T09:15:00+05:30'): a reading's time is
 * its date and this, as a phone in India sends it, where `toISOString` on each of a month's
 * readings was most of the demo's cost of making them (docs/benchmark.md).
 */
const SLOT_TIMES = Array.from({ length: SLOTS }, (_, slot) => {
  const minutes = (slot * READING_EVERY_MS) / MINUTE_MS;
  const two = (value: number) => String(value).padStart(2, '0');
  return `T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00+05:30`;
});
const SLOTS_AN_HOUR = HOUR_MS / READING_EVERY_MS;

/** Steps an hour of an ordinary Indian working day: a morning walk, the commute, lunch, an evening stroll. */
const STEPS_BY_HOUR = [0, 0, 0, 0, 0, 20, 900, 1400, 700, 500, 350, 300, 450, 600, 300, 250, 300, 450, 900, 1000, 500, 250, 80, 0];
/** Meals (IST hour and how far glucose rises after them), where a CGM user's curve peaks. */
const MEALS = [
  { hour: 8.5, rise: 45 },
  { hour: 13.5, rise: 60 },
  { hour: 20.5, rise: 70 },
];

/** Days already made: a month's four charts with their trend read the same 60 days four times, and a page in the demo makes them on the patient's main thread. */
const made = new Map<string, FakeDay>();
const MADE_AT_MOST = 1000;

/**
 * One day of readings for `userId` on the Indian day `date` ('YYYY-MM-DD'); the same day is made
 * once and kept (it never changes), the readings not to be changed by the caller.
 */
export function fakeDay(userId: string, date: string): FakeDay {
  const key = `${userId}|${date}`;
  const kept = made.get(key);
  if (kept !== undefined) return kept;
  if (made.size >= MADE_AT_MOST) made.clear();
  const day = generatedDay(userId, date);
  made.set(key, day);
  return day;
}

/**
 * One day of readings for `userId` on the Indian day `date` ('YYYY-MM-DD'). Now and then the
 * watch was off its wrist for a few hours (a gap) or a sensor glitched (a spike no body makes),
 * and a heavy dinner takes glucose over the target range, so each chart meets what real data has.
 */
function generatedDay(userId: string, date: string): FakeDay {
  const next = random(stableHash(`${userId}|${date}`));
  const start = istDayStart(date);
  const activeness = 0.55 + next() * 0.8;
  const gapFrom = next() < 0.12 ? 9 + Math.floor(next() * 8) : null;
  const inGap = (instant: number) => gapFrom !== null && instant >= start + gapFrom * HOUR_MS && instant < start + (gapFrom + 3) * HOUR_MS;
  const workout = 6 + Math.floor(next() * 2);

  const steps: Reading[] = [];
  STEPS_BY_HOUR.forEach((typical, hour) => {
    const instant = start + hour * HOUR_MS;
    if (inGap(instant)) return;
    const count = Math.round(typical * activeness * (0.6 + next() * 0.8) * (hour === workout ? 2.2 : 1));
    steps.push({ at: date + SLOT_TIMES[hour * SLOTS_AN_HOUR], value: count });
  });

  const heart: Reading[] = [];
  const glucose: Reading[] = [];
  const resting = 58 + Math.floor(next() * 8);
  const dinnerExtra = next() < 0.3 ? 80 : 0;
  const glitchAt = next() < 0.1 ? Math.floor(next() * SLOTS) : null;
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const at = date + SLOT_TIMES[slot];
    const instant = start + slot * READING_EVERY_MS;
    const hour = slot / 4;
    if (!inGap(instant)) {
      const asleep = hour < 6 || hour >= 23;
      const exercise = Math.floor(hour) === workout ? 45 + next() * 25 : 0;
      const bpm = slot === glitchAt ? 250 : resting + (asleep ? next() * 5 : 14 + next() * 16) + exercise;
      heart.push({ at, value: Math.round(bpm) });
    }
    const rise = MEALS.reduce((sum, meal, i) => {
      const since = hour - meal.hour;
      if (since < 0 || since > 3) return sum;
      const peak = meal.rise + (i === MEALS.length - 1 ? dinnerExtra : 0);
      return sum + peak * Math.sin((Math.PI * since) / 3);
    }, 0);
    const nightDip = hour >= 3 && hour < 4.5 && next() < 0.15 ? -30 : 0;
    glucose.push({ at, value: Math.round(92 + next() * 14 + rise + nightDip) });
  }

  const asleepMinutes = 330 + Math.floor(next() * 150);
  const deepMinutes = Math.round(asleepMinutes * (0.14 + next() * 0.08));
  const remMinutes = Math.round(asleepMinutes * (0.2 + next() * 0.06));
  const sleep: SleepNight = { date, deepMinutes, remMinutes, lightMinutes: asleepMinutes - deepMinutes - remMinutes, awakeMinutes: 10 + Math.floor(next() * 35) };
  return { steps, heart, glucose, sleep };
}

/** The Indian days from `from` to `to` (instants, `to` excluded), oldest first. */
export function istDaysBetween(from: number, to: number): string[] {
  const days: string[] = [];
  for (let day = istDate(new Date(from)); istDayStart(day) < to; day = istDate(new Date(istDayStart(day) + DAY_MS))) days.push(day);
  return days;
}
