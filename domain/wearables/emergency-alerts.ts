import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress } from '../account/forms';
import type { ApiError, NotFoundError } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import { hasSent, isAlertToken, type AlertResponseKind, type EmergencyAlert } from './emergency-alert';
import type { EmergencyAlertsApi } from './ports';

export interface EmergencyAlertsDeps {
  api: EmergencyAlertsApi;
  queries: QueryCache;
}

export const ALERT_QUERIES = {
  alert: (token: string) => ['emergency-alerts', token],
} as const;

/** What a link that cannot be an alert's gets, without a call: the same as an unknown one. */
export const NO_SUCH_ALERT: NotFoundError = { kind: 'not-found', message: 'There is no alert at this link. Check that you opened the whole link from the SMS.' };

/** The alert is closed or its link has expired: nothing is sent, the page shows why. */
export type AlertClosedError = { kind: 'closed'; alert: EmergencyAlert };
export type RespondError = AlreadyInProgress | AlertClosedError | ApiError;

/**
 * The emergency contact's side of a fall or crash alert: the alert their link opens, and their
 * response to it, sent once however often they press or reload.
 */
export class EmergencyAlerts {
  private readonly responding = new SingleFlight();

  constructor(private readonly deps: EmergencyAlertsDeps) {}

  alert(token: string): Query<EmergencyAlert> {
    return this.deps.queries.query(ALERT_QUERIES.alert(token), () => (isAlertToken(token) ? this.deps.api.alert(token) : Promise.resolve(Err(NO_SUCH_ALERT))));
  }

  /**
   * Tells the patient's other contacts (and the service) this contact's response. A response
   * already sent is not sent again; the alert as the server now has it replaces the one shown.
   */
  respond(token: string, kind: AlertResponseKind): Promise<Result<EmergencyAlert, RespondError>> {
    return this.responding.run(async (): Promise<Result<EmergencyAlert, RespondError>> => {
      const query = this.alert(token);
      const shown = await query.value();
      if (shown.isErr()) return shown;
      if (shown.value.status !== 'open') return Err({ kind: 'closed', alert: shown.value });
      if (hasSent(shown.value, kind)) return Ok(shown.value);
      const answered = await this.deps.api.respond(token, kind);
      if (answered.isErr()) return answered;
      query.set(answered.value);
      return Ok(answered.value);
    });
  }
}
