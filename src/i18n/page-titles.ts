import type { FeatureArea } from '../../domain/navigation/routes';
import { messagesOf, type AreaMessages } from './messages-of';

const files = import.meta.glob<Readonly<Record<string, string>>>('./titles/*/messages/*.ts', { import: 'default' });
const byArea = new Map<FeatureArea, AreaMessages<Readonly<Record<string, string>>>>();

/**
 * The titles of one area's pages in the language on screen, keyed by the route table's English
 * (src/i18n/titles/<area>/messages/hi.ts): a page downloads the titles of its own area only.
 */
export function pageTitles(of: FeatureArea): AreaMessages<Readonly<Record<string, string>>> {
  let titles = byArea.get(of);
  if (titles === undefined) {
    const prefix = `./titles/${of}/`;
    titles = messagesOf(`i18n/titles/${of}`, Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(prefix))), true);
    byArea.set(of, titles);
  }
  return titles;
}

/** A page's own title in the language on screen, for its heading. */
export function usePageTitle(route: { area: FeatureArea; title: string }): string {
  return pageTitles(route.area).useT()(route.title);
}
