import type { ApiResult } from '../shared/errors';
import type { PatientNotification } from './model';

/** The notifications area of the user API (docs/api.md, "Notifications": the spec names no call). */
export interface NotificationsApi {
  /** GET /user/notifications: the signed-in patient's notifications, newest first. */
  list(): ApiResult<PatientNotification[]>;
  /** GET /user/notifications/unreadCount: how many are unread, for the header's bell. */
  unreadCount(): ApiResult<number>;
  /** POST /user/notifications/{id}/read: one is read (again is fine); another patient's id is not-found. */
  markRead(id: string): ApiResult<null>;
  /** POST /user/notifications/readAll: every one is read. */
  markAllRead(): ApiResult<null>;
}
