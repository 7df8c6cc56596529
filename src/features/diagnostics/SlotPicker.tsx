import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CollectionSlot } from '../../../domain/diagnostics/model';
import { slotWindow } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  button[aria-pressed='true'] {
    outline: 3px solid ${({ theme }) => theme.colours.primaryDark};
  }
`;

const Slots = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  label:focus-within {
    outline: 3px solid ${({ theme }) => theme.colours.primaryDark};
  }
`;

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Mon, 23 Nov' for a YYYY-MM-DD day. */
export function dayLabel(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The lab's home-collection slots by date (7 days from today): only slots that can still be
 * reached are offered. A slot held or refused as taken leaves the day's slots by itself.
 */
export function SlotPicker({
  labId,
  pincode,
  selected,
  onSelect,
  legend = 'Collection time',
}: {
  labId: string;
  pincode: string;
  selected: CollectionSlot | null;
  onSelect: (slot: CollectionSlot | null) => void;
  legend?: string;
}) {
  const home = useUseCase(DIAGNOSTICS.HomeCollection);
  const days = home.days();
  const [date, setDate] = useState(selected?.date ?? days[0] ?? '');
  const query = home.slots({ labId, pincode, date });
  const loaded = useQuery(query);
  const name = useId();

  const choose = (day: string) => {
    setDate(day);
    if (selected !== null && selected.date !== day) onSelect(null);
  };

  return (
    <div>
      <Days role="group" aria-label="Collection date">
        {days.map((day, index) => (
          <Button key={day} type="button" $variant={day === date ? 'primary' : 'secondary'} aria-pressed={day === date} onClick={() => choose(day)}>
            {index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : dayLabel(day)}
            {index < 2 && <span className="visually-hidden">, {dayLabel(day)}</span>}
          </Button>
        ))}
      </Days>
      {loaded.kind === 'loading' && <Hint role="status">Loading slots…</Hint>}
      {loaded.kind === 'failed' && (
        <div role="alert">
          <FieldError>We could not load the slots. {describeApiError(loaded.error)}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            Try again
          </Button>
        </div>
      )}
      {loaded.kind === 'ready' && loaded.value.length === 0 && <Hint>No slots left on {dayLabel(date)}. Choose another day.</Hint>}
      {loaded.kind === 'ready' && loaded.value.length > 0 && (
        <Slots>
          <legend>
            {legend}, {dayLabel(date)}
          </legend>
          {loaded.value.map((slot) => (
            <label key={slot.id}>
              <input type="radio" name={name} value={slot.id} checked={selected?.id === slot.id} onChange={() => onSelect(slot)} />
              {slotWindow(slot)}
            </label>
          ))}
        </Slots>
      )}
    </div>
  );
}
