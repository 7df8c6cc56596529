/**
 * A message as the build compiles it (Lingui's ICU compiler, vite.config.ts): text, a value to
 * fill in, or a value with a format — plural, selectordinal, select, number, date, time — whose
 * branches are messages again. This interprets that form at run time with the browser's `Intl`,
 * so no message parser ships (docs/decisions.md, "Hindi: catalogues and their runtime").
 */
import { indianInteger, languageOfLocale } from '../../domain/shared/indian-formats';

export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, format?: string, options?: unknown];
type Branches = Readonly<Record<string, CompiledMessage>> & { offset?: number };

export type MessageValues = Readonly<Record<string, string | number | Date>>;

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** ICU's number styles; a currency is always the rupee here. */
function numberOptions(style: unknown): Intl.NumberFormatOptions {
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  if (style === 'currency') return { style: 'currency', currency: 'INR' };
  return {};
}

const DATE_STYLES = new Set(['short', 'medium', 'long', 'full']);

/** A number in the language's digits and grouping; a whole one written by hand, as Intl would (domain/shared/indian-formats.ts). */
function plainNumber(value: number, locale: string): string {
  return (languageOfLocale(locale) !== null ? indianInteger(value) : null) ?? cached(`${locale}|number|`, () => new Intl.NumberFormat(locale)).format(value);
}

export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // `#` in a plural branch stands for the number, written the language's way.
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, format, options] = token;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const branches = options as Branches;
      const amount = Number(value) - (branches.offset ?? 0);
      const rules = cached(`${locale}|${format}`, () => new Intl.PluralRules(locale, { type: format === 'plural' ? 'cardinal' : 'ordinal' }));
      const branch = branches[String(Number(value))] ?? branches[rules.select(amount)] ?? branches.other ?? '';
      text += formatMessage(branch, locale, values, plainNumber(amount, locale));
    } else if (format === 'select') {
      const branches = options as Branches;
      text += formatMessage(branches[String(value)] ?? branches.other ?? '', locale, values, count);
    } else if (format === 'number' && options === undefined) {
      text += plainNumber(Number(value), locale);
    } else if (format === 'number') {
      text += cached(`${locale}|number|${String(options)}`, () => new Intl.NumberFormat(locale, numberOptions(options))).format(Number(value));
    } else if (format === 'date' || format === 'time') {
      const style = DATE_STYLES.has(String(options)) ? (options as Intl.DateTimeFormatOptions['dateStyle']) : 'medium';
      const formatter = cached(`${locale}|${format}|${style}`, () => new Intl.DateTimeFormat(locale, format === 'date' ? { dateStyle: style } : { timeStyle: 'short', hour12: true }));
      text += formatter.format(value instanceof Date ? value : new Date(value ?? Number.NaN));
    } else if (value !== undefined) {
      text += String(value);
    }
  }
  return text;
}
