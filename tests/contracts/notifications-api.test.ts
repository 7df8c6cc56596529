import { notificationsApiContract } from './notifications-api.contract';
import { httpNotifications, inMemoryNotifications } from './notifications-subjects';

notificationsApiContract('in-memory fake', inMemoryNotifications);
notificationsApiContract('HTTP adapter over the local fake server', httpNotifications);
