import { Link } from 'react-router-dom';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, FieldError, Hint, IconDisc } from '../../ui/controls';
import { LabTestIcon } from '../../ui/icons';
import { useQuery } from '../../ui/use-query';
import { DiagnosticOrderCard } from './DiagnosticOrderCard';
import { List } from './kit';

/** The patient's lab test orders, newest first: the diagnostics orders page and the My Orders tab. */
export function DiagnosticOrdersList({ product }: { product: string }) {
  const query = useUseCase(DIAGNOSTICS.DiagnosticOrders).orders();
  const state = useQuery(query);

  if (state.kind === 'loading') return <Hint role="status">Loading your lab test orders…</Hint>;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <FieldError>We could not load your lab test orders. {describeApiError(state.error)}</FieldError>
        <Button type="button" onClick={() => query.reload()}>
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
  return (
    <List>
      {state.value.map((order) => (
        <DiagnosticOrderCard key={order.id} order={order} product={product} />
      ))}
    </List>
  );
}
