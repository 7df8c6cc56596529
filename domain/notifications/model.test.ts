import { describe, expect, it } from 'vitest';
import { groupByDay, newestFirst, unreadCount, type PatientNotification } from './model';

const note = (id: string, createdAt: string, read = false): PatientNotification => ({
  id,
  kind: 'ORDER_UPDATE',
  title: `Order ${id}`,
  message: 'Your order is on its way.',
  createdAt,
  read,
  target: null,
});

describe('notifications', () => {
  it('come newest first', () => {
    const list = [note('a', '2026-11-20T04:00:00Z'), note('b', '2026-11-25T04:00:00Z'), note('c', '2026-11-22T04:00:00Z')];
    expect(newestFirst(list).map((n) => n.id)).toEqual(['b', 'c', 'a']);
  });

  it('are grouped by the Indian day they arrived, today and yesterday counted on that day', () => {
    // 00:10 in India on 26 November is still 25 November in UTC: the patient's day decides.
    const now = new Date('2026-11-25T18:40:00Z');
    const list = [
      note('late-yesterday', '2026-11-25T18:20:00Z'), // 25 Nov 23:50 IST
      note('just-now', '2026-11-25T18:35:00Z'), // 26 Nov 00:05 IST
      note('week-ago', '2026-11-19T06:00:00Z'),
      note('yesterday-morning', '2026-11-25T03:00:00Z'),
    ];
    expect(groupByDay(list, now).map(({ date, daysAgo, notifications }) => [date, daysAgo, notifications.map((n) => n.id)])).toEqual([
      ['2026-11-26', 0, ['just-now']],
      ['2026-11-25', 1, ['late-yesterday', 'yesterday-morning']],
      ['2026-11-19', 7, ['week-ago']],
    ]);
  });

  it('count only the unread ones', () => {
    expect(unreadCount([note('a', '2026-11-20T04:00:00Z', true), note('b', '2026-11-21T04:00:00Z'), note('c', '2026-11-22T04:00:00Z')])).toBe(2);
  });
});
