import { useNavigate } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { FormAlert } from '../../ui/form';
import { ForWhomPicker } from '../../ui/ForWhomPicker';
import { addFamilyMemberPath } from '../../app/family-links';
import { useFamily, useSelfName } from '../../ui/use-family';
import { consultationsMessages } from './messages';

/**
 * "Who is this consultation for?": the patient or an ACTIVE family member (the family context's
 * picker), with 'Add a family member' that comes back here with the new member chosen.
 */
export function ForWhom({ famId, onChange, returnTo, product }: { famId: string | null; onChange: (famId: string | null) => void; returnTo: string; product?: string }) {
  const t = consultationsMessages.useT();
  const { state } = useFamily();
  const selfName = useSelfName();
  const clock = useUseCase(TOKENS.Clock);
  const navigate = useNavigate();
  if (state.kind === 'failed') return <FormAlert role="alert">{t('forWhom.failed')}</FormAlert>;
  const members = state.kind === 'ready' ? state.members : [];
  return (
    <ForWhomPicker
      legend={t('forWhom.legend')}
      selfName={selfName}
      members={members}
      selected={famId}
      onChange={onChange}
      today={clock.now()}
      onAddMember={() => navigate(addFamilyMemberPath(returnTo, product))}
      disabled={state.kind !== 'ready'}
    />
  );
}
