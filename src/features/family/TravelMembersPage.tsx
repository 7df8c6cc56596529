import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GENDER_LABELS, RELATION_LABELS } from '../../../domain/family/model';
import { maskedTravelId, MAX_TRAVEL_MEMBERS, TRAVEL_ID_LABELS, TRAVEL_NEED_LABELS, type TravelMember, type TravelParty } from '../../../domain/family/travel-member';
import type { TravelMembers } from '../../../domain/family/travel-members';
import type { PageProps } from '../../app/pages';
import { useUseCase } from '../../app/di';
import { FAMILY } from '../../app/modules/family/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { kitMessages } from '../../ui/kit/messages';
import { Loadable } from '../../ui/Loadable';
import { richText } from '../../ui/rich-text';
import { SignInFirst } from '../../ui/SignInFirst';
import { useQuery } from '../../ui/use-query';
import { useSignedIn } from '../../ui/use-signed-in';
import { familyMessages } from './messages';
import { mobileText } from './member-text';
import { MemberCardsWithTools } from './MemberList';
import { TravelMemberForm } from './TravelMemberForm';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

type Notice = { kind: 'added' | 'saved' | 'removed'; name: string };

/**
 * /{product}/add-travel-members/{userId}: the people travelling with the patient ({userId} is
 * theirs) or with a member of their family (the member's id) to a hospital visit or a surgery:
 * listed, added, corrected and removed (docs/decisions.md "Travel members"). Any other id is
 * "not found", with nothing else shown.
 */
export default function TravelMembersPage({ route, params }: PageProps) {
  const t = familyMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.manage')} />;
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <LoadedParty userId={params.userId ?? ''} />
    </Card>
  );
}

function LoadedParty({ userId }: { userId: string }) {
  const t = familyMessages.useT();
  const travel = useUseCase(FAMILY.TravelMembers);
  const query = travel.party(userId);
  const state = useQuery(query);
  if (state.kind === 'failed' && state.error.kind === 'not-found') {
    return (
      <>
        <FieldError role="alert">{t('travel.notFound')}</FieldError>
        <p>
          <Link to="/patient/members">{t('travel.back')}</Link>
        </p>
      </>
    );
  }
  return (
    <Loadable state={state} what={t('travel.what')} retry={query.reload}>
      {(party) => <Party travel={travel} userId={userId} party={party} />}
    </Loadable>
  );
}

function Party({ travel, userId, party }: { travel: TravelMembers; userId: string; party: TravelParty }) {
  const t = familyMessages.useT();
  const traveller = party.traveller.name;
  const [notice, setNotice] = useState<Notice | null>(null);
  // A correction being typed when the page was reloaded opens again.
  const [editingId, setEditingId] = useState<string | null>(() => travel.draftedMember(userId));
  const [removing, setRemoving] = useState<TravelMember | null>(null);
  const [fresh, setFresh] = useState(0);
  const editing = party.members.find((member) => member.id === editingId);
  const full = party.members.length >= MAX_TRAVEL_MEMBERS;

  const saved = (kind: Notice['kind'], member: TravelMember) => {
    setNotice({ kind, name: member.name });
    setEditingId(null);
    setFresh((n) => n + 1);
  };
  const stopEditing = () => {
    travel.discardDraft();
    setEditingId(null);
    setFresh((n) => n + 1);
  };

  return (
    <>
      <Hint>{t('travel.intro', { name: traveller })}</Hint>
      {notice && <p role="status">{t(`travel.${notice.kind}`, { name: notice.name, traveller })}</p>}
      <h2>{t('travel.label', { name: traveller })}</h2>
      {party.members.length === 0 ? (
        <Hint>{t('travel.empty', { name: traveller })}</Hint>
      ) : (
        <MemberCardsWithTools aria-label={t('travel.label', { name: traveller })}>
          {party.members.map((member) => (
            <Companion key={member.id} member={member} onEdit={() => setEditingId(member.id)} onRemove={() => setRemoving(member)} />
          ))}
        </MemberCardsWithTools>
      )}
      <section aria-labelledby="companion-form">
        <h2 id="companion-form">
          {editing ? t('travel.editTitle', { name: editing.name }) : t('travel.addTitle')}
        </h2>
        {!editing && full ? (
          <Hint>{t('travel.full', { name: traveller })}</Hint>
        ) : (
          <TravelMemberForm
            key={`${editing?.id ?? 'new'}-${fresh}`}
            travel={travel}
            userId={userId}
            travellerName={traveller}
            member={editing}
            onSaved={(member) => saved(editing ? 'saved' : 'added', member)}
            onCancel={editing ? stopEditing : undefined}
          />
        )}
      </section>
      <p>
        <Link to="/patient/members">{t('travel.back')}</Link>
      </p>
      {removing && (
        <RemoveCompanionDialog
          travel={travel}
          userId={userId}
          member={removing}
          traveller={traveller}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            if (editingId === removing.id) setEditingId(null);
            setRemoving(null);
            setNotice({ kind: 'removed', name: removing.name });
          }}
        />
      )}
    </>
  );
}

function Companion({ member, onEdit, onRemove }: { member: TravelMember; onEdit: () => void; onRemove: () => void }) {
  const t = familyMessages.useT();
  const kit = kitMessages.useT();
  const say = useDomainText();
  const whom = <span className="visually-hidden" translate="no">{member.name}</span>;
  return (
    <li>
      <h3 translate="no">{member.name}</h3>
      <Hint>
        {t('travel.summary', { relation: say(RELATION_LABELS[member.relation]), age: kit('member.age', { age: member.age }), gender: say(GENDER_LABELS[member.gender]) })}
        {member.mobileNumber !== null && ` · ${t('list.mobile', { number: mobileText(member.mobileNumber) })}`}
      </Hint>
      <Hint>{t('travel.id', { type: say(TRAVEL_ID_LABELS[member.idType]), number: maskedTravelId(member) })}</Hint>
      {member.needs.length > 0 && <Hint>{t('travel.needs', { needs: member.needs.map((need) => say(TRAVEL_NEED_LABELS[need])).join(', ') })}</Hint>}
      <div className="tools">
        <Button type="button" $variant="ghost" onClick={onEdit}>
          {richText((marks) => t('travel.edit', marks), { whom })}
        </Button>
        <Button type="button" $variant="ghost" onClick={onRemove}>
          {richText((marks) => t('travel.remove', marks), { whom })}
        </Button>
      </div>
    </li>
  );
}

/** Asks before a companion is taken off the party; Keep has the cursor, a failure is said in the dialog. */
function RemoveCompanionDialog({
  travel,
  userId,
  member,
  traveller,
  onRemoved,
  onClose,
}: {
  travel: TravelMembers;
  userId: string;
  member: TravelMember;
  traveller: string;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const t = familyMessages.useT();
  return (
    <ConfirmDialog
      title={t('travel.removeTitle', { name: member.name })}
      confirm={t('travel.removeConfirm')}
      busy={t('travel.removing')}
      keep={t('travel.keep', { name: member.name })}
      failed={(reason) => t('travel.notRemoved', { name: member.name, reason })}
      act={() => travel.remove(userId, member.id)}
      onDone={onRemoved}
      onClose={onClose}
    >
      <p>{t('travel.removeText', { name: member.name, traveller })}</p>
    </ConfirmDialog>
  );
}
