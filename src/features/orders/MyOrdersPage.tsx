import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderStatusText } from '../../../domain/pharmacy/order-tracking';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Tabs } from '../../ui/Tabs';
import { LoadFailed } from '../account/LoadFailed';
import { DiagnosticOrdersList } from '../diagnostics/DiagnosticOrdersList';
import { dateTime, rupees, Status, Tag, useLoad } from '../pharmacy/orders/kit';

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

/** /patient/myOrders: tabs for medicine orders (newest first), lab tests and subscriptions. */
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
  const orders = useUseCase(TOKENS.MedicineOrders);
  const load = useCallback(() => orders.orders(), [orders]);
  const { state, retry } = useLoad(load);
  if (state.kind === 'loading') return <p role="status">Loading your medicine orders…</p>;
  if (state.kind === 'failed') return <LoadFailed error={state.error} what="your medicine orders" retry={retry} />;
  if (state.value.length === 0) {
    return (
      <p>
        You have no medicine orders yet. <Link to="/search-medicine">Search medicines</Link>
      </p>
    );
  }
  const awaiting = state.value.filter((order) => order.state === 'AWAITING_APPROVAL').length;
  return (
    <>
      {awaiting > 0 && (
        <Status $tone="error">
          {awaiting === 1 ? 'The pharmacy changed an order' : `The pharmacy changed ${awaiting} orders`}: nothing moves until you approve.{' '}
          <Link to={`/${DEFAULT_PRODUCT}/medicine-update`}>Review the changes</Link>
        </Status>
      )}
      <Orders aria-label="Medicine orders">
        {state.value.map((order) => {
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
