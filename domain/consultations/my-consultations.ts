import { BehaviorSubject, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { checkCancel, checkReschedule } from './appointment-rules';
import { SLOT_TAKEN_MESSAGE } from './booking';
import type { Appointment, ConsultationInvoice, Slot } from './model';
import type { ConsultationApi } from './ports';
import { isOfferable } from './slots';

export const CANCEL_REASONS = [
  'I am feeling better',
  'I booked the wrong time',
  'I want to consult another doctor',
  'I cannot make it at this time',
  'Other',
] as const;

export const CANCEL_OTHER_MAX_LENGTH = 300;

export type AppointmentsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; appointments: Appointment[] }
  | { kind: 'failed'; error: ApiError };

export type ManageError =
  | { kind: 'not-allowed'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'busy' }
  | ApiError;

/**
 * /patient/consultations and the pages beside it: the patient's appointments (theirs and
 * their family members'), cancel with a reason and the refund rule, reschedule to a new slot
 * of the same doctor, the invoice. The list is an observable the tabs read; every change
 * replaces the appointment in it.
 */
export class MyConsultations {
  private readonly state = new BehaviorSubject<AppointmentsState>({ kind: 'loading' });
  readonly state$: Observable<AppointmentsState> = this.state.asObservable();
  private busy = false;

  constructor(
    private readonly api: ConsultationApi,
    private readonly clock: Clock,
    private readonly errors: ErrorPolicy,
  ) {}

  async load(): Promise<void> {
    if (this.state.value.kind !== 'loaded') this.state.next({ kind: 'loading' });
    const appointments = await this.api.appointments();
    if (appointments.isErr()) {
      this.errors.handle(appointments.error, { quiet: true });
      this.state.next({ kind: 'failed', error: appointments.error });
      return;
    }
    this.state.next({ kind: 'loaded', appointments: appointments.value });
  }

  async appointment(id: string): Promise<Result<Appointment, ApiError>> {
    const appointment = await this.api.appointment(id);
    if (appointment.isErr()) this.errors.handle(appointment.error, { quiet: true });
    else this.replace(appointment.value);
    return appointment;
  }

  async cancel(appointment: Appointment, reason: string, otherText = ''): Promise<Result<Appointment, ManageError>> {
    const check = checkCancel(appointment, this.clock.now());
    if (!check.allowed) return Err({ kind: 'not-allowed', message: check.reason });
    const chosen = reason === 'Other' ? otherText.trim() : reason.trim();
    if (chosen === '') return Err({ kind: 'invalid', message: reason === 'Other' ? 'Tell us why you are cancelling' : 'Choose a reason' });
    if ([...chosen].length > CANCEL_OTHER_MAX_LENGTH) return Err({ kind: 'invalid', message: `Keep it to ${CANCEL_OTHER_MAX_LENGTH} characters or fewer` });
    return this.once(() => this.api.cancelAppointment(appointment.id, chosen), false);
  }

  async reschedule(appointment: Appointment, slot: Slot): Promise<Result<Appointment, ManageError>> {
    const check = checkReschedule(appointment, this.clock.now());
    if (!check.allowed) return Err({ kind: 'not-allowed', message: check.reason });
    if (slot.doctorId !== appointment.doctor.id) return Err({ kind: 'invalid', message: 'Choose a slot with the same doctor' });
    if (slot.id === appointment.slot.id) return Err({ kind: 'invalid', message: 'Choose a time other than the current one' });
    if (!isOfferable(slot, this.clock.now())) return Err({ kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE });
    return this.once(() => this.api.rescheduleAppointment(appointment.id, slot.id), true);
  }

  async invoice(appointmentId: string): Promise<Result<ConsultationInvoice, ApiError>> {
    const invoice = await this.api.invoice(appointmentId);
    if (invoice.isErr()) this.errors.handle(invoice.error, { quiet: true });
    return invoice;
  }

  /** One change at a time; on a reschedule a 409 means the new slot was taken meanwhile. */
  private async once(call: () => Promise<Result<Appointment, ApiError>>, conflictMeansSlotTaken: boolean): Promise<Result<Appointment, ManageError>> {
    if (this.busy) return Err({ kind: 'busy' });
    this.busy = true;
    try {
      const changed = await call();
      if (changed.isErr()) {
        this.errors.handle(changed.error, { quiet: true });
        return Err(conflictMeansSlotTaken && changed.error.kind === 'conflict' ? { kind: 'slot-taken', message: changed.error.message || SLOT_TAKEN_MESSAGE } : changed.error);
      }
      this.replace(changed.value);
      return Ok(changed.value);
    } finally {
      this.busy = false;
    }
  }

  private replace(appointment: Appointment): void {
    const current = this.state.value;
    if (current.kind !== 'loaded') return;
    const others = current.appointments.filter((a) => a.id !== appointment.id);
    this.state.next({ kind: 'loaded', appointments: [...others, appointment] });
  }
}
