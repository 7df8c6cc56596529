import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { GENDER_LABELS, type FamilyMember } from '../../../domain/family/model';
import type { PageProps } from '../../app/pages';
import { Card, Hint, PageTitle, Button } from '../../ui/controls';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { useQuery } from '../../ui/use-query';
import { Loadable } from '../../ui/Loadable';
import { Tag } from '../../ui/Tag';
import { richText } from '../../ui/rich-text';
import { familyQueryState, useFamily, useMemberSummary } from '../../ui/use-family';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { familyMessages } from './messages';
import { mobileText } from './member-text';
import { MemberCardsWithTools } from './MemberList';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { familyMemberPath, memberDetailsPath, type MemberNotice } from './member-paths';

/**
 * /patient/members: every member of the patient's family with relation, age, gender, mobile number
 * and family slot status; each opens their details, and can be edited or removed from here.
 */
export default function MembersPage({ route }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const { family, state } = useFamily();
  const location = useLocation();
  const [notice, setNotice] = useState<MemberNotice | null>((location.state as { notice?: MemberNotice } | null)?.notice ?? null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>{t('members.intro')}</Hint>
      {notice && <p role="status">{t(NOTICE_TEXT[notice.kind], { name: notice.name })}</p>}
      <Loadable state={familyQueryState(state)} what={t('what')} retry={() => void family.load()}>
        {(members) =>
          members.length === 0 ? (
            <Hint style={{ margin: '1rem 0' }}>{t('list.empty')}</Hint>
          ) : (
            <MemberCardsWithTools aria-label={t('list.label')}>
              {members.map((member) => (
                <MemberItem key={member.id} member={member} today={family.today()} onRemove={() => setRemoving(member)} />
              ))}
            </MemberCardsWithTools>
          )
        }
      </Loadable>
      <p>
        <Link to={familyMemberPath()} style={{ fontWeight: 600 }}>
          {t('add')}
        </Link>
      </p>
      <p>
        <Link to="/patient/family-tree">{t('members.tree')}</Link>
      </p>
      <OwnCompanionsLink />
      {removing && (
        <RemoveMemberDialog
          family={family}
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(member) => {
            setRemoving(null);
            setNotice({ kind: 'removed', name: member.name });
          }}
        />
      )}
    </Card>
  );
}

const NOTICE_TEXT = { added: 'added', linked: 'link.done', saved: 'members.saved', removed: 'members.removed' } as const satisfies Record<MemberNotice['kind'], string>;

/** The patient's own travel companions (their id from the profile), as each member's details link to theirs. */
function OwnCompanionsLink() {
  const t = familyMessages.useT();
  const profile = useQuery(useUseCase(TOKENS.Profile).prefilled());
  if (profile.kind !== 'ready') return null;
  return (
    <section aria-labelledby="own-travel">
      <h2 id="own-travel">{t('members.ownTravel')}</h2>
      <p>{t('members.ownTravelHint')}</p>
      <Link to={`/${DEFAULT_PRODUCT}/add-travel-members/${encodeURIComponent(profile.value.id)}`}>{t('members.openOwnTravel')}</Link>
    </section>
  );
}

function MemberItem({ member, today, onRemove }: { member: FamilyMember; today: Date; onRemove: () => void }) {
  const t = familyMessages.useT();
  const say = useDomainText();
  const memberSummary = useMemberSummary();
  const whom = <span className="visually-hidden" translate="no">{member.name}</span>;
  return (
    <li>
      <h2>
        <Link to={memberDetailsPath(member.id)} translate="no">
          {member.name}
        </Link>{' '}
        {member.status === 'ACTIVE' ? <Tag $tone="success">{t('list.active')}</Tag> : <Tag $tone="warning">{t('list.inactive')}</Tag>}
      </h2>
      <Hint>
        {memberSummary(member, today)} · {say(GENDER_LABELS[member.gender])}
        {member.mobileNumber !== null && ` · ${t('list.mobile', { number: mobileText(member.mobileNumber) })}`}
      </Hint>
      {member.status === 'INACTIVE' && <Hint>{t('list.inactiveHint')}</Hint>}
      <div className="tools">
        <Link to={familyMemberPath(member.id)}>{richText((marks) => t('list.edit', marks), { whom })}</Link>
        <Button type="button" $variant="ghost" onClick={onRemove}>
          {richText((marks) => t('list.remove', marks), { whom })}
        </Button>
      </div>
    </li>
  );
}
