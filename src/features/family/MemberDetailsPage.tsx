import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GENDER_LABELS, memberAge, RELATION_LABELS, type FamilyMember } from '../../../domain/family/model';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { FAMILY } from '../../app/modules/family/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Tag } from '../../ui/Tag';
import { calendarDay } from '../../ui/dates';
import { useLocale } from '../../i18n/use-locale';
import { richText } from '../../ui/rich-text';
import { kitMessages } from '../../ui/kit/messages';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { familyMessages } from './messages';
import { mobileText } from './member-text';
import { familyMemberPath, type MemberNotice } from './member-paths';
import { LoadedMember } from './MemberList';
import { RemoveMemberDialog } from './RemoveMemberDialog';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 1rem 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
`;

/**
 * /patient/member-details/{id}: one member of the patient's family (GET /user/getFamilyMemberByCond),
 * with edit, remove and where their bookings are. An id that is not a member of this family says
 * so and shows nothing else: never another family's data.
 */
export default function MemberDetailsPage({ route, params }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const family = useUseCase(FAMILY.FamilyMembers);
  const query = family.member(params.id ?? '');
  const state = useQuery(query);
  const notice = (useLocation().state as { notice?: MemberNotice } | null)?.notice ?? null;

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <LoadedMember state={state} retry={query.reload}>
        {(member) => (
          <>
            {notice && <p role="status">{t(notice.kind === 'added' ? 'added' : notice.kind === 'linked' ? 'link.done' : 'members.saved', { name: notice.name })}</p>}
            <MemberDetails member={member} />
          </>
        )}
      </LoadedMember>
    </Card>
  );
}

function MemberDetails({ member }: { member: FamilyMember }) {
  const t = familyMessages.useT();
  const kit = kitMessages.useT();
  const say = useDomainText();
  const family = useUseCase(FAMILY.FamilyMembers);
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const locale = useLocale();
  const age = memberAge(member, family.today());
  const whom = <span className="visually-hidden" translate="no">{member.name}</span>;

  return (
    <>
      <h2 translate="no">{member.name}</h2>
      <Details>
        <dt>{t('details.relation')}</dt>
        <dd>{say(RELATION_LABELS[member.relation])}</dd>
        <dt>{t('details.age')}</dt>
        <dd>{age === null ? '—' : kit('member.age', { age })}</dd>
        <dt>{t('details.dateOfBirth')}</dt>
        <dd>{calendarDay(member.dateOfBirth, locale)}</dd>
        <dt>{t('details.gender')}</dt>
        <dd>{say(GENDER_LABELS[member.gender])}</dd>
        <dt>{t('details.mobile')}</dt>
        <dd>{member.mobileNumber === null ? t('details.noMobile') : mobileText(member.mobileNumber)}</dd>
        <dt>{t('details.account')}</dt>
        <dd>{member.linked ? t('details.linked') : t('details.notLinked')}</dd>
        <dt>{t('details.slot')}</dt>
        <dd>{member.status === 'ACTIVE' ? <Tag $tone="success">{t('list.active')}</Tag> : <Tag $tone="warning">{t('list.inactive')}</Tag>}</dd>
      </Details>
      {member.status === 'INACTIVE' && <Hint>{t('list.inactiveHint')}</Hint>}
      <Tools>
        <Link to={familyMemberPath(member.id)}>{richText((marks) => t('list.edit', marks), { whom })}</Link>
        <Button type="button" $variant="ghost" onClick={() => setRemoving(true)}>
          {richText((marks) => t('list.remove', marks), { whom })}
        </Button>
      </Tools>
      <section aria-labelledby="member-bookings">
        <h2 id="member-bookings">{t('details.bookings')}</h2>
        <p>{t('details.bookingsHint', { name: member.name })}</p>
        <Tools>
          <Link to={`/patient/consultations?member=${encodeURIComponent(member.id)}`}>{t('details.consultations')}</Link>
          <Link to={`/${DEFAULT_PRODUCT}/diagnostics-orders?member=${encodeURIComponent(member.id)}`}>{t('details.labOrders')}</Link>
        </Tools>
      </section>
      <section aria-labelledby="member-history">
        <h2 id="member-history">{t('details.history')}</h2>
        <p>{t('details.historyHint', { name: member.name })}</p>
        <Link to={`/patient/medicalHistory/basic/${encodeURIComponent(member.id)}`}>{t('details.openHistory')}</Link>
      </section>
      <section aria-labelledby="member-records">
        <h2 id="member-records">{t('details.records')}</h2>
        <p>{t('details.recordsHint', { name: member.name })}</p>
        <Link to={`/patient/health-record?member=${encodeURIComponent(member.id)}`}>{t('details.openRecords')}</Link>
      </section>
      <section aria-labelledby="member-travel">
        <h2 id="member-travel">{t('details.travel')}</h2>
        <p>{t('details.travelHint', { name: member.name })}</p>
        <Link to={`/${DEFAULT_PRODUCT}/add-travel-members/${encodeURIComponent(member.id)}`}>{t('details.openTravel')}</Link>
      </section>
      <p>
        <Link to="/patient/members">{t('details.backToMembers')}</Link>
      </p>
      {removing && (
        <RemoveMemberDialog
          family={family}
          member={member}
          onClose={() => setRemoving(false)}
          onRemoved={(removed) => navigate('/patient/members', { state: { notice: { kind: 'removed', name: removed.name } satisfies MemberNotice } })}
        />
      )}
    </>
  );
}
