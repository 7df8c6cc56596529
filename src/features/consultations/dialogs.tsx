import { useState } from 'react';
import styled from 'styled-components';
import { checkCancel, REFUND_RULE } from '../../../domain/consultations/appointment-rules';
import type { Appointment, Slot } from '../../../domain/consultations/model';
import { CANCEL_OTHER_MAX_LENGTH, CANCEL_REASONS, validateReschedule, type ManageError } from '../../../domain/consultations/my-consultations';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Button, FieldError, Hint } from '../../ui/controls';
import { CancelWithReasonDialog } from '../../ui/CancelWithReasonDialog';
import { Dialog } from '../../ui/Dialog';
import { useCheckedSubmit } from '../../ui/use-form';
import { rupees } from '../../ui/price';
import { richText } from '../../ui/rich-text';
import { SlotPicker, useSlotLabel } from './kit';
import { consultationsMessages } from './messages';

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

/** The domain's English sentence for a refused cancel or move: the page shows it through useDomainText. */
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
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const check = checkCancel(appointment, clock.now());

  return (
    <CancelWithReasonDialog
      title={t('dialogs.cancel.title')}
      formLabel={t('dialogs.cancel.confirm')}
      reasons={CANCEL_REASONS}
      confirmLabel={t('dialogs.cancel.confirm')}
      keepLabel={t('dialogs.cancel.keep')}
      blocked={!check.allowed}
      otherMaxLength={CANCEL_OTHER_MAX_LENGTH}
      intro={
        <>
          <p>{t('dialogs.cancel.what', { doctor: appointment.doctor.name, when: slotLabel(appointment.slot), patient: appointment.patientName })}</p>
          <Hint>{say(REFUND_RULE)}</Hint>
          {check.allowed ? (
            <p>
              <strong>{say(check.rule)}</strong> {appointment.paidPaise > 0 && t('dialogs.cancel.refund', { amount: rupees(check.refundPaise) })}
            </p>
          ) : (
            <FieldError>{say(check.reason)}</FieldError>
          )}
        </>
      }
      onConfirm={async (reason, other) => {
        const cancelled = await consultations.cancel(appointment, reason, other);
        if (cancelled.isErr()) {
          const error = cancelled.error;
          const message = describeManageError(error);
          return { message: message === null ? null : say(message), sent: error.kind !== 'invalid' && error.kind !== 'not-allowed' && error.kind !== 'busy' };
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
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
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
      if (message) setError(say(message));
      // The slot picker reads the doctor's free slots again by itself.
      if (moved.error.kind === 'slot-taken') setSlot(null);
    },
  });
  const message = error ?? (errors.slot === undefined ? undefined : say(errors.slot));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>{richText((values) => t('dialogs.reschedule.now', { doctor: appointment.doctor.name, ...values }), { when: <strong>{slotLabel(appointment.slot)}</strong> })}</p>
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
          {sending ? t('dialogs.reschedule.sending') : slot ? t('dialogs.reschedule.moveTo', { when: slotLabel(slot) }) : t('dialogs.reschedule.choose')}
        </Button>
        {onClose && (
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('dialogs.reschedule.keep')}
          </Button>
        )}
      </Buttons>
    </form>
  );
}

export function RescheduleDialog({ appointment, onDone, onClose }: { appointment: Appointment; onDone: (appointment: Appointment) => void; onClose: () => void }) {
  const t = consultationsMessages.useT();
  return (
    <Dialog title={t('dialogs.reschedule.title')} onClose={onClose}>
      <RescheduleForm appointment={appointment} onDone={onDone} onClose={onClose} />
    </Dialog>
  );
}
