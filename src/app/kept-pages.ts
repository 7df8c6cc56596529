import type { ContextType } from 'react';
import type { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { NavigationType } from 'react-router-dom';
import { resolveNavigation, type Navigation } from '../../domain/navigation/match';
import type { LayoutName, PageRoute } from '../../domain/navigation/routes';
import { PageDrawnAhead } from '../ui/drawn-ahead';
import type { LinkedPage } from './prefetch';

/**
 * A page visited in this session, or drawn ahead of a visit. It stays mounted while other pages
 * are shown, hidden in an `<Activity>` (its DOM and state kept, its effects and subscriptions
 * stopped), so coming back to it shows it at once instead of building it again; its queries
 * then refresh it in the background as they do for any page that comes on screen.
 */
export interface KeptPage {
  /** The address' path: another path of the same route (another doctor, another order) is another page. */
  key: string;
  route: PageRoute;
  params: Record<string, string>;
  /** Where the page was last shown: a hidden page goes on reading its own address, not the one on screen. */
  where: ContextType<typeof LocationContext>;
  /** When it was last shown, to let go of the page unseen the longest; 0 for a page drawn ahead. */
  shownAt: number;
  /** Whether it was drawn ahead of being opened (a link to it on screen) and not shown yet. */
  drawn: PageDrawnAhead;
}

export interface Visited {
  loggedIn: boolean;
  pages: readonly KeptPage[];
  shown: number;
  /** The address last taken in, so each route change is taken in once. */
  at: ContextType<typeof LocationContext> | null;
}

/**
 * Whether a page shown again at `now` reads the same as at `before`: the same path, query and
 * hash, and nothing handed along (a notice). Then it keeps the address it had and so renders
 * nothing again: revealing it runs only its effects.
 */
function sameAddress(before: ContextType<typeof LocationContext>, now: ContextType<typeof LocationContext>): boolean {
  const [a, b] = [before.location, now.location];
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state == null && b.state == null;
}

/**
 * The pages a patient moves among in a visit (the header's, the account menu's, the patient
 * menu's): enough to keep them all, few enough that the hidden DOM stays small on a phone.
 */
export const KEPT_PAGES = 10;

/**
 * The pages drawn ahead at most, besides those: the first pages linked on screen the patient has
 * not seen (the header's, the account menu's and the patient menu's come first in the
 * document), each with its data, so a first visit to one only reveals it. Each asks the server
 * for its data before the patient has chosen it, and takes the main thread a while to draw on a
 * phone: the header's six, no more.
 */
export const AHEAD_PAGES = 6;

/**
 * The layouts whose pages are kept: the pages a patient browses. Signing in, registering, the
 * codes by SMS and the onboarding forms (auth), a call (video) and an emergency contact's page
 * (standalone) are steps of a flow, which start afresh each time they are opened, as the flow expects.
 */
const KEPT_LAYOUTS: ReadonlySet<LayoutName> = new Set(['common', 'main']);

/**
 * The pages kept after showing `page`: it is added or brought up to date (in place, so no kept
 * page's DOM moves), a page of a flow left behind goes, and the one unseen the longest goes when
 * there are more than KEPT_PAGES. A page drawn ahead that is shown now lets go of what it held
 * (`PageDrawnAhead.shown`), before its readers subscribe.
 */
export function keep(visited: Visited, page: Omit<KeptPage, 'shownAt' | 'drawn'>): Visited {
  const shown = visited.shown + 1;
  const known = visited.pages.find((kept) => kept.key === page.key);
  known?.drawn.shown();
  const now: KeptPage =
    known !== undefined && sameAddress(known.where, page.where) ? { ...known, shownAt: shown } : { ...page, shownAt: shown, drawn: known?.drawn ?? new PageDrawnAhead(false) };
  let pages = (known !== undefined ? visited.pages.map((kept) => (kept === known ? now : kept)) : [...visited.pages, now]).filter(
    (kept) => kept === now || KEPT_LAYOUTS.has(kept.route.layout),
  );
  const seen = pages.filter((kept) => !kept.drawn.ahead);
  if (seen.length > KEPT_PAGES) {
    const oldest = seen.reduce((a, b) => (b.shownAt < a.shownAt ? b : a));
    pages = pages.filter((kept) => kept !== oldest);
  }
  return { ...visited, pages, shown, at: page.where };
}

/**
 * The pages kept with one more page drawn ahead, hidden, at an address of its own: the first
 * of the AHEAD_PAGES likeliest pages linked on screen (`linked`, likeliest first) that is not
 * drawn yet and whose code is here. When AHEAD_PAGES are drawn already, one no longer among
 * those gives way. Null when there is nothing to draw. Pages shown before are kept as they are.
 */
export function drawnAhead(visited: Visited, linked: readonly LinkedPage[], loggedIn: boolean): Visited | null {
  if (visited.loggedIn !== loggedIn) return null;
  const wanted: { key: string; url: URL; ready: boolean; navigation: Extract<Navigation, { kind: 'render' }> }[] = [];
  for (const { url, ready } of linked) {
    if (wanted.length === AHEAD_PAGES) break;
    const key = url.pathname;
    if (wanted.some((page) => page.key === key) || visited.pages.some((kept) => kept.key === key && !kept.drawn.ahead)) continue;
    const navigation = resolveNavigation(url.pathname, url.search, loggedIn);
    if (navigation.kind === 'render' && KEPT_LAYOUTS.has(navigation.route.layout)) wanted.push({ key, url, ready, navigation });
  }
  const next = wanted.find((page) => page.ready && !visited.pages.some((kept) => kept.key === page.key));
  if (next === undefined) return null;
  let pages = visited.pages;
  const ahead = pages.filter((kept) => kept.drawn.ahead);
  if (ahead.length >= AHEAD_PAGES) {
    const unwanted = ahead.find((kept) => !wanted.some((page) => page.key === kept.key));
    if (unwanted === undefined) return null;
    pages = pages.filter((kept) => kept !== unwanted);
  }
  const { url, navigation } = next;
  const where: ContextType<typeof LocationContext> = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'ahead' },
    navigationType: NavigationType.Push,
  };
  return { ...visited, pages: [...pages, { key: next.key, route: navigation.route, params: navigation.params, where, shownAt: 0, drawn: new PageDrawnAhead(true) }] };
}
