import { useSyncExternalStore } from 'react';
import { LANGUAGES } from '../../domain/shared/language';
import { currentLanguage, onLanguageChange } from './i18n';

/**
 * The locale of the language on screen (`en-IN`, `hi-IN`) for `Intl` formats outside messages:
 * dates in words (25 नवंबर 2026), weekdays, times. `hi-IN` keeps Latin digits and lakh grouping.
 */
export function useLocale(): string {
  return LANGUAGES[useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage)].locale;
}
