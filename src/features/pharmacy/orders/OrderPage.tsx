import { useState } from 'react';
import styled from 'styled-components';
import { addressSummary } from '../../../../domain/pharmacy/address-book';
import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { canCancel } from '../../../../domain/pharmacy/ordering';
import { orderStatusText } from '../../../../domain/pharmacy/order-tracking';
import { describePaymentFailure } from '../../../../domain/payments/checkout';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { TOKENS } from '../../../app/tokens';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { useQuery } from '../../../ui/use-query';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ConfirmPayment } from '../../../ui/ConfirmPayment';
import { CancelOrderDialog } from './CancelOrderDialog';
import { Panel } from '../../../ui/Panel';
import { rupees } from '../../../ui/price';
import { SignInFirst } from '../../../ui/SignInFirst';
import { Status } from '../../../ui/Status';
import { TotalsList } from './TotalsList';
import { useSignedIn } from '../../../ui/use-signed-in';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { ordersMessages } from './messages';
import { OrderTimeline } from './OrderTimeline';
import { richText } from '../../../ui/rich-text';
import { useDates } from '../../../ui/dates';

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  }
`;

const Items = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  .n {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** What the page says after a command went through. */
type Notice = 'order.approved.paid' | 'order.approved.unpaid' | 'order.cancelled';
type ApproveFailure = { kind: 'not-waiting' } | { kind: 'failed'; reason: string };

type Payment = { kind: 'idle' } | { kind: 'paying' } | { kind: 'received' } | { kind: 'failed'; message: string };

/** /{product}/order/{id} and /{product}/order-review/{id}: status, lines, totals, address, pay, approve, cancel. */
export default function OrderPage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  const title = usePageTitle(route);
  const t = ordersMessages.useT();
  if (!signedIn) return <SignInFirst title={title} what={t('order.signIn')} />;
  return <OrderView title={title} id={params.id ?? ''} />;
}

function OrderView({ title, id }: { title: string; id: string }) {
  const query = useUseCase(PHARMACY.MedicineOrders).order(id);
  const state = useQuery(query);
  const t = ordersMessages.useT();
  const say = useDomainText();
  const { dateTime } = useDates();

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        {state.kind === 'loading' && <p role="status">{t('order.loading')}</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what={t('order.loadFailed')} retry={query.reload} />}
        {state.kind === 'ready' && (
          <p style={{ margin: 0 }}>
            {richText((marks) => t('order.summary', { ...marks, when: dateTime(state.value.placedAt) }), {
              id: <strong>{state.value.id}</strong>,
              status: <strong>{say(orderStatusText(state.value))}</strong>,
            })}
          </p>
        )}
      </Card>
      {state.kind === 'ready' && <OrderDetails order={state.value} />}
    </>
  );
}

/** The commands here answer with the changed order, which the order's query then shows. */
function OrderDetails({ order }: { order: MedicineOrder }) {
  const orders = useUseCase(PHARMACY.MedicineOrders);
  const t = ordersMessages.useT();
  const say = useDomainText();
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [approveError, setApproveError] = useState<ApproveFailure | null>(null);
  const { busy: approving, run } = useThrottledSubmit();

  const approve = () =>
    run(async () => {
      const approved = await orders.approve(order);
      if (approved.isOk()) {
        setApproveError(null);
        // An order by prescription is priced by the pharmacy, so it is paid for only after approval.
        setNotice(approved.value.paid ? 'order.approved.paid' : 'order.approved.unpaid');
        return;
      }
      const error = approved.error;
      if (error.kind === 'in-progress') return;
      setApproveError(error.kind === 'not-awaiting-approval' ? { kind: 'not-waiting' } : { kind: 'failed', reason: describeApiError(error) });
    });

  return (
    <Columns>
      <div>
        <div role="status" aria-live="polite">
          {notice && <Status>{t(notice)}</Status>}
        </div>
        {order.state === 'AWAITING_APPROVAL' && (
          <Panel aria-labelledby="approve-heading">
            <h2 id="approve-heading">{t('order.changed.title')}</h2>
            <p>{t('order.changed.text')}</p>
            {approveError && (
              <FieldError role="alert">
                {approveError.kind === 'not-waiting' ? t('order.approve.notWaiting') : t('order.approve.failed', { reason: say(approveError.reason) })}
              </FieldError>
            )}
            <Button type="button" onClick={approve} disabled={approving}>
              {approving ? t('order.approving') : t('order.approve')}
            </Button>
          </Panel>
        )}
        <Panel aria-labelledby="status-heading">
          <h2 id="status-heading">{t('order.status')}</h2>
          <OrderTimeline order={order} />
          {/* A reason from the list is the domain's words; the patient's own words stay as typed. */}
          {order.state === 'CANCELLED' && order.cancelReason && <Hint>{t('order.reason', { reason: say(order.cancelReason) })}</Hint>}
        </Panel>
        <Panel aria-labelledby="items-heading">
          <h2 id="items-heading">{t('order.medicines')}</h2>
          {order.lines.length === 0 ? (
            <Hint>{t('order.medicines.fromPrescription')}</Hint>
          ) : (
            <Items>
              <thead>
                <tr>
                  <th scope="col">{t('order.medicine')}</th>
                  <th scope="col" className="n">
                    {t('order.quantity')}
                  </th>
                  <th scope="col" className="n">
                    {t('order.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.productId}>
                    <td translate="no">{line.name}</td>
                    <td className="n">{line.quantity}</td>
                    <td className="n">{rupees(line.pricePaise * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </Items>
          )}
        </Panel>
        <Panel aria-labelledby="address-heading">
          <h2 id="address-heading">{t('order.address')}</h2>
          <p style={{ margin: 0 }}>
            {richText((marks) => t('order.address.text', { ...marks, address: addressSummary(order.address), mobile: order.address.mobileNumber }), {
              name: <strong translate="no">{order.address.name}</strong>,
            })}
          </p>
        </Panel>
      </div>
      <div>
        <Panel aria-labelledby="amount-heading">
          <h2 id="amount-heading">{t('order.amount')}</h2>
          <TotalsList totals={order.totals} couponCode={null} />
          <PayPanel order={order} />
        </Panel>
        {canCancel(order) && (
          <Panel aria-labelledby="cancel-heading">
            <h2 id="cancel-heading">{t('order.cancel.title')}</h2>
            <p>
              {t('order.cancel.until')}
              {order.paid && ` ${t('order.cancel.refund')}`}
            </p>
            <Button type="button" $variant="secondary" onClick={() => setCancelling(true)}>
              {t('order.cancel')}
            </Button>
          </Panel>
        )}
      </div>
      {cancelling && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            setNotice('order.cancelled');
          }}
        />
      )}
    </Columns>
  );
}

/**
 * Pay for an unpaid order through the one checkout (Razorpay live, the look-alike in the demo),
 * prefilled with the patient's name, e-mail and mobile. A failure or a closed window leaves
 * the same order payable: 'Try again' pays for it, never a new one. A payment taken whose
 * confirmation did not reach us (kept across reloads) offers Confirm payment instead of Pay,
 * so the patient is never charged twice.
 */
function PayPanel({ order }: { order: MedicineOrder }) {
  const ordering = useUseCase(PHARMACY.Ordering);
  const t = ordersMessages.useT();
  const say = useDomainText();
  const profiles = useUseCase(TOKENS.Profile);
  // Asked for now, so the checkout is filled in without a wait when Pay is pressed.
  useQuery(profiles.prefilled());
  const [payment, setPayment] = useState<Payment>({ kind: 'idle' });
  const { run } = useThrottledSubmit();
  const awaitsConfirmation = ordering.awaitsConfirmation(order);

  if (payment.kind === 'received') {
    return (
      <Status role="status">{t('pay.received')}</Status>
    );
  }
  if (order.paid) return <Status>{t('pay.paid')}</Status>;
  if (order.state === 'CANCELLED') return null;
  if (awaitsConfirmation) {
    return (
      <ConfirmPayment
        subject={t('pay.subject')}
        wide
        failure={payment.kind === 'failed' ? say(payment.message) : null}
        confirm={() => ordering.confirmPayment(order)}
        onConfirmed={() => setPayment({ kind: 'received' })}
      />
    );
  }
  if (order.paymentOrderId === null) {
    return <Hint style={{ marginTop: '0.75rem' }}>{t('pay.notPriced')}</Hint>;
  }
  // The server refuses payment before the pharmacy's changes are approved (409), so no Pay yet.
  if (order.state === 'AWAITING_APPROVAL') {
    return <Hint style={{ marginTop: '0.75rem' }}>{t('pay.approveFirst')}</Hint>;
  }

  const pay = () =>
    run(async () => {
      setPayment({ kind: 'paying' });
      const paid = await ordering.pay(order, await profiles.paymentContact());
      if (paid.isOk()) {
        setPayment({ kind: 'received' });
        return;
      }
      if (paid.error.kind === 'already-paying') return;
      setPayment({ kind: 'failed', message: describePaymentFailure(paid.error) });
    });

  const amount = rupees(order.totals.payablePaise);
  return (
    <div style={{ marginTop: '1rem' }}>
      {payment.kind === 'failed' && (
        <FieldError role="alert" style={{ marginBottom: '0.75rem' }}>
          {say(payment.message)}
        </FieldError>
      )}
      <Button type="button" style={{ width: '100%' }} disabled={payment.kind === 'paying'} onClick={pay}>
        {payment.kind === 'paying' ? t('pay.waiting') : payment.kind === 'failed' ? t('pay.retry') : t('pay.pay', { amount })}
      </Button>
    </div>
  );
}
