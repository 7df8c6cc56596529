import { memo, Suspense, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { LayoutName } from '../../../domain/navigation/routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { useObservable, useUseCase } from '../di';
import { TOKENS } from '../tokens';
import { Sidebar, SsoBottomBar } from './signed-in-shell';
import { shellMessages } from './messages';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 200;
  background: #fff;
  padding: 0.5rem 1rem;
  border-radius: 6px;
  &:focus {
    top: 0.5rem;
  }
`;

const Main = styled.main<{ $narrow: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '520px' : '1280px')};
  margin: 0 auto;
  padding: 1.5rem 1rem 5rem;
  outline: none;
  /* Focusing <main> after a route change scrolls it into view: below the sticky header, not
     under it, so the page's heading is in sight (a kept page is tall the moment it is shown). */
  scroll-margin-top: 64px;
  /* Keeps the footer below the fold while a page chunk loads, so nothing jumps (CLS). */
  min-height: calc(100vh - 64px);
`;

/**
 * Wraps <main> in every layout with a header, with or without the sidebar, so that <main> stays
 * the same element when a route changes between them and the pages kept in it (RouteView) live on.
 */
const Frame = styled.div<{ $sidebar: boolean }>`
  ${({ $sidebar, theme }) =>
    $sidebar &&
    css`
      display: flex;
      flex-direction: column;
      max-width: 1440px;
      margin: 0 auto;
      @media (min-width: ${theme.breakpoints.desktop}) {
        flex-direction: row;
      }
      main {
        flex: 1;
        min-width: 0;
        max-width: none;
        margin: 0;
      }
    `}
`;

const Bare = styled.main`
  min-height: 100vh;
  outline: none;
`;

const Skip = memo(function Skip() {
  return <SkipLink href="#main">{shellMessages.useT()('frame.skip')}</SkipLink>;
});

/** Only SSO users have the bottom bar, so nobody else downloads it. */
const SsoBar = memo(function SsoBar() {
  const session = useUseCase(TOKENS.Session);
  const isSso = useObservable(session.isSso$, false);
  if (!isSso) return null;
  return (
    <Suspense fallback={null}>
      <SsoBottomBar />
    </Suspense>
  );
});

/**
 * The frame around every page, one component for every layout so that the header and footer
 * stay the same elements when a route changes layout (a public page to the patient area): a
 * route change then rebuilds only the page, not the shell around it.
 * - common: public pages, header, content, footer.
 * - main: the patient area, sidebar plus content (spec §2 "main").
 * - auth: sign-in and registration, a narrow column; the header hides itself on /auth/login.
 * - video: video calls and the family-tree web view, the page owns the whole screen.
 * - standalone: a page for someone who is not using the app (an emergency contact's alert),
 *   nothing of the app around it.
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'video' || name === 'standalone') {
    return (
      <Bare id="main" tabIndex={-1}>
        {children}
      </Bare>
    );
  }
  return (
    <>
      <Skip />
      <Header />
      <Frame $sidebar={name === 'main'}>
        {name === 'main' && (
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
        )}
        <Main id="main" tabIndex={-1} $narrow={name === 'auth'}>
          {children}
        </Main>
      </Frame>
      {name !== 'auth' && <Footer />}
      {name !== 'auth' && <SsoBar />}
    </>
  );
}
