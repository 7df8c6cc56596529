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
import { dateTime } from '../../../ui/dates';
import { Panel } from '../../../ui/Panel';
import { rupees } from '../../../ui/price';
import { SignInFirst } from '../../../ui/SignInFirst';
import { Status } from '../../../ui/Status';
import { TotalsList } from './TotalsList';
import { useSignedIn } from '../../../ui/use-signed-in';
import { OrderTimeline } from './OrderTimeline';

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

type Payment = { kind: 'idle' } | { kind: 'paying' } | { kind: 'received' } | { kind: 'failed'; message: string };

/** /{product}/order/{id} and /{product}/order-review/{id}: status, lines, totals, address, pay, approve, cancel. */
export default function OrderPage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your order" />;
  return <OrderView title={route.title} id={params.id ?? ''} />;
}

function OrderView({ title, id }: { title: string; id: string }) {
  const query = useUseCase(PHARMACY.MedicineOrders).order(id);
  const state = useQuery(query);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        {state.kind === 'loading' && <p role="status">Loading the order…</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what="this order" retry={query.reload} />}
        {state.kind === 'ready' && (
          <p style={{ margin: 0 }}>
            Order <strong>{state.value.id}</strong>, placed {dateTime(state.value.placedAt)}. Status: <strong>{orderStatusText(state.value)}</strong>
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
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);
  const { busy: approving, run } = useThrottledSubmit();

  const approve = () =>
    run(async () => {
      const approved = await orders.approve(order);
      if (approved.isOk()) {
        setApproveError(null);
        // An order by prescription is priced by the pharmacy, so it is paid for only after approval.
        setNotice(approved.value.paid ? 'Thank you. The pharmacy will now pack your order.' : 'Thank you. Pay for your order below and the pharmacy will pack it.');
        return;
      }
      const error = approved.error;
      if (error.kind === 'in-progress') return;
      setApproveError(error.kind === 'not-awaiting-approval' ? 'This order is not waiting for your approval.' : `The changes were not approved. ${describeApiError(error)}`);
    });

  return (
    <Columns>
      <div>
        <div role="status" aria-live="polite">
          {notice && <Status>{notice}</Status>}
        </div>
        {order.state === 'AWAITING_APPROVAL' && (
          <Panel aria-labelledby="approve-heading">
            <h2 id="approve-heading">The pharmacy changed your order</h2>
            <p>Please check the medicines and the amount below. The order goes ahead once you approve the changes.</p>
            {approveError && <FieldError role="alert">{approveError}</FieldError>}
            <Button type="button" onClick={approve} disabled={approving}>
              {approving ? 'Approving…' : 'Approve changes'}
            </Button>
          </Panel>
        )}
        <Panel aria-labelledby="status-heading">
          <h2 id="status-heading">Status</h2>
          <OrderTimeline order={order} />
          {order.state === 'CANCELLED' && order.cancelReason && <Hint>Reason: {order.cancelReason}</Hint>}
        </Panel>
        <Panel aria-labelledby="items-heading">
          <h2 id="items-heading">Medicines</h2>
          {order.lines.length === 0 ? (
            <Hint>The pharmacist will add the medicines from your prescription.</Hint>
          ) : (
            <Items>
              <thead>
                <tr>
                  <th scope="col">Medicine</th>
                  <th scope="col" className="n">
                    Quantity
                  </th>
                  <th scope="col" className="n">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.productId}>
                    <td>{line.name}</td>
                    <td className="n">{line.quantity}</td>
                    <td className="n">{rupees(line.pricePaise * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </Items>
          )}
        </Panel>
        <Panel aria-labelledby="address-heading">
          <h2 id="address-heading">Delivery address</h2>
          <p style={{ margin: 0 }}>
            <strong>{order.address.name}</strong>, {addressSummary(order.address)}. Mobile {order.address.mobileNumber}
          </p>
        </Panel>
      </div>
      <div>
        <Panel aria-labelledby="amount-heading">
          <h2 id="amount-heading">Amount</h2>
          <TotalsList totals={order.totals} couponCode={null} />
          <PayPanel order={order} />
        </Panel>
        {canCancel(order) && (
          <Panel aria-labelledby="cancel-heading">
            <h2 id="cancel-heading">Changed your mind?</h2>
            <p>You can cancel until the pharmacy packs the order.{order.paid ? ' The amount paid is refunded to your payment method in 5 to 7 working days.' : ''}</p>
            <Button type="button" $variant="secondary" onClick={() => setCancelling(true)}>
              Cancel order
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
            setNotice('Your order is cancelled.');
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
  const profiles = useUseCase(TOKENS.Profile);
  // Asked for now, so the checkout is filled in without a wait when Pay is pressed.
  useQuery(profiles.prefilled());
  const [payment, setPayment] = useState<Payment>({ kind: 'idle' });
  const { run } = useThrottledSubmit();
  const awaitsConfirmation = ordering.awaitsConfirmation(order);

  if (payment.kind === 'received') {
    return (
      <Status role="status">
        Payment received. Thank you! This page refreshes in a moment with the order’s status.
      </Status>
    );
  }
  if (order.paid) return <Status>Paid</Status>;
  if (order.state === 'CANCELLED') return null;
  if (awaitsConfirmation) {
    return (
      <ConfirmPayment
        subject="this order"
        wide
        failure={payment.kind === 'failed' ? payment.message : null}
        confirm={() => ordering.confirmPayment(order)}
        onConfirmed={() => setPayment({ kind: 'received' })}
      />
    );
  }
  if (order.paymentOrderId === null) {
    return <Hint style={{ marginTop: '0.75rem' }}>The pharmacy will tell you the amount to pay once it has prepared your order.</Hint>;
  }
  // The server refuses payment before the pharmacy's changes are approved (409), so no Pay yet.
  if (order.state === 'AWAITING_APPROVAL') {
    return <Hint style={{ marginTop: '0.75rem' }}>Approve the pharmacy’s changes above, then pay this amount.</Hint>;
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
          {payment.message}
        </FieldError>
      )}
      <Button type="button" style={{ width: '100%' }} disabled={payment.kind === 'paying'} onClick={pay}>
        {payment.kind === 'paying' ? 'Waiting for the payment…' : payment.kind === 'failed' ? 'Try again' : `Pay ${amount}`}
      </Button>
    </div>
  );
}
