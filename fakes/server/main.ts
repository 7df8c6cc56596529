import { createServer } from 'node:http';
import { FakeBackend } from '../backend';
import { createFakeApi } from './app';

/** `npm run api:fake`: the fake store over HTTP on loopback. */
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const backend = new FakeBackend({ latencyMs: Number(process.env.FAKE_LATENCY_MS ?? 0) });
// One handler for the server's life: the per-peer limits count across requests.
const api = createFakeApi(backend, { demoKey: process.env.DEMO_KEY ?? null });
const server = createServer((request, response) => {
  void api(request, response);
});
server.listen(port, host, () => {
  console.log(`Fake API listening on http://${host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
