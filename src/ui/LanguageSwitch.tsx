import { memo, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { isLanguage, LANGUAGES, type Language } from '../../domain/shared/language';
import { useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';
import { currentLanguage, onLanguageChange } from '../i18n/i18n';
import { changeLanguage } from '../i18n/language';
import { uiMessages } from './messages';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  select {
    min-height: 44px;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colours.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.9rem;
`;

/**
 * The language picker: one compact control that grows with the languages, each named in its
 * own language so a reader of either finds theirs. The choice applies to every screen at once
 * and is kept on this device (src/i18n/language.ts).
 */
export const LanguageSwitch = memo(function LanguageSwitch({ className }: { className?: string }) {
  const store = useUseCase(TOKENS.Store);
  const t = uiMessages.useT();
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const [failed, setFailed] = useState(false);
  const choose = (next: string) => {
    if (!isLanguage(next)) return;
    setFailed(false);
    changeLanguage(store, next).catch(() => setFailed(true));
  };
  return (
    <Box className={className}>
      <label>
        <span className="visually-hidden">{t('language.label')}</span>
        <select value={language} onChange={(event) => choose(event.target.value)}>
          {(Object.keys(LANGUAGES) as Language[]).map((each) => (
            <option key={each} value={each} lang={LANGUAGES[each].locale}>
              {LANGUAGES[each].name}
            </option>
          ))}
        </select>
      </label>
      {failed && <Failure role="alert">{t('language.failed')}</Failure>}
    </Box>
  );
});
