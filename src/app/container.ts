import { Container } from 'inversify';
import { WebCryptoOtpTokenSigner } from '../../adapters/browser/otp-token-signer';
import { systemClock } from '../../adapters/browser/clock';
import { BrowserKeyValueStore } from '../../adapters/browser/local-store';
import { BrowserPageNavigator } from '../../adapters/browser/page-navigator';
import { BrowserCookieJar } from '../../adapters/browser/cookie-jar';
import { timerDelay } from '../../adapters/browser/delay';
import { BrowserDeviceLocation } from '../../adapters/browser/device-location';
import { CryptoIdGenerator } from '../../adapters/browser/ids';
import { RazorpayGateway } from '../../adapters/browser/razorpay-gateway';
import { HttpPaymentConfig } from '../../adapters/http/payment-config';
import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import { HttpReverseGeocoder } from '../../adapters/http/reverse-geocoder';
import { AddressBook } from '../../domain/pharmacy/address-book';
import { BuyAgain } from '../../domain/pharmacy/buy-again';
import { CartCheckout } from '../../domain/pharmacy/cart-checkout';
import { MedicineOrders } from '../../domain/pharmacy/order-tracking';
import { MedicineOrdering } from '../../domain/pharmacy/ordering';
import { PrescriptionLibrary } from '../../domain/pharmacy/prescriptions';
import { Checkout, type Delay } from '../../domain/payments/checkout';
import { CartService } from '../../domain/pharmacy/cart';
import { keepCartWithSession } from '../../domain/pharmacy/cart-session';
import { DeliveryPincode } from '../../domain/pharmacy/delivery-pincode';
import { MedicineDetails } from '../../domain/pharmacy/medicine-details';
import { MedicineSearch } from '../../domain/pharmacy/search';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { PaymentGateway } from '../../domain/payments/ports';
import type { DeviceLocation, ReverseGeocoder } from '../../domain/places/ports';
import type { CookieJar, IdGenerator } from '../../domain/shared/ports';
import { HttpAccountApi } from '../../adapters/http/account-api';
import { HttpClient } from '../../adapters/http/client';
import { HttpCmsApi } from '../../adapters/http/cms-api';
import { HttpSubscriptionsApi } from '../../adapters/http/subscriptions-api';
import { HttpUserApi } from '../../adapters/http/user-api';
import { AccountDeletion } from '../../domain/account/account-deletion';
import { AccountSettings } from '../../domain/account/account-settings';
import { ContactUs } from '../../domain/account/contact-us';
import type { AccountApi } from '../../domain/account/ports';
import { ProfileEditing } from '../../domain/account/profile-editing';
import type { CmsApi } from '../../domain/content/ports';
import { PolicyDocuments } from '../../domain/content/policy';
import { ErrorPolicy, guardUnauthorized } from '../../domain/session/error-policy';
import { MobileVerification } from '../../domain/session/mobile-verification';
import { OtpVerification } from '../../domain/session/otp-verification';
import { PasswordRecovery } from '../../domain/session/password-recovery';
import { PendingVerification } from '../../domain/session/pending-verification';
import { PatientRegistration } from '../../domain/session/registration';
import { SignIn } from '../../domain/session/sign-in';
import type { OtpTokenSigner, PageNavigator, UserApi } from '../../domain/session/ports';
import { ProfileQueries } from '../../domain/session/profile';
import { Session } from '../../domain/session/session';
import { SsoSignIn } from '../../domain/session/sso';
import { STORAGE_KEYS, type Clock, type KeyValueStore } from '../../domain/shared/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import { SubscriptionPlans } from '../../domain/subscriptions/plans';
import type { AppConfig } from './config';
import { deferPort } from './defer-port';
import type { DemoControls } from './demo-controls';
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
  reverseGeocoder: ReverseGeocoder;
  paymentGateway: PaymentGateway;
  demo: DemoControls | null;
}

export interface ContainerOverrides {
  store?: KeyValueStore;
  navigator?: PageNavigator;
  toasts?: ToastCenter;
  cookies?: CookieJar;
  deviceLocation?: DeviceLocation;
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
    .bind(TOKENS.AccountApi)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.accountApi, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.CmsApi)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.cmsApi, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.SubscriptionsApi)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.subscriptionsApi, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  // Pharmacy and checkout ports (issue 5): the fake or live implementation picked above.
  container
    .bind(TOKENS.PharmacyApi)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.pharmacyApi, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.ReverseGeocoder)
    .toResolvedValue((errors: ErrorPolicy) => guardUnauthorized(ports.reverseGeocoder, () => errors.endSession()), [TOKENS.Errors])
    .inSingletonScope();
  container.bind(TOKENS.PaymentGateway).toConstantValue(ports.paymentGateway);
  container.bind(TOKENS.Cookies).toConstantValue(overrides.cookies ?? new BrowserCookieJar());
  container.bind(TOKENS.Ids).toConstantValue(new CryptoIdGenerator());
  container.bind(TOKENS.Delay).toConstantValue(timerDelay);
  container.bind(TOKENS.DeviceLocation).toConstantValue(overrides.deviceLocation ?? new BrowserDeviceLocation());
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
  // Account use-cases (issue 4): profile, settings, deletion, contact.
  container.bind(TOKENS.Clock).toConstantValue(systemClock);
  container
    .bind(TOKENS.ProfileEditing)
    .toResolvedValue(
      (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, clock: Clock, session: Session) =>
        new ProfileEditing({ accountApi, userApi, errors, clock, header: session }),
      [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Clock, TOKENS.Session],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.AccountSettings)
    .toResolvedValue(
      (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy) => new AccountSettings({ accountApi, userApi, errors }),
      [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.AccountDeletion)
    .toResolvedValue(
      (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, t: ToastCenter) =>
        new AccountDeletion({ accountApi, userApi, errors, notifier: t }),
      [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Toasts],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.ContactUs)
    .toResolvedValue(
      (accountApi: AccountApi, userApi: UserApi, errors: ErrorPolicy, s: KeyValueStore) => new ContactUs({ accountApi, userApi, errors, store: s }),
      [TOKENS.AccountApi, TOKENS.UserApi, TOKENS.Errors, TOKENS.Store],
    )
    .inSingletonScope();
  // Content, plans and SSO entry (issue 4).
  container
    .bind(TOKENS.PolicyDocuments)
    .toResolvedValue((cms: CmsApi) => new PolicyDocuments(cms), [TOKENS.CmsApi])
    .inSingletonScope();
  container
    .bind(TOKENS.SubscriptionPlans)
    .toResolvedValue((plans: SubscriptionsApi) => new SubscriptionPlans(plans), [TOKENS.SubscriptionsApi])
    .inSingletonScope();
  container
    .bind(TOKENS.SsoSignIn)
    // The unguarded port: a 401 from POST /sso/validate says the partner's token is bad, not
    // that our session ended, so it must reach the SSO error page instead of a wipe and reload.
    .toResolvedValue((session: Session) => new SsoSignIn(ports.accountApi, session), [TOKENS.Session])
    .inSingletonScope();
  // Sign-in, registration, OTP screens and password recovery (issue 4).
  bindAuthFlows(container, new WebCryptoOtpTokenSigner(config.otpAuthKey, systemClock));
  bindMedicineShopping(container);
  bindMedicineOrdering(container, navigator);
  return container;
}

/**
 * Medicine search, the medicine page and the cart (issue 5). The cart is one for the app:
 * the header badge, the pages and the cart page share it; it loads once the session's
 * header is ready (so the badge survives a reload) and is forgotten at the end of a session.
 */
function bindMedicineShopping(container: Container): void {
  container
    .bind(TOKENS.MedicineSearch)
    .toResolvedValue((api: PharmacyApi, s: KeyValueStore) => new MedicineSearch(api, s), [TOKENS.PharmacyApi, TOKENS.Store])
    .inSingletonScope();
  container
    .bind(TOKENS.DeliveryPincode)
    .toResolvedValue((s: KeyValueStore) => new DeliveryPincode(s), [TOKENS.Store])
    .inSingletonScope();
  container
    .bind(TOKENS.MedicineDetails)
    .toResolvedValue((api: PharmacyApi, s: KeyValueStore, errors: ErrorPolicy) => new MedicineDetails(api, s, errors), [
      TOKENS.PharmacyApi,
      TOKENS.Store,
      TOKENS.Errors,
    ])
    .inSingletonScope();
  container
    .bind(TOKENS.BuyAgain)
    .toResolvedValue((api: PharmacyApi, errors: ErrorPolicy) => new BuyAgain(api, errors), [TOKENS.PharmacyApi, TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.Cart)
    .toResolvedValue(
      (api: PharmacyApi, t: ToastCenter, errors: ErrorPolicy, cookies: CookieJar, session: Session) => {
        const cart = new CartService({ api, notifier: t, errors, cookies, header$: session.header$ });
        keepCartWithSession(cart, session.header$);
        return cart;
      },
      [TOKENS.PharmacyApi, TOKENS.Toasts, TOKENS.Errors, TOKENS.Cookies, TOKENS.Session],
    )
    .inSingletonScope();
}

/**
 * Checkout, payment, addresses, prescriptions and orders (issue 5). The Checkout is the one
 * payment flow of the product; consultations, lab tests and subscriptions will reuse it.
 */
function bindMedicineOrdering(container: Container, navigator: PageNavigator): void {
  container
    .bind(TOKENS.Checkout)
    .toResolvedValue((gateway: PaymentGateway, cookies: CookieJar, delay: Delay) => new Checkout(gateway, cookies, navigator, delay), [
      TOKENS.PaymentGateway,
      TOKENS.Cookies,
      TOKENS.Delay,
    ])
    .inSingletonScope();
  container
    .bind(TOKENS.Ordering)
    .toResolvedValue((api: PharmacyApi, checkout: Checkout, ids: IdGenerator, errors: ErrorPolicy) => new MedicineOrdering(api, checkout, ids, errors), [
      TOKENS.PharmacyApi,
      TOKENS.Checkout,
      TOKENS.Ids,
      TOKENS.Errors,
    ])
    .inSingletonScope();
  container
    .bind(TOKENS.CartCheckout)
    .toResolvedValue((api: PharmacyApi, errors: ErrorPolicy) => new CartCheckout(api, errors), [TOKENS.PharmacyApi, TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.AddressBook)
    .toResolvedValue(
      (api: PharmacyApi, errors: ErrorPolicy, pincodes: AccountApi, location: DeviceLocation, geocoder: ReverseGeocoder) =>
        new AddressBook({ api, errors, pincodes, location, geocoder }),
      [TOKENS.PharmacyApi, TOKENS.Errors, TOKENS.AccountApi, TOKENS.DeviceLocation, TOKENS.ReverseGeocoder],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.Prescriptions)
    .toResolvedValue((api: PharmacyApi, errors: ErrorPolicy) => new PrescriptionLibrary(api, errors), [TOKENS.PharmacyApi, TOKENS.Errors])
    .inSingletonScope();
  container
    .bind(TOKENS.MedicineOrders)
    .toResolvedValue((api: PharmacyApi, errors: ErrorPolicy) => new MedicineOrders(api, errors), [TOKENS.PharmacyApi, TOKENS.Errors])
    .inSingletonScope();
}

/** The auth use-cases share one in-memory PendingVerification: the number never leaves memory. */
function bindAuthFlows(container: Container, signer: OtpTokenSigner): void {
  container.bind(TOKENS.PendingVerification).toConstantValue(new PendingVerification());
  container
    .bind(TOKENS.SignIn)
    .toResolvedValue(
      (session: Session, userApi: UserApi, accountApi: AccountApi, pending: PendingVerification, clock: Clock) =>
        new SignIn({ session, userApi, accountApi, pending, clock }),
      [TOKENS.Session, TOKENS.UserApi, TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.Registration)
    .toResolvedValue(
      (accountApi: AccountApi, pending: PendingVerification, clock: Clock) => new PatientRegistration({ accountApi, signer, pending, clock }),
      [TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.PasswordRecovery)
    .toResolvedValue(
      (accountApi: AccountApi, pending: PendingVerification, clock: Clock) => new PasswordRecovery({ accountApi, signer, pending, clock }),
      [TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.MobileVerification)
    .toResolvedValue(
      (accountApi: AccountApi, pending: PendingVerification, clock: Clock) => new MobileVerification({ accountApi, pending, clock }),
      [TOKENS.AccountApi, TOKENS.PendingVerification, TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.OtpVerification)
    .toResolvedValue(
      (
        pending: PendingVerification,
        session: Session,
        signIn: SignIn,
        accountApi: AccountApi,
        registration: PatientRegistration,
        recovery: PasswordRecovery,
        mobileVerification: MobileVerification,
        clock: Clock,
      ) => new OtpVerification({ pending, session, signIn, accountApi, registration, recovery, mobileVerification, clock }),
      [
        TOKENS.PendingVerification,
        TOKENS.Session,
        TOKENS.SignIn,
        TOKENS.AccountApi,
        TOKENS.Registration,
        TOKENS.PasswordRecovery,
        TOKENS.MobileVerification,
        TOKENS.Clock,
      ],
    )
    .inSingletonScope();
}

function httpPorts(config: HttpConfig, token: () => string | null): Ports {
  const http = new HttpClient({ baseUrl: config.apiBaseUrl, token, timeoutMs: config.timeoutMs });
  return {
    userApi: new HttpUserApi(http),
    accountApi: new HttpAccountApi(http),
    cmsApi: new HttpCmsApi(http),
    subscriptionsApi: new HttpSubscriptionsApi(http),
    pharmacyApi: new HttpPharmacyApi(http, { tenantId: config.tenantId, origin: config.pharmacyOrigin }),
    reverseGeocoder: new HttpReverseGeocoder(http),
    // The checkout's key comes from our API with the payment setup, not from the build (docs/api.md).
    paymentGateway: paymentGateway(new HttpPaymentConfig(http)),
    demo: null,
  };
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
    return { ...ports, demo };
  });
  return {
    userApi: deferPort(loaded.then((p) => p.userApi)),
    accountApi: deferPort(loaded.then((p) => p.accountApi)),
    cmsApi: deferPort(loaded.then((p) => p.cmsApi)),
    subscriptionsApi: deferPort(loaded.then((p) => p.subscriptionsApi)),
    pharmacyApi: deferPort(loaded.then((p) => p.pharmacyApi)),
    reverseGeocoder: deferPort(loaded.then((p) => p.reverseGeocoder)),
    // The demo checkout dialog: under fakes/, so it reaches the bundle only through this dynamic import.
    paymentGateway: deferPort(loaded.then((p) => p.paymentGateway)),
    demo: deferPort(loaded.then((p) => p.demo)),
  };
}

/** Razorpay for the live backend; a key that cannot be fetched is reported like a script that failed to load. */
function paymentGateway(config: HttpPaymentConfig): PaymentGateway {
  return new RazorpayGateway({
    merchantName: BRAND_NAME,
    keyId: async () => {
      const key = await config.razorpayKeyId();
      return key.isOk() ? key.value : null;
    },
  });
}
