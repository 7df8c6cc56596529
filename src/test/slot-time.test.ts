import { describe, expect, it } from 'vitest';
import { minutesUntilSlot } from './slot-time';

describe('minutes until a slot the picker shows', () => {
  // 23:50 IST on 27 November 2026.
  const lateEvening = Date.parse('2026-11-27T18:20:00Z');

  it("counts from India's time of day, whatever the machine's zone", () => {
    expect(minutesUntilSlot('11:55 PM', 0, lateEvening)).toBe(5);
    expect(minutesUntilSlot('12:00 AM', 1, lateEvening)).toBe(10);
    expect(minutesUntilSlot('12:30 PM', 2, lateEvening)).toBe(2 * 1440 + 750 - 1430);
  });

  it('refuses a label that is not a time', () => {
    expect(() => minutesUntilSlot('Today', 0, lateEvening)).toThrow('not a slot time');
  });
});
