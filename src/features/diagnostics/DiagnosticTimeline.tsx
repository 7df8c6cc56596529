import type { DiagnosticOrder } from '../../../domain/diagnostics/model';
import { diagnosticTimeline } from '../../../domain/diagnostics/rules';
import { StepTimeline } from '../../ui/StepTimeline';
import { useDates } from '../../ui/dates';
import { useDomainText } from '../../i18n/domain-text';
import { diagnosticsMessages } from './messages';

/** Booked → phlebotomist assigned → sample collected → at the lab → report ready, with times. */
export function DiagnosticTimeline({ order }: { order: DiagnosticOrder }) {
  const t = diagnosticsMessages.useT();
  const { dateTime } = useDates();
  const say = useDomainText();
  const steps = diagnosticTimeline(order).map((step) => ({
    ...step,
    label: say(step.label),
    key: step.state,
    status: step.state === 'CANCELLED' ? ('cancelled' as const) : step.status,
    note: step.state === 'PHLEBOTOMIST_ASSIGNED' && order.phlebotomist && step.status !== 'upcoming' ? order.phlebotomist : undefined,
  }));
  return <StepTimeline label={t('order.timeline', { id: order.id })} steps={steps} formatTime={dateTime} />;
}
