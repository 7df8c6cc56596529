import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { CANCEL_REASONS } from '../../../../domain/pharmacy/ordering';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { useDomainText } from '../../../i18n/domain-text';
import { CancelWithReasonDialog } from '../../../ui/CancelWithReasonDialog';
import { ordersMessages } from './messages';

/** Cancelling an order: a reason from CANCEL_REASONS, or the patient's own words for Other. */
export function CancelOrderDialog({ order, onCancelled, onClose }: { order: MedicineOrder; onCancelled: (order: MedicineOrder) => void; onClose: () => void }) {
  const ordering = useUseCase(PHARMACY.Ordering);
  const t = ordersMessages.useT();
  const say = useDomainText();
  const cancel = async (reason: string, other: string) => {
    const cancelled = await ordering.cancel(order, reason, other);
    if (cancelled.isOk()) {
      onCancelled(cancelled.value);
      return null;
    }
    const failure = cancelled.error;
    return failure.kind === 'invalid' || failure.kind === 'not-cancellable'
      ? { message: say(failure.message), sent: false }
      : { message: t('cancel.failed', { reason: say(describeApiError(failure)) }), sent: true };
  };

  return (
    <CancelWithReasonDialog
      title={t('cancel.title')}
      formLabel={t('order.cancel')}
      reasons={CANCEL_REASONS}
      confirmLabel={t('order.cancel')}
      keepLabel={t('cancel.keep')}
      onConfirm={cancel}
      onClose={onClose}
    />
  );
}
