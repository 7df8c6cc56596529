import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { GENDER_LABELS, type FamilyMember } from '../../../domain/family/model';
import { safeReferTarget } from '../../../domain/navigation/refer-path';
import type { PageProps } from '../../app/pages';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { SignInFirst } from '../../ui/SignInFirst';
import { Tag } from '../../ui/Tag';
import { useSignedIn } from '../../ui/use-signed-in';
import { AddFamilyMemberForm } from '../../ui/AddFamilyMemberForm';
import { ForWhomChoice } from './ForWhomChoice';
import { SELF_FAM_ID, withFamId } from '../../app/family-links';
import { useFamily, useMemberSummary } from '../../ui/use-family';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { familyMessages } from './messages';
import { mobileText } from './member-text';
import { MemberCards } from './MemberList';

/**
 * /{product}/FamilyDetails: the patient's family members, and 'Add a family member' in a dialog.
 * Opened with `refer` (from a booking), it asks whom the booking is for and goes back there with
 * `famId` (a member's id, or 'self').
 */
export default function FamilyDetailsPage({ route }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.manage')} />;
  return <FamilyDetails title={title} />;
}

function FamilyDetails({ title }: { title: string }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const back = safeReferTarget(query.get('refer'));
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {back === null ? <FamilyList /> : <ChooseForBooking back={back} initial={query.get('famId')} />}
    </Card>
  );
}

/** Sent from a booking: whom it is for, then back there with `famId`. */
function ChooseForBooking({ back, initial }: { back: string; initial: string | null }) {
  const t = familyMessages.useT();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(initial === null || initial === SELF_FAM_ID ? null : initial);
  return (
    <>
      <ForWhomChoice selected={selected} onChange={setSelected} />
      <p>
        <Button type="button" onClick={() => navigate(withFamId(back, selected ?? SELF_FAM_ID))}>
          {t('choose.continue')}
        </Button>
      </p>
      <p>
        <Link to={back}>{t('choose.back')}</Link>
      </p>
    </>
  );
}

/** Every member, INACTIVE ones marked, and 'Add a family member' in a dialog. */
function FamilyList() {
  const t = familyMessages.useT();
  const say = useDomainText();
  const memberSummary = useMemberSummary();
  const { family, state } = useFamily();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<FamilyMember | null>(null);
  const today = family.today();

  const onAdded = (member: FamilyMember) => {
    setAdding(false);
    setAdded(member);
  };

  return (
    <>
      {added && <p role="status">{t('added', { name: added.name })}</p>}
      {(state.kind === 'loading' || state.kind === 'not-loaded') && <p role="status">{t('loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('what')} retry={() => void family.load()} />}
      {state.kind === 'ready' && (
        <>
          {state.members.length === 0 ? (
            <Hint style={{ marginBottom: '1rem' }}>{t('list.empty')}</Hint>
          ) : (
            <MemberCards aria-label={t('list.label')}>
              {state.members.map((member) => (
                <li key={member.id}>
                  <h2>
                    <span translate="no">{member.name}</span>
                    {member.status === 'INACTIVE' && (
                      <>
                        {' '}
                        <Tag $tone="warning">{t('list.inactive')}</Tag>
                      </>
                    )}
                  </h2>
                  <Hint>
                    {memberSummary(member, today)} · {say(GENDER_LABELS[member.gender])}
                    {member.mobileNumber !== null && ` · ${t('list.mobile', { number: mobileText(member.mobileNumber) })}`}
                  </Hint>
                </li>
              ))}
            </MemberCards>
          )}
          <Button type="button" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        </>
      )}
      {adding && (
        <Dialog title={t('add')} onClose={() => setAdding(false)}>
          <AddFamilyMemberForm family={family} onAdded={onAdded} onCancel={() => setAdding(false)} />
        </Dialog>
      )}
    </>
  );
}
