import { useCallback, useSyncExternalStore } from 'react';
import { area, currentLanguage, onLanguageChange, type Area, type CatalogueFiles, type Messages, type MessageValues } from './i18n';

export type Translate<T extends Messages> = (key: keyof T & string, values?: MessageValues) => string;

export interface AreaMessages<T extends Messages> {
  readonly area: Area;
  /** The area's messages in the language on screen; suspends the first time until its catalogue is here. */
  useT(): Translate<T>;
  /** For code outside React (a document title, a toast) once the area is on screen. */
  t: Translate<T>;
}

/**
 * The typed messages of one area: `T` is its English catalogue, so an unknown key fails tsc.
 * `files` is the area's `import.meta.glob('./messages/*.ts', { import: 'default' })`: a new
 * language's file is picked up without touching the area's code.
 */
export function messagesOf<T extends Messages>(name: string, files: CatalogueFiles, keyed = false): AreaMessages<T> {
  const of = area(name, files, keyed);
  const t: Translate<T> = (key, values) => of.translate(key, values);
  return {
    area: of,
    t,
    useT() {
      const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
      // A new function per language, so memoised children that take it render again on a switch;
      // and per area, for a caller that asks for another area's messages (RouteView, a page title).
      const translate = useCallback<Translate<T>>(t, [t, language]);
      // Suspends by throwing the load, not with `use`: React then renders the component anew
      // once it is in, where `use` would replay it and, skipped on the replay because the
      // catalogue is here by then, leave its later hooks unmatched (React error 467).
      if (!of.readableIn(language)) throw of.load(language);
      return translate;
    },
  };
}
