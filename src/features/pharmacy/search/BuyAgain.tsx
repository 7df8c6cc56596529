import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { describeApiError, type ApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { TOKENS } from '../../../app/tokens';
import { Button, Hint } from '../../../ui/controls';
import { GhostCards, MedicineCard } from './MedicineCard';

type State = { kind: 'loading' } | { kind: 'ready'; medicines: Medicine[] } | { kind: 'failed'; error: ApiError };

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
  const buyAgain = useUseCase(TOKENS.BuyAgain);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void buyAgain.list().then((result) => {
      if (live) setState(result.isOk() ? { kind: 'ready', medicines: result.value } : { kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [buyAgain, attempt]);

  return (
    <Section aria-labelledby="buy-again-heading" aria-busy={state.kind === 'loading'}>
      <h2 id="buy-again-heading">Buy again</h2>
      {state.kind === 'loading' && (
        <List>
          <GhostCards count={2} />
        </List>
      )}
      {state.kind === 'failed' && (
        <div role="alert">
          <Hint>We could not load the medicines you order often. {describeApiError(state.error)}</Hint>
          <Button
            type="button"
            $variant="secondary"
            style={{ marginTop: '0.5rem' }}
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.medicines.length === 0 && (
        <Hint>Medicines you order will show here, so you can order them again in one tap.</Hint>
      )}
      {state.kind === 'ready' && state.medicines.length > 0 && (
        <List>
          {state.medicines.map((medicine) => (
            <MedicineCard key={medicine.id} medicine={medicine} product={product} pincode={pincode} />
          ))}
        </List>
      )}
    </Section>
  );
}
