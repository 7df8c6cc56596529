import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/shared/language';

const catalogues = import.meta.glob<Readonly<Record<string, string>>>(['../**/messages/*.ts', '!../**/*.test.ts'], { import: 'default', eager: true, query: '?source' });

/** area → language → messages */
const byArea = new Map<string, Map<string, Readonly<Record<string, string>>>>();
for (const [path, messages] of Object.entries(catalogues)) {
  const [, area = '', language = ''] = /^\.\.\/(.+)\/messages\/([a-z-]+)\.ts$/.exec(path) ?? [];
  if (!byArea.has(area)) byArea.set(area, new Map());
  byArea.get(area)?.set(language, messages);
}
const englishAreas = [...byArea].filter(([, languages]) => languages.has('en'));

type Compiled = ReturnType<typeof compileMessage>;

/** The {names} a message fills in (plural and select branches included), so a translation cannot drop or rename one. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Compiled) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, Compiled>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

// `?source`: the catalogues as written, before the build compiles them (scripts/compiled-catalogues.ts).
describe('the message catalogues', () => {
  it('every area has a catalogue for every language the app offers', () => {
    const missing = englishAreas.flatMap(([area, languages]) => Object.keys(LANGUAGES).filter((language) => !languages.has(language)).map((language) => `${area}: ${language}`));
    expect(missing).toEqual([]);
  });

  it('every catalogue has exactly the English keys, and no message is empty', () => {
    const problems = englishAreas.flatMap(([area, languages]) => {
      const keys = Object.keys(languages.get('en') ?? {}).sort();
      return [...languages].flatMap(([language, messages]) => [
        ...keys.filter((key) => !(key in messages)).map((key) => `${area}/${language}: missing ${key}`),
        ...Object.keys(messages).filter((key) => !keys.includes(key)).map((key) => `${area}/${language}: unknown ${key}`),
        ...Object.entries(messages).filter(([, message]) => message.trim() === '').map(([key]) => `${area}/${language}: empty ${key}`),
      ]);
    });
    expect(problems).toEqual([]);
  });

  it('every message is valid ICU and a translation fills in the same values as the English', () => {
    const problems = englishAreas.flatMap(([area, languages]) => {
      const english = languages.get('en') ?? {};
      return [...languages].flatMap(([language, messages]) =>
        Object.entries(messages).flatMap(([key, message]) => {
          try {
            compileMessage(message);
          } catch (error) {
            return [`${area}/${language} ${key}: ${String(error)}`];
          }
          const expected = placeholders(english[key] ?? '');
          return JSON.stringify(placeholders(message)) === JSON.stringify(expected) ? [] : [`${area}/${language} ${key}: fills ${placeholders(message).join(',')} not ${expected.join(',')}`];
        }),
      );
    });
    expect(problems).toEqual([]);
  });
});
