/** What a connected wearable or health app measures, one chart each (spec §7 "Wearables"). */
export const WEARABLE_METRICS = ['activity', 'sleep', 'heart', 'glucose'] as const;
export type WearableMetric = (typeof WEARABLE_METRICS)[number];

/** How far back a chart looks: today, the last 7 days or the last 30, counted in Indian days. */
export const CHART_PERIODS = ['day', 'week', 'month'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** A wearable or health app the patient may connect (Google Fit, Fitbit, a phone's health app). */
export interface WearableApp {
  id: string;
  name: string;
  connected: boolean;
  /** When its data last reached the service; null until connected. */
  lastSyncedAt: string | null;
}

/** GET /wearables/token: the short-lived token that authorises linking an app to this patient. */
export interface WearablesToken {
  token: string;
  expiresAt: string;
}

/** One measurement at an instant, in the metric's unit (steps in that hour, beats a minute, mg/dL). */
export interface Reading {
  at: string;
  value: number;
}

/** Steps counted hour by hour, with the patient's daily goal. */
export interface ActivityReadings {
  goalSteps: number;
  readings: Reading[];
}

/** One night's sleep by stage, dated by the Indian day the patient woke up. */
export interface SleepNight {
  date: string;
  deepMinutes: number;
  lightMinutes: number;
  remMinutes: number;
  awakeMinutes: number;
}

export interface SleepReadings {
  goalMinutes: number;
  nights: SleepNight[];
}

/** Heart rate through the day (beats a minute). */
export interface HeartReadings {
  readings: Reading[];
}

/** A continuous glucose monitor's readings (mg/dL) with the target range they are judged by. */
export interface GlucoseReadings {
  targetLow: number;
  targetHigh: number;
  readings: Reading[];
}

export interface WearableReadings {
  activity: ActivityReadings;
  sleep: SleepReadings;
  heart: HeartReadings;
  glucose: GlucoseReadings;
}
