import { HttpNotificationsApi } from '../../adapters/http/notifications-api';
import type { NotificationsApi } from '../../domain/notifications/ports';
import { FakeNotificationsApi } from '../../fakes/notifications/api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
export const NOTIFICATIONS_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The notifications port of one implementation. */
export interface NotificationsSubject extends SubjectControls {
  notifications: NotificationsApi;
}

export const inMemoryNotifications = (): Promise<NotificationsSubject> =>
  inMemorySubject(NOTIFICATIONS_START, (context) => ({ notifications: new FakeNotificationsApi(context.backend, context.token) }));

export const httpNotifications = (): Promise<NotificationsSubject> =>
  httpSubject(NOTIFICATIONS_START, HTTP_TIMEOUT_MS, (http) => ({ notifications: new HttpNotificationsApi(http) }));
