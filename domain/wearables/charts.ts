import { istDate } from '../shared/calendar-date';
import { readingInstants } from './instant';
import type { ChartPeriod, Reading, SleepNight, WearableMetric, WearableReadings } from './model';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DAYS: Record<ChartPeriod, number> = { day: 1, week: 7, month: 30 };

/** Readings no sensor of a healthy or ill person gives: a glitch (a strap put on, a CGM warming up), left out. */
const PLAUSIBLE: Record<Exclude<WearableMetric, 'sleep'>, { lowest: number; highest: number }> = {
  activity: { lowest: 0, highest: 20_000 },
  heart: { lowest: 25, highest: 230 },
  glucose: { lowest: 20, highest: 600 },
};

export const METRIC_UNITS = { activity: 'steps', sleep: 'minutes', heart: 'bpm', glucose: 'mg/dL' } as const satisfies Record<WearableMetric, string>;

/** The instants a chart covers: from the start of its first Indian day to the end of today (IST). */
export function chartWindow(period: ChartPeriod, now: Date): { from: Date; to: Date } {
  const todayStart = Date.parse(`${istDate(now)}T00:00:00+05:30`);
  return { from: new Date(todayStart - (DAYS[period] - 1) * DAY_MS), to: new Date(todayStart + DAY_MS) };
}

export type RangeFlag = 'below' | 'above';

/** One bar or point of a chart, and one row of its table. */
export interface ChartPoint {
  /** The start of its hour (a day chart) or of its Indian day. */
  start: string;
  /** The hour's or day's figure: steps counted, minutes asleep, the average heart rate or glucose; null when nothing was measured. */
  value: number | null;
  lowest: number | null;
  highest: number | null;
  /** Glucose outside the target range in that hour or day. */
  flags: RangeFlag[];
  /** Sleep by stage, in minutes. */
  stages: Omit<SleepNight, 'date'> | null;
}

export interface ChartSummary {
  /** Per day for steps and sleep (the days with data), per reading for heart rate and glucose. */
  average: number | null;
  lowest: number | null;
  highest: number | null;
  /** Days (steps) or nights (sleep) that reached the goal, of those with data. */
  goalMet: number | null;
  daysWithData: number;
  /** Glucose: the share of readings in the target range, and how many fell outside it. */
  inRangePercent: number | null;
  readingsBelow: number;
  readingsAbove: number;
}

export interface MetricChart {
  metric: WearableMetric;
  period: ChartPeriod;
  /** A day's chart is by the hour (a night, for sleep); a week's and a month's by the day. */
  bucket: 'hour' | 'day';
  unit: (typeof METRIC_UNITS)[WearableMetric];
  points: ChartPoint[];
  goal: number | null;
  target: { low: number; high: number } | null;
  summary: ChartSummary;
  /** How the week or month compares with the one before; null for a day, or when either has too few days measured to say. */
  trend: MetricTrend | null;
}

/**
 * The figure a patient follows for a metric, this period against the one just before: steps a
 * day (the days that are over: today's steps are not all counted yet), minutes asleep a night,
 * the resting heart rate (the average of each day's lowest) and the share of glucose readings in
 * the target range.
 */
export interface MetricTrend {
  current: number;
  previous: number;
  /** `current - previous`: positive when it went up. */
  change: number;
}

type ChartWithoutTrend = Omit<MetricChart, 'trend'>;

/** Nothing measured at all in the chart's time (no app connected, or none sent anything). */
export function isEmptyChart(chart: MetricChart): boolean {
  return chart.points.every((point) => point.value === null);
}

const round = (value: number) => Math.round(value);

function summaryOf(values: number[], extra: Partial<ChartSummary> = {}): ChartSummary {
  return {
    average: values.length === 0 ? null : round(values.reduce((sum, value) => sum + value, 0) / values.length),
    lowest: values.length === 0 ? null : Math.min(...values),
    highest: values.length === 0 ? null : Math.max(...values),
    goalMet: null,
    daysWithData: 0,
    inRangePercent: null,
    readingsBelow: 0,
    readingsAbove: 0,
    ...extra,
  };
}

/** The starts of the chart's buckets that have begun by `now`: a day's hours, or the window's days. */
function bucketStarts(period: ChartPeriod, bucket: 'hour' | 'day', now: Date): number[] {
  const { from, to } = chartWindow(period, now);
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const starts: number[] = [];
  for (let start = from.getTime(); start < to.getTime() && start <= now.getTime(); start += step) starts.push(start);
  return starts;
}

/** Each reading's instant, read once however many charts (a period and the one before) group the same readings. */
const readTimes = new WeakMap<Reading[], Float64Array>();
function timesOf(readings: Reading[]): Float64Array {
  const kept = readTimes.get(readings);
  if (kept !== undefined) return kept;
  const times = readingInstants(readings);
  readTimes.set(readings, times);
  return times;
}

/** What the plausible readings of one bucket (an hour or a day) add up to. */
interface Bucket {
  count: number;
  sum: number;
  lowest: number;
  highest: number;
  /** Readings under and over the target range, when there is one. */
  below: number;
  above: number;
}

/**
 * The plausible readings added up by the bucket they fall in, in one pass and without keeping
 * them: a month brings thousands, and each of its 30 points needs only their count, sum and ends.
 */
function bucketed(readings: Reading[], starts: number[], size: number, metric: keyof typeof PLAUSIBLE, target: MetricChart['target'] = null): Bucket[] {
  const buckets = starts.map((): Bucket => ({ count: 0, sum: 0, lowest: Infinity, highest: -Infinity, below: 0, above: 0 }));
  const first = starts[0] ?? 0;
  const { lowest, highest } = PLAUSIBLE[metric];
  const times = timesOf(readings);
  for (let i = 0; i < readings.length; i += 1) {
    const bucket = buckets[Math.floor(((times[i] ?? Number.NaN) - first) / size)];
    const value = readings[i]?.value ?? Number.NaN;
    if (bucket === undefined || !Number.isFinite(value) || value < lowest || value > highest) continue;
    bucket.count += 1;
    bucket.sum += value;
    if (value < bucket.lowest) bucket.lowest = value;
    if (value > bucket.highest) bucket.highest = value;
    if (target !== null && value < target.low) bucket.below += 1;
    if (target !== null && value > target.high) bucket.above += 1;
  }
  return buckets;
}

const emptyPoint = (start: number): ChartPoint => ({ start: new Date(start).toISOString(), value: null, lowest: null, highest: null, flags: [], stages: null });

function activityChart(period: ChartPeriod, data: WearableReadings['activity'], now: Date): ChartWithoutTrend {
  const bucket = period === 'day' ? 'hour' : 'day';
  const starts = bucketStarts(period, bucket, now);
  const buckets = bucketed(data.readings, starts, bucket === 'hour' ? HOUR_MS : DAY_MS, 'activity');
  const points = starts.map((start, i) => {
    const counted = buckets[i];
    return counted === undefined || counted.count === 0 ? emptyPoint(start) : { ...emptyPoint(start), value: counted.sum };
  });
  const measured = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const perDay = bucket === 'hour' ? (measured.length === 0 ? [] : [measured.reduce((sum, steps) => sum + steps, 0)]) : measured;
  return {
    metric: 'activity',
    period,
    bucket,
    unit: METRIC_UNITS.activity,
    points,
    goal: data.goalSteps,
    target: null,
    summary: summaryOf(perDay, { goalMet: perDay.filter((steps) => steps >= data.goalSteps).length, daysWithData: perDay.length }),
  };
}

function sleepChart(period: ChartPeriod, data: WearableReadings['sleep'], now: Date): ChartWithoutTrend {
  const byDate = new Map(data.nights.map((night) => [night.date, night]));
  const points = bucketStarts(period, 'day', now).map((start): ChartPoint => {
    const night = byDate.get(istDate(new Date(start)));
    if (night === undefined) return emptyPoint(start);
    const stages = { deepMinutes: night.deepMinutes, lightMinutes: night.lightMinutes, remMinutes: night.remMinutes, awakeMinutes: night.awakeMinutes };
    return { ...emptyPoint(start), value: stages.deepMinutes + stages.lightMinutes + stages.remMinutes, stages };
  });
  const asleep = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  return {
    metric: 'sleep',
    period,
    bucket: 'day',
    unit: METRIC_UNITS.sleep,
    points,
    goal: data.goalMinutes,
    target: null,
    summary: summaryOf(asleep, { goalMet: asleep.filter((minutes) => minutes >= data.goalMinutes).length, daysWithData: asleep.length }),
  };
}

function readingsChart(metric: 'heart' | 'glucose', period: ChartPeriod, readings: Reading[], target: MetricChart['target'], now: Date): ChartWithoutTrend {
  const bucket = period === 'day' ? 'hour' : 'day';
  const starts = bucketStarts(period, bucket, now);
  const buckets = bucketed(readings, starts, bucket === 'hour' ? HOUR_MS : DAY_MS, metric, target);
  const points = starts.map((start, i): ChartPoint => {
    const counted = buckets[i];
    if (counted === undefined || counted.count === 0) return emptyPoint(start);
    const { lowest, highest } = counted;
    const flags: RangeFlag[] = target === null ? [] : [...(lowest < target.low ? ['below' as const] : []), ...(highest > target.high ? ['above' as const] : [])];
    return { ...emptyPoint(start), value: round(counted.sum / counted.count), lowest, highest, flags };
  });
  const measured = buckets.filter((counted) => counted.count > 0);
  const count = measured.reduce((sum, counted) => sum + counted.count, 0);
  const below = measured.reduce((sum, counted) => sum + counted.below, 0);
  const above = measured.reduce((sum, counted) => sum + counted.above, 0);
  return {
    metric,
    period,
    bucket,
    unit: METRIC_UNITS[metric],
    points,
    goal: null,
    target,
    summary: {
      ...summaryOf([]),
      // Of every reading, not of the points' averages.
      average: count === 0 ? null : round(measured.reduce((sum, counted) => sum + counted.sum, 0) / count),
      lowest: count === 0 ? null : Math.min(...measured.map((counted) => counted.lowest)),
      highest: count === 0 ? null : Math.max(...measured.map((counted) => counted.highest)),
      daysWithData: new Set(points.filter((point) => point.value !== null).map((point) => istDate(new Date(point.start)))).size,
      inRangePercent: target === null || count === 0 ? null : round(((count - below - above) / count) * 100),
      readingsBelow: below,
      readingsAbove: above,
    },
  };
}

function chartFor(metric: WearableMetric, period: ChartPeriod, data: WearableReadings[WearableMetric], now: Date): ChartWithoutTrend {
  switch (metric) {
    case 'activity':
      return activityChart(period, data as WearableReadings['activity'], now);
    case 'sleep':
      return sleepChart(period, data as WearableReadings['sleep'], now);
    case 'heart':
      return readingsChart('heart', period, (data as WearableReadings['heart']).readings, null, now);
    default: {
      const glucose = data as WearableReadings['glucose'];
      return readingsChart('glucose', period, glucose.readings, { low: glucose.targetLow, high: glucose.targetHigh }, now);
    }
  }
}

/** The readings a chart needs: its own period's, and for a week or a month the same length before it, for the trend. */
export function readingsWindow(period: ChartPeriod, now: Date): { from: Date; to: Date } {
  const { from, to } = chartWindow(period, now);
  return period === 'day' ? { from, to } : { from: new Date(from.getTime() - DAYS[period] * DAY_MS), to };
}

const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** A period's figure for the trend, or null when fewer than half its days were measured (a gap is not a fall). */
function trendFigure(chart: ChartWithoutTrend, now: Date): number | null {
  const over = chart.metric === 'activity' ? chart.points.filter((point) => Date.parse(point.start) + DAY_MS <= now.getTime()) : chart.points;
  const measured = over.filter((point) => point.value !== null);
  if (measured.length < Math.ceil(DAYS[chart.period] / 2)) return null;
  switch (chart.metric) {
    case 'heart':
      return mean(measured.flatMap((point) => (point.lowest === null ? [] : [point.lowest])));
    case 'glucose':
      return chart.summary.inRangePercent;
    default:
      return mean(measured.flatMap((point) => (point.value === null ? [] : [point.value])));
  }
}

/**
 * A metric's chart for a period ending today, from what the service sent (for a week or a month,
 * `readingsWindow`'s time, so it can say how the period compares with the one before): gaps stay
 * gaps, glitches are left out.
 */
export function chartOf<M extends WearableMetric>(metric: M, period: ChartPeriod, data: WearableReadings[M], now: Date): MetricChart {
  const chart = chartFor(metric, period, data, now);
  if (period === 'day') return { ...chart, trend: null };
  const current = trendFigure(chart, now);
  const previous = trendFigure(chartFor(metric, period, data, new Date(now.getTime() - DAYS[period] * DAY_MS)), now);
  return { ...chart, trend: current === null || previous === null ? null : { current, previous, change: current - previous } };
}
