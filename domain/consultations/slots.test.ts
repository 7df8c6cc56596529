import { Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { ConsultationCatalogue } from './catalogue';
import { testQueries } from '../shared/test-doubles';
import { bookingDates, istDate, istInstant, offerableSlots, slotsByPartOfDay, slotTimeLabel } from './slots';
import { slot, testApi } from './test-support';

// 22 Nov 2026, 6:05 PM in India.
const NOW = new Date('2026-11-22T12:35:00.000Z');

describe('slots offered to a patient', () => {
  it('never offers a slot that has started or passed, nor one already booked', () => {
    const slots = [
      slot('2026-11-22', '17:30'),
      slot('2026-11-22', '18:00'),
      slot('2026-11-22', '18:15', { available: false }),
      slot('2026-11-22', '18:30'),
      slot('2026-11-23', '09:00'),
    ];
    expect(offerableSlots(slots, NOW).map((s) => s.time)).toEqual(['18:30', '09:00']);
  });

  it('lists them earliest first whatever order the server sent', () => {
    const slots = [slot('2026-11-23', '09:00'), slot('2026-11-22', '19:00'), slot('2026-11-22', '18:30')];
    expect(offerableSlots(slots, NOW).map((s) => `${s.date} ${s.time}`)).toEqual(['2026-11-22 18:30', '2026-11-22 19:00', '2026-11-23 09:00']);
  });
});

describe('slot times as patients read them', () => {
  it('shows the clinic time in 12-hour form: hours over 12 are PM, noon is 12 PM and midnight 12 AM', () => {
    expect(slotTimeLabel({ time: '18:30' })).toBe('6:30 PM');
    expect(slotTimeLabel({ time: '12:00' })).toBe('12:00 PM');
    expect(slotTimeLabel({ time: '00:15' })).toBe('12:15 AM');
    expect(slotTimeLabel({ time: '09:45' })).toBe('9:45 AM');
  });

  it('takes the date in India, so late evening UTC is already tomorrow', () => {
    expect(istDate(new Date('2026-11-22T19:00:00.000Z'))).toBe('2026-11-23');
    expect(istInstant('2026-11-23', '00:30').toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('offers a week of dates from today', () => {
    expect(bookingDates(NOW)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('groups slots into morning, afternoon and evening, leaving out empty parts', () => {
    const groups = slotsByPartOfDay([slot('2026-11-23', '09:00'), slot('2026-11-23', '17:00'), slot('2026-11-23', '11:45')]);
    expect(groups.map((g) => [g.part, g.slots.map((s) => s.time)])).toEqual([
      ['Morning', ['09:00', '11:45']],
      ['Evening', ['17:00']],
    ]);
  });
});

describe('the catalogue of slots', () => {
  it('drops slots the server still lists after they started', async () => {
    const api = testApi({ specialistSlots: async () => Ok([slot('2026-11-22', '18:00'), slot('2026-11-22', '18:45'), slot('2026-11-22', '18:30', { available: false })]) });
    const catalogue = new ConsultationCatalogue(api, { now: () => NOW }, testQueries());
    const offered = await catalogue.slots('doc-1', '2026-11-22').value();
    expect(offered.isOk() && offered.value.map((s) => s.time)).toEqual(['18:45']);
    expect(catalogue.today()).toBe('2026-11-22');
  });
});
