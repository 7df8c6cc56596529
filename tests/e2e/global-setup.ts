import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { FakeBackend } from '../../fakes/backend';
import { createFakeApi } from '../../fakes/server/app';
import { E2E_PORTS } from './ports';
import { serveStatic } from './static-server';

/** Serves both builds and the fake API once for the whole end-to-end run. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const backend = new FakeBackend();
  const api: Server = createServer((request, response) => void createFakeApi(backend)(request, response));
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(E2E_PORTS.api, '127.0.0.1', () => resolve());
  });
  const demo = await serveStatic(path.join(root, 'dist-demo'), E2E_PORTS.demo);
  const live = await serveStatic(path.join(root, 'dist'), E2E_PORTS.live);
  return async () => {
    for (const server of [api, demo, live]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
}
