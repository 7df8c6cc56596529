import styled from 'styled-components';
import { checkPassword } from '../../../domain/shared/password';

const List = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  font-size: 0.9rem;
  li {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
    color: ${({ theme }) => theme.colours.muted};
  }
  li[data-met='true'] {
    color: ${({ theme }) => theme.colours.success};
  }
`;

/** The password rules, shown before anything is typed and ticked off as the password meets each. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <List id={id} aria-label="Password rules">
      {checkPassword(password).map(({ rule, met }) => (
        <li key={rule.id} data-met={met}>
          <span aria-hidden="true">{met ? '✓' : '○'}</span>
          <span>
            {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
          </span>
        </li>
      ))}
    </List>
  );
}
