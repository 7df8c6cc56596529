import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { checkPassword } from '../../domain/shared/password';
import { useDomainText } from '../i18n/domain-text';
import { kitMessages } from './kit/messages';

const Checklist = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
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

/** The password rules: all shown before the user types, each ticked once the password meets it. */
export function PasswordRules({
  id,
  password,
  tickWhenEmpty = false,
  style,
}: {
  id: string;
  password: string;
  /** Tick what an empty password already meets ('No spaces'); else nothing is ticked before the user types. */
  tickWhenEmpty?: boolean;
  style?: CSSProperties;
}) {
  const t = kitMessages.useT();
  const say = useDomainText();
  return (
    <Checklist id={id} aria-label={t('password.rules')} style={style}>
      {checkPassword(password).map(({ rule, met: passes }) => {
        const met = (tickWhenEmpty || password !== '') && passes;
        return (
          <li key={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            <span>
              {say(rule.label)}
              <span className="visually-hidden"> {met ? t('password.met') : t('password.notMet')}</span>
            </span>
          </li>
        );
      })}
    </Checklist>
  );
}
