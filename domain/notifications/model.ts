import { istDate } from '../shared/calendar-date';

/** What a notification is about (docs/api.md, "Notifications"). */
export const NOTIFICATION_KINDS = [
  'CONSULTATION_REMINDER',
  'ORDER_UPDATE',
  'SAMPLE_COLLECTION',
  'REPORT_READY',
  'PRESCRIPTION_READY',
  'SUBSCRIPTION_RENEWAL',
  'OFFER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The screen a notification opens; `id` names the consultation or order when there is one. */
export const NOTIFICATION_TARGETS = ['CONSULTATION', 'PRESCRIPTION', 'MEDICINE_ORDER', 'LAB_ORDER', 'LAB_REPORT', 'SUBSCRIPTION', 'OFFERS'] as const;
export type NotificationTargetType = (typeof NOTIFICATION_TARGETS)[number];

export interface NotificationTarget {
  type: NotificationTargetType;
  id: string | null;
}

/** One notification of the signed-in patient. Title and message are the server's words, shown as sent. */
export interface PatientNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  /** ISO instant. */
  createdAt: string;
  read: boolean;
  target: NotificationTarget | null;
}

/** Newest first; two of the same instant keep the server's order. */
export function newestFirst(notifications: readonly PatientNotification[]): PatientNotification[] {
  return [...notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export interface NotificationDay {
  /** The Indian calendar date 'YYYY-MM-DD' the notifications of this group arrived on. */
  date: string;
  /** How many days before `today` that date is: 0 today, 1 yesterday. */
  daysAgo: number;
  notifications: PatientNotification[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Notifications grouped by the Indian day they arrived (newest day first, newest first within a
 * day), so "Today" and "Yesterday" mean the patient's own day whatever the device's time zone.
 */
export function groupByDay(notifications: readonly PatientNotification[], now: Date): NotificationDay[] {
  const today = Date.parse(istDate(now));
  const days: NotificationDay[] = [];
  for (const notification of newestFirst(notifications)) {
    const date = istDate(new Date(notification.createdAt));
    const last = days.at(-1);
    if (last?.date === date) last.notifications.push(notification);
    else days.push({ date, daysAgo: Math.round((today - Date.parse(date)) / DAY_MS), notifications: [notification] });
  }
  return days;
}

export function unreadCount(notifications: readonly PatientNotification[]): number {
  return notifications.filter((notification) => !notification.read).length;
}
