import type { ApiResult } from '../shared/errors';
import type { WearableApp, WearableMetric, WearableReadings, WearablesToken } from './model';
import type { AlertResponseKind, EmergencyAlert, PatientAlert } from './emergency-alert';

/** The wearables area of the API (spec §7 "Wearables"; paths in docs/api.md). */
export interface WearablesApi {
  /** GET /wearables/token */
  token(): ApiResult<WearablesToken>;
  /** GET /wearables/apps: every app the service can link, connected or not. */
  apps(): ApiResult<WearableApp[]>;
  /**
   * POST /wearables/apps/{id}/connect { token, consent: true }: links the app with the
   * patient's consent; the app as now linked. An unknown app is not-found; an expired token rejected.
   */
  connect(appId: string, token: string): ApiResult<WearableApp>;
  /** POST /wearables/apps/{id}/disconnect: stops the app's data coming in; what came stays. */
  disconnect(appId: string): ApiResult<WearableApp>;
  /**
   * GET /wearables/{metric}?from&to (ISO instants, `to` excluded): what connected apps measured
   * in that time; nothing when no app is connected.
   */
  readings<M extends WearableMetric>(metric: M, from: string, to: string): ApiResult<WearableReadings[M]>;
  /** GET /wearables/alerts: the falls and crashes the patient's wearables detected in the last 30 days. */
  alerts(): ApiResult<PatientAlert[]>;
  /**
   * POST /wearables/alerts/{id}/fine: the patient says they are fine, which resolves an open
   * alert for every contact; a resolved or expired one is answered as it is. Another patient's
   * or an unknown alert is not-found.
   */
  imFine(alertId: string): ApiResult<PatientAlert>;
}

/**
 * The emergency contact's side of a fall or crash alert (docs/api.md "Emergency alerts"). The
 * token in the path is all the authority a call has: no session is needed or sent for it.
 */
export interface EmergencyAlertsApi {
  /** GET /alerts/{token}: the alert as this contact may see it; an unknown token is not-found. */
  alert(token: string): ApiResult<EmergencyAlert>;
  /**
   * POST /alerts/{token}/responses { kind }: records this contact's response once (sending it
   * again changes nothing) and answers with the alert as it now stands; a closed or expired
   * alert records nothing and is answered as it is.
   */
  respond(token: string, kind: AlertResponseKind): ApiResult<EmergencyAlert>;
}
