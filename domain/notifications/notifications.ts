import { Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import { amend, type Query, type QueryCache } from '../shared/query';
import { newestFirst, type PatientNotification } from './model';
import type { NotificationsApi } from './ports';

export interface NotificationsDeps {
  api: NotificationsApi;
  queries: QueryCache;
}

/** Where the session keeps the notifications and the bell's count. */
export const NOTIFICATION_QUERIES = {
  list: ['notifications', 'list'],
  unread: ['notifications', 'unread'],
} as const;

/**
 * The patient's notifications and the unread count the header's bell shows. Reading one or all
 * shows at once in the list and on the bell, then both are fetched again so the server's own
 * answer replaces the guess.
 */
export class Notifications {
  constructor(private readonly deps: NotificationsDeps) {}

  list(): Query<PatientNotification[]> {
    return this.deps.queries.query(NOTIFICATION_QUERIES.list, async () => (await this.deps.api.list()).map(newestFirst));
  }

  /** The bell's count: a call of its own, so the header never downloads the whole list. */
  unreadCount(): Query<number> {
    return this.deps.queries.query(NOTIFICATION_QUERIES.unread, () => this.deps.api.unreadCount());
  }

  /** The patient opened `notification`: it is read from now on. One already read costs no call. */
  async open(notification: PatientNotification): Promise<Result<null, ApiError>> {
    if (notification.read) return Ok(null);
    const marked = await this.deps.api.markRead(notification.id);
    if (marked.isErr()) return marked;
    amend(this.list(), (list) => list.map((shown) => (shown.id === notification.id ? { ...shown, read: true } : shown)));
    amend(this.unreadCount(), (count) => Math.max(0, count - 1));
    return Ok(null);
  }

  async markAllRead(): Promise<Result<null, ApiError>> {
    const marked = await this.deps.api.markAllRead();
    if (marked.isErr()) return marked;
    amend(this.list(), (list) => list.map((shown) => (shown.read ? shown : { ...shown, read: true })));
    amend(this.unreadCount(), () => 0);
    return Ok(null);
  }
}
