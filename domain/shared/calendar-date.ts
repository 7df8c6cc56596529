import { indianDay } from './indian-formats';

/**
 * Calendar dates as the backend sends them ('YYYY-MM-DD', no time, no zone) and as an
 * Indian reader expects them: '1 November 2026'.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' -> the date, or null when it is not a real calendar date ('2026-02-30'). */
export function parseCalendarDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** '2026-11-01' -> '1 November 2026'; null for anything that is not a real calendar date. */
export function formatIndianDate(text: string): string | null {
  const date = parseCalendarDate(text);
  return date === null ? null : indianDay(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear(), 'en', 'long');
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian (IST) calendar date of an instant: 'YYYY-MM-DD'. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Indian (IST) time of day of an instant: 'HH:MM', 24-hour. */
export function istTimeOfDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}
