import { useCallback } from 'react';
import { indianDay, languageOfLocale } from '../../domain/shared/indian-formats';
import { format12Hour } from '../../domain/shared/time';
import { useLocale } from '../i18n/use-locale';
import { useNow } from './use-now';

/** 'YYYY-MM-DD' of a local date: what a date input's min and max take. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A formatter per language, made once: making one costs far more than using it, and lists use one per row. */
export function keptPerLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const kept = new Map<string, T>();
  return (locale) => {
    let formatter = kept.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      kept.set(locale, formatter);
    }
    return formatter;
  };
}

const longDays = keptPerLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const relativeTimes = keptPerLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

/** '1 November 2026' ('1 नवंबर 2026' in hi-IN) of a 'YYYY-MM-DD' date, in the words of `locale`. */
export function calendarDay(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const language = languageOfLocale(locale);
  return language === null ? longDays(locale).format(date) : indianDay(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear(), language, 'long');
}

/**
 * How long ago `iso` was, in the words of `locale` ('5 minutes ago', '2 घंटे पहले'), while that
 * is under a day; null for longer ago or a time to come, which read better as a date.
 */
export function timeAgo(iso: string, now: number, locale: string): string | null {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  if (!(seconds >= 0 && seconds < 24 * 60 * 60)) return null;
  const ago = relativeTimes(locale);
  const minutes = Math.max(1, Math.floor(seconds / 60));
  return minutes < 60 ? ago.format(-minutes, 'minute') : ago.format(-Math.floor(minutes / 60), 'hour');
}

type Dates = { day: (iso: string) => string; dateTime: (iso: string) => string };

const datesIn = keptPerLocale((locale): Dates => {
  const language = languageOfLocale(locale);
  // Intl only for a locale without a hand-written form (domain/shared/indian-formats.ts).
  const format =
    language === null
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format
      : (date: Date) => indianDay(date.getDate(), date.getMonth(), date.getFullYear(), language, 'short');
  const valid = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    day: (iso) => {
      const date = valid(iso);
      return date === null ? iso : format(date);
    },
    dateTime: (iso) => {
      const date = valid(iso);
      return date === null ? iso : `${format(date)}, ${format12Hour(date)}`;
    },
  };
});

/**
 * day and dateTime in the language on screen: '22 Nov 2026, 3:05 PM', '22 नव॰ 2026,
 * 3:05 PM'. The time keeps the spec's 12-hour clock (§9) in both languages.
 */
export function useDates(): Dates {
  return datesIn(useLocale());
}

/**
 * How long ago a time was ('4 minutes ago', `timeAgo`) by the app's clock (the demo's clock
 * may be moved), said afresh every `everyMs` while the screen is open.
 */
export function useAgo(everyMs: number): (iso: string) => string | null {
  const locale = useLocale();
  const now = useNow(everyMs);
  return useCallback((iso: string) => timeAgo(iso, now.getTime(), locale), [now, locale]);
}
