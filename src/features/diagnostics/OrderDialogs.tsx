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
import { dayLabel, SlotPicker } from './SlotPicker';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

/** Cancel with one of the reasons; 'Other' needs the patient's own words. What they chose survives a failed call. */
export function CancelDiagnosticDialog({ order, onClose, onCancelled }: { order: DiagnosticOrder; onClose: () => void; onCancelled: (order: DiagnosticOrder) => void }) {
  const ordering = useUseCase(DIAGNOSTICS.DiagnosticOrdering);

  const cancel = async (reason: string, other: string) => {
    const cancelled = await ordering.cancel(order, reason, other);
    if (cancelled.isOk()) {
      onCancelled(cancelled.value);
      return null;
    }
    const failure = cancelled.error;
    return failure.kind === 'invalid' || failure.kind === 'not-cancellable' ? { message: failure.message, sent: false } : { message: describeApiError(failure), sent: true };
  };

  return (
    <CancelWithReasonDialog
      title="Cancel this lab test order?"
      reasons={DIAGNOSTIC_CANCEL_REASONS}
      confirmLabel="Cancel order"
      keepLabel="Keep it"
      note={order.paid && <Hint>The amount paid goes back to your original payment method in 5–7 working days.</Hint>}
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (slot === null) {
      setError('Choose a new slot');
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
      setError(failure.kind === 'slot-taken' || failure.kind === 'not-reschedulable' || failure.kind === 'same-slot' ? failure.message : describeApiError(failure));
    });
  };

  return (
    <Dialog title="Reschedule the collection" onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <p>
          Now: {dayLabel(order.slot.date)}, {slotWindow(order.slot)} with {order.lab.name}.
        </p>
        <SlotPicker labId={order.lab.id} pincode={order.address.pincode} selected={slot} onSelect={setSlot} legend="New time" />
        {error && <FieldError role="alert">{error}</FieldError>}
        <Actions>
          <Button type="submit" aria-disabled={working || undefined}>
            {working ? 'Rescheduling…' : 'Reschedule'}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Keep this slot
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
