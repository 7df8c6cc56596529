import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGES as M,
  ageInYears,
  dateOfBirthSchema,
  parseDateOfBirth,
} from './age';

/** Local calendar date; month is 1-based as people write it. */
const day = (year: number, month: number, date: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, date, hours, minutes);

const isoDay = (date: Date) =>
  [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

describe('ageInYears', () => {
  it('counts whole years lived', () => {
    expect(ageInYears(day(1990, 6, 15), day(2024, 6, 20))).toBe(34);
  });

  it('counts 365-day years, so leap days bring the new age a few days before the birthday', () => {
    // 7300 days = 20 × 365, though the 20th calendar birthday is five days later.
    expect(ageInYears(day(2000, 1, 1), day(2019, 12, 26))).toBe(19);
    expect(ageInYears(day(2000, 1, 1), day(2019, 12, 27))).toBe(20);
  });

  it('turns one after exactly 365 days, even across 29 February', () => {
    expect(ageInYears(day(2023, 3, 1), day(2024, 2, 28))).toBe(0);
    expect(ageInYears(day(2023, 3, 1), day(2024, 2, 29))).toBe(1);
  });

  it('ignores the time of day on either date', () => {
    expect(ageInYears(day(2023, 3, 1, 23, 59), day(2024, 2, 29, 0, 1))).toBe(1);
    expect(ageInYears(day(2023, 3, 1, 0, 1), day(2024, 2, 28, 23, 59))).toBe(0);
  });

  it('gives 0 for a baby born today and for a birth date after today', () => {
    expect(ageInYears(day(2024, 5, 1), day(2024, 5, 1))).toBe(0);
    expect(ageInYears(day(2030, 1, 1), day(2024, 5, 1))).toBe(0);
  });

  it('treats an invalid Date as a programming error', () => {
    expect(() => ageInYears(new Date(Number.NaN), day(2024, 1, 1))).toThrow(RangeError);
  });

  it('is the number of days lived divided by 365, rounded down', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day(1900, 1, 1), max: day(2100, 1, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 150 * 366 }),
        (born, daysLived) => {
          const birth = day(born.getFullYear(), born.getMonth() + 1, born.getDate());
          const today = day(birth.getFullYear(), birth.getMonth() + 1, birth.getDate() + daysLived);
          expect(ageInYears(birth, today)).toBe(Math.floor(daysLived / 365));
        },
      ),
    );
  });
});

describe('parseDateOfBirth', () => {
  const today = day(2024, 5, 10, 15, 30);

  it('reads the date input value as that local calendar day', () => {
    const born = parseDateOfBirth('1990-06-15', today).unwrap();
    expect([born.getFullYear(), born.getMonth(), born.getDate()]).toEqual([1990, 5, 15]);
  });

  it('accepts today, 29 February of a leap year, and surrounding spaces', () => {
    expect(parseDateOfBirth('2024-05-10', today).isOk()).toBe(true);
    expect(parseDateOfBirth('2000-02-29', today).isOk()).toBe(true);
    expect(parseDateOfBirth(' 1990-06-15 ', today).isOk()).toBe(true);
  });

  it.each([
    ['', M.invalid],
    ['abc', M.invalid],
    ['15-06-1990', M.invalid],
    ['1990-6-15', M.invalid],
    ['1990/06/15', M.invalid],
    ['1990-02-30', M.invalid],
    ['2023-02-29', M.invalid],
    ['1990-13-01', M.invalid],
    ['1990-00-10', M.invalid],
    ['1990-06-00', M.invalid],
    ['0199-06-15', M.invalid],
    ['1899-12-31', M.invalid],
    ['2024-05-11', M.future],
    ['2099-01-01', M.future],
  ])('refuses %j with %j', (input, message) => {
    const parsed = parseDateOfBirth(input, today);
    expect(parsed.isErr() ? parsed.error : `accepted as ${parsed.value}`).toBe(message);
  });

  it('refuses a date of birth more than 120 years before today, and accepts exactly 120 years', () => {
    const exactly120 = `${today.getFullYear() - 120}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(parseDateOfBirth(exactly120, today).isOk()).toBe(true);
    const dayBefore = new Date(today.getFullYear() - 120, today.getMonth(), today.getDate() - 1);
    expect(parseDateOfBirth(isoDay(dayBefore), today).unwrapErr()).toBe(M.tooOld);
  });

  it('reads back every past day it is given, up to 120 years back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(today.getFullYear() - 120, today.getMonth(), today.getDate()), max: today, noInvalidDate: true }),
        (instant) => {
          const parsed = parseDateOfBirth(isoDay(instant), today).unwrap();
          expect(isoDay(parsed)).toBe(isoDay(instant));
        },
      ),
    );
  });
});

describe('dateOfBirthSchema', () => {
  const today = day(2024, 5, 10);

  it('yields the same date and messages as parseDateOfBirth', () => {
    const schema = dateOfBirthSchema(today);
    expect(isoDay(v.parse(schema, '1990-06-15'))).toBe('1990-06-15');
    expect(v.safeParse(schema, '2024-05-11').issues?.map((i) => i.message)).toEqual([M.future]);
    expect(v.safeParse(schema, '1990-02-30').issues?.map((i) => i.message)).toEqual([M.invalid]);
    expect(v.safeParse(schema, undefined).issues?.map((i) => i.message)).toEqual([M.invalid]);
  });
});
