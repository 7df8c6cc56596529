import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress } from '../account/forms';
import { istDate } from '../shared/calendar-date';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { amend, type Query, type QueryCache } from '../shared/query';
import { chartOf, readingsWindow, type MetricChart } from './charts';
import type { PatientAlert } from './emergency-alert';
import type { ChartPeriod, WearableApp, WearableMetric } from './model';
import type { WearablesApi } from './ports';

export interface WearablesDeps {
  api: WearablesApi;
  queries: QueryCache;
  clock: Clock;
}

/** Where the session keeps the wearables' data; a chart's key holds its Indian day, so a new day asks afresh. */
export const WEARABLES_QUERIES = {
  apps: ['wearables', 'apps'],
  alerts: ['wearables', 'alerts'],
  charts: ['wearables', 'charts'],
  chart: (metric: WearableMetric, period: ChartPeriod, day: string) => ['wearables', 'charts', metric, period, day],
} as const;

export type ConnectionError = AlreadyInProgress | ApiError;

/**
 * The patient's wearables: the apps they may link (with consent) or unlink, and a chart of each
 * metric for today, the last week or the last month, built from what the linked apps sent.
 */
export class Wearables {
  private readonly changing = new SingleFlight();
  private readonly answering = new SingleFlight();

  constructor(private readonly deps: WearablesDeps) {}

  apps(): Query<WearableApp[]> {
    return this.deps.queries.query(WEARABLES_QUERIES.apps, () => this.deps.api.apps());
  }

  /** Links an app: a fresh token from the service, then the link with the patient's consent. */
  connect(appId: string): Promise<Result<WearableApp, ConnectionError>> {
    return this.change(async () => {
      const token = await this.deps.api.token();
      if (token.isErr()) return Err(token.error);
      return this.deps.api.connect(appId, token.value.token);
    });
  }

  disconnect(appId: string): Promise<Result<WearableApp, ConnectionError>> {
    return this.change(() => this.deps.api.disconnect(appId));
  }

  chart(metric: WearableMetric, period: ChartPeriod): Query<MetricChart> {
    const now = this.deps.clock.now();
    return this.deps.queries.query(WEARABLES_QUERIES.chart(metric, period, istDate(now)), async () => {
      const { from, to } = readingsWindow(period, now);
      const read = await this.deps.api.readings(metric, from.toISOString(), to.toISOString());
      // Built at the answer's time, so today's chart reaches the hour it was read in.
      return read.map((data) => chartOf(metric, period, data, this.deps.clock.now()));
    });
  }

  /** The falls and crashes the patient's wearables detected lately, latest first. */
  alerts(): Query<PatientAlert[]> {
    return this.deps.queries.query(WEARABLES_QUERIES.alerts, () => this.deps.api.alerts());
  }

  /**
   * The patient says they are fine: an open alert is closed for every contact. One answer at a
   * time; an alert no longer open is not sent; the list shows the alert as the server now has it.
   */
  imFine(alertId: string): Promise<Result<PatientAlert, AlreadyInProgress | ApiError>> {
    return this.answering.run(async (): Promise<Result<PatientAlert, ApiError>> => {
      const shown = (await this.alerts().value()).map((alerts) => alerts.find((alert) => alert.id === alertId)).unwrapOr(undefined);
      if (shown !== undefined && shown.status !== 'open') return Ok(shown);
      const answered = await this.deps.api.imFine(alertId);
      if (answered.isErr()) return answered;
      amend(this.alerts(), (alerts) => alerts.map((each) => (each.id === answered.value.id ? answered.value : each)));
      return Ok(answered.value);
    });
  }

  /** One link or unlink at a time; the list shows the change at once and the charts ask again. */
  private async change(call: () => Promise<Result<WearableApp, ApiError>>): Promise<Result<WearableApp, ConnectionError>> {
    const changed = await this.changing.run(call);
    if (changed.isErr()) return changed;
    const app = changed.value;
    amend(this.apps(), (apps) => apps.map((each) => (each.id === app.id ? app : each)));
    this.deps.queries.invalidate(WEARABLES_QUERIES.charts);
    return Ok(app);
  }
}
