import { Link } from 'react-router-dom';
import { kitMessages } from './kit/messages';
import { Status } from './Status';
import { useFamily } from './use-family';

/**
 * Above a list a family member's details led to (`?member=`): whose it is, and the way back to
 * the whole family's. The name comes from the family list; until it has loaded the notice still
 * says the list is one member's.
 */
export function MemberFilterNotice({ memberId, what, everyone }: { memberId: string; /** The list's items as the sentence says them: 'consultations'. */ what: string; everyone: string }) {
  const t = kitMessages.useT();
  const { state } = useFamily();
  const name = state.kind === 'ready' ? (state.members.find((member) => member.id === memberId)?.name ?? '') : '';
  return (
    <Status role="status" style={{ marginBottom: '1rem' }}>
      {name === '' ? t('memberFilter.someone', { what }) : t('memberFilter.named', { name, what })} <Link to={everyone}>{t('memberFilter.everyone')}</Link>
    </Status>
  );
}
