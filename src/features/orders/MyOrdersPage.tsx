import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderStatusText } from '../../../domain/pharmacy/order-tracking';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../account/LoadFailed';
import { dateTime, rupees, Tag, useLoad } from '../pharmacy/orders/kit';

const TABS = [
  { id: 'medicines', label: 'Medicines' },
  { id: 'diagnostics', label: 'Diagnostics' },
  { id: 'subscriptions', label: 'Subscriptions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  border-bottom: 2px solid ${({ theme }) => theme.colours.border};
  margin-bottom: 1rem;
  button {
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.muted};
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colours.primary};
    border-bottom-color: ${({ theme }) => theme.colours.primary};
  }
`;

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
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys, Home and End move between tabs (the ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home' ? 0
            : event.key === 'End' ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    setTab(target.id);
    buttons.current[target.id]?.focus();
  };

  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      <TabList role="tablist" aria-label="Kinds of order" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`orders-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`orders-panel-${tab}`} aria-labelledby={`orders-tab-${tab}`} tabIndex={0}>
        {tab === 'medicines' && <MedicineOrders />}
        {tab === 'diagnostics' && <p>Your lab test orders will appear here when lab tests with home collection arrive.</p>}
        {tab === 'subscriptions' && <p>Your care subscriptions will appear here when subscriptions arrive.</p>}
      </div>
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
  return (
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
  );
}
