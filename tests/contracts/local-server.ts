import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeBackend } from '../../fakes/backend';
import { createFakeApi, type FakeApiOptions } from '../../fakes/server/app';

export interface LocalServer {
  server: Server;
  /** http://127.0.0.1:<random port> */
  baseUrl: string;
  close(): Promise<void>;
}

/** The local fake server over `backend`, on a random loopback port. */
export async function startLocalServer(backend: FakeBackend, options: FakeApiOptions = {}): Promise<LocalServer> {
  const server = createServer(createFakeApi(backend, options));
  // Client and server share this process's event loop: a client that holds it for seconds (the
  // base64 of a 10 MB upload) must not then send on a pooled connection the server's idle timer,
  // overdue, closes under it (ECONNRESET). A real server is on another machine.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      // A request held open by a 'timeout' fault would otherwise keep close() waiting.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
