import { useCallback } from 'react';
import type { FamilyMembers, FamilyState } from '../../domain/family/family-members';
import type { QueryState } from '../../domain/shared/query';
import { memberAge, RELATION_LABELS, type FamilyMember } from '../../domain/family/model';
import { useDomainText } from '../i18n/domain-text';
import { kitMessages } from './kit/messages';
import { useObservable, useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';
import { FAMILY } from '../app/modules/family/tokens';

/** The family use-case and its state, loading the list when the page opens. */
export function useFamily(): { family: FamilyMembers; state: FamilyState } {
  const family = useUseCase(FAMILY.FamilyMembers);
  const state = useObservable(family.loaded$, { kind: 'not-loaded' });
  return { family, state };
}

/** The family list's state in the shape `Loadable` shows: not loaded yet reads as loading. */
export function familyQueryState(state: FamilyState): QueryState<readonly FamilyMember[]> {
  if (state.kind === 'ready') return { kind: 'ready', value: state.members, refreshing: false };
  if (state.kind === 'failed') return state;
  return { kind: 'loading' };
}

/** The signed-in patient's first name, for 'Myself (Priya)'; '' until the header has loaded. */
export function useSelfName(): string {
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'visitor' });
  return header.kind === 'ready' && header.detail.firstName.trim() !== '' ? header.detail.firstName : '';
}

/**
 * 'Husband, 40 years' in the language on screen: how pickers and lists describe a member beside
 * their name (the domain's memberSummary, in words that follow the language).
 */
export function useMemberSummary(): (member: Pick<FamilyMember, 'relation' | 'dateOfBirth'>, today: Date) => string {
  const t = kitMessages.useT();
  const say = useDomainText();
  return useCallback(
    (member, today) => {
      const relation = say(RELATION_LABELS[member.relation]);
      const age = memberAge(member, today);
      return age === null ? relation : t('member.summary', { relation, age: t('member.age', { age }) });
    },
    [t, say],
  );
}
