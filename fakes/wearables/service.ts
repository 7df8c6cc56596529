import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import { WEARABLE_METRICS, type Reading, type WearableApp, type WearableMetric, type WearableReadings, type WearablesToken } from '../../domain/wearables/model';
import type { FakeBackend } from '../backend';
import { randomToken } from '../random-token';
import { DEMO_ACCOUNTS } from '../seed';
import { fakeDay, istDayStart, istDaysBetween, type FakeDay } from './series';

/** The apps the demo links: two wearables' apps and a phone's health app (which also carries a CGM's glucose). */
export const WEARABLE_APPS = [
  { id: 'google-fit', name: 'Google Fit' },
  { id: 'fitbit', name: 'Fitbit' },
  { id: 'apple-health', name: 'Apple Health' },
] as const;

/** A linked app brings this much history with it. */
export const HISTORY_DAYS = 90;
export const WEARABLE_GOALS = { steps: 8000, sleepMinutes: 7 * 60, glucoseLow: 70, glucoseHigh: 180 } as const;
const TOKEN_LIFETIME_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest a single read may cover: a month's chart with room to spare. */
const LONGEST_READ_MS = 92 * DAY_MS;
/** When the night's sleep ends in the demo (IST): a night counts once the patient has woken. */
const WAKE_UP_MS = 6.5 * 60 * 60 * 1000;

export const WEARABLE_ERRORS = {
  noSuchApp: 'There is no such app to connect.',
  token: 'This connection request has expired. Please try connecting again.',
  consent: 'Agree to share this app’s health data before connecting it.',
  range: 'Choose a time of at most 92 days, its start before its end.',
} as const;

/** What the fake keeps of a patient's wearables (the readings themselves are generated, fakes/wearables/series.ts). */
export interface FakeWearablesAccount {
  /** App id -> when it was linked. */
  connected: Record<string, number>;
  /** The time the linked apps' data covers: from HISTORY_DAYS before the first link; `to` is null while one is linked. */
  history: { from: number; to: number | null } | null;
  /** Token -> when it expires; each links one app. */
  tokens: Record<string, number>;
}

/**
 * The fake backend's wearables: the apps a patient links, and what they measured, generated
 * the same for that person and day on every run. Priya has linked Google Fit for three weeks;
 * everyone else starts with nothing linked.
 */
export class FakeWearablesService {
  constructor(private readonly backend: FakeBackend) {}

  token(token: string | null): Result<WearablesToken, ApiError> {
    return this.account(token).map((account) => {
      const issued = `wearables-${randomToken()}`;
      const expiresAt = this.backend.now() + TOKEN_LIFETIME_MS;
      account.tokens = Object.fromEntries(Object.entries(account.tokens).filter(([, expires]) => expires > this.backend.now()));
      account.tokens[issued] = expiresAt;
      return { token: issued, expiresAt: new Date(expiresAt).toISOString() };
    });
  }

  apps(token: string | null): Result<WearableApp[], ApiError> {
    return this.account(token).map((account) => WEARABLE_APPS.map((app) => this.appOf(account, app.id)));
  }

  connect(token: string | null, appId: string, linkToken: string, consent: boolean): Result<WearableApp, ApiError> {
    return this.account(token).andThen((account): Result<WearableApp, ApiError> => {
      if (!WEARABLE_APPS.some((app) => app.id === appId)) return Err({ kind: 'not-found', message: WEARABLE_ERRORS.noSuchApp });
      if (!consent) return Err({ kind: 'rejected', message: WEARABLE_ERRORS.consent });
      const expires = account.tokens[linkToken];
      if (expires === undefined || expires <= this.backend.now()) return Err({ kind: 'rejected', message: WEARABLE_ERRORS.token });
      delete account.tokens[linkToken];
      const now = this.backend.now();
      account.connected[appId] ??= now;
      account.history = { from: Math.min(account.history?.from ?? Infinity, now - HISTORY_DAYS * DAY_MS), to: null };
      return Ok(this.appOf(account, appId));
    });
  }

  disconnect(token: string | null, appId: string): Result<WearableApp, ApiError> {
    return this.account(token).andThen((account): Result<WearableApp, ApiError> => {
      if (!WEARABLE_APPS.some((app) => app.id === appId)) return Err({ kind: 'not-found', message: WEARABLE_ERRORS.noSuchApp });
      delete account.connected[appId];
      if (Object.keys(account.connected).length === 0 && account.history !== null) account.history.to ??= this.backend.now();
      return Ok(this.appOf(account, appId));
    });
  }

  readings(token: string | null, metric: string, fromText: string, toText: string): Result<WearableReadings[WearableMetric], ApiError> {
    return this.account(token).andThen((account): Result<WearableReadings[WearableMetric], ApiError> => {
      if (!(WEARABLE_METRICS as readonly string[]).includes(metric)) return Err({ kind: 'not-found', message: `There is no metric called ${metric}` });
      const from = Date.parse(fromText);
      const to = Date.parse(toText);
      if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to || to - from > LONGEST_READ_MS) return Err({ kind: 'rejected', message: WEARABLE_ERRORS.range });
      const covered = account.history === null ? null : { from: Math.max(from, account.history.from), to: Math.min(to, account.history.to ?? Infinity, this.backend.now()) };
      const userId = this.backend.userByToken(token).unwrap().id;
      const days = covered === null || covered.from >= covered.to ? [] : istDaysBetween(covered.from, covered.to).map((date) => ({ start: istDayStart(date), day: fakeDay(userId, date) }));
      // A day wholly in the time asked for is sent whole; only the first and the last are cut reading by reading.
      // Joined by concat: flatMap took 60 times as long over a month's days.
      const within = (pick: (day: FakeDay) => Reading[]) =>
        ([] as Reading[]).concat(
          ...days.map(({ start, day }) => {
            const readings = pick(day);
            if (covered === null || (start >= covered.from && start + DAY_MS <= covered.to)) return readings;
            return readings.filter((reading) => Date.parse(reading.at) >= covered.from && Date.parse(reading.at) < covered.to);
          }),
        );
      switch (metric as WearableMetric) {
        case 'activity':
          return Ok({ goalSteps: WEARABLE_GOALS.steps, readings: within((day) => day.steps) });
        case 'heart':
          return Ok({ readings: within((day) => day.heart) });
        case 'glucose':
          return Ok({ targetLow: WEARABLE_GOALS.glucoseLow, targetHigh: WEARABLE_GOALS.glucoseHigh, readings: within((day) => day.glucose) });
        case 'sleep': {
          const woke = (date: string) => istDayStart(date) + WAKE_UP_MS;
          const nights = days.map(({ day }) => day.sleep).filter((night) => covered !== null && woke(night.date) >= covered.from && woke(night.date) < covered.to);
          return Ok({ goalMinutes: WEARABLE_GOALS.sleepMinutes, nights });
        }
      }
    });
  }

  private appOf(account: FakeWearablesAccount, appId: string): WearableApp {
    const app = WEARABLE_APPS.find((each) => each.id === appId) ?? { id: appId, name: appId };
    const connected = account.connected[appId] !== undefined;
    return { id: app.id, name: app.name, connected, lastSyncedAt: connected ? new Date(this.backend.now()).toISOString() : null };
  }

  private account(token: string | null): Result<FakeWearablesAccount, ApiError> {
    return this.backend.userByToken(token).map((user) => {
      const accounts = (this.backend.state.wearables ??= {});
      accounts[user.id] ??= this.seeded(user.mobileNumber);
      return accounts[user.id] as FakeWearablesAccount;
    });
  }

  private seeded(mobileNumber: string): FakeWearablesAccount {
    if (mobileNumber !== DEMO_ACCOUNTS.subscriber.mobileNumber) return { connected: {}, history: null, tokens: {} };
    const linked = this.backend.now() - 21 * DAY_MS;
    return { connected: { 'google-fit': linked }, history: { from: linked - HISTORY_DAYS * DAY_MS, to: null }, tokens: {} };
  }
}
