import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { activeMembers, type FamilyMember } from '../../../domain/family/model';
import { describeApiError } from '../../../domain/shared/errors';
import { familySlots, freeSlotCount, type SlotChangeError } from '../../../domain/subscriptions/family-slots';
import type { CoveredPerson, UserSubscription } from '../../../domain/subscriptions/model';
import { useUseCase } from '../../app/di';
import { addFamilyMemberPath } from '../../app/family-links';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Button, Hint } from '../../ui/controls';
import { Actions, ChoiceField, SubmitButton } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { familyQueryState, useFamily, useMemberSummary } from '../../ui/use-family';
import { subscriptionsMessages } from './messages';

const MY_SUBSCRIPTIONS = '/patient/subcription-list';

type Translate = ReturnType<typeof subscriptionsMessages.useT>;

/** What the patient reads when a member could not take a slot. */
function slotRefusal(error: SlotChangeError, t: Translate, say: (text: string) => string): string | null {
  switch (error.kind) {
    case 'in-progress':
      return null;
    case 'not-active':
      return t('slots.notActive');
    case 'no-free-slot':
      return t('slots.full', { slots: error.slots });
    case 'already-covered':
      return t('slots.already');
    default:
      return t('slots.notCovered', { reason: say(describeApiError(error)) });
  }
}

/**
 * The current plan's family slots (spec §3: ACTIVE holds a covered member, INACTIVE is free): who
 * is covered, Free slot with a question first, and a free slot given to an ACTIVE family member.
 */
export function FamilySlots({ subscription }: { subscription: UserSubscription }) {
  const t = subscriptionsMessages.useT();
  const slots = familySlots(subscription);
  const [freeing, setFreeing] = useState<CoveredPerson & { familyMemberId: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const planSlots = useUseCase(SUBSCRIPTIONS.PlanFamilySlots);

  return (
    <section aria-labelledby="family-slots">
      <h3 id="family-slots">{t('slots.title')}</h3>
      {slots.length === 0 ? (
        <Hint>{t('slots.none')}</Hint>
      ) : (
        <>
          <Hint>{t('slots.intro', { count: slots.length })}</Hint>
          <ul aria-label={t('slots.title')}>
            {slots.map((slot, index) => (
              <li key={slot.member?.familyMemberId ?? `free-${index}`} style={{ marginBottom: '0.4rem' }}>
                {slot.member ? (
                  <>
                    {t('slots.taken', { number: index + 1 })} <strong translate="no">{slot.member.name}</strong> · {t('slots.status', { status: slot.status })}{' '}
                    <Button type="button" $variant="ghost" onClick={() => setFreeing(slot.member)} aria-label={t('slots.freeName', { name: slot.member.name })}>
                      {t('slots.free')}
                    </Button>
                  </>
                ) : (
                  <>
                    {t('slots.empty', { number: index + 1 })} · {t('slots.status', { status: slot.status })}
                  </>
                )}
              </li>
            ))}
          </ul>
          {notice && <p role="status">{notice}</p>}
          {freeSlotCount(subscription) > 0 ? (
            <CoverMember subscription={subscription} onCovered={(name) => setNotice(t('slots.covered', { name }))} />
          ) : (
            <Hint>{t('slots.allTaken')}</Hint>
          )}
        </>
      )}
      {freeing && (
        <ConfirmDialog
          title={t('slots.freeTitle', { name: freeing.name })}
          confirm={t('slots.free')}
          busy={t('slots.freeing')}
          keep={t('slots.keep', { name: freeing.name })}
          failed={(reason) => t('slots.notFreed', { name: freeing.name, reason })}
          act={() => planSlots.free(subscription, freeing.familyMemberId)}
          onDone={() => {
            setNotice(t('slots.freed', { name: freeing.name }));
            setFreeing(null);
          }}
          onClose={() => setFreeing(null)}
        >
          <p>{t('slots.freeText', { name: freeing.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A free slot for one of the ACTIVE family members the plan does not cover yet; a member just added comes back chosen. */
function CoverMember({ subscription, onCovered }: { subscription: UserSubscription; onCovered: (name: string) => void }) {
  const t = subscriptionsMessages.useT();
  const say = useDomainText();
  const { family, state } = useFamily();
  const clock = useUseCase(TOKENS.Clock);
  const summary = useMemberSummary();
  const planSlots = useUseCase(SUBSCRIPTIONS.PlanFamilySlots);
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string>(params.get('famId') ?? '');
  const [error, setError] = useState<string | null>(null);
  const action = useThrottledSubmit();
  const covered = new Set(subscription.covered.map((person) => person.familyMemberId));

  const submit = (event: FormEvent, offered: readonly FamilyMember[]) => {
    event.preventDefault();
    const member = offered.find((m) => m.id === chosen);
    if (!member) {
      setError(t('slots.choose'));
      return;
    }
    action.run(async () => {
      setError(null);
      const done = await planSlots.cover(subscription, member.id);
      if (done.isOk()) {
        setChosen('');
        onCovered(member.name);
        return;
      }
      const message = slotRefusal(done.error, t, say);
      if (message !== null) setError(message);
    });
  };

  return (
    <Loadable state={familyQueryState(state)} what={t('slots.loadingFamily')} retry={() => void family.load()}>
      {(members) => {
        const offered = activeMembers(members).filter((member) => !covered.has(member.id));
        const today = clock.now();
        return (
          <>
            {offered.length === 0 ? (
              <Hint>{t('slots.nobody')}</Hint>
            ) : (
              <form onSubmit={(event) => submit(event, offered)} noValidate aria-label={t('slots.form')}>
                <ChoiceField
                  legend={t('slots.legend')}
                  name="family-slot-member"
                  choices={offered.map((member) => ({ value: member.id, label: `${member.name} (${summary(member, today)})` }))}
                  value={offered.some((member) => member.id === chosen) ? chosen : ''}
                  onChoose={(id) => {
                    setChosen(id);
                    setError(null);
                  }}
                  error={error ?? undefined}
                />
                <Actions>
                  <SubmitButton busy={action.busy} busyLabel={t('slots.covering')}>
                    {t('slots.cover')}
                  </SubmitButton>
                </Actions>
              </form>
            )}
            <p>
              <Link to={addFamilyMemberPath(MY_SUBSCRIPTIONS)}>{t('slots.add')}</Link>
            </p>
          </>
        );
      }}
    </Loadable>
  );
}
