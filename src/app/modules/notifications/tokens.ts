import type { ServiceIdentifier } from 'inversify';
import type { Notifications } from '../../../../domain/notifications/notifications';
import type { NotificationsApi } from '../../../../domain/notifications/ports';

/** The patient's notifications and their port. Bound by ./module.ts for the notifications page and the header's bell. */
export const NOTIFICATIONS = {
  Notifications: Symbol('Notifications') as ServiceIdentifier<Notifications>,
  NotificationsApi: Symbol('NotificationsApi') as ServiceIdentifier<NotificationsApi>,
} as const;
