import type { Result } from 'ts-results-es';
import type { ApiError, ApiResult } from '../../domain/shared/errors';
import type { PatientAlert } from '../../domain/wearables/emergency-alert';
import type { WearableApp, WearableMetric, WearableReadings, WearablesToken } from '../../domain/wearables/model';
import type { WearablesApi } from '../../domain/wearables/ports';
import type { FakeBackend } from '../backend';
import { FakeEmergencyAlertsService } from './alerts';
import { FakeWearablesService } from './service';

/** The wearables port on the in-memory fake backend. */
export class FakeWearablesApi implements WearablesApi {
  private readonly service: FakeWearablesService;
  private readonly alertsService: FakeEmergencyAlertsService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly session: () => string | null,
  ) {
    this.service = new FakeWearablesService(backend);
    this.alertsService = new FakeEmergencyAlertsService(backend);
  }

  token(): ApiResult<WearablesToken> {
    return this.backend.call(() => this.service.token(this.session()), { mutates: true });
  }

  apps(): ApiResult<WearableApp[]> {
    return this.backend.call(() => this.service.apps(this.session()), { mutates: true });
  }

  connect(appId: string, token: string): ApiResult<WearableApp> {
    return this.backend.call(() => this.service.connect(this.session(), appId, token, true), { mutates: true });
  }

  disconnect(appId: string): ApiResult<WearableApp> {
    return this.backend.call(() => this.service.disconnect(this.session(), appId), { mutates: true });
  }

  readings<M extends WearableMetric>(metric: M, from: string, to: string): ApiResult<WearableReadings[M]> {
    // The service answers for the metric asked (it is what the server would send for that path).
    return this.backend.call(() => this.service.readings(this.session(), metric, from, to) as Result<WearableReadings[M], ApiError>);
  }

  alerts(): ApiResult<PatientAlert[]> {
    // Saved: the first read lays out the demo's alerts, timed from then.
    return this.backend.call(() => this.alertsService.patientAlerts(this.session()), { mutates: true });
  }

  imFine(alertId: string): ApiResult<PatientAlert> {
    return this.backend.call(() => this.alertsService.imFine(this.session(), alertId), { mutates: true });
  }
}
