import { compiledRoutes, compareRank, type CompiledRoute, type Segment } from './pattern';
import { loginPathFor } from './refer-path';
import type { FlatRoute, PageRoute } from './routes';

export interface RouteMatch {
  route: FlatRoute;
  params: Record<string, string>;
}

export type Navigation =
  | { kind: 'render'; route: PageRoute; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

// A malformed escape ('%E0%A4') must not turn a typo in the address bar into a crash.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Segments of a pathname with trailing slashes ignored; null when it is not a path. */
function splitPathname(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.slice(1).split('/').map(decodeSegment);
}

function closedSpelling(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

function matchSegments(pattern: readonly Segment[], segments: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (segment.kind === 'splat') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const text = segments[index];
    if (text === undefined || text === '') return null;
    if (segment.kind === 'static') {
      if (text.toLowerCase() !== segment.lower) return null;
      continue;
    }
    if (segment.values === undefined) {
      params[segment.name] = text;
      continue;
    }
    // Closed sets are answered in the table's spelling so pages can switch on them; the spec's
    // own spelling of a value has a space where the table has a hyphen ('family disease').
    const spelled = closedSpelling(text);
    const value = segment.values.find((candidate) => closedSpelling(candidate) === spelled);
    if (value === undefined) return null;
    params[segment.name] = value;
  }
  return pattern.length === segments.length ? params : null;
}

/**
 * The route that renders `pathname`: case-insensitive, trailing slash ignored, and
 * the most specific pattern wins (static over param over splat, segment by segment
 * from the left). Null means not found.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPathname(pathname);
  if (segments === null) return null;
  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  for (const compiled of compiledRoutes()) {
    const params = matchSegments(compiled.segments, segments);
    if (params !== null && (best === null || compareRank(compiled.rank, best.compiled.rank) > 0)) {
      best = { compiled, params };
    }
  }
  return best === null ? null : { route: best.compiled.route, params: best.params };
}

/**
 * What the app does at `pathname` + `search`: the exact-match redirect first (it
 * applies whoever asks), then the login guard, which remembers the page in `refer`.
 */
export function resolveNavigation(pathname: string, search: string, hasToken: boolean): Navigation {
  const match = matchRoute(pathname);
  if (match === null) return { kind: 'not-found' };
  const { route } = match;
  if (route.status === 'redirect') return { kind: 'redirect', to: route.redirectTo };
  if (route.auth && !hasToken) {
    const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
    return { kind: 'redirect', to: loginPathFor(pathname + query) };
  }
  return { kind: 'render', route, params: match.params };
}

/** Where an address ends up once its redirects are followed, and what the app shows there. */
export interface SettledNavigation {
  pathname: string;
  search: string;
  navigation: Exclude<Navigation, { kind: 'redirect' }>;
}

/**
 * Follows `resolveNavigation`'s redirects to the page that is finally shown: a visitor at a
 * guarded address sees the login page, with the address remembered in `refer`. The route
 * table has no redirect loops (routes.test.ts); the bound only keeps a future mistake from
 * hanging the app.
 */
export function settleNavigation(pathname: string, search: string, hasToken: boolean): SettledNavigation {
  let address = { pathname, search };
  for (let hop = 0; hop < 5; hop += 1) {
    const navigation = resolveNavigation(address.pathname, address.search, hasToken);
    if (navigation.kind !== 'redirect') return { ...address, navigation };
    const queryAt = navigation.to.indexOf('?');
    address = queryAt < 0 ? { pathname: navigation.to, search: '' } : { pathname: navigation.to.slice(0, queryAt), search: navigation.to.slice(queryAt) };
  }
  return { ...address, navigation: { kind: 'not-found' } };
}

/**
 * Fills a pattern for a link: params are URI-encoded, an absent optional param drops
 * its segment, the splat takes `params['*']`. A missing required param is a bug in
 * the caller, so it throws.
 */
export function buildPath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  const filled = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment): string[] => {
      if (segment === '*') {
        const rest = params['*'] ?? '';
        return rest.split('/').filter((part) => part !== '').map(encodeURIComponent);
      }
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`buildPath: missing param '${name}' for ${pattern}`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${filled.join('/')}`;
}
