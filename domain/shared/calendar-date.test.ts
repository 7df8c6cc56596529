import { describe, expect, it } from 'vitest';
import { formatIndianDate, istTimeOfDay, parseCalendarDate } from './calendar-date';

describe('formatIndianDate', () => {
  it.each([
    ['2026-11-01', '1 November 2026'],
    ['2025-01-31', '31 January 2025'],
    ['2024-02-29', '29 February 2024'],
    [' 2026-03-09 ', '9 March 2026'],
  ])('shows %j as %j: day, month in words, year', (iso, text) => {
    expect(formatIndianDate(iso)).toBe(text);
  });

  it.each(['', '2026-13-01', '2026-02-30', '2025-02-29', '01-11-2026', '2026-11-01T10:00:00Z', 'yesterday'])(
    'gives null for %j, which is not a real YYYY-MM-DD date',
    (text) => {
      expect(formatIndianDate(text)).toBeNull();
      expect(parseCalendarDate(text)).toBeNull();
    },
  );
});

describe('istTimeOfDay', () => {
  it('tells the time in India whatever the instant’s zone, past midnight included', () => {
    expect(istTimeOfDay(new Date('2026-11-25T18:35:00Z'))).toBe('00:05');
    expect(istTimeOfDay(new Date('2026-11-26T09:00:00+05:30'))).toBe('09:00');
  });
});
