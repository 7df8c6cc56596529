import { createElement, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { resolveNavigation } from '../../domain/navigation/match';
import { BRAND_NAME } from './brand';
import { FeatureGate, useObservable, useUseCase } from './di';
import { NotFoundPage, pageAt, pageFor } from './page-map';
import { Layout } from './shell/layouts';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { TOKENS } from './tokens';
import { pageTitles } from '../i18n/page-titles';
import { shellMessages } from './shell/messages';

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

  // A signed-in patient moves around the app: the pages they may open next are readied while
  // the browser is idle. A visitor's first visit downloads only what it shows (the budget).
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let current = true;
    import('./prefetch').then(
      ({ prefetchLinkedPages }) => {
        if (current) stop = prefetchLinkedPages(features, pageAt);
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

  if (navigation.kind === 'redirect') return <Navigate to={navigation.to} replace />;
  if (navigation.kind === 'not-found') {
    return (
      <Layout name="common">
        <Suspense fallback={<Loading>{t('frame.loading')}</Loading>}>
          <NotFoundPage />
        </Suspense>
      </Layout>
    );
  }
  const entry = pageFor(navigation.route);
  const loadingPage = <Loading role="status">{t('frame.loadingPage', { page: title ?? '' })}</Loading>;
  return (
    <Layout name={navigation.route.layout}>
      {/* A page that fails (a chunk that won't load among them) keeps the shell; moving on resets it. */}
      <ErrorBoundary key={location.pathname}>
        <Suspense fallback={loadingPage}>
          <FeatureGate features={entry.features} preload={entry.preload} fallback={loadingPage}>
            {/* pageFor hands out lazy components made once at module level, never during render. */}
            {createElement(entry.Page, { key: navigation.route.id, route: navigation.route, params: navigation.params })}
          </FeatureGate>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
