import { createRoot } from 'react-dom/client';
import { readConfig } from './app/config';
import { createContainer } from './app/container';
import { App } from './app/App';
import { TOKENS } from './app/tokens';
import { ConfigErrorPage } from './app/ConfigErrorPage';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = readConfig(import.meta.env);
  if (!config.ok) {
    root.render(<ConfigErrorPage problems={config.problems} />);
    return;
  }
  const container = await createContainer(config.config);
  const session = container.get(TOKENS.Session);
  if (session.start({ pathname: window.location.pathname, search: window.location.search }) === 'reloading') return;
  container.get(TOKENS.Toasts).showPendingFlash();
  root.render(<App container={container} />);
}

void start();
