import { useState } from 'react';
import styled from 'styled-components';
import { checkCancel, REFUND_RULE } from '../../../domain/consultations/appointment-rules';
import type { Appointment, Slot } from '../../../domain/consultations/model';
import { CANCEL_OTHER_MAX_LENGTH, CANCEL_REASONS, validateReschedule, type ManageError } from '../../../domain/consultations/my-consultations';
import { slotLabel } from '../../../domain/consultations/slots';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { CancelWithReasonDialog } from '../../ui/CancelWithReasonDialog';
import { Dialog } from '../../ui/Dialog';
import { useCheckedSubmit } from '../../ui/use-form';
import { rupees } from '../../ui/price';
import { SlotPicker } from './kit';

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

export function describeManageError(error: ManageError): string | null {
  switch (error.kind) {
    case 'not-allowed':
    case 'invalid':
    case 'slot-taken':
      return error.message;
    case 'busy':
      return null;
    default:
      return describeApiError(error);
  }
}

/** Cancel: a reason (or the patient's own words), with the refund rule and what comes back. */
export function CancelConsultationDialog({ appointment, onDone, onClose }: { appointment: Appointment; onDone: (appointment: Appointment) => void; onClose: () => void }) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const clock = useUseCase(TOKENS.Clock);
  const check = checkCancel(appointment, clock.now());

  return (
    <CancelWithReasonDialog
      title="Cancel this consultation?"
      formLabel="Cancel consultation"
      reasons={CANCEL_REASONS}
      confirmLabel="Cancel consultation"
      keepLabel="Keep it"
      blocked={!check.allowed}
      otherMaxLength={CANCEL_OTHER_MAX_LENGTH}
      intro={
        <>
          <p>
            {appointment.doctor.name}, {slotLabel(appointment.slot)}, for {appointment.patientName}.
          </p>
          <Hint>{REFUND_RULE}</Hint>
          {check.allowed ? (
            <p>
              <strong>{check.rule}</strong> {appointment.paidPaise > 0 && <>Refund: {rupees(check.refundPaise)}.</>}
            </p>
          ) : (
            <FieldError>{check.reason}</FieldError>
          )}
        </>
      }
      onConfirm={async (reason, other) => {
        const cancelled = await consultations.cancel(appointment, reason, other);
        if (cancelled.isErr()) {
          const error = cancelled.error;
          return { message: describeManageError(error), sent: error.kind !== 'invalid' && error.kind !== 'not-allowed' && error.kind !== 'busy' };
        }
        onDone(cancelled.value);
        return null;
      }}
      onClose={onClose}
    />
  );
}

/** The move shows through the appointment's queries; `onDone` is for what the caller adds (a notice). */
export function RescheduleForm({ appointment, onDone, onClose }: { appointment: Appointment; onDone?: (appointment: Appointment) => void; onClose?: () => void }) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The time comes from the slot picker, not typed: the kit's submit without its values.
  const { formRef, errors, busy: sending, onSubmit } = useCheckedSubmit({
    validate: () => validateReschedule({ slot }),
    submit: async (chosen) => {
      const moved = await consultations.reschedule(appointment, chosen);
      if (moved.isOk()) {
        onDone?.(moved.value);
        return;
      }
      const message = describeManageError(moved.error);
      if (message) setError(message);
      // The slot picker reads the doctor's free slots again by itself.
      if (moved.error.kind === 'slot-taken') setSlot(null);
    },
  });
  const message = error ?? errors.slot;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>
        Now: <strong>{slotLabel(appointment.slot)}</strong> with {appointment.doctor.name}
      </p>
      <SlotPicker
        doctorId={appointment.doctor.id}
        chosen={slot?.id ?? null}
        initialDate={appointment.slot.date}
        onChoose={(chosen) => {
          setSlot(chosen);
          setError(null);
        }}
      />
      {message && (
        <FieldError role="alert" style={{ marginBottom: '0.75rem' }}>
          {message}
        </FieldError>
      )}
      <Buttons>
        <Button type="submit" disabled={slot === null || sending}>
          {sending ? 'Rescheduling…' : slot ? `Move to ${slotLabel(slot)}` : 'Choose a new time'}
        </Button>
        {onClose && (
          <Button type="button" $variant="secondary" onClick={onClose}>
            Keep the current time
          </Button>
        )}
      </Buttons>
    </form>
  );
}

export function RescheduleDialog({ appointment, onDone, onClose }: { appointment: Appointment; onDone: (appointment: Appointment) => void; onClose: () => void }) {
  return (
    <Dialog title="Reschedule consultation" onClose={onClose}>
      <RescheduleForm appointment={appointment} onDone={onDone} onClose={onClose} />
    </Dialog>
  );
}
