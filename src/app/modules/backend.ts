import type { Container, ServiceIdentifier } from 'inversify';
import type { HttpClient } from '../../../adapters/http/client';
import type { createFakePorts } from '../../../fakes';
import type { ErrorPolicy } from '../../../domain/session/error-policy';
import type { AppConfig } from '../config';
import { TOKENS } from '../tokens';

/** What an HTTP adapter is built from: the one client (base URL, bearer, timeout) and the live settings. */
export interface LiveBackend {
  readonly http: HttpClient;
  readonly config: Extract<AppConfig, { backend: 'http' }>;
}

/** The in-browser fake backend's ports (fakes/index.ts), seeded once for the whole app. */
export type FakePorts = ReturnType<typeof createFakePorts>;

/**
 * Where one port comes from on each backend. A module names both, so the live build and the
 * demo build bind the same port the same way; neither is fetched until the port's first call.
 */
export interface PortSource<T extends object> {
  /** The live adapter, imported dynamically so a page that never calls the port never downloads it. */
  http(live: LiveBackend): Promise<T>;
  fake(fakes: FakePorts): T;
}

/** The backend in use, as a feature module sees it when it binds its own ports. */
export interface Backend {
  /** The port from the backend in use; its methods wait for the adapter at their first call. */
  port<T extends object>(source: PortSource<T>): T;
}

/**
 * Binds a context's port behind the 401 guard: a session that died ends the same way whichever
 * call found it (spec §8, "401 anywhere"). Use-cases ask for the guarded port.
 */
export function bindPort<T extends object>(container: Container, token: ServiceIdentifier<T>, port: T): void {
  container
    .bind(token)
    .toResolvedValue((errors: ErrorPolicy) => errors.guard(port), [TOKENS.Errors])
    .inSingletonScope();
}
