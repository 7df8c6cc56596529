import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { settleNavigation } from '../domain/navigation/match';
import type { AppConfig } from './app/config';
import { createContainer } from './app/container';
import { App } from './app/App';
import { pageFor } from './app/page-map';
import { TOKENS } from './app/tokens';
import { nextTask } from './app/next-task';
import { startLanguage } from './i18n/language';
import { cataloguesAskedFor } from './i18n/i18n';
import { preloadSignedInShell } from './app/shell/signed-in-shell';
import { reloadWhenSessionChanges, takeLinkToken } from './app/sign-in-link';
import { takeOverPrerenderedData } from './app/prerendered-data';

/** How long the prerendered page may stay up while the real one's chunk is on its way. */
const PRERENDER_GRACE_MS = 4000;

declare const __BUILT_CONFIG__: AppConfig;

/**
 * A build checked its configuration already (vite.config.ts fails on a wrong value) and carries
 * the result; the dev server checks it here, where a wrong value shows ConfigErrorPage.
 */
async function configuration(): Promise<{ ok: true; config: AppConfig } | { ok: false; problems: string[] }> {
  if (import.meta.env.PROD) return { ok: true, config: __BUILT_CONFIG__ };
  const { readConfig } = await import('./app/config');
  return readConfig(import.meta.env);
}

async function start(): Promise<void> {
  // Evaluating the entry's modules is a task of its own; building the container is the next,
  // starting the session and the first render the one after (issue 3: short tasks only).
  await nextTask();
  const rootElement = document.getElementById('root') as HTMLElement;
  const root = createRoot(rootElement);
  const config = await configuration();
  if (!config.ok) {
    const { ConfigErrorPage } = await import('./app/ConfigErrorPage');
    root.render(<ConfigErrorPage problems={config.problems} />);
    return;
  }
  const container = await createContainer(config.config);
  await startLanguage(container.get(TOKENS.Store), navigator.languages);
  await nextTask();
  const session = container.get(TOKENS.Session);
  if ((await session.start(takeLinkToken())) === 'reloading') return;
  // A patient's header and sidebar are there in the first render, not a moment after it.
  if (session.currentToken !== null) await preloadSignedInShell().catch(() => undefined);
  reloadWhenSessionChanges(session);
  container.get(TOKENS.Toasts).showPendingFlash();
  // The build prerenders the pages a visitor lands on first (vite.config.ts). While one is on
  // screen, the first render waits for the chunk and features of the page shown there (the
  // login page, at a guarded address), so the app takes over in one step instead of swapping
  // the page for its loading state.
  const prerendered = rootElement.querySelector('[data-prerendered]');
  if (prerendered !== null && getComputedStyle(prerendered).display !== 'none') {
    const { navigation } = settleNavigation(window.location.pathname, window.location.search, session.currentToken !== null);
    if (navigation.kind === 'render') {
      const entry = pageFor(navigation.route);
      // The page's catalogues too: a page whose messages are still on their way would suspend,
      // and its loading state would replace the prerendered copy for a moment.
      const ready = Promise.all([entry.preload().then(cataloguesAskedFor), container.get(TOKENS.Features).load(entry.features)]);
      await Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PRERENDER_GRACE_MS))]);
      takeOverPrerenderedData(container, document, window.location);
    }
  }
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task; the prerendered page stays up until the commit.
  startTransition(() => root.render(<App container={container} />));
}

void start();
