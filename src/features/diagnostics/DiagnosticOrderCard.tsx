import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DiagnosticOrder } from '../../../domain/diagnostics/model';
import { canCancelDiagnostic, canReschedule, DIAGNOSTIC_STATE_LABELS, slotWindow } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, FieldError } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { rupees } from '../../ui/price';
import { DiagnosticTimeline } from './DiagnosticTimeline';
import { useDomainText } from '../../i18n/domain-text';
import { Muted, rich, useDayLabel } from './kit';
import { diagnosticsMessages } from './messages';
import { CancelDiagnosticDialog, RescheduleDialog } from './OrderDialogs';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(14rem, 18rem);
  gap: 1rem;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One lab test order: what, for whom, where and when, its status as a timeline, and what can be done now. */
/** What its commands answer shows through the orders' queries. */
export function DiagnosticOrderCard({ order, product }: { order: DiagnosticOrder; product: string }) {
  const orders = useUseCase(DIAGNOSTICS.DiagnosticOrders);
  const clock = useUseCase(TOKENS.Clock);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const headingId = `diagnostic-order-${order.id}`;
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const dayLabel = useDayLabel();

  const { run } = useThrottledSubmit();

  const check = () =>
    run(async () => {
      setError(null);
      const fresh = await orders.checkStatus(order.id);
      if (fresh.isErr()) {
        setError(describeApiError(fresh.error));
        return;
      }
      setAnnounce(t('order.status', { status: say(DIAGNOSTIC_STATE_LABELS[fresh.value.state]) }));
    });

  return (
    <Card as="li" aria-labelledby={headingId} data-testid={`diagnostic-order-${order.id}`}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        {t('order.heading', { id: order.id, status: say(DIAGNOSTIC_STATE_LABELS[order.state]) })}
      </h3>
      <Columns>
        <div>
          <p style={{ margin: 0 }} translate="no">{order.items.map((item) => item.name).join(', ')}</p>
          <Muted>
            {order.patient.id !== null && order.patient.relation
              ? t('order.forRelation', { patient: order.patient.name, relation: order.patient.relation })
              : t('order.for', { patient: order.patient.name })}{' '}
            · {order.lab.name}
          </Muted>
          <p>
            {t('order.collection')} <strong data-testid="collection-slot">{t('slots.when', { day: dayLabel(order.slot.date), time: slotWindow(order.slot) })}</strong>
            <br />
            <Muted>
              {order.address.line1}, {order.address.city} {order.address.pincode}
            </Muted>
          </p>
          <p>
            {t(order.paid ? 'order.paid' : 'order.toPay', { amount: rupees(order.totals.payablePaise) })}
            {order.cancelReason && (
              <>
                <br />
                <Muted>{t('order.cancelled', { reason: say(order.cancelReason) })}</Muted>
              </>
            )}
          </p>
        </div>
        <DiagnosticTimeline order={order} />
      </Columns>
      <p role="status" className="visually-hidden">
        {announce}
      </p>
      {error && <FieldError role="alert">{say(error)}</FieldError>}
      <Actions>
        {order.state === 'PAYMENT_PENDING' && <Link to={`/${product}/diagnostics/order-review/${encodeURIComponent(order.id)}`}>{t('order.review')}</Link>}
        {order.report && (
          <a href={order.report.url} target="_blank" rel="noopener noreferrer" download={order.report.fileName}>
            {t('order.report')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </a>
        )}
        {canReschedule(order, clock.now()) && (
          <Button type="button" $variant="secondary" onClick={() => setDialog('reschedule')}>
            {rich(t, 'order.reschedule', {}, { hidden: <span className="visually-hidden">{t('order.which', { id: order.id })}</span> })}
          </Button>
        )}
        {canCancelDiagnostic(order) && (
          <Button type="button" $variant="ghost" onClick={() => setDialog('cancel')}>
            {rich(t, 'order.cancel', {}, { hidden: <span className="visually-hidden">{t('order.which', { id: order.id })}</span> })}
          </Button>
        )}
        {order.state !== 'CANCELLED' && order.state !== 'REPORT_READY' && (
          <Button type="button" $variant="ghost" onClick={check}>
            {rich(t, 'order.check', {}, { hidden: <span className="visually-hidden">{t('order.whichOf', { id: order.id })}</span> })}
          </Button>
        )}
      </Actions>
      {dialog === 'cancel' && (
        <CancelDiagnosticDialog
          order={order}
          onClose={() => setDialog(null)}
          onCancelled={() => {
            setDialog(null);
            setAnnounce(t('order.isCancelled'));
          }}
        />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          order={order}
          onClose={() => setDialog(null)}
          onMoved={(moved) => {
            setDialog(null);
            setAnnounce(t('order.rescheduled', { day: dayLabel(moved.slot.date), time: slotWindow(moved.slot) }));
          }}
        />
      )}
    </Card>
  );
}
