import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';
import { DAYS_PER_YEAR } from './constants';

const MS_PER_DAY = 86_400_000;
/** Earlier years are typos ('0199', '1099'); nobody alive was born then. */
const EARLIEST_BIRTH_YEAR = 1900;

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Enter a valid date of birth',
  future: 'Date of birth cannot be in the future',
  tooOld: 'Date of birth cannot be more than 120 years ago',
} as const;

/** Nobody alive is older; an earlier date is a typo in the year. */
const OLDEST_AGE_YEARS = 120;

/**
 * Whole years between two dates counted in 365-day years (spec §9), so an age
 * turns over a few days before the calendar birthday once leap days pile up.
 * Only the calendar day of each date counts, never the time of day.
 * A birth date after `today` (bad data from elsewhere) gives 0 rather than a negative age.
 */
export function ageInYears(dateOfBirth: Date, today: Date): number {
  const days = calendarDayNumber(today) - calendarDayNumber(dateOfBirth);
  return days <= 0 ? 0 : Math.floor(days / DAYS_PER_YEAR);
}

/**
 * Reads the 'YYYY-MM-DD' value of a date input. The Date is local midnight of that
 * day, which is what `ageInYears` and the date input both read.
 */
export function parseDateOfBirth(input: string, today: Date): Result<Date, string> {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(input.trim());
  if (!match) return Err(DATE_OF_BIRTH_MESSAGES.invalid);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < EARLIEST_BIRTH_YEAR) return Err(DATE_OF_BIRTH_MESSAGES.invalid);

  const date = new Date(year, month - 1, day);
  // Date rolls 30 February over to March; a roll-over means the day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return Err(DATE_OF_BIRTH_MESSAGES.invalid);
  }
  if (calendarDayNumber(date) > calendarDayNumber(today)) {
    return Err(DATE_OF_BIRTH_MESSAGES.future);
  }
  const oldest = new Date(today.getFullYear() - OLDEST_AGE_YEARS, today.getMonth(), today.getDate());
  if (calendarDayNumber(date) < calendarDayNumber(oldest)) return Err(DATE_OF_BIRTH_MESSAGES.tooOld);
  return Ok(date);
}

/** Same rules and messages as `parseDateOfBirth`; built per form because "future" depends on today. */
export function dateOfBirthSchema(today: Date) {
  return schemaFromParser((input) => parseDateOfBirth(input, today), DATE_OF_BIRTH_MESSAGES.invalid);
}

/**
 * Days since 1970-01-01 of the date's local calendar day. Going through UTC
 * keeps daylight-saving hours out of day differences.
 */
function calendarDayNumber(date: Date): number {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round(utc.getTime() / MS_PER_DAY);
}
