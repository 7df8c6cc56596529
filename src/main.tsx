import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { settleNavigation } from '../domain/navigation/match';
import { readConfig } from './app/config';
import { createContainer } from './app/container';
import { App } from './app/App';
import { pageFor } from './app/page-map';
import { TOKENS } from './app/tokens';
import { nextTask } from './app/next-task';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { startLanguage } from './i18n/language';
import { preloadSignedInShell } from './app/shell/signed-in-shell';
import { reloadWhenSessionChanges, takeLinkToken } from './app/sign-in-link';

/** How long the prerendered page may stay up while the real one's chunk is on its way. */
const PRERENDER_GRACE_MS = 4000;

async function start(): Promise<void> {
  // Evaluating the entry's modules is a task of its own; building the container is the next,
  // starting the session and the first render the one after (issue 3: short tasks only).
  await nextTask();
  const rootElement = document.getElementById('root') as HTMLElement;
  const root = createRoot(rootElement);
  const config = readConfig(import.meta.env);
  if (!config.ok) {
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
      const ready = Promise.all([entry.preload(), container.get(TOKENS.Features).load(entry.features)]);
      await Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PRERENDER_GRACE_MS))]);
    }
  }
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task; the prerendered page stays up until the commit.
  startTransition(() => root.render(<App container={container} />));
}

void start();
