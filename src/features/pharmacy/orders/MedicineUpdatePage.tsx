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
import { Panel } from '../../../ui/Panel';
import { productOf } from '../../../app/product-segment';
import { rupees } from '../../../ui/price';
import { SignInFirst } from '../../../ui/SignInFirst';
import { Status } from '../../../ui/Status';
import { useQuery } from '../../../ui/use-query';
import { useSignedIn } from '../../../ui/use-signed-in';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { ordersMessages } from './messages';
import { richText } from '../../../ui/rich-text';
import { useDates } from '../../../ui/dates';

/**
 * /{product}/medicine-update: orders the pharmacy changed (a medicine out of stock, another
 * pack size) that wait for the patient's approval, each with its lines and an Approve button.
 */
export default function MedicineUpdatePage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  const title = usePageTitle(route);
  const t = ordersMessages.useT();
  if (!signedIn) return <SignInFirst title={title} what={t('update.signIn')} />;
  return <Updates title={title} product={productOf(params)} />;
}

function Updates({ title, product }: { title: string; product: string }) {
  const orders = useUseCase(PHARMACY.MedicineOrders);
  const t = ordersMessages.useT();
  const say = useDomainText();
  const { dateTime } = useDates();
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
        [order.id]: error.kind === 'not-awaiting-approval' ? t('update.notWaiting') : t('update.failed', { reason: say(describeApiError(error)) }),
      }));
    });

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        <p style={{ margin: 0 }}>{t('update.intro')}</p>
      </Card>
      <div role="status" aria-live="polite">
        {approved && (
          <Status>
            {t('update.approved', { id: approved.id })}{' '}
            {approved.paid
              ? t('update.approved.paid')
              : richText((marks) => t('update.approved.unpaid', marks), {
                  payLink: <Link to={`/${product}/order/${encodeURIComponent(approved.id)}`}>{t('update.payLink', { id: approved.id })}</Link>,
                })}
          </Status>
        )}
      </div>
      {state.kind === 'loading' && <p role="status">{t('update.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('update.loadFailed')} retry={query.reload} />}
      {state.kind === 'ready' && state.value.length === 0 && (
        <Panel>
          <p style={{ margin: 0 }}>
            {t('update.empty')} <Link to="/patient/myOrders">{t('update.allOrders')}</Link>
          </p>
        </Panel>
      )}
      {state.kind === 'ready' &&
        state.value.map((order) => (
          <Panel key={order.id} aria-labelledby={`update-${order.id}`}>
            <h2 id={`update-${order.id}`}>{t('order.title', { id: order.id })}</h2>
            <Hint>{t('update.placed', { when: dateTime(order.placedAt) })}</Hint>
            <ul>
              {order.lines.map((line) => (
                <li key={line.productId}>
                  <span translate="no">{line.name}</span> × {line.quantity}: {rupees(line.pricePaise * line.quantity)}
                </li>
              ))}
            </ul>
            <p>{richText((marks) => t('update.newAmount', marks), { amount: <strong>{rupees(order.totals.payablePaise)}</strong> })}</p>
            {errors[order.id] && <FieldError role="alert">{errors[order.id]}</FieldError>}
            <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
              <Button type="button" disabled={approving !== null} onClick={() => approve(order)}>
                {richText((marks) => t(approving === order.id ? 'update.approving' : 'update.approve', marks), {
                  order: <span className="visually-hidden">{t('update.approve.order', { id: order.id })}</span>,
                })}
              </Button>
              <Link to={`/${product}/order/${encodeURIComponent(order.id)}`}>
                {richText((marks) => t('update.view', marks), { id: <span className="visually-hidden">{order.id}</span> })}
              </Link>
            </div>
          </Panel>
        ))}
    </>
  );
}
