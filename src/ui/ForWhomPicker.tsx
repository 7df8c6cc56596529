import { useId } from 'react';
import styled from 'styled-components';
import { activeMembers, type FamilyMember } from '../../domain/family/model';
import { Button, Hint } from './controls';
import { kitMessages } from './kit/messages';
import { useMemberSummary } from './use-family';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
`;

const Choice = styled.label<{ $chosen: boolean }>`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  min-height: 44px;
  padding: 0.65rem 0.75rem;
  margin-bottom: 0.5rem;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colours.primarySoft : theme.colours.surface)};
  cursor: pointer;
  input {
    margin-top: 0.25rem;
    width: 1.2rem;
    height: 1.2rem;
    flex: none;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colours.primaryDark};
    outline-offset: 2px;
  }
`;

export interface ForWhomPickerProps {
  /** The signed-in patient's first name: the first choice reads 'Myself (Priya)'; '' gives 'Myself'. */
  selfName: string;
  /** The patient's family; only ACTIVE members are offered, so the full list may be passed. */
  members: readonly FamilyMember[];
  /** The chosen member's id; null is the patient themself. */
  selected: string | null;
  onChange: (memberId: string | null) => void;
  /** The day ages are counted on. */
  today: Date;
  /** The question above the choices, in the language on screen. */
  legend?: string;
  /** Offers 'Add a family member' under the choices (a dialog or a page of the caller's). */
  onAddMember?: () => void;
  disabled?: boolean;
}

/**
 * "For whom": the patient or one of their ACTIVE family members, as a native radio group, so
 * arrow keys move the choice and Tab leaves the group. Each member shows relation and age.
 */
export function ForWhomPicker({ selfName, members, selected, onChange, today, legend, onAddMember, disabled = false }: ForWhomPickerProps) {
  const t = kitMessages.useT();
  const memberSummary = useMemberSummary();
  const name = useId();
  const offered = activeMembers(members);
  // A member no longer offered (made INACTIVE meanwhile) must not look chosen: the patient chooses again.
  const chosen = selected === null || offered.some((member) => member.id === selected) ? selected : undefined;

  return (
    <div>
      <Choices disabled={disabled}>
        <legend>{legend ?? t('forWhom.legend')}</legend>
        <Choice $chosen={chosen === null}>
          <input type="radio" name={name} value="" checked={chosen === null} onChange={() => onChange(null)} />
          <span>
            <strong>{t('forWhom.myself')}</strong>
            {selfName.trim() !== '' && ` (${selfName.trim()})`}
          </span>
        </Choice>
        {offered.map((member) => (
          <Choice key={member.id} $chosen={chosen === member.id}>
            <input type="radio" name={name} value={member.id} checked={chosen === member.id} onChange={() => onChange(member.id)} />
            <span>
              <strong>{member.name}</strong>
              <br />
              <Hint as="span">{memberSummary(member, today)}</Hint>
            </span>
          </Choice>
        ))}
      </Choices>
      {offered.length === 0 && <Hint>{t('forWhom.none')}</Hint>}
      {onAddMember && (
        <Button type="button" $variant="secondary" onClick={onAddMember} disabled={disabled}>
          {t('family.add')}
        </Button>
      )}
    </div>
  );
}
