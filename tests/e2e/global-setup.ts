import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { FakeBackend } from '../../fakes/backend';
import { createFakeApi } from '../../fakes/server/app';
import { E2E_PORTS, selectedModes } from './ports';
import { serveStatic } from './static-server';

/** Serves the builds (and, for the HTTP mode, the fake API) the run's modes need, once for the whole run. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const modes = selectedModes();
  const servers: Server[] = [];
  if (modes.includes('fake')) servers.push(await serveStatic(path.join(root, 'dist-demo'), E2E_PORTS.demo));
  if (modes.includes('http')) {
    // One handler for the run: the per-peer limits count across requests (POST /__demo/reset empties them).
    const handle = createFakeApi(new FakeBackend());
    const api: Server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve, reject) => {
      api.once('error', reject);
      api.listen(E2E_PORTS.api, '127.0.0.1', () => resolve());
    });
    servers.push(api, await serveStatic(path.join(root, 'dist'), E2E_PORTS.live));
  }
  return async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
}
