import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useObservable, useUseCase } from '../di';
import { TOKENS } from '../tokens';
import { shellMessages } from './messages';
import { currentLanguage, onLanguageChange, translateKnown } from '../../i18n/i18n';

const Region = styled.div`
  position: fixed;
  top: 1rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(92vw, 420px);
  pointer-events: none;
`;

const Item = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  pointer-events: auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  background: ${({ $tone, theme }) =>
    $tone === 'error' ? theme.colours.error : $tone === 'success' ? theme.colours.success : theme.colours.primaryDark};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: #fff;
    font-size: 1.2rem;
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
  }
`;

export function Toaster() {
  const center = useUseCase(TOKENS.Toasts);
  const toasts = useObservable(center.toasts$, []);
  const t = shellMessages.useT();
  // Toasts carry the domain's sentences (the §8 catalogue among them): shown in the language
  // on screen through the catalogues already here, without the shell downloading them.
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return (
    <Region aria-live="polite" aria-relevant="additions" data-testid="toasts">
      {toasts.map((toast) => (
        <Item key={toast.id} $tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <ul>
            {toast.messages.map((message, index) => (
              // The same text may come twice in one list; position keeps the keys apart.
              <li key={index}>{translateKnown(message)}</li>
            ))}
          </ul>
          <button type="button" aria-label={t('toast.dismiss')} onClick={() => center.dismiss(toast.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
