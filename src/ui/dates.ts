import { format12Hour } from '../../domain/shared/time';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '22 Nov 2026, 3:05 PM': the day, then the time on the 12-hour clock (spec §9). */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${DAY.format(date)}, ${format12Hour(date)}`;
}

export function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** 'YYYY-MM-DD' of a local date: what a date input's min and max take. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '1 November 2026' ('1 नवंबर 2026' in hi-IN) of a 'YYYY-MM-DD' date, in the words of `locale`. */
export function calendarDay(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
