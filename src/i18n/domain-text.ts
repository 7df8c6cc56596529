import { useCallback, useSyncExternalStore } from 'react';
import { area, currentLanguage, onLanguageChange } from './i18n';

/**
 * The domain speaks the spec's English: its validation messages, the §8 error catalogue, the
 * notices of its use-cases. Their Hindi sits in src/i18n/domain/<context>/messages/hi.ts, keyed by that
 * English; a key with {names} is a pattern ("Try again in {wait}.") whose values are taken from
 * the sentence. Loaded the first time a screen shows a domain sentence in Hindi, never in
 * English, and never on a first visit to / (docs/i18n.md, "The domain's words").
 */
const domain = area('i18n/domain', import.meta.glob<Readonly<Record<string, string>>>('./domain/*/messages/*.ts', { import: 'default' }), true, false);

/** Translates the domain's sentences; suspends the first time until the catalogue is here. */
export function useDomainText(): (text: string) => string {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  // A new function per language, so memoised children that take it render again on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const say = useCallback((text: string) => domain.translateText(text), [language]);
  // Thrown, not `use`d, as in messages-of.ts.
  if (!domain.readableIn(language)) throw domain.load(language);
  return say;
}
