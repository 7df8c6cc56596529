import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import { ALERT_RESPONSES, latestFirst, type AlertEvent, type AlertPlace, type AlertResponseKind, type EmergencyAlert, type PatientAlert } from '../../domain/wearables/emergency-alert';
import { NO_SUCH_ALERT } from '../../domain/wearables/emergency-alerts';
import type { FakeBackend } from '../backend';
import { DEMO_ACCOUNTS } from '../seed';

/**
 * The links the demo's alerts sent, one per contact: Rohan's opens a fall Priya's watch
 * detected minutes ago (Meena already on her way); the others a car crash still open, an alert
 * Meena resolved, and one whose link has expired. Fixed, so a demo and a test can open them;
 * a real token is random.
 */
export const DEMO_ALERT_TOKENS = {
  fall: 'demo-fall-alert-rohan',
  fallMeena: 'demo-fall-alert-meena',
  crash: 'demo-crash-alert-rohan',
  resolved: 'demo-resolved-alert-rohan',
  resolvedMeena: 'demo-resolved-alert-meena',
  expired: 'demo-expired-alert-rohan',
} as const;

/** An alert's link works for a day from the detection. */
export const ALERT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** How far back the patient's own list goes. */
export const PATIENT_ALERTS_DAYS = 30;
const NO_SUCH_OWN_ALERT = 'There is no such alert of yours.';

/** One fall or crash as the fake keeps it: whose, where, the contacts' links and what they answered. */
export interface FakeEmergencyAlert {
  /** What the patient's own calls name it by (never a contact's token). */
  id: string;
  event: AlertEvent;
  userId: string;
  detectedAt: number;
  device: string;
  place: AlertPlace | null;
  resolvedAt: number | null;
  /** The patient said they are fine (otherwise a contact's 'safe' closed it). */
  resolvedByPatient?: boolean;
  /** Token -> the contact's first name. */
  contacts: Record<string, string>;
  responses: { token: string; kind: AlertResponseKind; at: number }[];
}

/**
 * The fake backend's emergency alerts, answered by the contact's token alone. The demo's are
 * laid out, timed from the first time any is asked for, so they read as just detected.
 */
export class FakeEmergencyAlertsService {
  constructor(private readonly backend: FakeBackend) {}

  alert(token: string): Result<EmergencyAlert, ApiError> {
    const alert = this.alerts().find((each) => each.contacts[token] !== undefined);
    return alert === undefined ? Err(NO_SUCH_ALERT) : Ok(this.view(alert, token));
  }

  respond(token: string, kind: string): Result<EmergencyAlert, ApiError> {
    const alert = this.alerts().find((each) => each.contacts[token] !== undefined);
    if (alert === undefined) return Err(NO_SUCH_ALERT);
    if (!(ALERT_RESPONSES as readonly string[]).includes(kind)) return Err({ kind: 'rejected', message: `There is no response called ${kind}.` });
    const now = this.backend.now();
    const open = alert.resolvedAt === null && now < alert.detectedAt + ALERT_LIFETIME_MS;
    if (open && !alert.responses.some((response) => response.token === token && response.kind === kind)) {
      alert.responses.push({ token, kind: kind as AlertResponseKind, at: now });
      if (kind === 'safe') alert.resolvedAt = now;
    }
    return Ok(this.view(alert, token));
  }

  /** The patient's own alerts of the last 30 days, latest first, by their session. */
  patientAlerts(session: string | null): Result<PatientAlert[], ApiError> {
    return this.backend.userByToken(session).map((user) => {
      const since = this.backend.now() - PATIENT_ALERTS_DAYS * ALERT_LIFETIME_MS;
      return latestFirst(this.alerts().filter((alert) => alert.userId === user.id && alert.detectedAt >= since).map((alert) => this.patientView(alert)));
    });
  }

  /** The patient says they are fine: an open alert is resolved for every contact; any other is answered as it is. */
  imFine(session: string | null, id: string): Result<PatientAlert, ApiError> {
    return this.backend.userByToken(session).andThen((user): Result<PatientAlert, ApiError> => {
      const alert = this.alerts().find((each) => each.id === id && each.userId === user.id);
      if (alert === undefined) return Err({ kind: 'not-found', message: NO_SUCH_OWN_ALERT });
      if (this.patientView(alert).status === 'open') {
        alert.resolvedAt = this.backend.now();
        alert.resolvedByPatient = true;
      }
      return Ok(this.patientView(alert));
    });
  }

  private patientView(alert: FakeEmergencyAlert): PatientAlert {
    const iso = (at: number) => new Date(at).toISOString();
    const responses = alert.responses.map((response) => ({ by: alert.contacts[response.token] ?? '', kind: response.kind, at: iso(response.at) }));
    const common = { id: alert.id, event: alert.event, detectedAt: iso(alert.detectedAt), device: alert.device, responses };
    if (alert.resolvedAt !== null) {
      const closer = alert.responses.find((response) => response.kind === 'safe');
      const resolution =
        alert.resolvedByPatient === true || closer === undefined
          ? ({ at: iso(alert.resolvedAt), by: 'patient' } as const)
          : ({ at: iso(alert.resolvedAt), by: 'contact', name: alert.contacts[closer.token] ?? '' } as const);
      return { ...common, status: 'resolved', resolution };
    }
    return { ...common, status: this.backend.now() >= alert.detectedAt + ALERT_LIFETIME_MS ? 'expired' : 'open', resolution: null };
  }

  private view(alert: FakeEmergencyAlert, token: string): EmergencyAlert {
    if (this.backend.now() >= alert.detectedAt + ALERT_LIFETIME_MS) return { status: 'expired' };
    const patient = this.backend.state.users[alert.userId];
    const iso = (at: number) => new Date(at).toISOString();
    const responses = alert.responses.map((response) => ({ by: alert.contacts[response.token] ?? '', kind: response.kind, at: iso(response.at), mine: response.token === token }));
    const common = { event: alert.event, patientFirstName: patient?.firstName ?? '', detectedAt: iso(alert.detectedAt), responses };
    if (alert.resolvedAt !== null) return { status: 'resolved', ...common, resolvedAt: iso(alert.resolvedAt) };
    return { status: 'open', ...common, patientMobile: patient?.mobileNumber ?? '', device: alert.device, place: alert.place };
  }

  private alerts(): FakeEmergencyAlert[] {
    return (this.backend.state.emergencyAlerts ??= this.seeded(this.backend.now()));
  }

  private seeded(now: number): FakeEmergencyAlert[] {
    const priya = Object.values(this.backend.state.users).find((user) => user.mobileNumber === DEMO_ACCOUNTS.subscriber.mobileNumber)?.id ?? '';
    const ago = (minutes: number) => now - minutes * MINUTE_MS;
    const indiranagar = { locality: 'Indiranagar, Bengaluru', latitude: 12.97196, longitude: 77.64115 };
    return [
      {
        id: 'alert-fall-now',
        event: 'fall',
        userId: priya,
        detectedAt: ago(4),
        device: 'Galaxy Watch6',
        place: indiranagar,
        resolvedAt: null,
        contacts: { [DEMO_ALERT_TOKENS.fall]: 'Rohan', [DEMO_ALERT_TOKENS.fallMeena]: 'Meena' },
        responses: [{ token: DEMO_ALERT_TOKENS.fallMeena, kind: 'on-the-way', at: ago(2) }],
      },
      { id: 'alert-crash-open', event: 'crash', userId: priya, detectedAt: ago(12), device: 'Pixel Watch 2', place: null, resolvedAt: null, contacts: { [DEMO_ALERT_TOKENS.crash]: 'Rohan' }, responses: [] },
      {
        id: 'alert-fall-resolved',
        event: 'fall',
        userId: priya,
        detectedAt: ago(180),
        device: 'Galaxy Watch6',
        place: indiranagar,
        resolvedAt: ago(160),
        contacts: { [DEMO_ALERT_TOKENS.resolved]: 'Rohan', [DEMO_ALERT_TOKENS.resolvedMeena]: 'Meena' },
        responses: [{ token: DEMO_ALERT_TOKENS.resolvedMeena, kind: 'safe', at: ago(160) }],
      },
      { id: 'alert-fall-expired', event: 'fall', userId: priya, detectedAt: ago(2 * 24 * 60), device: 'Galaxy Watch6', place: indiranagar, resolvedAt: null, contacts: { [DEMO_ALERT_TOKENS.expired]: 'Rohan' }, responses: [] },
    ];
  }
}
