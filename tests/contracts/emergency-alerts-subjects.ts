import { HttpEmergencyAlertsApi } from '../../adapters/http/emergency-alerts-api';
import type { EmergencyAlertsApi } from '../../domain/wearables/ports';
import { FakeEmergencyAlertsApi } from '../../fakes/wearables/alerts-api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 21:30 in India: the demo's fall was detected four minutes before. */
export const ALERTS_START = Date.parse('2026-11-26T21:30:00+05:30');

/** The emergency alerts port of one implementation. */
export interface EmergencyAlertsSubject extends SubjectControls {
  alerts: EmergencyAlertsApi;
}

export const inMemoryEmergencyAlerts = (): Promise<EmergencyAlertsSubject> =>
  inMemorySubject(ALERTS_START, (context) => ({ alerts: new FakeEmergencyAlertsApi(context.backend) }));

export const httpEmergencyAlerts = (): Promise<EmergencyAlertsSubject> =>
  httpSubject(ALERTS_START, HTTP_TIMEOUT_MS, (http) => ({ alerts: new HttpEmergencyAlertsApi(http) }));
