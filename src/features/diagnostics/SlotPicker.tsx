import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CollectionSlot } from '../../../domain/diagnostics/model';
import { slotWindow } from '../../../domain/diagnostics/rules';
import { describeApiError } from '../../../domain/shared/errors';
import { useDomainText } from '../../i18n/domain-text';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { useDayLabel } from './kit';
import { diagnosticsMessages } from './messages';

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

/**
 * The lab's home-collection slots by date (7 days from today): only slots that can still be
 * reached are offered. A slot held or refused as taken leaves the day's slots by itself.
 */
export function SlotPicker({
  labId,
  pincode,
  selected,
  onSelect,
  legend,
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
  const t = diagnosticsMessages.useT();
  const dayLabel = useDayLabel();
  const say = useDomainText();

  const choose = (day: string) => {
    setDate(day);
    if (selected !== null && selected.date !== day) onSelect(null);
  };

  return (
    <div>
      <Days role="group" aria-label={t('slots.date')}>
        {days.map((day, index) => (
          <Button key={day} type="button" $variant={day === date ? 'primary' : 'secondary'} aria-pressed={day === date} onClick={() => choose(day)}>
            {index === 0 ? t('slots.today') : index === 1 ? t('slots.tomorrow') : dayLabel(day)}
            {index < 2 && <span className="visually-hidden">, {dayLabel(day)}</span>}
          </Button>
        ))}
      </Days>
      {loaded.kind === 'loading' && <Hint role="status">{t('slots.loading')}</Hint>}
      {loaded.kind === 'failed' && (
        <div role="alert">
          <FieldError>{t('slots.failed', { reason: say(describeApiError(loaded.error)) })}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {loaded.kind === 'ready' && loaded.value.length === 0 && <Hint>{t('slots.none', { day: dayLabel(date) })}</Hint>}
      {loaded.kind === 'ready' && loaded.value.length > 0 && (
        <Slots>
          <legend>{t('slots.legend', { legend: legend ?? t('slots.time'), day: dayLabel(date) })}</legend>
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
