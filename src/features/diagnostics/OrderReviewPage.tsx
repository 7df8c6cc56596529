import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describePaymentFailure } from '../../../domain/payments/checkout';
import { DIAGNOSTIC_STATE_LABELS, slotWindow } from '../../../domain/diagnostics/rules';
import { addressSummary } from '../../../domain/pharmacy/address-book';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { ConfirmPayment } from '../../ui/ConfirmPayment';
import { productOf } from '../../app/product-segment';
import { rupees } from '../../ui/price';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { DiagnosticTotalsList } from './DiagnosticsCartPage';
import { DiagnosticTimeline } from './DiagnosticTimeline';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { rich, useDayLabel } from './kit';
import { diagnosticsMessages } from './messages';

type Payment = { kind: 'idle' } | { kind: 'paying' } | { kind: 'failed'; message: string };

/**
 * /{product}/diagnostics/order-review/{id}: the order as it will be collected, paid through the
 * shared checkout. A failed or closed payment leaves the same order payable; a payment taken
 * whose confirmation did not reach us offers Confirm payment instead of Pay.
 */
export default function OrderReviewPage({ route, params }: PageProps) {
  const id = params.id ?? '';
  const product = productOf(params);
  const signedIn = useSignedIn();
  const orders = useUseCase(DIAGNOSTICS.DiagnosticOrders);
  const ordering = useUseCase(DIAGNOSTICS.DiagnosticOrdering);
  const profiles = useUseCase(TOKENS.Profile);
  const query = signedIn ? orders.order(id) : null;
  const state = useQuery(query);
  const [payment, setPayment] = useState<Payment>({ kind: 'idle' });
  const { run } = useThrottledSubmit();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const dayLabel = useDayLabel();

  if (!signedIn) return <SignInFirst title={title} what={t('review.signIn')} />;
  if (state.kind === 'loading') return <Hint role="status">{t('review.loading')}</Hint>;
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p role="alert">{state.error.kind === 'not-found' ? t('review.notFound') : say(describeApiError(state.error))}</p>
        <Button type="button" onClick={() => query?.reload()}>
          {t('tryAgain')}
        </Button>
      </Card>
    );
  }
  const order = state.value;
  const payable = order.state === 'PAYMENT_PENDING' && !order.paid;
  const awaitsConfirmation = ordering.awaitsConfirmation(order);

  const pay = () =>
    run(async () => {
      setPayment({ kind: 'paying' });
      const paid = await ordering.pay(order, await profiles.paymentContact());
      if (paid.isOk()) {
        setPayment({ kind: 'idle' });
        return;
      }
      if (paid.error.kind === 'already-paying') return;
      setPayment({ kind: 'failed', message: describePaymentFailure(paid.error) });
    });

  return (
    <>
      <PageTitle>{payable ? title : t('review.title', { id: order.id, status: say(DIAGNOSTIC_STATE_LABELS[order.state]) })}</PageTitle>
      {!payable && order.state === 'BOOKED' && <p role="status">{t('review.booked', { lab: order.lab.name, day: dayLabel(order.slot.date), time: slotWindow(order.slot) })}</p>}
      <Card>
        <h2 style={{ marginTop: 0 }} translate="no">{order.items.map((item) => item.name).join(', ')}</h2>
        <p>
          {rich(t, 'review.for', { lab: order.lab.name }, { patient: <strong>{order.patient.name}</strong> })}
          <br />
          {rich(t, 'review.collection', {}, { slot: <strong>{t('slots.when', { day: dayLabel(order.slot.date), time: slotWindow(order.slot) })}</strong> })}
          <br />
          {t('review.at', { address: addressSummary(order.address) })}
        </p>
        <DiagnosticTotalsList totals={order.totals} />
      </Card>
      {payable && awaitsConfirmation ? (
        <ConfirmPayment
          subject={t('review.confirmSubject')}
          failure={payment.kind === 'failed' ? say(payment.message) : null}
          confirm={() => ordering.confirmPayment(order)}
          onConfirmed={() => setPayment({ kind: 'idle' })}
        />
      ) : payable ? (
        <div style={{ marginTop: '1rem' }}>
          <Button type="button" aria-disabled={payment.kind === 'paying' || undefined} onClick={pay}>
            {payment.kind === 'paying' ? t('review.opening') : payment.kind === 'failed' ? t('tryAgain') : t('review.pay', { amount: rupees(order.totals.payablePaise) })}
          </Button>
          {payment.kind === 'failed' && <FieldError role="alert">{say(payment.message)}</FieldError>}
          <Hint>{t('review.unpaid')}</Hint>
        </div>
      ) : (
        <Card style={{ marginTop: '1rem' }}>
          <DiagnosticTimeline order={order} />
        </Card>
      )}
      <p>
        <Link to={`/${product}/diagnostics-orders`}>{t('review.all')}</Link>
      </p>
    </>
  );
}
