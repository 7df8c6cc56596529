import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MedicineOrder } from '../../../../domain/pharmacy/model';
import { CANCEL_REASONS } from '../../../../domain/pharmacy/ordering';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { TOKENS } from '../../../app/tokens';
import { Button, FieldError } from '../../../ui/controls';
import { Dialog } from '../../../ui/Dialog';

const Reasons = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

/** Cancelling an order: a reason from CANCEL_REASONS, or the patient's own words for Other. */
export function CancelOrderDialog({ order, onCancelled, onClose }: { order: MedicineOrder; onCancelled: (order: MedicineOrder) => void; onClose: () => void }) {
  const ordering = useUseCase(TOKENS.Ordering);
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { other: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const cancelled = await ordering.cancel(order, reason, other);
    setSending(false);
    if (cancelled.isOk()) {
      onCancelled(cancelled.value);
      return;
    }
    const failure = cancelled.error;
    setError(failure.kind === 'invalid' || failure.kind === 'not-cancellable' ? failure.message : `The order was not cancelled. ${describeApiError(failure)}`);
  };

  const otherChosen = reason === 'Other';
  const reasonError = error !== null && !otherChosen;
  return (
    <Dialog title="Cancel this order?" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Cancel order">
        <Reasons aria-describedby={reasonError ? ids.error : undefined}>
          <legend>Why are you cancelling?</legend>
          {CANCEL_REASONS.map((r, index) => (
            <label key={r}>
              <input
                type="radio"
                name="cancel-reason"
                value={r}
                checked={reason === r}
                data-autofocus={index === 0 ? true : undefined}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              {r}
            </label>
          ))}
          {otherChosen && (
            <>
              <label htmlFor={ids.other} style={{ fontWeight: 600, marginTop: '0.5rem' }}>
                Tell us why
              </label>
              <textarea
                id={ids.other}
                value={other}
                maxLength={300}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? ids.error : undefined}
                onChange={(e) => setOther(e.target.value)}
              />
            </>
          )}
        </Reasons>
        {error && (
          <FieldError id={ids.error} role="alert" style={{ marginBottom: '0.75rem' }}>
            {error}
          </FieldError>
        )}
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <Button type="submit" disabled={sending}>
            {sending ? 'Cancelling…' : 'Cancel order'}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Keep order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
