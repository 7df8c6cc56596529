import { describe, expect, it } from 'vitest';
import { chartOf, chartWindow, isEmptyChart, readingsWindow } from './charts';

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

  it('charts a month of readings a point a day, its summary still of every reading', () => {
    const readings = [
      { at: at('2026-11-20T06:00:00'), value: 60 },
      { at: at('2026-11-20T18:00:00'), value: 70 },
      { at: '2026-11-21T23:45:00+05:30', value: 90 },
      { at: '2026-11-21T18:30:00Z', value: 100 },
    ];
    const chart = chartOf('heart', 'month', { readings }, NOW);
    expect(chart.points).toHaveLength(30);
    expect(chart.points.filter((point) => point.value !== null)).toEqual([
      expect.objectContaining({ start: at('2026-11-20T00:00:00'), value: 65, lowest: 60, highest: 70 }),
      expect.objectContaining({ start: at('2026-11-21T00:00:00'), value: 90, lowest: 90, highest: 90 }),
      // 18:30 UTC is midnight in India: the next Indian day.
      expect.objectContaining({ start: at('2026-11-22T00:00:00'), value: 100 }),
    ]);
    expect(chart.summary).toMatchObject({ average: 80, lowest: 60, highest: 100, daysWithData: 3 });
  });

  it('is empty when nothing was measured', () => {
    expect(isEmptyChart(chartOf('heart', 'month', { readings: [] }, NOW))).toBe(true);
    expect(isEmptyChart(chartOf('sleep', 'day', { goalMinutes: 420, nights: [] }, NOW))).toBe(true);
  });
});

describe('the trend of a week or a month', () => {
  /** `value` on each of the `days` Indian days ending `endsDaysAgo` days before today (NOW's day), at 10:00. */
  const daily = (days: number, endsDaysAgo: number, value: (day: number) => number) =>
    Array.from({ length: days }, (_, i) => ({ at: new Date(Date.parse(at('2026-11-26T10:00:00')) - (endsDaysAgo + i) * 24 * 60 * 60 * 1000).toISOString(), value: value(i) }));

  it('reads the period before as well as its own: a week and a month ask for twice their days, a day for itself', () => {
    expect(readingsWindow('week', NOW)).toEqual({ from: new Date('2026-11-13T00:00:00+05:30'), to: new Date('2026-11-27T00:00:00+05:30') });
    expect(readingsWindow('month', NOW).from).toEqual(new Date('2026-09-28T00:00:00+05:30'));
    expect(readingsWindow('day', NOW)).toEqual(chartWindow('day', NOW));
  });

  it("compares the steps a day of the days that are over with the 7 days before, leaving out today's steps still being counted", () => {
    const readings = [...daily(1, 0, () => 900), ...daily(6, 1, () => 7240), ...daily(7, 7, () => 6420)];
    const chart = chartOf('activity', 'week', { goalSteps: 8000, readings }, NOW);
    expect(chart.trend).toEqual({ current: 7240, previous: 6420, change: 820 });
  });

  it('compares sleep a night, the resting heart rate and the time glucose was in range with the period before', () => {
    const night = (date: string, lightMinutes: number) => ({ date, deepMinutes: 60, lightMinutes, remMinutes: 60, awakeMinutes: 10 });
    const dates = Array.from({ length: 14 }, (_, i) => new Date(Date.parse('2026-11-26T12:00:00Z') - i * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
    const sleep = chartOf('sleep', 'week', { goalMinutes: 420, nights: dates.map((date, i) => night(date, i < 7 ? 300 : 280)) }, NOW);
    expect(sleep.trend).toEqual({ current: 420, previous: 400, change: 20 });

    const heart = chartOf('heart', 'week', { readings: [...daily(7, 0, () => 60), ...daily(7, 0, () => 90), ...daily(7, 7, () => 64)] }, NOW);
    expect(heart.trend).toEqual({ current: 60, previous: 64, change: -4 });

    const glucose = chartOf('glucose', 'month', { targetLow: 70, targetHigh: 180, readings: [...daily(30, 0, (i) => (i % 4 === 0 ? 200 : 120)), ...daily(30, 30, (i) => (i % 2 === 0 ? 200 : 120))] }, NOW);
    expect(glucose.trend).toEqual({ current: 73, previous: 50, change: 23 });
  });

  it('says nothing when the period before has no data or too many gaps, or for a single day', () => {
    expect(chartOf('activity', 'week', { goalSteps: 8000, readings: daily(7, 0, () => 7000) }, NOW).trend).toBeNull();
    // Three days of the week before: too few to say the steps rose or fell.
    expect(chartOf('activity', 'week', { goalSteps: 8000, readings: [...daily(7, 0, () => 7000), ...daily(3, 7, () => 3000)] }, NOW).trend).toBeNull();
    expect(chartOf('heart', 'month', { readings: [...daily(10, 0, () => 60), ...daily(30, 30, () => 64)] }, NOW).trend).toBeNull();
    expect(chartOf('activity', 'day', { goalSteps: 8000, readings: daily(14, 0, () => 7000) }, NOW).trend).toBeNull();
  });
});
