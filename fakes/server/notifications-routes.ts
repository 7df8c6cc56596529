import type { FakeBackend } from '../backend';
import { FakeNotificationsService } from '../notifications/service';
import type { Route } from './app';

/** The notifications area of docs/api.md over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function notificationsRoutes(backend: FakeBackend): Route[] {
  const notifications = new FakeNotificationsService(backend);
  return [
    // Reads lay out the patient's notifications on the first one, so they are saved like a change.
    { method: 'GET', path: /^\/user\/notifications$/, mutates: true, handle: (c) => notifications.list(c.token) },
    { method: 'GET', path: /^\/user\/notifications\/unreadCount$/, mutates: true, handle: (c) => notifications.unreadCount(c.token).map((count) => ({ count })) },
    { method: 'POST', path: /^\/user\/notifications\/readAll$/, mutates: true, handle: (c) => notifications.markAllRead(c.token) },
    { method: 'POST', path: /^\/user\/notifications\/([^/]+)\/read$/, mutates: true, handle: (c) => notifications.markRead(c.token, c.params[0] ?? '') },
  ];
}
