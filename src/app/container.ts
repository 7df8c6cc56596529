import { Container } from 'inversify';
import { WebCryptoOtpTokenSigner } from '../../adapters/browser/otp-token-signer';
import { systemClock } from '../../adapters/browser/clock';
import { BrowserKeyValueStore, browserTabStore } from '../../adapters/browser/local-store';
import { BrowserPageNavigator } from '../../adapters/browser/page-navigator';
import { BrowserCookieJar } from '../../adapters/browser/cookie-jar';
import { timerDelay } from '../../adapters/browser/delay';
import { BrowserDeviceLocation } from '../../adapters/browser/device-location';
import { CryptoIdGenerator } from '../../adapters/browser/ids';
import { BrowserMediaDevices } from '../../adapters/browser/media-devices';
import { HttpClient } from '../../adapters/http/client';
import { HttpUserApi } from '../../adapters/http/user-api';
import type { AccountApi } from '../../domain/account/ports';
import type { CmsApi } from '../../domain/content/ports';
import type { ConsultationApi, VideoCallPort } from '../../domain/consultations/ports';
import type { PaymentGateway } from '../../domain/payments/ports';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { FamilyApi } from '../../domain/family/ports';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { DeviceLocation, ReverseGeocoder } from '../../domain/places/ports';
import { ErrorPolicy } from '../../domain/session/error-policy';
import type { OtpTokenSigner, PageNavigator, UserApi } from '../../domain/session/ports';
import { Session } from '../../domain/session/session';
import { SignOut } from '../../domain/session/sign-out';
import { Drafts } from '../../domain/shared/drafts';
import { STORAGE_KEYS, type Clock, type CookieJar, type KeyValueStore } from '../../domain/shared/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import type { AppConfig } from './config';
import { deferPort } from './defer-port';
import type { DemoControls } from './demo-controls';
import { FeatureLoader } from './modules';
import { nextTask } from './next-task';
import { ToastCenter } from './toasts';
import { BRAND_NAME } from './brand';
import { TOKENS } from './tokens';

type HttpConfig = Extract<AppConfig, { backend: 'http' }>;

interface Ports {
  userApi: UserApi;
  accountApi: AccountApi;
  cmsApi: CmsApi;
  subscriptionsApi: SubscriptionsApi;
  pharmacyApi: PharmacyApi;
  familyApi: FamilyApi;
  diagnosticsApi: DiagnosticsApi;
  consultationApi: ConsultationApi;
  videoCalls: VideoCallPort<HTMLElement>;
  reverseGeocoder: ReverseGeocoder;
  paymentGateway: PaymentGateway;
  demo: DemoControls | null;
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
 * Here live the shell's services and the ports; each area's use-cases are bound by its feature
 * module (src/app/modules) when a page of that area is first shown.
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
  const ports = fakeAllowed && config.backend === 'fake' ? fakePorts(config.latencyMs, token) : httpPorts(config as HttpConfig, token);

  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Store).toConstantValue(store);
  container.bind(TOKENS.TabStore).toConstantValue(tabStore);
  container.bind(TOKENS.Toasts).toConstantValue(toasts);
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.DemoControls).toConstantValue(ports.demo);
  container.bind(TOKENS.Features).toConstantValue(new FeatureLoader(container));
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.OtpSigner).toConstantValue(new WebCryptoOtpTokenSigner(config.otpAuthKey, systemClock));
  container.bind(TOKENS.Cookies).toConstantValue(cookies);
  container.bind(TOKENS.SignOut).toConstantValue(new SignOut({ store, tabStore, cookies, navigator, notifier: toasts }));
  container.bind(TOKENS.Drafts).toConstantValue(new Drafts(tabStore, token, clock));
  container.bind(TOKENS.Ids).toConstantValue(new CryptoIdGenerator());
  container.bind(TOKENS.Delay).toConstantValue(timerDelay);
  container.bind(TOKENS.DeviceLocation).toConstantValue(overrides.deviceLocation ?? new BrowserDeviceLocation());
  container
    .bind(TOKENS.Errors)
    .toResolvedValue((s: KeyValueStore, t: ToastCenter, signOut: SignOut) => new ErrorPolicy(s, navigator, t, signOut), [TOKENS.Store, TOKENS.Toasts, TOKENS.SignOut])
    .inSingletonScope();
  bindGuardedPorts(container, ports);
  container.bind(TOKENS.PartnerAccountApi).toConstantValue(ports.accountApi);
  container.bind(TOKENS.PaymentGateway).toConstantValue(ports.paymentGateway);
  container.bind(TOKENS.VideoCalls).toConstantValue(ports.videoCalls);
  container.bind(TOKENS.MediaDevices).toConstantValue(new BrowserMediaDevices());
  container
    .bind(TOKENS.Session)
    .toResolvedValue(
      (s: KeyValueStore, userApi: UserApi, errors: ErrorPolicy, t: ToastCenter, signer: OtpTokenSigner, signOut: SignOut) =>
        new Session({ store: s, userApi, unguardedUserApi: ports.userApi, navigator, notifier: t, errors, signOut, signer }),
      [TOKENS.Store, TOKENS.UserApi, TOKENS.Errors, TOKENS.Toasts, TOKENS.OtpSigner, TOKENS.SignOut],
    )
    .inSingletonScope();
  return container;
}

/** Every port behind the 401 guard: a dead session ends the same way whichever call found it. */
function bindGuardedPorts(container: Container, ports: Ports): void {
  const guarded = <T extends object>(port: T) => (errors: ErrorPolicy) => errors.guard(port);
  container.bind(TOKENS.UserApi).toResolvedValue(guarded(ports.userApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.AccountApi).toResolvedValue(guarded(ports.accountApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.CmsApi).toResolvedValue(guarded(ports.cmsApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.SubscriptionsApi).toResolvedValue(guarded(ports.subscriptionsApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.PharmacyApi).toResolvedValue(guarded(ports.pharmacyApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.FamilyApi).toResolvedValue(guarded(ports.familyApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.DiagnosticsApi).toResolvedValue(guarded(ports.diagnosticsApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.ConsultationApi).toResolvedValue(guarded(ports.consultationApi), [TOKENS.Errors]).inSingletonScope();
  container.bind(TOKENS.ReverseGeocoder).toResolvedValue(guarded(ports.reverseGeocoder), [TOKENS.Errors]).inSingletonScope();
}

/**
 * The live backend. Only the user port (the header needs it at once) is in the first chunk;
 * each other adapter arrives with the first call to it, so a first visit downloads none of them.
 */
function httpPorts(config: HttpConfig, token: () => string | null): Ports {
  const http = new HttpClient({ baseUrl: config.apiBaseUrl, token, timeoutMs: config.timeoutMs });
  return {
    userApi: new HttpUserApi(http),
    accountApi: deferPort(() => import('../../adapters/http/account-api').then((m) => new m.HttpAccountApi(http))),
    cmsApi: deferPort(() => import('../../adapters/http/cms-api').then((m) => new m.HttpCmsApi(http))),
    subscriptionsApi: deferPort(() => import('../../adapters/http/subscriptions-api').then((m) => new m.HttpSubscriptionsApi(http))),
    pharmacyApi: deferPort(() =>
      import('../../adapters/http/pharmacy-api').then((m) => new m.HttpPharmacyApi(http, { tenantId: config.tenantId, origin: config.pharmacyOrigin })),
    ),
    familyApi: deferPort(() => import('../../adapters/http/family-api').then((m) => new m.HttpFamilyApi(http))),
    diagnosticsApi: deferPort(() => import('../../adapters/http/diagnostics-api').then((m) => new m.HttpDiagnosticsApi(http))),
    consultationApi: deferPort(() => import('../../adapters/http/consultation-api').then((m) => new m.HttpConsultationApi(http))),
    // The meeting service's room comes from our API; its SDK loads only when a call starts (docs/api.md).
    videoCalls: deferPort(() => import('../../adapters/browser/jitsi-video-call').then((m) => new m.JitsiVideoCall(config.meetingOrigins))),
    reverseGeocoder: deferPort(() => import('../../adapters/http/reverse-geocoder').then((m) => new m.HttpReverseGeocoder(http))),
    // The checkout's key comes from our API with the payment setup, not from the build (docs/api.md).
    paymentGateway: deferPort(() => razorpayGateway(http)),
    demo: null,
  };
}

/** The fake backend, imported only here and only in fake mode. */
function fakePorts(latencyMs: number, token: () => string | null): Ports {
  // Fetched and seeded at the first call, not at start-up: a visitor's landing page makes none,
  // so it paints and settles without the fake backend's weight.
  type FakePorts = Ports & { demo: DemoControls };
  let loading: Promise<FakePorts> | null = null;
  const loaded = (): Promise<FakePorts> => (loading ??= loadFakes());
  const loadFakes = async (): Promise<FakePorts> => {
    // Faker, the fake backend's code and its seed each take a task of their own: together they
    // were the longest task of a demo's first visit.
    await import('../../fakes/faker');
    const fakes = await import('../../fakes');
    await nextTask();
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
    return { ...ports, demo };
  };
  return {
    userApi: deferPort(() => loaded().then((p) => p.userApi)),
    accountApi: deferPort(() => loaded().then((p) => p.accountApi)),
    cmsApi: deferPort(() => loaded().then((p) => p.cmsApi)),
    subscriptionsApi: deferPort(() => loaded().then((p) => p.subscriptionsApi)),
    pharmacyApi: deferPort(() => loaded().then((p) => p.pharmacyApi)),
    familyApi: deferPort(() => loaded().then((p) => p.familyApi)),
    diagnosticsApi: deferPort(() => loaded().then((p) => p.diagnosticsApi)),
    consultationApi: deferPort(() => loaded().then((p) => p.consultationApi)),
    videoCalls: deferPort(() => loaded().then((p) => p.videoCalls)),
    reverseGeocoder: deferPort(() => loaded().then((p) => p.reverseGeocoder)),
    // The demo checkout dialog: under fakes/, so it reaches the bundle only through this dynamic import.
    paymentGateway: deferPort(() => loaded().then((p) => p.paymentGateway)),
    demo: deferPort(() => loaded().then((p) => p.demo)),
  };
}

/** Razorpay for the live backend; a key that cannot be fetched is reported like a script that failed to load. */
async function razorpayGateway(http: HttpClient): Promise<PaymentGateway> {
  const [{ RazorpayGateway }, { HttpPaymentConfig }] = await Promise.all([
    import('../../adapters/browser/razorpay-gateway'),
    import('../../adapters/http/payment-config'),
  ]);
  const config = new HttpPaymentConfig(http);
  return new RazorpayGateway({
    merchantName: BRAND_NAME,
    keyId: async () => {
      const key = await config.razorpayKeyId();
      return key.isOk() ? key.value : null;
    },
  });
}
