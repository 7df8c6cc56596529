import { describe, expect, it } from 'vitest';
import { chartOf, chartWindow, isEmptyChart } from './charts';

/** 26 November 2026, 09:40 in India: today's chart has ten hours begun. */
const NOW = new Date('2026-11-26T09:40:00+05:30');
const at = (istTime: string) => new Date(`${istTime}+05:30`).toISOString();

describe('chartWindow', () => {
  it('covers whole Indian days ending with today, just after midnight in India as well', () => {
    expect(chartWindow('day', NOW)).toEqual({ from: new Date('2026-11-26T00:00:00+05:30'), to: new Date('2026-11-27T00:00:00+05:30') });
    expect(chartWindow('week', NOW).from).toEqual(new Date('2026-11-20T00:00:00+05:30'));
    expect(chartWindow('month', NOW).from).toEqual(new Date('2026-10-28T00:00:00+05:30'));
    // 00:10 IST is still the evening before in UTC.
    expect(chartWindow('day', new Date('2026-11-26T18:40:00Z')).from).toEqual(new Date('2026-11-27T00:00:00+05:30'));
  });
});

describe('chartOf', () => {
  it("adds today's steps by the hour up to now, and says whether the day's goal is met", () => {
    const chart = chartOf('activity', 'day', { goalSteps: 1000, readings: [{ at: at('2026-11-26T07:05:00'), value: 600 }, { at: at('2026-11-26T07:45:00'), value: 500 }, { at: at('2026-11-26T08:10:00'), value: 40 }] }, NOW);
    expect(chart.bucket).toBe('hour');
    expect(chart.points).toHaveLength(10);
    expect(chart.points[7]).toMatchObject({ start: at('2026-11-26T07:00:00'), value: 1100 });
    expect(chart.points[6]?.value).toBeNull();
    expect(chart.summary).toMatchObject({ average: 1140, goalMet: 1, daysWithData: 1 });
  });

  it('keeps a gap as a gap and leaves out a reading no sensor could give', () => {
    const chart = chartOf('heart', 'week', { readings: [{ at: at('2026-11-24T10:00:00'), value: 72 }, { at: at('2026-11-24T11:00:00'), value: 80 }, { at: at('2026-11-24T12:00:00'), value: 310 }] }, NOW);
    expect(chart.points).toHaveLength(7);
    expect(chart.points.filter((point) => point.value !== null)).toEqual([expect.objectContaining({ start: at('2026-11-24T00:00:00'), value: 76, lowest: 72, highest: 80 })]);
    expect(chart.summary).toMatchObject({ average: 76, lowest: 72, highest: 80, daysWithData: 1 });
  });

  it('flags glucose below and above the target range and counts the time in range', () => {
    const readings = [65, 110, 140, 215].map((value, i) => ({ at: at(`2026-11-26T0${i + 1}:00:00`), value }));
    const chart = chartOf('glucose', 'day', { targetLow: 70, targetHigh: 180, readings }, NOW);
    expect(chart.points[1]).toMatchObject({ value: 65, flags: ['below'] });
    expect(chart.points[2]?.flags).toEqual([]);
    expect(chart.points[4]).toMatchObject({ value: 215, flags: ['above'] });
    expect(chart.summary).toMatchObject({ inRangePercent: 50, readingsBelow: 1, readingsAbove: 1 });
    expect(chart.target).toEqual({ low: 70, high: 180 });
  });

  it('charts each night of the month by stage, dated by the morning the patient woke', () => {
    const night = { deepMinutes: 80, lightMinutes: 250, remMinutes: 90, awakeMinutes: 20 };
    const chart = chartOf('sleep', 'month', { goalMinutes: 420, nights: [{ date: '2026-11-25', ...night }, { date: '2026-11-26', ...night, lightMinutes: 200 }] }, NOW);
    expect(chart.points).toHaveLength(30);
    expect(chart.points.at(-2)).toMatchObject({ value: 420, stages: night });
    expect(chart.points.at(-1)?.value).toBe(370);
    expect(chart.summary).toMatchObject({ average: 395, goalMet: 1, daysWithData: 2 });
  });

  it('is empty when nothing was measured', () => {
    expect(isEmptyChart(chartOf('heart', 'month', { readings: [] }, NOW))).toBe(true);
    expect(isEmptyChart(chartOf('sleep', 'day', { goalMinutes: 420, nights: [] }, NOW))).toBe(true);
  });
});
