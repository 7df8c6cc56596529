/**
 * The languages the app speaks. Adding one (Tamil, Bengali) is a line here and a catalogue
 * file beside each area's English one (docs/i18n.md).
 */
export const LANGUAGES = {
  en: { name: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/**
 * The patient's own choice wins; on a first visit, the first of the browser's preferred
 * languages that the app speaks ("hi-IN" or "hi" picks Hindi), else English.
 */
export function chooseLanguage(stored: string | null, browserPreferences: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const preference of browserPreferences) {
    const base = preference.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
