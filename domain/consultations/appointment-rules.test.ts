import { describe, expect, it } from 'vitest';
import { appointmentsInTab, canJoin, checkCancel, checkReschedule, consultationsFor, joinReminder, tabOf } from './appointment-rules';
import { appointment, slot } from './test-support';

const MINUTE = 60 * 1000;
/** The slot of the default appointment: 23 Nov 2026, 10:00 AM IST. */
const START = Date.parse('2026-11-23T04:30:00.000Z');
const at = (minutesFromStart: number) => new Date(START + minutesFromStart * MINUTE);

describe('tabs of My Consultations', () => {
  it('puts booked and running calls under upcoming, completed and missed under completed, cancelled under cancelled', () => {
    expect(tabOf({ status: 'BOOKED' })).toBe('upcoming');
    expect(tabOf({ status: 'IN_CALL' })).toBe('upcoming');
    expect(tabOf({ status: 'COMPLETED' })).toBe('completed');
    expect(tabOf({ status: 'MISSED' })).toBe('completed');
    expect(tabOf({ status: 'CANCELLED' })).toBe('cancelled');
  });

  it('lists upcoming soonest first and past ones most recent first', () => {
    const list = [
      appointment({ id: 'late', slot: slot('2026-11-25', '10:00') }),
      appointment({ id: 'soon', slot: slot('2026-11-23', '10:00') }),
      appointment({ id: 'old', status: 'COMPLETED', slot: slot('2026-11-01', '10:00') }),
      appointment({ id: 'recent', status: 'COMPLETED', slot: slot('2026-11-20', '10:00') }),
    ];
    expect(appointmentsInTab(list, 'upcoming').map((a) => a.id)).toEqual(['soon', 'late']);
    expect(appointmentsInTab(list, 'completed').map((a) => a.id)).toEqual(['recent', 'old']);
  });
});

describe("a family member's consultations", () => {
  it('are the ones booked for them, whatever their state, and none of the patient’s own or another member’s', () => {
    const all = [
      appointment({ id: 'a1', familyMemberId: 'fm-3' }),
      appointment({ id: 'a2', familyMemberId: null }),
      appointment({ id: 'a3', familyMemberId: 'fm-3', status: 'CANCELLED' }),
      appointment({ id: 'a4', familyMemberId: 'fm-1' }),
    ];
    expect(consultationsFor(all, 'fm-3').map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(consultationsFor(all, 'fm-9')).toEqual([]);
  });
});

describe('joining the call', () => {
  it('opens 15 minutes before the start and closes 15 minutes after the slot ends', () => {
    const booked = appointment();
    expect(canJoin(booked, at(-16))).toBe(false);
    expect(canJoin(booked, at(-15))).toBe(true);
    expect(canJoin(booked, at(29))).toBe(true);
    expect(canJoin(booked, at(31))).toBe(false);
  });

  it('never opens for a cancelled or completed consultation', () => {
    expect(canJoin(appointment({ status: 'CANCELLED' }), at(0))).toBe(false);
    expect(canJoin(appointment({ status: 'COMPLETED' }), at(0))).toBe(false);
  });

  it('reminds about the consultation that starts within 15 minutes, with the minutes left', () => {
    const list = [appointment({ id: 'next' }), appointment({ id: 'tomorrow', slot: slot('2026-11-24', '10:00') })];
    expect(joinReminder(list, at(-20))).toBeNull();
    expect(joinReminder(list, at(-12))).toMatchObject({ appointment: { id: 'next' }, minutesToStart: 12 });
    expect(joinReminder(list, at(3))).toMatchObject({ minutesToStart: 0 });
  });
});

describe('cancelling', () => {
  it('refunds everything paid when cancelled at least 4 hours before the start', () => {
    const check = checkCancel(appointment({ paidPaise: 60000 }), at(-4 * 60));
    expect(check).toMatchObject({ allowed: true, refundPaise: 60000 });
  });

  it('refunds half when cancelled later than that', () => {
    const check = checkCancel(appointment({ paidPaise: 60000 }), at(-60));
    expect(check).toMatchObject({ allowed: true, refundPaise: 30000, rule: expect.stringMatching(/50% is refunded/) });
  });

  it('gives a covered consultation back to the subscription', () => {
    const check = checkCancel(appointment({ paidPaise: 0, coveredBySubscription: true }), at(-600));
    expect(check).toMatchObject({ allowed: true, refundPaise: 0, rule: 'The consultation goes back to your subscription.' });
  });

  it('is refused once the consultation has started, ended or was cancelled', () => {
    expect(checkCancel(appointment(), at(0)).allowed).toBe(false);
    expect(checkCancel(appointment({ status: 'COMPLETED' }), at(-600)).allowed).toBe(false);
    expect(checkCancel(appointment({ status: 'CANCELLED' }), at(-600))).toEqual({ allowed: false, reason: 'This consultation is already cancelled.' });
  });
});

describe('rescheduling', () => {
  it('is allowed up to 30 minutes before the start', () => {
    expect(checkReschedule(appointment(), at(-30))).toEqual({ allowed: true, remaining: 2 });
    expect(checkReschedule(appointment(), at(-29)).allowed).toBe(false);
  });

  it('is allowed twice per consultation', () => {
    expect(checkReschedule(appointment({ rescheduleCount: 1 }), at(-600))).toEqual({ allowed: true, remaining: 1 });
    expect(checkReschedule(appointment({ rescheduleCount: 2 }), at(-600))).toMatchObject({ allowed: false, reason: expect.stringMatching(/at most 2 times/) });
  });

  it('is refused for a consultation that is not booked any more', () => {
    expect(checkReschedule(appointment({ status: 'CANCELLED' }), at(-600)).allowed).toBe(false);
  });
});
