import { Activity, createElement, memo, startTransition, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { Navigate, UNSAFE_LocationContext as LocationContext, useLocation } from 'react-router-dom';
import type { LayoutName, PageRoute } from '../../domain/navigation/routes';
import styled from 'styled-components';
import { resolveNavigation, settleNavigation } from '../../domain/navigation/match';
import type { LinkedPage } from './prefetch';
import { drawnAhead, keep, type KeptPage, type Visited } from './kept-pages';
import { BRAND_NAME } from './brand';
import { FeatureGate, useObservable, useUseCase } from './di';
import { NotFoundPage, pageAt, pageFor } from './page-map';
import { Layout } from './shell/layouts';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { TOKENS } from './tokens';
import { pageTitles } from '../i18n/page-titles';
import { shellMessages } from './shell/messages';
import { DrawnAheadPage, type PageDrawnAhead } from '../ui/drawn-ahead';

const Loading = styled.p`
  color: ${({ theme }) => theme.colours.muted};
`;

/**
 * A lazy page can show its fields before the route-change effect runs; someone who has
 * already clicked into one must not have the focus (and what they type) pulled away.
 */
function alreadyTypingIn(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== main && main.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * A redirect is drawn in the frame of the page it leads to, so the frame does not change twice: a
 * visitor sent from a patient page to log in sees the login's frame from the first paint (in the
 * patient area's, or the public pages', the page below shifted as the login's came in).
 */
function layoutOfRedirect(pathname: string, search: string, loggedIn: boolean): LayoutName {
  const { navigation } = settleNavigation(pathname, search, loggedIn);
  return navigation.kind === 'render' ? navigation.route.layout : 'common';
}

/** One kept page, with its own address and its own error boundary. */
const Kept = memo(function Kept({ page }: { page: KeptPage }) {
  return (
    <LocationContext.Provider value={page.where}>
      {/* A page that fails (a chunk that won't load among them) keeps the shell, and is tried again when shown again. */}
      <ErrorBoundary retryOn={page.shownAt}>
        <KeptContent route={page.route} params={page.params} />
      </ErrorBoundary>
    </LocationContext.Provider>
  );
});

/** A kept page's own content and loading state: shown again at the same address, it renders nothing anew. */
const KeptContent = memo(function KeptContent({ route, params }: { route: PageRoute; params: Record<string, string> }) {
  const t = shellMessages.useT();
  const title = pageTitles(route.area).useT()(route.title);
  const entry = pageFor(route);
  const loadingPage = <Loading role="status">{t('frame.loadingPage', { page: title })}</Loading>;
  return (
    <Suspense fallback={loadingPage}>
      <FeatureGate features={entry.features} preload={entry.preload} fallback={loadingPage}>
        {/* pageFor hands out lazy components made once at module level, never during render. */}
        {createElement(entry.Page, { route, params })}
      </FeatureGate>
    </Suspense>
  );
});

/**
 * Every address is resolved by the route table of the domain: redirect, sign-in guard,
 * layout and lazy page. One matcher, so links, guards and refer paths agree.
 */
export function RouteView() {
  const session = useUseCase(TOKENS.Session);
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const location = useLocation();
  const navigation = resolveNavigation(location.pathname, location.search, loggedIn);
  const t = shellMessages.useT();
  // Suspends a route change until the page's title is here in the language on screen; the
  // change is a transition, so the page before stays up meanwhile.
  const pageTitle = pageTitles(navigation.kind === 'render' ? navigation.route.area : 'home').useT();
  const title = navigation.kind === 'render' ? pageTitle(navigation.route.title) : navigation.kind === 'not-found' ? t('notFound.title') : null;
  const firstRender = useRef(true);
  const features = useUseCase(TOKENS.Features);
  const where = useContext(LocationContext);
  // The first page is kept from the first render, so the app's start renders once, not twice.
  const [visited, setVisited] = useState<Visited>(() => {
    const start: Visited = { loggedIn, pages: [], shown: 0, at: null };
    return navigation.kind === 'render' ? keep(start, { key: location.pathname, route: navigation.route, params: navigation.params, where }) : start;
  });
  // Signing in or out starts afresh: no page of a patient stays in the document after they leave.
  let kept = visited.loggedIn === loggedIn ? visited : { loggedIn, pages: [], shown: 0, at: null };
  if (navigation.kind === 'render' && kept.at !== where) {
    kept = keep(kept, { key: location.pathname, route: navigation.route, params: navigation.params, where });
  }
  // Derived from the address during render (React's pattern for state that follows a prop), so
  // the page shown and the pages kept never disagree for a frame.
  if (kept !== visited) setVisited(kept);
  const here = navigation.kind === 'render' ? kept.pages.find((page) => page.key === location.pathname) : undefined;

  // What the page drawn ahead is added to: the pages as last rendered, and those asked for since.
  const latest = useRef(kept);
  const held = useRef<readonly PageDrawnAhead[]>([]);
  useEffect(() => {
    latest.current = visited;
    // A page drawn ahead and let go unseen (another took its place, or the patient signed out) holds nothing any more.
    const now = visited.pages.map((page) => page.drawn);
    for (const drawn of held.current) if (!now.includes(drawn)) drawn.release();
    held.current = now;
  }, [visited]);

  // A signed-in patient moves around the app: the pages they may open next are readied while
  // the browser is idle. A visitor's first visit downloads only what it shows (the budget).
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let current = true;
    const drawAhead = (linked: readonly LinkedPage[]): boolean => {
      const next = drawnAhead(latest.current, linked, loggedIn);
      if (next === null) return false;
      latest.current = next;
      // A transition, and the page hidden, so drawing it gives way to anything the patient does.
      startTransition(() => setVisited((before) => drawnAhead(before, linked, loggedIn) ?? before));
      return true;
    };
    import('./prefetch').then(
      ({ prefetchLinkedPages }) => {
        if (current) stop = prefetchLinkedPages(features, pageAt, drawAhead);
      },
      // Without it nothing is readied ahead; each page still loads when it opens.
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [loggedIn, features]);

  useEffect(() => {
    if (title === null) return;
    document.title = `${title} | ${BRAND_NAME}`;
    // After a route change, screen readers and keyboards start at the new page's content.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main === null || alreadyTypingIn(main)) return;
    main.focus({ preventScroll: false });
  }, [title, location.pathname]);

  return (
    <Layout name={navigation.kind === 'render' ? navigation.route.layout : navigation.kind === 'redirect' ? layoutOfRedirect(location.pathname, location.search, loggedIn) : 'common'}>
      {kept.pages.map((page) => (
        <DrawnAheadPage key={page.key} page={page.drawn}>
          <Activity mode={page === here ? 'visible' : 'hidden'}>
            <Kept page={page} />
          </Activity>
        </DrawnAheadPage>
      ))}
      {navigation.kind === 'redirect' && <Navigate to={navigation.to} replace />}
      {navigation.kind === 'not-found' && (
        <Suspense fallback={<Loading>{t('frame.loading')}</Loading>}>
          <NotFoundPage />
        </Suspense>
      )}
    </Layout>
  );
}
