import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/shared/language';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';

/**
 * The app's messages: catalogues that live beside the code that shows them, one file per area
 * and language (`<area>/messages/en.ts`, `hi.ts`), written in ICU, compiled by the build and
 * loaded only for the language on screen (docs/decisions.md, "Hindi: catalogues and their runtime").
 */
export type Messages = Readonly<Record<string, string>>;

/** A translation of `T`: every message of the English catalogue, and nothing else (tsc checks). */
export type Translation<T extends Messages> = { readonly [K in keyof T]: string };

export type { MessageValues };

/** What a catalogue module holds once built: its messages compiled (scripts/compiled-catalogues.ts). */
type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/** An area's catalogue files, `./messages/<language>.ts` → loader: the area's own `import.meta.glob`. */
export type CatalogueFiles = Readonly<Record<string, () => Promise<Messages>>>;

let language: Language = DEFAULT_LANGUAGE;
/** Until the app has chosen its language (src/main.tsx), an area's eager load waits: it would fetch English for a patient who reads Hindi. */
let chosen = false;
const listeners = new Set<() => void>();
const areas = new Map<string, Area>();
/** The areas whose messages a render has read, since the build's prerender last asked (takeAreasRead). */
const read = new Set<string>();

class Area {
  private readonly loads = new Map<Language, Promise<void>>();
  private readonly catalogues = new Map<Language, CompiledCatalogue>();
  private files: CatalogueFiles = {};

  /** `keyed`: the keys are the English texts themselves (the domain's words), so English loads nothing. */
  constructor(
    readonly name: string,
    readonly keyed = false,
  ) {}

  /** The same area may be named from more than one place (its handle, a test's set-up). */
  addFiles(files: CatalogueFiles): void {
    this.files = { ...this.files, ...files };
  }

  isLoaded(of: Language): boolean {
    return (this.keyed && of === DEFAULT_LANGUAGE) || this.catalogues.has(of);
  }

  /** Whether a render can read the area's messages in `of` now; the render's reading is noted (takeAreasRead). */
  readableIn(of: Language): boolean {
    read.add(this.name);
    return this.isLoaded(of);
  }

  /** The load of a language under way or done, if one was started. */
  started(of: Language): Promise<void> | undefined {
    return this.loads.get(of);
  }

  /** Loads once per language; a load that failed (a chunk that did not arrive) is tried again next time. */
  load(of: Language): Promise<void> {
    const known = this.loads.get(of);
    if (known !== undefined) return known;
    if (this.isLoaded(of)) return Promise.resolve();
    // Usually one file; the domain's sentences come in one file per context, read as one catalogue.
    const files = Object.entries(this.files).filter(([path]) => path.endsWith(`/${of}.ts`));
    if (files.length === 0) return Promise.reject(new Error(`No ${of} catalogue for ${this.name}`));
    const loading = Promise.all(files.map(([, file]) => file())).then(
      (catalogues) => {
        this.catalogues.set(of, Object.assign({}, ...catalogues) as CompiledCatalogue);
      },
      (error: unknown) => {
        this.loads.delete(of);
        throw error;
      },
    );
    this.loads.set(of, loading);
    return loading;
  }

  /**
   * A sentence of the domain's English in the language on screen: its translation, or the first
   * pattern it fits ("Try again in {wait}." takes "Try again in 30 seconds."), or itself.
   */
  translateText(text: string): string {
    const catalogue = this.catalogues.get(language);
    if (catalogue === undefined) return text;
    const exact = catalogue[text];
    if (exact !== undefined) return formatMessage(exact, LANGUAGES[language].locale);
    for (const [pattern, key] of this.patterns(language)) {
      const found = pattern.exec(text);
      const message = catalogue[key];
      if (found !== null && message !== undefined) {
        const values = Object.fromEntries(Object.entries(found.groups ?? {}).map(([name, value]) => [name, this.translatePart(catalogue, value)]));
        return formatMessage(message, LANGUAGES[language].locale, values);
      }
    }
    return text;
  }

  /**
   * A value taken from a sentence may itself be the domain's words, or a list of them
   * ("Your password needs: a number (0-9), no spaces"): each is translated where it can be,
   * names and numbers stay as they are.
   */
  private translatePart(catalogue: CompiledCatalogue, value: string): string {
    const one = (part: string) => {
      const message = catalogue[part] ?? catalogue[part.charAt(0).toUpperCase() + part.slice(1)];
      return message === undefined ? part : formatMessage(message, LANGUAGES[language].locale);
    };
    return value.split(', ').map(one).join(', ');
  }

  private readonly compiledPatterns = new Map<Language, [RegExp, string][]>();

  private patterns(of: Language): [RegExp, string][] {
    let known = this.compiledPatterns.get(of);
    if (known === undefined) {
      known = Object.keys(this.catalogues.get(of) ?? {})
        .filter((key) => /\{\w+\}/.test(key))
        .map((key) => [new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`, 's'), key]);
      this.compiledPatterns.set(of, known);
    }
    return known;
  }

  translate(key: string, values?: MessageValues): string {
    const message = this.catalogues.get(language)?.[key];
    // A keyed area's message is its key until a translation says otherwise; an unknown key
    // (which tsc prevents) shows itself rather than nothing.
    if (message === undefined) return key;
    return formatMessage(message, LANGUAGES[language].locale, values);
  }
}

export type { Area };

/**
 * An area of the app with its own catalogues (`files`, found by the area's own
 * `import.meta.glob('./messages/*.ts')`, so only the areas a chunk uses are in it). Its catalogue
 * for the language on screen starts loading as soon as the area's code is evaluated.
 */
export function area(name: string, files: CatalogueFiles, keyed = false, eager = true): Area {
  let known = areas.get(name);
  if (known === undefined) {
    known = new Area(name, keyed);
    known.addFiles(files);
    areas.set(name, known);
    if (eager && chosen) known.load(language).catch(() => undefined);
  } else {
    known.addFiles(files);
  }
  return known;
}

/**
 * The names of the areas whose messages were read by renders since the last call: the build's
 * prerender asks after each page, and preloads those catalogues with the page (vite.config.ts).
 */
export function takeAreasRead(): string[] {
  const names = [...read];
  read.clear();
  return names;
}

/**
 * A sentence in the language on screen through whichever keyed catalogues are already here, for
 * the shell's toasts, which must not wait for (or download) the domain's catalogue themselves.
 */
export function translateKnown(text: string): string {
  for (const each of areas.values()) {
    if (!each.keyed) continue;
    const translated = each.translateText(text);
    if (translated !== text) return translated;
  }
  return text;
}

/**
 * Settles when every catalogue already asked for in the language on screen is here (or failed):
 * after a page's chunk has been evaluated, that includes the catalogues of each area it uses.
 */
export async function cataloguesAskedFor(): Promise<void> {
  const loads = [...areas.values()].flatMap((each) => each.started(language) ?? []);
  await Promise.allSettled(loads);
}

export function currentLanguage(): Language {
  return language;
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches every area in use at once: the new language's catalogues load first, so the screen
 * goes from one language to the other in a single render, never through missing messages.
 */
export async function switchLanguage(next: Language, required: readonly Area[] = []): Promise<void> {
  chosen = true;
  await Promise.all([...new Set([...areas.values(), ...required])].map((each) => each.load(next)));
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGES[next].locale;
  for (const listener of listeners) listener();
}
