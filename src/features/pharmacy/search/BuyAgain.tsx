import styled from 'styled-components';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { useDomainText } from '../../../i18n/domain-text';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Hint } from '../../../ui/controls';
import { useQuery } from '../../../ui/use-query';
import { GhostCards, MedicineCard } from './MedicineCard';
import { searchMessages } from './messages';

const Section = styled.section`
  margin: 1.5rem 0;
  /* Room for two cards from the start, so the results below do not jump when it loads. */
  min-height: 12rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
`;

/** "Buy again" (GET most ordered) for a signed-in patient, above the results. */
export function BuyAgainSection({ product, pincode }: { product: string; pincode: string | null }) {
  const t = searchMessages.useT();
  const say = useDomainText();
  const buyAgain = useUseCase(PHARMACY.BuyAgain);
  const query = buyAgain.list();
  const state = useQuery(query);

  return (
    <Section aria-labelledby="buy-again-heading" aria-busy={state.kind === 'loading'}>
      <h2 id="buy-again-heading">{t('buyAgain.title')}</h2>
      {state.kind === 'loading' && (
        <List>
          <GhostCards count={2} />
        </List>
      )}
      {state.kind === 'failed' && (
        <div role="alert">
          <Hint>{t('buyAgain.failed', { reason: say(describeApiError(state.error)) })}</Hint>
          <Button
            type="button"
            $variant="secondary"
            style={{ marginTop: '0.5rem' }}
            onClick={query.reload}
          >
            {t('retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && (
        <Hint>{t('buyAgain.empty')}</Hint>
      )}
      {state.kind === 'ready' && state.value.length > 0 && (
        <List>
          {state.value.map((medicine) => (
            <MedicineCard key={medicine.id} medicine={medicine} product={product} pincode={pincode} />
          ))}
        </List>
      )}
    </Section>
  );
}
