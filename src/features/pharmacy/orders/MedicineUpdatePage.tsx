import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { LoadFailed } from '../../../ui/LoadFailed';
import { dateTime } from '../../../ui/dates';
import { Panel } from '../../../ui/Panel';
import { productOf } from '../../../app/product-segment';
import { rupees } from '../../../ui/price';
import { SignInFirst } from '../../../ui/SignInFirst';
import { Status } from '../../../ui/Status';
import { useQuery } from '../../../ui/use-query';
import { useSignedIn } from '../../../ui/use-signed-in';

/**
 * /{product}/medicine-update: orders the pharmacy changed (a medicine out of stock, another
 * pack size) that wait for the patient's approval, each with its lines and an Approve button.
 */
export default function MedicineUpdatePage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="orders waiting for your approval" />;
  return <Updates title={route.title} product={productOf(params)} />;
}

function Updates({ title, product }: { title: string; product: string }) {
  const orders = useUseCase(PHARMACY.MedicineOrders);
  const query = orders.awaitingApproval();
  const state = useQuery(query);
  const [approving, setApproving] = useState<string | null>(null);
  const { run } = useThrottledSubmit();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [approved, setApproved] = useState<MedicineOrder | null>(null);

  const approve = (order: MedicineOrder) =>
    run(async () => {
      setApproving(order.id);
      const result = await orders.approve(order);
      setApproving(null);
      if (result.isOk()) {
        setApproved(result.value);
        return;
      }
      const error = result.error;
      if (error.kind === 'in-progress') return;
      setErrors((e) => ({
        ...e,
        [order.id]: error.kind === 'not-awaiting-approval' ? 'This order no longer waits for your approval.' : `Not approved. ${describeApiError(error)}`,
      }));
    });

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        <p style={{ margin: 0 }}>
          Sometimes the pharmacy has to change an order: a medicine is out of stock and an equivalent is offered, or a pack size differs. Such
          orders wait here until you approve the changes. Nothing is sent before you do.
        </p>
      </Card>
      <div role="status" aria-live="polite">
        {approved && (
          <Status>
            Order {approved.id} approved.{' '}
            {approved.paid ? (
              'The pharmacy will now pack it.'
            ) : (
              <>
                <Link to={`/${product}/order/${encodeURIComponent(approved.id)}`}>Pay for order {approved.id}</Link> and the pharmacy will pack it.
              </>
            )}
          </Status>
        )}
      </div>
      {state.kind === 'loading' && <p role="status">Loading your orders…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="your orders" retry={query.reload} />}
      {state.kind === 'ready' && state.value.length === 0 && (
        <Panel>
          <p style={{ margin: 0 }}>
            No order is waiting for your approval. <Link to="/patient/myOrders">See all your orders</Link>
          </p>
        </Panel>
      )}
      {state.kind === 'ready' &&
        state.value.map((order) => (
          <Panel key={order.id} aria-labelledby={`update-${order.id}`}>
            <h2 id={`update-${order.id}`}>Order {order.id}</h2>
            <Hint>Placed {dateTime(order.placedAt)}</Hint>
            <ul>
              {order.lines.map((line) => (
                <li key={line.productId}>
                  {line.name} × {line.quantity}: {rupees(line.pricePaise * line.quantity)}
                </li>
              ))}
            </ul>
            <p>
              New amount: <strong>{rupees(order.totals.payablePaise)}</strong>
            </p>
            {errors[order.id] && <FieldError role="alert">{errors[order.id]}</FieldError>}
            <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
              <Button type="button" disabled={approving !== null} onClick={() => approve(order)}>
                {approving === order.id ? 'Approving…' : 'Approve'}
                {' '}<span className="visually-hidden">order {order.id}</span>
              </Button>
              <Link to={`/${product}/order/${encodeURIComponent(order.id)}`}>
                View order{' '}<span className="visually-hidden">{order.id}</span>
              </Link>
            </div>
          </Panel>
        ))}
    </>
  );
}
