import { Container } from 'inversify';
import { systemClock } from '../../adapters/browser/clock';
import { BrowserKeyValueStore, browserTabStore } from '../../adapters/browser/local-store';
import { BrowserPageNavigator } from '../../adapters/browser/page-navigator';
import { BrowserCookieJar } from '../../adapters/browser/cookie-jar';
import { timerDelay } from '../../adapters/browser/delay';
import { CryptoIdGenerator } from '../../adapters/browser/ids';
import type { DeviceLocation } from '../../domain/places/ports';
import { ErrorPolicy } from '../../domain/session/error-policy';
import type { OtpTokenSigner, PageNavigator, UserApi } from '../../domain/session/ports';
import { Session } from '../../domain/session/session';
import { SignOut } from '../../domain/session/sign-out';
import { Drafts } from '../../domain/shared/drafts';
import { STORAGE_KEYS, type Clock, type CookieJar, type KeyValueStore } from '../../domain/shared/ports';
import type { AppConfig } from './config';
import { deferPort } from './defer-port';
import type { DemoControls } from './demo-controls';
import { FeatureLoader } from './modules';
import { bindPort, type Backend, type FakePorts, type LiveBackend } from './modules/backend';
import { nextTask } from './next-task';
import { ToastCenter } from './toasts';
import { TOKENS } from './tokens';

type HttpConfig = Extract<AppConfig, { backend: 'http' }>;

/** The shell's own ports (the header reads the user port at once) and the backend the feature modules bind theirs from. */
interface ShellPorts {
  userApi: UserApi;
  demo: DemoControls | null;
  backend: Backend;
}

export interface ContainerOverrides {
  store?: KeyValueStore;
  tabStore?: KeyValueStore;
  navigator?: PageNavigator;
  toasts?: ToastCenter;
  cookies?: CookieJar;
  deviceLocation?: DeviceLocation;
  clock?: Clock;
}

/**
 * The composition root: the only place that knows which backend is in use. The fake
 * backend (and faker with it) is imported dynamically, so the live build carries none of it.
 * Here live the shell's services and the user port; each area's ports and use-cases are bound by
 * its feature module (src/app/modules/<area>/module.ts) when a page of that area is first shown.
 */
export async function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Promise<Container> {
  const store = overrides.store ?? new BrowserKeyValueStore();
  const tabStore = overrides.tabStore ?? browserTabStore();
  const cookies = overrides.cookies ?? new BrowserCookieJar();
  const clock = overrides.clock ?? systemClock;
  const navigator = overrides.navigator ?? new BrowserPageNavigator();
  const toasts = overrides.toasts ?? new ToastCenter();
  const token = () => store.get(STORAGE_KEYS.token);

  // VITE_BACKEND is inlined at build time: in the live build this branch is dead code, so
  // the bundler drops the fakes chunk (and faker) instead of merely never loading it.
  const fakeAllowed = import.meta.env.VITE_BACKEND !== 'http';
  const ports = fakeAllowed && config.backend === 'fake' ? fakeBackend(config.latencyMs, token) : httpBackend(config as HttpConfig, token);

  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Store).toConstantValue(store);
  container.bind(TOKENS.TabStore).toConstantValue(tabStore);
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.DemoControls).toConstantValue(ports.demo);
  container.bind(TOKENS.Features).toConstantValue(new FeatureLoader(container, ports.backend));
  container.bind(TOKENS.Clock).toConstantValue(clock);
  // Adapters only a few pages use (OTP sign-in, "use my location") arrive with their first call.
  container
    .bind(TOKENS.OtpSigner)
    .toConstantValue(deferPort<OtpTokenSigner>(async () => new (await import('../../adapters/browser/otp-token-signer')).WebCryptoOtpTokenSigner(config.otpAuthKey, systemClock)));
  container.bind(TOKENS.Cookies).toConstantValue(cookies);
  container.bind(TOKENS.SignOut).toConstantValue(new SignOut({ store, tabStore, cookies, navigator, notifier: toasts }));
  container.bind(TOKENS.Drafts).toConstantValue(new Drafts(tabStore, token, clock));
  container.bind(TOKENS.Ids).toConstantValue(new CryptoIdGenerator());
  container.bind(TOKENS.Delay).toConstantValue(timerDelay);
  container
    .bind(TOKENS.DeviceLocation)
    .toConstantValue(overrides.deviceLocation ?? deferPort<DeviceLocation>(async () => new (await import('../../adapters/browser/device-location')).BrowserDeviceLocation()));
  container
    .bind(TOKENS.Errors)
    .toResolvedValue((s: KeyValueStore, t: ToastCenter, signOut: SignOut) => new ErrorPolicy(s, navigator, t, signOut), [TOKENS.Store, TOKENS.Toasts, TOKENS.SignOut])
    .inSingletonScope();
  bindPort(container, TOKENS.UserApi, ports.userApi);
  container
    .bind(TOKENS.Session)
    .toResolvedValue(
      (s: KeyValueStore, userApi: UserApi, errors: ErrorPolicy, t: ToastCenter, signer: OtpTokenSigner, signOut: SignOut, drafts: Drafts) =>
        new Session({ store: s, userApi, unguardedUserApi: ports.userApi, navigator, notifier: t, errors, signOut, signer, drafts }),
      [TOKENS.Store, TOKENS.UserApi, TOKENS.Errors, TOKENS.Toasts, TOKENS.OtpSigner, TOKENS.SignOut, TOKENS.Drafts],
    )
    .inSingletonScope();
  return container;
}

/**
 * The live backend. Every adapter, the user port's and the HTTP client among them, arrives with
 * the first call to it (see the modules' PortSource): a visitor's first visit makes none.
 */
function httpBackend(config: HttpConfig, token: () => string | null): ShellPorts {
  let client: Promise<LiveBackend> | null = null;
  const live = () =>
    (client ??= import('../../adapters/http/client').then(({ HttpClient }) => ({
      http: new HttpClient({ baseUrl: config.apiBaseUrl, token, timeoutMs: config.timeoutMs }),
      config,
    })));
  return {
    userApi: deferPort<UserApi>(async () => new (await import('../../adapters/http/user-api')).HttpUserApi((await live()).http)),
    demo: null,
    backend: { port: (source) => deferPort(async () => source.http(await live())) },
  };
}

/** The fake backend, imported only here and only in fake mode. */
function fakeBackend(latencyMs: number, token: () => string | null): ShellPorts {
  // Fetched and seeded at the first call, not at start-up: a visitor's landing page makes none,
  // so it paints and settles without the fake backend's weight.
  let loading: Promise<FakePorts & { demo: DemoControls }> | null = null;
  const loaded = () => (loading ??= loadFakes());
  const loadFakes = async () => {
    // Faker, the fake backend's code and its seed each take a task of their own: together they
    // were the longest task of a demo's first visit.
    await import('../../fakes/faker');
    const fakes = await import('../../fakes');
    await nextTask();
    const backend = await fakes.createFakeBackend({ latencyMs, snapshots: fakes.indexedDbSnapshots('patient-web-demo') });
    const demo: DemoControls = {
      info: async () => ({
        faultKinds: fakes.FAULT_KINDS,
        demoOtp: fakes.DEMO_OTP,
        demoAccounts: [
          { label: 'Care Plus member', mobileNumber: fakes.DEMO_ACCOUNTS.subscriber.mobileNumber },
          { label: 'Patient', mobileNumber: fakes.DEMO_ACCOUNTS.patient.mobileNumber },
          { label: 'Corporate employee', mobileNumber: fakes.DEMO_ACCOUNTS.corporate.mobileNumber },
        ],
        demoAlertPath: `/verify/crashtest/${fakes.DEMO_ALERT_TOKENS.fall}`,
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
    return { ...fakes.createFakePorts(backend, token), demo };
  };
  return {
    userApi: deferPort(() => loaded().then((p) => p.userApi)),
    demo: deferPort(() => loaded().then((p) => p.demo)),
    backend: { port: (source) => deferPort(() => loaded().then(source.fake)) },
  };
}
