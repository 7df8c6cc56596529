import * as v from 'valibot';
import type { ApiResult } from '../../domain/shared/errors';
import { ALERT_EVENTS, ALERT_RESPONSES, type AlertResponseKind, type EmergencyAlert } from '../../domain/wearables/emergency-alert';
import type { EmergencyAlertsApi } from '../../domain/wearables/ports';
import type { HttpClient } from './client';

const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const instant = v.pipe(v.string(), v.isoTimestamp());
const Responses = v.array(v.object({ by: text, kind: v.picklist(ALERT_RESPONSES), at: instant, mine: v.boolean() }));
const Place = v.object({
  locality: text,
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

/** The replies of GET /alerts/{token} and POST /alerts/{token}/responses (docs/api.md "Emergency alerts"). */
const AlertSchema = v.variant('status', [
  v.object({
    status: v.literal('open'),
    event: v.picklist(ALERT_EVENTS),
    patientFirstName: text,
    patientMobile: v.pipe(v.string(), v.regex(/^[6-9][0-9]{9}$/)),
    detectedAt: instant,
    device: text,
    place: v.nullable(Place),
    responses: Responses,
  }),
  v.object({ status: v.literal('resolved'), event: v.picklist(ALERT_EVENTS), patientFirstName: text, detectedAt: instant, resolvedAt: instant, responses: Responses }),
  v.object({ status: v.literal('expired') }),
]) satisfies v.GenericSchema<unknown, EmergencyAlert>;

/** The emergency contact's alert over HTTP: the token in the path is the only authority. */
export class HttpEmergencyAlertsApi implements EmergencyAlertsApi {
  constructor(private readonly http: HttpClient) {}

  alert(token: string): ApiResult<EmergencyAlert> {
    return this.http.get(`/alerts/${encodeURIComponent(token)}`, { data: AlertSchema });
  }

  respond(token: string, kind: AlertResponseKind): ApiResult<EmergencyAlert> {
    return this.http.post(`/alerts/${encodeURIComponent(token)}/responses`, { body: { kind }, data: AlertSchema });
  }
}
