import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderStatusText } from '../../domain/pharmacy/order-tracking';
import type { MedicineOrder } from '../../domain/pharmacy/model';
import { DEFAULT_PRODUCT } from './brand';
import { useUseCase } from './di';
import type { PageProps } from './pages';
import { PHARMACY } from './modules/pharmacy/tokens';
import { Card, Hint, PageTitle } from '../ui/controls';
import { Tabs } from '../ui/Tabs';
import { DiagnosticOrdersList } from '../features/diagnostics/DiagnosticOrdersList';
import { dateTime } from '../ui/dates';
import { Loadable } from '../ui/Loadable';
import { rupees } from '../ui/price';
import { Status } from '../ui/Status';
import { Tag } from '../ui/Tag';
import { useQuery } from '../ui/use-query';

const TABS = [
  { id: 'medicines', label: 'Medicines' },
  { id: 'diagnostics', label: 'Diagnostics' },
  { id: 'subscriptions', label: 'Subscriptions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const Orders = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.9rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

/**
 * /patient/myOrders: tabs for medicine orders (newest first), lab tests and subscriptions. It
 * sits in app/ because it puts several areas' orders side by side, which no feature may do.
 */
export default function MyOrdersPage({ route }: PageProps) {
  const [tab, setTab] = useState<TabId>('medicines');
  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      <Tabs label="Kinds of order" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'medicines' && <MedicineOrders />}
        {tab === 'diagnostics' && <DiagnosticOrdersList product={DEFAULT_PRODUCT} />}
        {tab === 'subscriptions' && <p>Your care subscriptions will appear here when subscriptions arrive.</p>}
      </Tabs>
    </Card>
  );
}

function MedicineOrders() {
  const query = useUseCase(PHARMACY.MedicineOrders).orders();
  const state = useQuery(query);
  return (
    <Loadable
      state={state}
      what="your medicine orders"
      retry={query.reload}
      isEmpty={(orders) => orders.length === 0}
      empty={
        <p>
          You have no medicine orders yet. <Link to="/search-medicine">Search medicines</Link>
        </p>
      }
    >
      {(orders) => <MedicineOrderList orders={orders} />}
    </Loadable>
  );
}

function MedicineOrderList({ orders }: { orders: readonly MedicineOrder[] }) {
  const awaiting = orders.filter((order) => order.state === 'AWAITING_APPROVAL').length;
  return (
    <>
      {awaiting > 0 && (
        <Status $tone="error">
          {awaiting === 1 ? 'The pharmacy changed an order' : `The pharmacy changed ${awaiting} orders`}: nothing moves until you approve.{' '}
          <Link to={`/${DEFAULT_PRODUCT}/medicine-update`}>Review the changes</Link>
        </Status>
      )}
      <Orders aria-label="Medicine orders">
        {orders.map((order) => {
          const items = order.lines.length;
          return (
            <li key={order.id}>
              <div>
                <h2>
                  <Link to={`/${DEFAULT_PRODUCT}/order/${encodeURIComponent(order.id)}`}>Order {order.id}</Link>
                </h2>
                <Hint>
                  Placed {dateTime(order.placedAt)} · {items === 0 ? 'by prescription' : `${items} ${items === 1 ? 'medicine' : 'medicines'}`}
                </Hint>
              </div>
              <div style={{ textAlign: 'right' }}>
                <Tag $tone={order.state === 'CANCELLED' ? 'warning' : order.state === 'DELIVERED' ? 'success' : 'info'}>{orderStatusText(order)}</Tag>
                <div>{rupees(order.totals.payablePaise)}</div>
              </div>
            </li>
          );
        })}
      </Orders>
    </>
  );
}
