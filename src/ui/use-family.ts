import type { FamilyMembers, FamilyState } from '../../domain/family/family-members';
import { useObservable, useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';
import { FAMILY } from '../app/modules/family/tokens';

/** The family use-case and its state, loading the list when the page opens. */
export function useFamily(): { family: FamilyMembers; state: FamilyState } {
  const family = useUseCase(FAMILY.FamilyMembers);
  const state = useObservable(family.loaded$, { kind: 'not-loaded' });
  return { family, state };
}

/** The signed-in patient's first name, for 'Myself (Priya)'; '' until the header has loaded. */
export function useSelfName(): string {
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'visitor' });
  return header.kind === 'ready' && header.detail.firstName.trim() !== '' ? header.detail.firstName : '';
}
