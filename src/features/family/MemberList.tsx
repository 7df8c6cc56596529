import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FamilyMember } from '../../../domain/family/model';
import type { QueryState } from '../../../domain/shared/query';
import { FieldError } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { familyMessages } from './messages';

/** The family as cards, one member each: their name as the heading, what they are below. */
export const MemberCards = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0.75rem 1rem;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.25rem;
  }
`;

/** Member cards with what can be done to each (open, edit, remove) on a line below it. */
export const MemberCardsWithTools = styled(MemberCards)`
  margin: 1rem 0;
  .tools {
    display: flex;
    gap: 1rem;
    align-items: center;
    flex-wrap: wrap;
    margin-top: 0.5rem;
  }
`;

/**
 * One member as a page reads them (GET /user/getFamilyMemberByCond): loading, failure with a
 * retry, or the member; an id that is not in this family says only that.
 */
export function LoadedMember({ state, retry, children }: { state: QueryState<FamilyMember>; retry: () => void; children: (member: FamilyMember) => ReactNode }) {
  const t = familyMessages.useT();
  if (state.kind === 'failed' && state.error.kind === 'not-found') {
    return (
      <>
        <FieldError role="alert">{t('details.notFound')}</FieldError>
        <p>
          <Link to="/patient/members">{t('details.backToMembers')}</Link>
        </p>
      </>
    );
  }
  return (
    <Loadable state={state} what={t('details.what')} retry={retry}>
      {children}
    </Loadable>
  );
}
