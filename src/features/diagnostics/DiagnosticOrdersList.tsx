import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { DiagnosticOrder } from '../../../domain/diagnostics/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Button, FieldError, Hint, IconDisc } from '../../ui/controls';
import { useLoad } from '../pharmacy/orders/use-load';
import { LabTestIcon } from '../../ui/icons';
import { DiagnosticOrderCard } from './DiagnosticOrderCard';
import { List } from './kit';

/** The patient's lab test orders, newest first: the diagnostics orders page and the My Orders tab. */
export function DiagnosticOrdersList({ product }: { product: string }) {
  const orders = useUseCase(TOKENS.DiagnosticOrders);
  const load = useCallback(() => orders.orders(), [orders]);
  const { state, retry, replace } = useLoad(load);

  if (state.kind === 'loading') return <Hint role="status">Loading your lab test orders…</Hint>;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <FieldError>We could not load your lab test orders. {describeApiError(state.error)}</FieldError>
        <Button type="button" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.value.length === 0) {
    return (
      <>
        <IconDisc>
          <LabTestIcon />
        </IconDisc>
        <p>
          No lab test orders yet. <Link to={`/${product}/diagnostics`}>Book a lab test</Link>
        </p>
      </>
    );
  }
  const update = (changed: DiagnosticOrder) => replace(state.value.map((order) => (order.id === changed.id ? changed : order)));
  return (
    <List>
      {state.value.map((order) => (
        <DiagnosticOrderCard key={order.id} order={order} product={product} onChange={update} />
      ))}
    </List>
  );
}
