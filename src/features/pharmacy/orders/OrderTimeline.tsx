import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { orderTimeline } from '../../../../domain/pharmacy/order-tracking';
import { StepTimeline } from '../../../ui/StepTimeline';
import { useDomainText } from '../../../i18n/domain-text';
import { ordersMessages } from './messages';
import { useDates } from '../../../ui/dates';

/** The order's status as a timeline: each step reached with its time, then the steps ahead. */
export function OrderTimeline({ order }: { order: MedicineOrder }) {
  const t = ordersMessages.useT();
  const say = useDomainText();
  const { dateTime } = useDates();
  const steps = orderTimeline(order).map((step) => ({
    ...step,
    key: step.state,
    label: say(step.label),
    status: step.state === 'CANCELLED' ? ('cancelled' as const) : step.status,
  }));
  return <StepTimeline label={t('order.timeline')} steps={steps} formatTime={dateTime} />;
}
