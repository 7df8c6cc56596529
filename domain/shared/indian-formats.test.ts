import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language';
import { groupIndian, indianDay, indianInteger, languageOfLocale } from './indian-formats';

const languages = Object.keys(LANGUAGES) as Language[];

describe('Indian formats written by hand', () => {
  it('groups digits in lakhs and crores', () => {
    expect(groupIndian('7')).toBe('7');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('123456')).toBe('1,23,456');
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('123456789')).toBe('12,34,56,789');
  });

  it('writes every whole number exactly as Intl does in each language the app speaks', () => {
    for (const language of languages) {
      const intl = new Intl.NumberFormat(LANGUAGES[language].locale);
      fc.assert(fc.property(fc.maxSafeInteger().filter((n) => Math.abs(n) < 1e15), (n) => indianInteger(n) === intl.format(n)));
      for (const n of [0, 5, -5, 999, 1000, -1000, 100000, 9999999]) expect(indianInteger(n)).toBe(intl.format(n));
    }
  });

  it('leaves fractions and numbers beyond exact integers to Intl', () => {
    expect(indianInteger(1.5)).toBeNull();
    expect(indianInteger(Number.NaN)).toBeNull();
    expect(indianInteger(2 ** 60)).toBeNull();
  });

  it('writes every month of a date, short and long, exactly as Intl does in each language', () => {
    for (const language of languages) {
      for (const style of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(LANGUAGES[language].locale, { day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC' });
        for (let month = 0; month < 12; month += 1) {
          for (const day of [1, 9, 28]) expect(indianDay(day, month, 2026, language, style)).toBe(intl.format(Date.UTC(2026, month, day)));
        }
      }
    }
  });

  it('knows the locale of each language and no other', () => {
    expect(languageOfLocale('hi-IN')).toBe('hi');
    expect(languageOfLocale('en-IN')).toBe('en');
    expect(languageOfLocale('ta-IN')).toBeNull();
  });
});
