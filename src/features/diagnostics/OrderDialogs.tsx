import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CollectionSlot, DiagnosticOrder } from '../../../domain/diagnostics/model';
import { DIAGNOSTIC_CANCEL_REASONS, slotWindow } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { CancelWithReasonDialog } from '../../ui/CancelWithReasonDialog';
import { Dialog } from '../../ui/Dialog';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useDomainText } from '../../i18n/domain-text';
import { useDayLabel } from './kit';
import { diagnosticsMessages } from './messages';
import { SlotPicker } from './SlotPicker';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

/** Cancel with one of the reasons; 'Other' needs the patient's own words. What they chose survives a failed call. */
export function CancelDiagnosticDialog({ order, onClose, onCancelled }: { order: DiagnosticOrder; onClose: () => void; onCancelled: (order: DiagnosticOrder) => void }) {
  const ordering = useUseCase(DIAGNOSTICS.DiagnosticOrdering);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  const cancel = async (reason: string, other: string) => {
    const cancelled = await ordering.cancel(order, reason, other);
    if (cancelled.isOk()) {
      onCancelled(cancelled.value);
      return null;
    }
    const failure = cancelled.error;
    return failure.kind === 'invalid' || failure.kind === 'not-cancellable' ? { message: say(failure.message), sent: false } : { message: say(describeApiError(failure)), sent: true };
  };

  return (
    <CancelWithReasonDialog
      title={t('cancel.title')}
      reasons={DIAGNOSTIC_CANCEL_REASONS}
      confirmLabel={t('cancel.confirm')}
      keepLabel={t('cancel.keep')}
      note={order.paid && <Hint>{t('cancel.refund')}</Hint>}
      onConfirm={cancel}
      onClose={onClose}
    />
  );
}

/** Another slot of the same lab; a slot taken meanwhile is said plainly and the day reloads. */
export function RescheduleDialog({ order, onClose, onMoved }: { order: DiagnosticOrder; onClose: () => void; onMoved: (order: DiagnosticOrder) => void }) {
  const ordering = useUseCase(DIAGNOSTICS.DiagnosticOrdering);
  const [slot, setSlot] = useState<CollectionSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy: working, run } = useThrottledSubmit();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const dayLabel = useDayLabel();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (slot === null) {
      setError(t('reschedule.choose'));
      return;
    }
    run(async () => {
      const moved = await ordering.reschedule(order, slot);
      if (moved.isOk()) {
        onMoved(moved.value);
        return;
      }
      const failure = moved.error;
      // The day's slots now show the fresh ones the refusal came with.
      if (failure.kind === 'slot-taken') setSlot(null);
      setError(say(failure.kind === 'slot-taken' || failure.kind === 'not-reschedulable' || failure.kind === 'same-slot' ? failure.message : describeApiError(failure)));
    });
  };

  return (
    <Dialog title={t('reschedule.title')} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <p>{t('reschedule.now', { day: dayLabel(order.slot.date), time: slotWindow(order.slot), lab: order.lab.name })}</p>
        <SlotPicker labId={order.lab.id} pincode={order.address.pincode} selected={slot} onSelect={setSlot} legend={t('slots.newTime')} />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Actions>
          <Button type="submit" aria-disabled={working || undefined}>
            {working ? t('reschedule.working') : t('reschedule.submit')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('reschedule.keep')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
