import type { Container } from 'inversify';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { ContainerProvider } from './di';
import { RouteView } from './RouteView';
import { installCopyGuard } from './shell/copy-guard';
import { DemoPanel } from './shell/DemoPanel';
import { ErrorBoundary, ErrorPanel } from './shell/ErrorBoundary';
import { Toaster } from './shell/Toaster';
import { TOKENS } from './tokens';

export function App({ container, router }: { container: Container; router?: ReturnType<typeof createBrowserRouter> }) {
  const activeRouter = useMemo(
    () => router ?? createBrowserRouter([{ path: '*', element: <RouteView />, errorElement: <RouteError /> }]),
    [router],
  );
  useEffect(() => installCopyGuard(document, container.get(TOKENS.Toasts)), [container]);
  return (
    <ContainerProvider container={container}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary>
          <RouterProvider router={activeRouter} />
        </ErrorBoundary>
        <Toaster />
        <DemoPanel />
      </ThemeProvider>
    </ContainerProvider>
  );
}

/** A page that throws while rendering, a failed chunk load among them, lands here. */
function RouteError() {
  return <ErrorPanel error={useRouteError()} />;
}
