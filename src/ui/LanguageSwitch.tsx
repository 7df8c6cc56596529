import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { LANGUAGES, type Language } from '../../domain/shared/language';
import { useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';
import { currentLanguage, onLanguageChange } from '../i18n/i18n';
import { changeLanguage } from '../i18n/language';
import { uiMessages } from './messages';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.25rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colours.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.primary};
    border-color: ${({ theme }) => theme.colours.primary};
    color: #fff;
  }
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.9rem;
`;

/**
 * English | हिन्दी, each named in its own language so a reader of either finds theirs. The
 * choice applies to every screen at once and is kept on this device (src/i18n/language.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const store = useUseCase(TOKENS.Store);
  const t = uiMessages.useT();
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const [failed, setFailed] = useState(false);
  const choose = (next: Language) => {
    setFailed(false);
    changeLanguage(store, next).catch(() => setFailed(true));
  };
  return (
    <Group role="group" aria-label={t('language.label')} className={className}>
      {(Object.keys(LANGUAGES) as Language[]).map((each) => (
        <button key={each} type="button" lang={LANGUAGES[each].locale} aria-pressed={each === language} onClick={() => choose(each)}>
          {LANGUAGES[each].name}
        </button>
      ))}
      {failed && <Failure role="alert">{t('language.failed')}</Failure>}
    </Group>
  );
}
