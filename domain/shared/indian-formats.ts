import { LANGUAGES, type Language } from './language';

/*
 * Numbers and dates written out by hand for the languages the app speaks, exactly as `Intl`
 * writes them for en-IN and hi-IN (indian-formats.test.ts compares the two). The first
 * `Intl.NumberFormat`, `DateTimeFormat` or `Collator` a page makes loads the browser's locale
 * data: 20–50 ms of the main thread on a first visit (docs/benchmark.md, "Intl's first use"),
 * for text as simple as '₹1,23,456.00' or '25 Nov 2026'. Anything else still goes to `Intl`.
 */

/** The language whose locale this is ('hi-IN' -> 'hi'), or null for a locale the app does not speak. */
export function languageOfLocale(locale: string): Language | null {
  return LANGUAGE_OF_LOCALE.get(locale) ?? null;
}

const LANGUAGE_OF_LOCALE = new Map<string, Language>(Object.entries(LANGUAGES).map(([language, { locale }]) => [locale, language as Language]));

/** '1234567' -> '12,34,567': the last three digits, then pairs (lakh and crore). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole number as en-IN and hi-IN write it (-12,34,567: Latin digits in both); null for anything else. */
export function indianInteger(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = groupIndian(String(Math.abs(value)));
  return value < 0 ? `-${digits}` : digits;
}

const MONTHS: Record<Language, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  hi: {
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
};

/** '5 Sept 2026', '5 September 2026', '5 सित॰ 2026': a day of a month (0–11) of a year, in words. */
export function indianDay(day: number, month: number, year: number, language: Language, style: 'short' | 'long'): string {
  return `${day} ${MONTHS[language][style][month] ?? ''} ${year}`;
}
