import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import type { NotificationsSubject } from './notifications-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;

/**
 * The cases every `NotificationsApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function notificationsApiContract(name: string, makeSubject: () => Promise<NotificationsSubject>): void {
  describe(name, () => {
    let subject: NotificationsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    it('lists the patient’s notifications newest first, with a consultation reminder that names the consultation to open', async () => {
      await subject.signIn(PRIYA);
      const list = ok(await subject.notifications.list());
      expect(list.length).toBeGreaterThan(2);
      const times = list.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const reminder = list.find((n) => n.kind === 'CONSULTATION_REMINDER');
      expect(reminder?.target).toMatchObject({ type: 'CONSULTATION', id: expect.any(String) });
      expect(list.every((n) => !n.read)).toBe(true);
    });

    it('counts the unread ones, and one read is read for good and off the count', async () => {
      await subject.signIn(PRIYA);
      const list = ok(await subject.notifications.list());
      expect(ok(await subject.notifications.unreadCount())).toBe(list.length);
      const first = list[0];
      if (!first) throw new Error('Priya has notifications');

      expect(ok(await subject.notifications.markRead(first.id))).toBeNull();
      ok(await subject.notifications.markRead(first.id));
      expect(ok(await subject.notifications.unreadCount())).toBe(list.length - 1);
      expect(ok(await subject.notifications.list()).find((n) => n.id === first.id)?.read).toBe(true);
    });

    it('marks them all read at once', async () => {
      await subject.signIn(PRIYA);
      ok(await subject.notifications.markAllRead());
      expect(ok(await subject.notifications.unreadCount())).toBe(0);
      expect(ok(await subject.notifications.list()).every((n) => n.read)).toBe(true);
    });

    it('keeps each patient’s notifications their own: another patient’s id is not found', async () => {
      await subject.signIn(PRIYA);
      const priyas = ok(await subject.notifications.list())[0];
      if (!priyas) throw new Error('Priya has notifications');
      await subject.signIn(RAHUL);
      expect(ok(await subject.notifications.list()).some((n) => n.id === priyas.id)).toBe(false);
      expect(err(await subject.notifications.markRead(priyas.id))).toMatchObject({ kind: 'not-found' });
      await subject.signIn(PRIYA);
      expect(ok(await subject.notifications.list()).find((n) => n.id === priyas.id)?.read).toBe(false);
    });

    it('asks who is signed in', async () => {
      expect(err(await subject.notifications.list())).toEqual({ kind: 'unauthorized' });
      expect(err(await subject.notifications.unreadCount())).toEqual({ kind: 'unauthorized' });
    });
  });
}
