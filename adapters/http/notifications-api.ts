import * as v from 'valibot';
import { NOTIFICATION_KINDS, NOTIFICATION_TARGETS, type PatientNotification } from '../../domain/notifications/model';
import type { NotificationsApi } from '../../domain/notifications/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { NothingSchema } from './schemas';

/** One notification as docs/api.md ("Notifications") carries it. */
const NotificationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(NOTIFICATION_KINDS),
  title: v.string(),
  message: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  read: v.boolean(),
  // A screen the app does not know (the backend may add some) leaves the notification to read in place.
  target: v.fallback(v.nullable(v.object({ type: v.picklist(NOTIFICATION_TARGETS), id: v.nullable(v.string()) })), null),
});

/** A kind the app does not know yet is left out rather than failing the whole list. */
const ListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((wire): PatientNotification[] =>
    wire.flatMap((item) => {
      const parsed = v.safeParse(NotificationSchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

const CountSchema = v.pipe(
  v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.transform(({ count }) => count),
);

/** The notifications area of the user API over HTTP. */
export class HttpNotificationsApi implements NotificationsApi {
  constructor(private readonly http: HttpClient) {}

  list(): ApiResult<PatientNotification[]> {
    return this.http.get('/user/notifications', { data: ListSchema });
  }

  unreadCount(): ApiResult<number> {
    return this.http.get('/user/notifications/unreadCount', { data: CountSchema });
  }

  markRead(id: string): ApiResult<null> {
    return this.http.post(`/user/notifications/${encodeURIComponent(id)}/read`, { data: NothingSchema });
  }

  markAllRead(): ApiResult<null> {
    return this.http.post('/user/notifications/readAll', { data: NothingSchema });
  }
}
