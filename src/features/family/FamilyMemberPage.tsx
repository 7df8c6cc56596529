import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { FamilyMember } from '../../../domain/family/model';
import { safeReferTarget } from '../../../domain/navigation/refer-path';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { withFamId } from '../../app/family-links';
import { FAMILY } from '../../app/modules/family/tokens';
import { AddFamilyMemberForm } from '../../ui/AddFamilyMemberForm';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { SignInFirst } from '../../ui/SignInFirst';
import { useQuery } from '../../ui/use-query';
import { useSignedIn } from '../../ui/use-signed-in';
import { usePageTitle } from '../../i18n/page-titles';
import { memberDetailsPath, type MemberNotice } from './member-paths';
import { familyMessages } from './messages';
import { LoadedMember } from './MemberList';
import { LinkMemberForm } from './LinkMemberForm';

/**
 * /patient/family-member (add), /patient/family-member/{id} (correct member {id}) and
 * /{product}/add-family-members (add): the member form. After saving, the patient sees the
 * member's details, or goes back to the page in `refer` with the new member as `famId`.
 */
export default function FamilyMemberPage({ route, params }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.add')} />;
  return params.id === undefined ? <AddMember /> : <EditMember title={title} id={params.id} />;
}

function useSaved(): (member: FamilyMember, kind: MemberNotice['kind']) => void {
  const navigate = useNavigate();
  const refer = safeReferTarget(new URLSearchParams(useLocation().search).get('refer'));
  return (member, kind) => {
    if (refer !== null) navigate(withFamId(refer, member.id));
    else navigate(memberDetailsPath(member.id), { state: { notice: { kind, name: member.name } satisfies MemberNotice } });
  };
}

function AddMember() {
  const t = familyMessages.useT();
  const family = useUseCase(FAMILY.FamilyMembers);
  const saved = useSaved();
  const back = safeReferTarget(new URLSearchParams(useLocation().search).get('refer')) ?? '/patient/members';
  // Adding someone by their details, or linking the account they have already.
  const [linking, setLinking] = useState(false);
  return (
    <Card>
      <PageTitle>{t('add')}</PageTitle>
      {linking ? (
        <>
          <h2>{t('link.title')}</h2>
          <Hint style={{ marginBottom: '1rem' }}>{t('link.hint')}</Hint>
          <LinkMemberForm
            onLinked={(member) => saved(member, 'linked')}
            onAddInstead={(mobileNumber) => {
              family.keepDraft({ ...family.draft, mobileNumber });
              setLinking(false);
            }}
          />
          <p>
            <Button type="button" $variant="ghost" onClick={() => setLinking(false)}>
              {t('link.byDetails')}
            </Button>
          </p>
        </>
      ) : (
        <>
          <Hint style={{ marginBottom: '1rem' }}>{t('form.addHint')}</Hint>
          <p>
            <Button type="button" $variant="secondary" onClick={() => setLinking(true)}>
              {t('link.open')}
            </Button>
          </p>
          <AddFamilyMemberForm family={family} onAdded={(member) => saved(member, 'added')} />
        </>
      )}
      <p>
        <Link to={back}>{t('addPage.back')}</Link>
      </p>
    </Card>
  );
}

function EditMember({ title, id }: { title: string; id: string }) {
  const t = familyMessages.useT();
  const family = useUseCase(FAMILY.FamilyMembers);
  const query = family.member(id);
  const state = useQuery(query);
  const saved = useSaved();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <LoadedMember state={state} retry={query.reload}>
        {(member) => (
          <>
            <Hint style={{ marginBottom: '1rem' }}>{t('form.editHint', { name: member.name })}</Hint>
            <AddFamilyMemberForm key={member.id} family={family} member={member} onAdded={(changed) => saved(changed, 'saved')} />
            <p>
              <Link to={memberDetailsPath(member.id)}>{t('addPage.back')}</Link>
            </p>
          </>
        )}
      </LoadedMember>
    </Card>
  );
}
