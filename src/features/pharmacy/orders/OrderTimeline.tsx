import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { orderTimeline } from '../../../../domain/pharmacy/order-tracking';
import { StepTimeline } from '../../../ui/StepTimeline';
import { dateTime } from '../../../ui/dates';

/** The order's status as a timeline: each step reached with its time, then the steps ahead. */
export function OrderTimeline({ order }: { order: MedicineOrder }) {
  const steps = orderTimeline(order).map((step) => ({ ...step, key: step.state, status: step.state === 'CANCELLED' ? ('cancelled' as const) : step.status }));
  return <StepTimeline label="Order status" steps={steps} formatTime={dateTime} />;
}
