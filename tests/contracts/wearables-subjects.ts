import { HttpEmergencyAlertsApi } from '../../adapters/http/emergency-alerts-api';
import { HttpWearablesApi } from '../../adapters/http/wearables-api';
import type { EmergencyAlertsApi, WearablesApi } from '../../domain/wearables/ports';
import { FakeEmergencyAlertsApi } from '../../fakes/wearables/alerts-api';
import { FakeWearablesApi } from '../../fakes/wearables/api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India: today's readings run up to then. */
export const WEARABLES_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The wearables port of one implementation, and its contacts' alert links (the patient's answer reaches them). */
export interface WearablesSubject extends SubjectControls {
  wearables: WearablesApi;
  contactAlerts: EmergencyAlertsApi;
}

export const inMemoryWearables = (): Promise<WearablesSubject> =>
  inMemorySubject(WEARABLES_START, (context) => ({ wearables: new FakeWearablesApi(context.backend, context.token), contactAlerts: new FakeEmergencyAlertsApi(context.backend) }));

export const httpWearables = (): Promise<WearablesSubject> =>
  httpSubject(WEARABLES_START, HTTP_TIMEOUT_MS, (http) => ({ wearables: new HttpWearablesApi(http), contactAlerts: new HttpEmergencyAlertsApi(http) }));
