import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import { MyConsultations, RESCHEDULE_MESSAGES, validateReschedule } from './my-consultations';
import { appointment, doctor, slot, testApi } from './test-support';

const NOW = new Date('2026-11-22T12:35:00.000Z');
const clock = { now: () => NOW };

describe('validateReschedule', () => {
  it('moves to the time chosen, and asks for one while none is', () => {
    const chosen = slot('2026-11-24', '10:00');
    expect(validateReschedule({ slot: chosen }).unwrap()).toBe(chosen);
    const none = validateReschedule({ slot: null });
    expect(none.isErr() && none.error).toEqual({ kind: 'invalid', fields: { slot: RESCHEDULE_MESSAGES.noSlot } });
  });
});

describe('managing consultations', () => {
  it('never lists a family member’s therapy session, should a server send one: therapy is only ever one’s own', async () => {
    const mine = appointment({ id: 'apt-1', doctor: doctor({ speciality: 'PSYCHIATRY' }), familyMemberId: null });
    const mothers = appointment({ id: 'apt-2', familyMemberId: 'fm-3' });
    const brothers = appointment({ id: 'apt-3', doctor: doctor({ speciality: 'PSYCHOLOGY' }), familyMemberId: 'fm-9' });
    const consultations = new MyConsultations(testApi({ appointments: async () => Ok([mine, mothers, brothers]) }), clock, testQueries());
    expect((await consultations.appointments().value()).unwrap().map((a) => a.id)).toEqual(['apt-1', 'apt-2']);
  });

  it('cancels with the chosen reason, or the patient’s own words for Other, and updates the list', async () => {
    const booked = appointment();
    const cancelAppointment = vi.fn(async (_id: string, reason: string) => Ok(appointment({ status: 'CANCELLED', cancelReason: reason })));
    const consultations = new MyConsultations(testApi({ appointments: async () => Ok([booked]), cancelAppointment }), clock, testQueries());
    const list = consultations.appointments();
    await list.value();
    expect((await consultations.cancel(booked, 'Other', '')).isErr()).toBe(true);
    const cancelled = await consultations.cancel(booked, 'Other', ' Travelling that day ');
    expect(cancelAppointment).toHaveBeenCalledWith('apt-1', 'Travelling that day');
    expect(cancelled.isOk()).toBe(true);
    expect(list.state.kind === 'ready' && list.state.value.map((a) => a.status)).toEqual(['CANCELLED']);
  });

  it('does not ask the server to cancel a consultation that has already started', async () => {
    const started = appointment({ slot: slot('2026-11-22', '18:00') });
    const consultations = new MyConsultations(testApi({}), clock, testQueries());
    const cancelled = await consultations.cancel(started, 'I am feeling better');
    expect(cancelled.isErr() && cancelled.error.kind).toBe('not-allowed');
  });

  it('reschedules to a free slot of the same doctor only', async () => {
    const booked = appointment();
    const rescheduleAppointment = vi.fn(async () => Ok(appointment({ rescheduleCount: 1 })));
    const consultations = new MyConsultations(testApi({ rescheduleAppointment }), clock, testQueries());
    const otherDoctor = await consultations.reschedule(booked, slot('2026-11-24', '10:00', { doctorId: 'doc-2' }));
    expect(otherDoctor.isErr() && otherDoctor.error.kind).toBe('invalid');
    const past = await consultations.reschedule(booked, slot('2026-11-22', '09:00'));
    expect(past.isErr() && past.error.kind).toBe('slot-taken');
    const moved = await consultations.reschedule(booked, slot('2026-11-24', '10:00'));
    expect(moved.isOk()).toBe(true);
    expect(rescheduleAppointment).toHaveBeenCalledWith('apt-1', 'slot-2026-11-24-10:00');
  });

  it('reads a 409 on reschedule as the new slot taken meanwhile', async () => {
    const consultations = new MyConsultations(testApi({ rescheduleAppointment: async () => Err({ kind: 'conflict', message: '' }) }), clock, testQueries());
    const moved = await consultations.reschedule(appointment(), slot('2026-11-24', '10:00'));
    expect(moved.isErr() && moved.error).toEqual({ kind: 'slot-taken', message: expect.stringMatching(/choose another time/) });
  });

  it('sends one change at a time however often the button is pressed', async () => {
    let finish: () => void = () => undefined;
    const cancelAppointment = vi.fn(() => new Promise<ReturnType<typeof Ok<ReturnType<typeof appointment>>>>((resolve) => (finish = () => resolve(Ok(appointment({ status: 'CANCELLED' }))))));
    const consultations = new MyConsultations(testApi({ cancelAppointment }), clock, testQueries());
    const first = consultations.cancel(appointment(), 'I am feeling better');
    const second = await consultations.cancel(appointment(), 'I am feeling better');
    expect(second.isErr() && second.error.kind).toBe('busy');
    finish();
    await first;
    expect(cancelAppointment).toHaveBeenCalledTimes(1);
  });
});
