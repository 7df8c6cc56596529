import { Container } from 'inversify';
import { WebCryptoOtpTokenSigner } from '../../adapters/browser/otp-token-signer';
import { systemClock } from '../../adapters/browser/clock';
import { BrowserKeyValueStore } from '../../adapters/browser/local-store';
import { BrowserPageNavigator } from '../../adapters/browser/page-navigator';
import { HttpClient } from '../../adapters/http/client';
import { HttpUserApi } from '../../adapters/http/user-api';
import { ErrorPolicy, guardUnauthorized } from '../../domain/session/error-policy';
import type { PageNavigator, UserApi } from '../../domain/session/ports';
import { ProfileQueries } from '../../domain/session/profile';
import { Session } from '../../domain/session/session';
import { STORAGE_KEYS, type KeyValueStore } from '../../domain/shared/ports';
import type { AppConfig } from './config';
import { deferPort } from './defer-port';
import type { DemoControls } from './demo-controls';
import { ToastCenter } from './toasts';
import { TOKENS } from './tokens';

type HttpConfig = Extract<AppConfig, { backend: 'http' }>;

interface Ports {
  userApi: UserApi;
  demo: DemoControls | null;
}

export interface ContainerOverrides {
  store?: KeyValueStore;
  navigator?: PageNavigator;
  toasts?: ToastCenter;
}

/**
 * The composition root: the only place that knows which backend is in use. The fake
 * backend (and faker with it) is imported dynamically, so the live build carries none of it.
 */
export async function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Promise<Container> {
  const store = overrides.store ?? new BrowserKeyValueStore();
  const navigator = overrides.navigator ?? new BrowserPageNavigator();
  const toasts = overrides.toasts ?? new ToastCenter();
  const token = () => store.get(STORAGE_KEYS.token);

  // VITE_BACKEND is inlined at build time: in the live build this branch is dead code, so
  // the bundler drops the fakes chunk (and faker) instead of merely never loading it.
  const fakeAllowed = import.meta.env.VITE_BACKEND !== 'http';
  const ports = fakeAllowed && config.backend === 'fake' ? fakePorts(config.latencyMs, token) : httpPorts(config as HttpConfig, token);

  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Store).toConstantValue(store);
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.DemoControls).toConstantValue(ports.demo);
  container
    .bind(TOKENS.Errors)
    .toResolvedValue((s: KeyValueStore, t: ToastCenter) => new ErrorPolicy(s, navigator, t), [TOKENS.Store, TOKENS.Toasts])
    .inSingletonScope();
  container
    .bind(TOKENS.UserApi)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.userApi, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.Session)
    .toResolvedValue(
      (s: KeyValueStore, userApi: UserApi, errors: ErrorPolicy, t: ToastCenter) =>
        new Session({
          store: s,
          userApi,
          navigator,
          notifier: t,
          errors,
          signer: new WebCryptoOtpTokenSigner(config.otpAuthKey, systemClock),
        }),
      [TOKENS.Store, TOKENS.UserApi, TOKENS.Errors, TOKENS.Toasts],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.Profile)
    .toResolvedValue((userApi: UserApi, errors: ErrorPolicy) => new ProfileQueries(userApi, errors), [TOKENS.UserApi, TOKENS.Errors])
    .inSingletonScope();
  return container;
}

function httpPorts(config: HttpConfig, token: () => string | null): Ports {
  const http = new HttpClient({ baseUrl: config.apiBaseUrl, token, timeoutMs: config.timeoutMs });
  return { userApi: new HttpUserApi(http), demo: null };
}

/** The fake backend, imported only here and only in fake mode; it loads while the app paints. */
function fakePorts(latencyMs: number, token: () => string | null): Ports {
  const loaded = import('../../fakes').then(async (fakes) => {
    const backend = await fakes.createFakeBackend({ latencyMs, snapshots: fakes.indexedDbSnapshots('patient-web-demo') });
    const ports = fakes.createFakePorts(backend, token);
    const demo: DemoControls = {
      info: async () => ({
        faultKinds: fakes.FAULT_KINDS,
        demoOtp: fakes.DEMO_OTP,
        demoAccounts: [
          { label: 'Care Plus member', mobileNumber: fakes.DEMO_ACCOUNTS.subscriber.mobileNumber },
          { label: 'Patient', mobileNumber: fakes.DEMO_ACCOUNTS.patient.mobileNumber },
          { label: 'Corporate employee', mobileNumber: fakes.DEMO_ACCOUNTS.corporate.mobileNumber },
        ],
      }),
      reset: () => backend.reset(),
      injectFault: async (kind, count) => {
        const known = fakes.FAULT_KINDS.find((k) => k === kind);
        if (known) backend.injectFault(known, count);
      },
      clearFault: async () => backend.clearFault(),
      latencyMs: async () => backend.latencyMs,
      setLatency: async (ms) => {
        backend.latencyMs = ms;
      },
    };
    return { userApi: ports.userApi, demo };
  });
  return { userApi: deferPort(loaded.then((p) => p.userApi)), demo: deferPort(loaded.then((p) => p.demo)) };
}
