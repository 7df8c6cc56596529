import { Link } from 'react-router-dom';
import { ordersFor } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, FieldError, Hint, IconDisc } from '../../ui/controls';
import { LabTestIcon } from '../../ui/icons';
import { useQuery } from '../../ui/use-query';
import { DiagnosticOrderCard } from './DiagnosticOrderCard';
import { useDomainText } from '../../i18n/domain-text';
import { List, rich } from './kit';
import { diagnosticsMessages } from './messages';

/**
 * The patient's lab test orders, newest first: the diagnostics orders page and the My Orders tab;
 * with `member`, that family member's only (their details page leads here).
 */
export function DiagnosticOrdersList({ product, member = null }: { product: string; member?: string | null }) {
  const query = useUseCase(DIAGNOSTICS.DiagnosticOrders).orders();
  const state = useQuery(query);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  if (state.kind === 'loading') return <Hint role="status">{t('orders.loading')}</Hint>;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <FieldError>{t('orders.failed', { reason: say(describeApiError(state.error)) })}</FieldError>
        <Button type="button" onClick={() => query.reload()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const orders = member === null ? state.value : ordersFor(state.value, member);
  if (orders.length === 0) {
    return (
      <>
        <IconDisc>
          <LabTestIcon />
        </IconDisc>
        <p>{rich(t, 'orders.none', {}, { link: <Link to={`/${product}/diagnostics`}>{t('orders.book')}</Link> })}</p>
      </>
    );
  }
  return (
    <List>
      {orders.map((order) => (
        <DiagnosticOrderCard key={order.id} order={order} product={product} />
      ))}
    </List>
  );
}
