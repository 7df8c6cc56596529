import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format12Hour, to12Hour } from './time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Every minute of the day as 'HH:mm', midnight first. */
const allMinutes = Array.from(
  { length: 24 * 60 },
  (_, i) => `${pad(Math.floor(i / 60))}:${pad(i % 60)}`,
);

describe('to12Hour', () => {
  it.each([
    ['13:05', '1:05 PM'],
    ['12:30', '12:30 PM'],
    ['00:15', '12:15 AM'],
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['11:59', '11:59 AM'],
    ['23:59', '11:59 PM'],
    ['9:00', '9:00 AM'],
    ['18:45:00', '6:45 PM'],
  ])('shows %j as %j', (input, shown) => {
    expect(to12Hour(input)).toBe(shown);
  });

  it('gives every minute of the day a distinct time with an hour from 1 to 12', () => {
    const shown = allMinutes.map(to12Hour);
    for (const text of shown) expect(text).toMatch(/^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$/);
    expect(new Set(shown).size).toBe(allMinutes.length);
  });

  it('marks the morning AM and noon onwards PM, keeping the minutes', () => {
    allMinutes.forEach((hhmm, index) => {
      const [period, minutes] = [to12Hour(hhmm).slice(-2), to12Hour(hhmm).slice(-5, -3)];
      expect(period).toBe(index < 12 * 60 ? 'AM' : 'PM');
      expect(minutes).toBe(hhmm.slice(3));
    });
  });

  it.each([[''], ['24:00'], ['12:60'], ['noon'], ['1230'], ['12:3'], ['-1:00']])(
    'refuses %j as a programming error',
    (input) => {
      expect(() => to12Hour(input)).toThrow(RangeError);
    },
  );
});

describe('format12Hour', () => {
  it('shows the local time of a date', () => {
    expect(format12Hour(new Date(2024, 4, 10, 13, 5))).toBe('1:05 PM');
    expect(format12Hour(new Date(2024, 4, 10, 0, 15, 59))).toBe('12:15 AM');
  });

  it('agrees with to12Hour for any local time', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const hhmm = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
        expect(format12Hour(date)).toBe(to12Hour(hhmm));
      }),
    );
  });

  it('treats an invalid Date as a programming error', () => {
    expect(() => format12Hour(new Date(Number.NaN))).toThrow(RangeError);
  });
});
