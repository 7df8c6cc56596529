import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderStatusText } from '../../domain/pharmacy/order-tracking';
import type { MedicineOrder } from '../../domain/pharmacy/model';
import { DEFAULT_PRODUCT } from './brand';
import { useUseCase } from './di';
import type { PageProps } from './pages';
import { PHARMACY } from './modules/pharmacy/tokens';
import { Card, Hint, PageTitle } from '../ui/controls';
import { OrderRows } from '../ui/OrderRows';
import { Tabs } from '../ui/Tabs';
import { DiagnosticOrdersList } from '../features/diagnostics/DiagnosticOrdersList';
import { PlanPurchasesList } from '../features/subscriptions/PlanPurchasesList';
import { ordersMessages } from '../features/pharmacy/orders/messages';
import { useAgo, useDates } from '../ui/dates';
import { useDomainText } from '../i18n/domain-text';
import { usePageTitle } from '../i18n/page-titles';
import { Loadable } from '../ui/Loadable';
import { rupees } from '../ui/price';
import { Status } from '../ui/Status';
import { Tag } from '../ui/Tag';
import { useQuery } from '../ui/use-query';

const TABS = ['medicines', 'diagnostics', 'subscriptions'] as const;
type TabId = (typeof TABS)[number];

/**
 * /patient/myOrders: tabs for medicine orders (newest first), lab tests and plan purchases. It
 * sits in app/ because it puts several areas' orders side by side, which no feature may do.
 */
export default function MyOrdersPage({ route }: PageProps) {
  const [tab, setTab] = useState<TabId>('medicines');
  const title = usePageTitle(route);
  const t = ordersMessages.useT();
  const tabs = TABS.map((id) => ({ id, label: t(`myOrders.${id}`) }));
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Tabs label={t('myOrders.kinds')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'medicines' && <MedicineOrders />}
        {tab === 'diagnostics' && <DiagnosticOrdersList product={DEFAULT_PRODUCT} />}
        {tab === 'subscriptions' && <PlanPurchasesList />}
      </Tabs>
    </Card>
  );
}

function MedicineOrders() {
  const query = useUseCase(PHARMACY.MedicineOrders).orders();
  const state = useQuery(query);
  const t = ordersMessages.useT();
  return (
    <Loadable
      state={state}
      what={t('myOrders.loadFailed')}
      loading={t('myOrders.loading')}
      retry={query.reload}
      isEmpty={(orders) => orders.length === 0}
      empty={
        <p>
          {t('myOrders.empty')} <Link to="/search-medicine">{t('myOrders.search')}</Link>
        </p>
      }
    >
      {(orders) => <MedicineOrderList orders={orders} />}
    </Loadable>
  );
}

function MedicineOrderList({ orders }: { orders: readonly MedicineOrder[] }) {
  const t = ordersMessages.useT();
  const say = useDomainText();
  const { dateTime } = useDates();
  const ago = useAgo(60_000);
  // An order of today reads as how long ago it was placed; an older one by its date and time.
  const placedWhen = (placedAt: string, items: number) => {
    const recently = ago(placedAt);
    return recently === null ? t('myOrders.placed', { when: dateTime(placedAt), items }) : t('myOrders.placedAgo', { when: recently, items });
  };
  const awaiting = orders.filter((order) => order.state === 'AWAITING_APPROVAL').length;
  return (
    <>
      {awaiting > 0 && (
        <Status $tone="error">
          {t('myOrders.changed', { count: awaiting })} <Link to={`/${DEFAULT_PRODUCT}/medicine-update`}>{t('myOrders.review')}</Link>
        </Status>
      )}
      <OrderRows aria-label={t('myOrders.list')}>
        {orders.map((order) => {
          const items = order.lines.length;
          return (
            <li key={order.id}>
              <div>
                <h2>
                  <Link to={`/${DEFAULT_PRODUCT}/order/${encodeURIComponent(order.id)}`}>{t('order.title', { id: order.id })}</Link>
                </h2>
                <Hint>{placedWhen(order.placedAt, items)}</Hint>
              </div>
              <div style={{ textAlign: 'right' }}>
                <Tag $tone={order.state === 'CANCELLED' ? 'warning' : order.state === 'DELIVERED' ? 'success' : 'info'}>{say(orderStatusText(order))}</Tag>
                <div>{rupees(order.totals.payablePaise)}</div>
              </div>
            </li>
          );
        })}
      </OrderRows>
    </>
  );
}
