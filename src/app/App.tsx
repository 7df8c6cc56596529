import type { Container } from 'inversify';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { StableNavigation } from '../ui/app-link';
import { ClockProvider } from '../ui/throttled-submit';
import { ContainerProvider } from './di';
import { RouteView } from './RouteView';
import { installCopyGuard } from './shell/copy-guard';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Toaster } from './shell/Toaster';
import { TOKENS } from './tokens';

export interface AppProps {
  container: Container;
  /** Puts the routes in another router (tests use a memory router); the browser's by default. */
  withRouter?: (routes: ReactNode) => ReactNode;
}

// The declarative BrowserRouter, not the data router: the app resolves routes itself
// (RouteView) and the data router's loaders and actions would add 16 KB gzip to every visit.
// The Demo panel exists only on the fake backend, so live visitors never download it.
const DemoPanel = lazy(() => import('./shell/DemoPanel').then((m) => ({ default: m.DemoPanel })));

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ container, withRouter = browserRouter }: AppProps) {
  useEffect(() => installCopyGuard(document, container.get(TOKENS.Toasts)), [container]);
  return (
    <ContainerProvider container={container}>
      <ClockProvider value={container.get(TOKENS.Clock)}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ErrorBoundary>
            {withRouter(
              <StableNavigation>
                <RouteView />
              </StableNavigation>,
            )}
          </ErrorBoundary>
          <Toaster />
          {container.get(TOKENS.DemoControls) !== null && (
            <Suspense fallback={null}>
              <DemoPanel />
            </Suspense>
          )}
        </ThemeProvider>
      </ClockProvider>
    </ContainerProvider>
  );
}
