import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import { cancelReason } from '../shared/cancel-reason';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { SUBSCRIPTION_QUERIES } from '../subscriptions/queries';
import { checkCancel, checkReschedule } from './appointment-rules';
import { SLOT_TAKEN_MESSAGE } from './booking';
import { THERAPY_SPECIALITIES, type Appointment, type ConsultationInvoice, type Slot } from './model';
import type { ConsultationApi } from './ports';
import { CONSULTATION_QUERIES } from './queries';
import { isOfferable } from './slots';

export const CANCEL_REASONS = [
  'I am feeling better',
  'I booked the wrong time',
  'I want to consult another doctor',
  'I cannot make it at this time',
  'Other',
] as const;

export const CANCEL_OTHER_MAX_LENGTH = 300;

export const RESCHEDULE_MESSAGES = {
  noSlot: 'Choose a new time',
} as const;

/** The reschedule form's check: the new time it moves to, once one is chosen. */
export function validateReschedule(form: { slot: Slot | null }): Result<Slot, InvalidForm<'slot'>> {
  return form.slot === null ? Err({ kind: 'invalid', fields: { slot: RESCHEDULE_MESSAGES.noSlot } }) : Ok(form.slot);
}

export type ManageError =
  | { kind: 'not-allowed'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'busy' }
  | ApiError;

/**
 * /patient/consultations and the pages beside it: the patient's appointments (theirs and
 * their family members'), cancel with a reason and the refund rule, reschedule to a new slot
 * of the same doctor, the invoice. The list is a query the tabs read; every change
 * replaces the appointment in it.
 */
export class MyConsultations {
  private busy = false;

  constructor(
    private readonly api: ConsultationApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  appointments(): Query<Appointment[]> {
    // Therapy is only ever booked for oneself, so a family member's therapy session here could only
    // be the server's mistake: it is not shown (docs/decisions.md "Privacy inside a family").
    return this.queries.query(CONSULTATION_QUERIES.appointmentList, async () =>
      (await this.api.appointments()).map((list) => list.filter((appointment) => appointment.familyMemberId === null || !THERAPY_SPECIALITIES.includes(appointment.doctor.speciality))),
    );
  }

  appointment(id: string): Query<Appointment> {
    return this.queries.query(CONSULTATION_QUERIES.appointment(id), () => this.api.appointment(id));
  }

  invoice(appointmentId: string): Query<ConsultationInvoice> {
    return this.queries.query(CONSULTATION_QUERIES.invoice(appointmentId), () => this.api.invoice(appointmentId));
  }

  /**
   * An appointment a command answered with (booked, moved, cancelled): its page and the list
   * show it at once; the list and the slots (one taken or freed) are read again behind it.
   */
  changed(appointment: Appointment): void {
    this.queries.put(CONSULTATION_QUERIES.appointment(appointment.id), appointment);
    const list = this.appointments();
    if (list.state.kind === 'ready') list.set([...list.state.value.filter((a) => a.id !== appointment.id), appointment]);
    list.invalidate();
    this.queries.invalidate(CONSULTATION_QUERIES.slots);
    // It may use or give back a free consultation of the patient's plan.
    this.queries.invalidate(SUBSCRIPTION_QUERIES.mine);
  }

  async cancel(appointment: Appointment, reason: string, otherText = ''): Promise<Result<Appointment, ManageError>> {
    const check = checkCancel(appointment, this.clock.now());
    if (!check.allowed) return Err({ kind: 'not-allowed', message: check.reason });
    const chosen = cancelReason(reason, otherText, CANCEL_OTHER_MAX_LENGTH);
    if (chosen.isErr()) return Err({ kind: 'invalid', message: chosen.error });
    return this.once(() => this.api.cancelAppointment(appointment.id, chosen.value), false);
  }

  async reschedule(appointment: Appointment, slot: Slot): Promise<Result<Appointment, ManageError>> {
    const check = checkReschedule(appointment, this.clock.now());
    if (!check.allowed) return Err({ kind: 'not-allowed', message: check.reason });
    if (slot.doctorId !== appointment.doctor.id) return Err({ kind: 'invalid', message: 'Choose a slot with the same doctor' });
    if (slot.id === appointment.slot.id) return Err({ kind: 'invalid', message: 'Choose a time other than the current one' });
    if (!isOfferable(slot, this.clock.now())) {
      this.queries.invalidate(CONSULTATION_QUERIES.slots);
      return Err({ kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE });
    }
    return this.once(() => this.api.rescheduleAppointment(appointment.id, slot.id), true);
  }

  /** One change at a time; on a reschedule a 409 means the new slot was taken meanwhile. */
  private async once(call: () => Promise<Result<Appointment, ApiError>>, conflictMeansSlotTaken: boolean): Promise<Result<Appointment, ManageError>> {
    if (this.busy) return Err({ kind: 'busy' });
    this.busy = true;
    try {
      const changed = await call();
      if (changed.isErr()) {
        if (!conflictMeansSlotTaken || changed.error.kind !== 'conflict') return Err(changed.error);
        // The slot pickers offer what is free now.
        this.queries.invalidate(CONSULTATION_QUERIES.slots);
        return Err({ kind: 'slot-taken', message: changed.error.message || SLOT_TAKEN_MESSAGE });
      }
      this.changed(changed.value);
      return Ok(changed.value);
    } finally {
      this.busy = false;
    }
  }
}
