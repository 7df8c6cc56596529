import type { Appointment, AppointmentStatus } from './model';
import { byCodeUnits } from '../shared/order';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The join button and the reminder appear this long before the start. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** The call can still be joined this long after the slot ends (a doctor running late). */
export const JOIN_CLOSES_MINUTES_AFTER_END = 15;
/** Cancelled at least this long before the start: everything paid comes back. */
export const FULL_REFUND_HOURS_BEFORE = 4;
/** Cancelled later than that (but before the start): half comes back. */
export const LATE_CANCEL_REFUND_PERCENT = 50;
/** A new time may be chosen up to this long before the start. */
export const RESCHEDULE_CLOSES_MINUTES_BEFORE = 30;
export const MAX_RESCHEDULES = 2;

export const CONSULTATION_TABS = ['upcoming', 'completed', 'cancelled'] as const;
export type ConsultationTab = (typeof CONSULTATION_TABS)[number];

export const TAB_LABELS: Record<ConsultationTab, string> = { upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled' };

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  BOOKED: 'Booked',
  IN_CALL: 'In the call',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  CANCELLED: 'Cancelled',
};

const TAB_OF: Record<AppointmentStatus, ConsultationTab> = {
  BOOKED: 'upcoming',
  IN_CALL: 'upcoming',
  COMPLETED: 'completed',
  MISSED: 'completed',
  CANCELLED: 'cancelled',
};

export function tabOf(appointment: Pick<Appointment, 'status'>): ConsultationTab {
  return TAB_OF[appointment.status];
}

/** A tab's appointments: upcoming soonest first, the others most recent first. */
export function appointmentsInTab(appointments: readonly Appointment[], tab: ConsultationTab): Appointment[] {
  const inTab = appointments.filter((appointment) => tabOf(appointment) === tab);
  const direction = tab === 'upcoming' ? 1 : -1;
  return inTab.sort((a, b) => direction * byCodeUnits(a.slot.startsAt, b.slot.startsAt));
}

function startMs(appointment: Pick<Appointment, 'slot'>): number {
  return Date.parse(appointment.slot.startsAt);
}

function endMs(appointment: Pick<Appointment, 'slot'>): number {
  return startMs(appointment) + appointment.slot.durationMinutes * MINUTE;
}

/** From 15 minutes before the start until 15 minutes after the slot ends, unless ended or cancelled. */
/** A family member's own consultations: what their details page leads to (`?member=` on /patient/consultations). */
export function consultationsFor(appointments: readonly Appointment[], familyMemberId: string): Appointment[] {
  return appointments.filter((appointment) => appointment.familyMemberId === familyMemberId);
}

export function canJoin(appointment: Pick<Appointment, 'slot' | 'status'>, now: Date): boolean {
  if (appointment.status !== 'BOOKED' && appointment.status !== 'IN_CALL') return false;
  const time = now.getTime();
  return time >= startMs(appointment) - JOIN_OPENS_MINUTES_BEFORE * MINUTE && time <= endMs(appointment) + JOIN_CLOSES_MINUTES_AFTER_END * MINUTE;
}

/**
 * The reminder on the upcoming tab: the first consultation that can be joined now, with the
 * minutes left before it starts (0 once it has started).
 */
export function joinReminder(appointments: readonly Appointment[], now: Date): { appointment: Appointment; minutesToStart: number } | null {
  const joinable = appointmentsInTab(appointments, 'upcoming').find((appointment) => canJoin(appointment, now));
  if (!joinable) return null;
  return { appointment: joinable, minutesToStart: Math.max(0, Math.ceil((startMs(joinable) - now.getTime()) / MINUTE)) };
}

export type CancelCheck = { allowed: true; refundPaise: number; rule: string } | { allowed: false; reason: string };

/** The refund rule as the cancel dialog states it. */
export const REFUND_RULE = `Cancel at least ${FULL_REFUND_HOURS_BEFORE} hours before the start for a full refund; later than that, ${LATE_CANCEL_REFUND_PERCENT}% is refunded. Refunds reach your original payment method in 5 to 7 working days. A consultation your subscription covered goes back to your plan.`;

/** Whether the patient may cancel now, and what comes back (spec: "the refund rule shown"). */
export function checkCancel(appointment: Pick<Appointment, 'slot' | 'status' | 'paidPaise' | 'coveredBySubscription'>, now: Date): CancelCheck {
  if (appointment.status === 'CANCELLED') return { allowed: false, reason: 'This consultation is already cancelled.' };
  if (appointment.status !== 'BOOKED' || now.getTime() >= startMs(appointment)) {
    return { allowed: false, reason: 'A consultation that has started or ended cannot be cancelled.' };
  }
  const early = startMs(appointment) - now.getTime() >= FULL_REFUND_HOURS_BEFORE * HOUR;
  const refundPaise = early ? appointment.paidPaise : Math.round((appointment.paidPaise * LATE_CANCEL_REFUND_PERCENT) / 100);
  let rule: string;
  if (appointment.coveredBySubscription && appointment.paidPaise === 0) rule = 'The consultation goes back to your subscription.';
  else if (early) rule = `You cancel at least ${FULL_REFUND_HOURS_BEFORE} hours before the start: the full amount is refunded.`;
  else rule = `You cancel less than ${FULL_REFUND_HOURS_BEFORE} hours before the start: ${LATE_CANCEL_REFUND_PERCENT}% is refunded.`;
  return { allowed: true, refundPaise, rule };
}

export type RescheduleCheck = { allowed: true; remaining: number } | { allowed: false; reason: string };

/** Whether the patient may choose a new time now. */
export function checkReschedule(appointment: Pick<Appointment, 'slot' | 'status' | 'rescheduleCount'>, now: Date): RescheduleCheck {
  if (appointment.status !== 'BOOKED') return { allowed: false, reason: 'Only a booked consultation that has not started can be rescheduled.' };
  if (appointment.rescheduleCount >= MAX_RESCHEDULES) {
    return { allowed: false, reason: `A consultation can be rescheduled at most ${MAX_RESCHEDULES} times. Cancel it and book again instead.` };
  }
  if (startMs(appointment) - now.getTime() < RESCHEDULE_CLOSES_MINUTES_BEFORE * MINUTE) {
    return { allowed: false, reason: `A consultation can be rescheduled up to ${RESCHEDULE_CLOSES_MINUTES_BEFORE} minutes before it starts.` };
  }
  return { allowed: true, remaining: MAX_RESCHEDULES - appointment.rescheduleCount };
}
