import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { checkCancel, REFUND_RULE } from '../../../domain/consultations/appointment-rules';
import type { Appointment, Slot } from '../../../domain/consultations/model';
import { CANCEL_OTHER_MAX_LENGTH, CANCEL_REASONS, type ManageError } from '../../../domain/consultations/my-consultations';
import { slotLabel } from '../../../domain/consultations/slots';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { rupees } from '../pharmacy/orders/kit';
import { SlotPicker } from './kit';

const Reasons = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

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
  const consultations = useUseCase(TOKENS.MyConsultations);
  const clock = useUseCase(TOKENS.Clock);
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { other: useId(), error: useId(), rule: useId() };
  const check = checkCancel(appointment, clock.now());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const cancelled = await consultations.cancel(appointment, reason, other);
    setSending(false);
    if (cancelled.isOk()) {
      onDone(cancelled.value);
      return;
    }
    const message = describeManageError(cancelled.error);
    if (message) setError(message);
  };

  return (
    <Dialog title="Cancel this consultation?" onClose={onClose}>
      <p>
        {appointment.doctor.name}, {slotLabel(appointment.slot)}, for {appointment.patientName}.
      </p>
      <div id={ids.rule}>
        <Hint>{REFUND_RULE}</Hint>
        {check.allowed ? (
          <p>
            <strong>{check.rule}</strong> {appointment.paidPaise > 0 && <>Refund: {rupees(check.refundPaise)}.</>}
          </p>
        ) : (
          <FieldError>{check.reason}</FieldError>
        )}
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Cancel consultation">
        <Reasons aria-describedby={error !== null && reason !== 'Other' ? ids.error : undefined}>
          <legend>Why are you cancelling?</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="cancel-consultation-reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              {r}
            </label>
          ))}
          {reason === 'Other' && (
            <>
              <label htmlFor={ids.other} style={{ fontWeight: 600, marginTop: '0.5rem' }}>
                Tell us why
              </label>
              <textarea
                id={ids.other}
                value={other}
                maxLength={CANCEL_OTHER_MAX_LENGTH}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? ids.error : undefined}
                onChange={(e) => setOther(e.target.value)}
              />
            </>
          )}
        </Reasons>
        {error && (
          <FieldError id={ids.error} role="alert" style={{ marginBottom: '0.75rem' }}>
            {error}
          </FieldError>
        )}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button type="submit" disabled={sending || !check.allowed}>
            {sending ? 'Cancelling…' : 'Cancel consultation'}
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}

/** The new time, from the same doctor's free slots; a slot taken meanwhile says so and refreshes them. */
export function RescheduleForm({ appointment, onDone, onClose }: { appointment: Appointment; onDone: (appointment: Appointment) => void; onClose?: () => void }) {
  const consultations = useUseCase(TOKENS.MyConsultations);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);

  const submit = async () => {
    if (sending || slot === null) return;
    setSending(true);
    const moved = await consultations.reschedule(appointment, slot);
    setSending(false);
    if (moved.isOk()) {
      onDone(moved.value);
      return;
    }
    const message = describeManageError(moved.error);
    if (message) setError(message);
    if (moved.error.kind === 'slot-taken') {
      setSlot(null);
      setRefresh((n) => n + 1);
    }
  };

  return (
    <div>
      <p>
        Now: <strong>{slotLabel(appointment.slot)}</strong> with {appointment.doctor.name}
      </p>
      <SlotPicker
        doctorId={appointment.doctor.id}
        chosen={slot?.id ?? null}
        refresh={refresh}
        initialDate={appointment.slot.date}
        onChoose={(chosen) => {
          setSlot(chosen);
          setError(null);
        }}
      />
      {error && (
        <FieldError role="alert" style={{ marginBottom: '0.75rem' }}>
          {error}
        </FieldError>
      )}
      <Buttons>
        <Button type="button" disabled={slot === null || sending} onClick={() => void submit()}>
          {sending ? 'Rescheduling…' : slot ? `Move to ${slotLabel(slot)}` : 'Choose a new time'}
        </Button>
        {onClose && (
          <Button type="button" $variant="secondary" onClick={onClose}>
            Keep the current time
          </Button>
        )}
      </Buttons>
    </div>
  );
}

export function RescheduleDialog({ appointment, onDone, onClose }: { appointment: Appointment; onDone: (appointment: Appointment) => void; onClose: () => void }) {
  return (
    <Dialog title="Reschedule consultation" onClose={onClose}>
      <RescheduleForm appointment={appointment} onDone={onDone} onClose={onClose} />
    </Dialog>
  );
}
