import { NavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '../../domain/navigation/match';
import { AHEAD_PAGES, drawnAhead, keep, KEPT_PAGES, type Visited } from './kept-pages';

const ORIGIN = 'https://carewell.in';

function at(address: string) {
  const url = new URL(address, ORIGIN);
  return { location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: address }, navigationType: NavigationType.Push };
}

/** The pages kept once the patient has opened `address`. */
function show(visited: Visited, address: string): Visited {
  const where = at(address);
  const navigation = resolveNavigation(where.location.pathname, where.location.search, true);
  if (navigation.kind !== 'render') throw new Error(`${address} does not render a page`);
  return keep(visited, { key: where.location.pathname, route: navigation.route, params: navigation.params, where });
}

const linked = (...addresses: string[]) => addresses.map((address) => ({ url: new URL(address, ORIGIN), ready: true }));
const start: Visited = { loggedIn: true, pages: [], shown: 0, at: null };
const keys = (visited: Visited | null) => visited?.pages.map((page) => `${page.key}${page.drawn.ahead ? ' (ahead)' : ''}`);

describe('pages drawn ahead', () => {
  it('draws the likeliest page linked on screen whose code is here, at the address its link opens', () => {
    const home = show(start, '/');
    const next = drawnAhead(home, [{ url: new URL('/diagnostics', ORIGIN), ready: false }, ...linked('/search-medicine?q=dolo', '/patient/settings')], true);

    expect(keys(next)).toEqual(['/', '/search-medicine (ahead)']);
    expect(next?.pages[1]?.where.location).toMatchObject({ pathname: '/search-medicine', search: '?q=dolo', state: null });
  });

  it('draws nothing twice, nothing the patient has seen, and no step of a flow (signing in, a call)', () => {
    let visited = show(start, '/');
    visited = drawnAhead(visited, linked('/search-medicine'), true) ?? visited;

    expect(drawnAhead(visited, linked('/', '/search-medicine', '/auth/login', '/meraclinic/room-1'), true)).toBeNull();
  });

  it('draws nothing for a patient who has just signed out', () => {
    expect(drawnAhead(show(start, '/'), linked('/search-medicine'), false)).toBeNull();
  });

  it('shows a page drawn ahead as it was drawn when its link is followed, and counts it as seen from then on', () => {
    let visited = show(start, '/');
    visited = drawnAhead(visited, linked('/search-medicine'), true) ?? visited;
    const drawn = visited.pages[1];

    visited = show(visited, '/search-medicine');

    expect(visited.pages[1]?.where).toBe(drawn?.where);
    expect(visited.pages[1]?.drawn).toBe(drawn?.drawn);
    expect(keys(visited)).toEqual(['/', '/search-medicine']);
  });

  it(`keeps at most ${AHEAD_PAGES} drawn ahead: one no longer among the likeliest on screen gives way to one that is`, () => {
    const many = Array.from({ length: AHEAD_PAGES + 1 }, (_, i) => `/healthcare/testDetails/PK${String(i).padStart(4, '0')}`);
    let visited = show(start, '/');
    for (let i = 0; i < AHEAD_PAGES; i += 1) visited = drawnAhead(visited, linked(...many.slice(0, AHEAD_PAGES)), true) ?? visited;
    expect(visited.pages.filter((page) => page.drawn.ahead)).toHaveLength(AHEAD_PAGES);
    expect(drawnAhead(visited, linked(...many), true)).toBeNull();

    const next = drawnAhead(visited, linked(...many.slice(1)), true);

    expect(next?.pages.filter((page) => page.drawn.ahead)).toHaveLength(AHEAD_PAGES);
    expect(keys(next)).not.toContain(`${many[0] ?? ''} (ahead)`);
    expect(keys(next)).toContain(`${many[AHEAD_PAGES] ?? ''} (ahead)`);
  });

  it(`never pushes out a page the patient has seen: the ${KEPT_PAGES} kept count only those`, () => {
    const seen = ['/', '/search-medicine', '/diagnostics', '/bookSpecialist', '/offers', '/healthcare/Cart', '/patient/my-profile', '/patient/consultations', '/patient/myOrders', '/patient/settings'];
    let visited = seen.reduce(show, start);
    visited = drawnAhead(visited, linked('/patient/faq'), true) ?? visited;
    visited = drawnAhead(visited, linked('/patient/faq', '/blogs'), true) ?? visited;

    expect(keys(visited)).toEqual([...seen, '/patient/faq (ahead)', '/blogs (ahead)']);
    visited = show(visited, '/patient/faq');
    expect(keys(visited)).toEqual([...seen.slice(1), '/patient/faq', '/blogs (ahead)']);
  });
});
