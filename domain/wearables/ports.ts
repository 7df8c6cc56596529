import type { ApiResult } from '../shared/errors';
import type { WearableApp, WearableMetric, WearableReadings, WearablesToken } from './model';

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
}
