import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../shared/errors';
import type { Query } from '../shared/query';
import { testQueries } from '../shared/test-doubles';
import type { PatientNotification } from './model';
import { Notifications } from './notifications';
import type { NotificationsApi } from './ports';

class StubNotificationsApi implements NotificationsApi {
  calls: string[] = [];
  failWith: ApiError | null = null;

  constructor(public notifications: PatientNotification[]) {}

  async list(): ApiResult<PatientNotification[]> {
    this.calls.push('list');
    return Ok(structuredClone(this.notifications));
  }

  async unreadCount(): ApiResult<number> {
    this.calls.push('unreadCount');
    return Ok(this.notifications.filter((n) => !n.read).length);
  }

  async markRead(id: string): ApiResult<null> {
    this.calls.push(`markRead ${id}`);
    if (this.failWith) return Err(this.failWith);
    this.notifications = this.notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
    return Ok(null);
  }

  async markAllRead(): ApiResult<null> {
    this.calls.push('markAllRead');
    if (this.failWith) return Err(this.failWith);
    this.notifications = this.notifications.map((n) => ({ ...n, read: true }));
    return Ok(null);
  }
}

const note = (id: string, createdAt: string, read = false): PatientNotification => ({
  id,
  kind: 'REPORT_READY',
  title: 'Your lab report is ready',
  message: 'Thyroid profile (T3, T4, TSH)',
  createdAt,
  read,
  target: { type: 'LAB_REPORT', id: null },
});

function setUp() {
  const api = new StubNotificationsApi([note('old', '2026-11-20T04:00:00Z', true), note('new', '2026-11-25T04:00:00Z'), note('mid', '2026-11-22T04:00:00Z')]);
  const notifications = new Notifications({ api, queries: testQueries() });
  return { api, notifications };
}

/** The query's value once no load is out. */
async function settled<T>(query: Query<T>): Promise<T> {
  const state = await firstValueFrom(query.state$.pipe(filter((s) => s.kind === 'ready' && !s.refreshing)));
  if (state.kind !== 'ready') throw new Error('filtered to ready');
  return state.value;
}

describe('Notifications', () => {
  it('lists them newest first', async () => {
    const { notifications } = setUp();
    expect((await settled(notifications.list())).map((n) => n.id)).toEqual(['new', 'mid', 'old']);
  });

  it('opening an unread one marks it read in the list and takes one off the bell', async () => {
    const { api, notifications } = setUp();
    const list = await settled(notifications.list());
    expect(await settled(notifications.unreadCount())).toBe(2);

    const opened = await notifications.open(list[0]!);
    expect(opened.isOk()).toBe(true);
    expect(api.calls).toContain('markRead new');
    expect(await settled(notifications.unreadCount())).toBe(1);
    expect((await settled(notifications.list())).find((n) => n.id === 'new')?.read).toBe(true);
  });

  it('opening one already read makes no call', async () => {
    const { api, notifications } = setUp();
    const list = await settled(notifications.list());
    await notifications.open(list[2]!);
    expect(api.calls.filter((call) => call.startsWith('markRead'))).toEqual([]);
  });

  it('mark all as read leaves none unread and the bell at zero', async () => {
    const { notifications } = setUp();
    await settled(notifications.list());
    expect((await notifications.markAllRead()).isOk()).toBe(true);
    expect(await settled(notifications.unreadCount())).toBe(0);
    expect((await settled(notifications.list())).every((n) => n.read)).toBe(true);
  });

  it('a failed mark read says why and leaves the notification unread', async () => {
    const { api, notifications } = setUp();
    const list = await settled(notifications.list());
    api.failWith = { kind: 'network' };
    const opened = await notifications.open(list[0]!);
    expect(opened.isErr() && opened.error).toEqual({ kind: 'network' });
    expect(notifications.list().state).toMatchObject({ kind: 'ready', value: expect.arrayContaining([expect.objectContaining({ id: 'new', read: false })]) });
  });
});
