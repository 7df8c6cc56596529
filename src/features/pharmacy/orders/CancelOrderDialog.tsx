import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { CANCEL_REASONS } from '../../../../domain/pharmacy/ordering';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { CancelWithReasonDialog } from '../../../ui/CancelWithReasonDialog';

/** Cancelling an order: a reason from CANCEL_REASONS, or the patient's own words for Other. */
export function CancelOrderDialog({ order, onCancelled, onClose }: { order: MedicineOrder; onCancelled: (order: MedicineOrder) => void; onClose: () => void }) {
  const ordering = useUseCase(PHARMACY.Ordering);

  const cancel = async (reason: string, other: string) => {
    const cancelled = await ordering.cancel(order, reason, other);
    if (cancelled.isOk()) {
      onCancelled(cancelled.value);
      return null;
    }
    const failure = cancelled.error;
    return failure.kind === 'invalid' || failure.kind === 'not-cancellable'
      ? { message: failure.message, sent: false }
      : { message: `The order was not cancelled. ${describeApiError(failure)}`, sent: true };
  };

  return (
    <CancelWithReasonDialog
      title="Cancel this order?"
      formLabel="Cancel order"
      reasons={CANCEL_REASONS}
      confirmLabel="Cancel order"
      keepLabel="Keep order"
      onConfirm={cancel}
      onClose={onClose}
    />
  );
}
