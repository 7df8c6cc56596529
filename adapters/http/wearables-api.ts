import * as v from 'valibot';
import type { ApiResult } from '../../domain/shared/errors';
import { ALERT_EVENTS, ALERT_RESPONSES, type PatientAlert } from '../../domain/wearables/emergency-alert';
import type { WearableApp, WearableMetric, WearableReadings, WearablesToken } from '../../domain/wearables/model';
import type { WearablesApi } from '../../domain/wearables/ports';
import type { HttpClient } from './client';

const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const instant = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.finite());
const minutes = v.pipe(v.number(), v.finite(), v.minValue(0));

const AppSchema = v.object({ id: text, name: text, connected: v.boolean(), lastSyncedAt: v.nullable(instant) }) satisfies v.GenericSchema<unknown, WearableApp>;
const Readings = v.array(v.object({ at: instant, value: count }));

/** The replies of GET /wearables/{metric} (docs/api.md "Wearables"). */
const READINGS_SCHEMAS: { [M in WearableMetric]: v.GenericSchema<unknown, WearableReadings[M]> } = {
  activity: v.object({ goalSteps: count, readings: Readings }),
  sleep: v.object({
    goalMinutes: count,
    nights: v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), deepMinutes: minutes, lightMinutes: minutes, remMinutes: minutes, awakeMinutes: minutes })),
  }),
  heart: v.object({ readings: Readings }),
  glucose: v.object({ targetLow: count, targetHigh: count, readings: Readings }),
};

/** The patient's own alert (docs/api.md "Wearables"). */
const PatientAlertSchema = v.object({
  id: text,
  event: v.picklist(ALERT_EVENTS),
  detectedAt: instant,
  device: text,
  status: v.picklist(['open', 'resolved', 'expired']),
  resolution: v.nullable(v.variant('by', [v.object({ at: instant, by: v.literal('patient') }), v.object({ at: instant, by: v.literal('contact'), name: text })])),
  responses: v.array(v.object({ by: text, kind: v.picklist(ALERT_RESPONSES), at: instant })),
}) satisfies v.GenericSchema<unknown, PatientAlert>;

/** The wearables area over HTTP (docs/api.md "Wearables"). */
export class HttpWearablesApi implements WearablesApi {
  constructor(private readonly http: HttpClient) {}

  token(): ApiResult<WearablesToken> {
    return this.http.get('/wearables/token', { data: v.object({ token: text, expiresAt: instant }) });
  }

  apps(): ApiResult<WearableApp[]> {
    return this.http.get('/wearables/apps', { data: v.array(AppSchema) });
  }

  connect(appId: string, token: string): ApiResult<WearableApp> {
    return this.http.post(`/wearables/apps/${encodeURIComponent(appId)}/connect`, { body: { token, consent: true }, data: AppSchema });
  }

  disconnect(appId: string): ApiResult<WearableApp> {
    return this.http.post(`/wearables/apps/${encodeURIComponent(appId)}/disconnect`, { body: {}, data: AppSchema });
  }

  readings<M extends WearableMetric>(metric: M, from: string, to: string): ApiResult<WearableReadings[M]> {
    return this.http.get(`/wearables/${metric}`, { query: { from, to }, data: READINGS_SCHEMAS[metric] });
  }

  alerts(): ApiResult<PatientAlert[]> {
    return this.http.get('/wearables/alerts', { data: v.array(PatientAlertSchema) });
  }

  imFine(alertId: string): ApiResult<PatientAlert> {
    return this.http.post(`/wearables/alerts/${encodeURIComponent(alertId)}/fine`, { body: {}, data: PatientAlertSchema });
  }
}
