import { useState } from 'react';
import type { FamilyMember } from '../../../domain/family/model';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { AddFamilyMemberForm } from '../../ui/AddFamilyMemberForm';
import { ForWhomPicker } from '../../ui/ForWhomPicker';
import { useFamily, useSelfName } from '../../ui/use-family';
import { familyMessages } from './messages';

export interface ForWhomChoiceProps {
  /** The chosen member's id; null is the patient themself. */
  selected: string | null;
  onChange: (memberId: string | null) => void;
  /** The question above the choices, in the language on screen. */
  legend?: string;
  disabled?: boolean;
}

/**
 * "For whom" with everything around it, for a booking page (its page lists the 'family'
 * feature): loads the family, says so when that fails with Try again, and adds a member on
 * the spot in a dialog, choosing them once added.
 */
export function ForWhomChoice({ selected, onChange, legend, disabled }: ForWhomChoiceProps) {
  const t = familyMessages.useT();
  const { family, state } = useFamily();
  const selfName = useSelfName();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<FamilyMember | null>(null);

  const onAdded = (member: FamilyMember) => {
    setAdding(false);
    setAdded(member);
    onChange(member.id);
  };

  return (
    <div>
      {added && <p role="status">{t('added', { name: added.name })}</p>}
      {(state.kind === 'loading' || state.kind === 'not-loaded') && <p role="status">{t('loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('what')} retry={() => void family.load()} />}
      {state.kind === 'ready' && (
        <ForWhomPicker
          selfName={selfName}
          members={state.members}
          selected={selected}
          onChange={onChange}
          today={family.today()}
          legend={legend}
          disabled={disabled}
          onAddMember={() => setAdding(true)}
        />
      )}
      {adding && (
        <Dialog title={t('add')} onClose={() => setAdding(false)}>
          <AddFamilyMemberForm family={family} onAdded={onAdded} onCancel={() => setAdding(false)} />
        </Dialog>
      )}
    </div>
  );
}
