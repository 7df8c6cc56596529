import type { PatientNotification } from '../../domain/notifications/model';
import type { NotificationsApi } from '../../domain/notifications/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeNotificationsService } from './service';

/** The notifications port on the in-memory fake backend. */
export class FakeNotificationsApi implements NotificationsApi {
  private readonly service: FakeNotificationsService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeNotificationsService(backend);
  }

  /** Saved: the first read lays out the standalone notifications and the demo's consultations. */
  list(): ApiResult<PatientNotification[]> {
    return this.backend.call(() => this.service.list(this.token()), { mutates: true });
  }

  unreadCount(): ApiResult<number> {
    return this.backend.call(() => this.service.unreadCount(this.token()), { mutates: true });
  }

  markRead(id: string): ApiResult<null> {
    return this.backend.call(() => this.service.markRead(this.token(), id), { mutates: true });
  }

  markAllRead(): ApiResult<null> {
    return this.backend.call(() => this.service.markAllRead(this.token()), { mutates: true });
  }
}
