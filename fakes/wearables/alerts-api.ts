import type { ApiResult } from '../../domain/shared/errors';
import type { AlertResponseKind, EmergencyAlert } from '../../domain/wearables/emergency-alert';
import type { EmergencyAlertsApi } from '../../domain/wearables/ports';
import type { FakeBackend } from '../backend';
import { FakeEmergencyAlertsService } from './alerts';

/** The emergency alerts port on the in-memory fake backend: the contact's token is the only key. */
export class FakeEmergencyAlertsApi implements EmergencyAlertsApi {
  private readonly service: FakeEmergencyAlertsService;

  constructor(private readonly backend: FakeBackend) {
    this.service = new FakeEmergencyAlertsService(backend);
  }

  alert(token: string): ApiResult<EmergencyAlert> {
    // Saved: the first read lays out the demo's alerts, timed from then.
    return this.backend.call(() => this.service.alert(token), { mutates: true });
  }

  respond(token: string, kind: AlertResponseKind): ApiResult<EmergencyAlert> {
    return this.backend.call(() => this.service.respond(token, kind), { mutates: true });
  }
}
