import type { ServiceIdentifier } from 'inversify';
import type { AccountApi } from '../../domain/account/ports';
import type { AccountDeletion } from '../../domain/account/account-deletion';
import type { AccountSettings } from '../../domain/account/account-settings';
import type { ContactUs } from '../../domain/account/contact-us';
import type { ProfileEditing } from '../../domain/account/profile-editing';
import type { CmsApi } from '../../domain/content/ports';
import type { PolicyDocuments } from '../../domain/content/policy';
import type { BuyAgain } from '../../domain/pharmacy/buy-again';
import type { AddressBook } from '../../domain/pharmacy/address-book';
import type { CartService } from '../../domain/pharmacy/cart';
import type { CartCheckout } from '../../domain/pharmacy/cart-checkout';
import type { DeliveryPincode } from '../../domain/pharmacy/delivery-pincode';
import type { MedicineDetails } from '../../domain/pharmacy/medicine-details';
import type { MedicineOrders } from '../../domain/pharmacy/order-tracking';
import type { MedicineOrdering } from '../../domain/pharmacy/ordering';
import type { PrescriptionLibrary } from '../../domain/pharmacy/prescriptions';
import type { MedicineSearch } from '../../domain/pharmacy/search';
import type { Checkout } from '../../domain/payments/checkout';
import type { ErrorPolicy } from '../../domain/session/error-policy';
import type { MobileVerification } from '../../domain/session/mobile-verification';
import type { OtpVerification } from '../../domain/session/otp-verification';
import type { PasswordRecovery } from '../../domain/session/password-recovery';
import type { PendingVerification } from '../../domain/session/pending-verification';
import type { PatientRegistration } from '../../domain/session/registration';
import type { SignIn } from '../../domain/session/sign-in';
import type { ProfileQueries } from '../../domain/session/profile';
import type { Session } from '../../domain/session/session';
import type { SignOut } from '../../domain/session/sign-out';
import type { SsoSignIn } from '../../domain/session/sso';
import type { Drafts } from '../../domain/shared/drafts';
import type { QueryCache } from '../../domain/shared/query';
import type { OtpTokenSigner, PageNavigator, UserApi } from '../../domain/session/ports';
import type { Clock, CookieJar, IdGenerator, KeyValueStore } from '../../domain/shared/ports';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { Delay } from '../../domain/payments/checkout';
import type { PaymentGateway } from '../../domain/payments/ports';
import type { DeviceLocation, ReverseGeocoder } from '../../domain/places/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import type { SubscriptionPlans } from '../../domain/subscriptions/plans';
import type { MySubscription } from '../../domain/subscriptions/my-subscription';
import type { FamilyApi } from '../../domain/family/ports';
import type { DiagnosticCartService } from '../../domain/diagnostics/cart';
import type { HomeCollection } from '../../domain/diagnostics/home-collection';
import type { DiagnosticOrdering, DiagnosticOrders } from '../../domain/diagnostics/ordering';
import type { LabFinder } from '../../domain/diagnostics/labs';
import type { LabOffers, PackagePicks } from '../../domain/diagnostics/packages';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { CollectionZipcode, LabTestDetails, LabTestSearch } from '../../domain/diagnostics/search';
import type { FamilyMembers } from '../../domain/family/family-members';
import type { FamilyTreeWebView } from '../../domain/family/family-tree';
import type { ConsultationBooking } from '../../domain/consultations/booking';
import type { CallBackRequests } from '../../domain/consultations/call-back';
import type { ConsultationCatalogue } from '../../domain/consultations/catalogue';
import type { MyConsultations } from '../../domain/consultations/my-consultations';
import type { ConsultationApi, MediaDevicesPort, VideoCallPort } from '../../domain/consultations/ports';
import type { VideoConsultation } from '../../domain/consultations/video-call';
import type { AppConfig } from './config';
import type { DemoControls } from './demo-controls';
import type { FeatureLoader } from './modules';
import type { ToastCenter } from './toasts';

/** What components may ask the container for: use-cases and shell services, never adapters. */
export const TOKENS = {
  Config: Symbol('Config') as ServiceIdentifier<AppConfig>,
  Store: Symbol('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  /** The tab's session storage, which drafts use. */
  TabStore: Symbol('TabStore') as ServiceIdentifier<KeyValueStore>,
  SignOut: Symbol('SignOut') as ServiceIdentifier<SignOut>,
  Drafts: Symbol('Drafts') as ServiceIdentifier<Drafts>,
  /** The session's server data, kept for revisits (domain/shared/query.ts). */
  Queries: Symbol('QueryCache') as ServiceIdentifier<QueryCache>,
  Toasts: Symbol('ToastCenter') as ServiceIdentifier<ToastCenter>,
  Errors: Symbol('ErrorPolicy') as ServiceIdentifier<ErrorPolicy>,
  UserApi: Symbol('UserApi') as ServiceIdentifier<UserApi>,
  AccountApi: Symbol('AccountApi') as ServiceIdentifier<AccountApi>,
  CmsApi: Symbol('CmsApi') as ServiceIdentifier<CmsApi>,
  SubscriptionsApi: Symbol('SubscriptionsApi') as ServiceIdentifier<SubscriptionsApi>,
  Session: Symbol('Session') as ServiceIdentifier<Session>,
  Profile: Symbol('ProfileQueries') as ServiceIdentifier<ProfileQueries>,
  Clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ProfileEditing: Symbol('ProfileEditing') as ServiceIdentifier<ProfileEditing>,
  AccountSettings: Symbol('AccountSettings') as ServiceIdentifier<AccountSettings>,
  AccountDeletion: Symbol('AccountDeletion') as ServiceIdentifier<AccountDeletion>,
  ContactUs: Symbol('ContactUs') as ServiceIdentifier<ContactUs>,
  PolicyDocuments: Symbol('PolicyDocuments') as ServiceIdentifier<PolicyDocuments>,
  SubscriptionPlans: Symbol('SubscriptionPlans') as ServiceIdentifier<SubscriptionPlans>,
  SsoSignIn: Symbol('SsoSignIn') as ServiceIdentifier<SsoSignIn>,
  PendingVerification: Symbol('PendingVerification') as ServiceIdentifier<PendingVerification>,
  SignIn: Symbol('SignIn') as ServiceIdentifier<SignIn>,
  Registration: Symbol('PatientRegistration') as ServiceIdentifier<PatientRegistration>,
  PasswordRecovery: Symbol('PasswordRecovery') as ServiceIdentifier<PasswordRecovery>,
  MobileVerification: Symbol('MobileVerification') as ServiceIdentifier<MobileVerification>,
  OtpVerification: Symbol('OtpVerification') as ServiceIdentifier<OtpVerification>,
  DemoControls: Symbol('DemoControls') as ServiceIdentifier<DemoControls | null>,
  // Medicines: search, the medicine page and the cart (issue 5).
  MedicineSearch: Symbol('MedicineSearch') as ServiceIdentifier<MedicineSearch>,
  DeliveryPincode: Symbol('DeliveryPincode') as ServiceIdentifier<DeliveryPincode>,
  MedicineDetails: Symbol('MedicineDetails') as ServiceIdentifier<MedicineDetails>,
  BuyAgain: Symbol('BuyAgain') as ServiceIdentifier<BuyAgain>,
  Cart: Symbol('CartService') as ServiceIdentifier<CartService>,
  // Medicines: checkout, payment, addresses, prescriptions and orders (issue 5).
  Ordering: Symbol('MedicineOrdering') as ServiceIdentifier<MedicineOrdering>,
  Checkout: Symbol('Checkout') as ServiceIdentifier<Checkout>,
  CartCheckout: Symbol('CartCheckout') as ServiceIdentifier<CartCheckout>,
  AddressBook: Symbol('AddressBook') as ServiceIdentifier<AddressBook>,
  Prescriptions: Symbol('PrescriptionLibrary') as ServiceIdentifier<PrescriptionLibrary>,
  MedicineOrders: Symbol('MedicineOrders') as ServiceIdentifier<MedicineOrders>,
  // Family members (shared by consultations and diagnostics): the use-case, and its port for bindings only.
  FamilyMembers: Symbol('FamilyMembers') as ServiceIdentifier<FamilyMembers>,
  FamilyTree: Symbol('FamilyTreeWebView') as ServiceIdentifier<FamilyTreeWebView>,
  FamilyApi: Symbol('FamilyApi') as ServiceIdentifier<FamilyApi>,
  // Ports of the pharmacy and checkout (issue 5): for use-case bindings in the container, not for components.
  PharmacyApi: Symbol('PharmacyApi') as ServiceIdentifier<PharmacyApi>,
  PaymentGateway: Symbol('PaymentGateway') as ServiceIdentifier<PaymentGateway>,
  Cookies: Symbol('CookieJar') as ServiceIdentifier<CookieJar>,
  Ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  Delay: Symbol('Delay') as ServiceIdentifier<Delay>,
  ReverseGeocoder: Symbol('ReverseGeocoder') as ServiceIdentifier<ReverseGeocoder>,
  DeviceLocation: Symbol('DeviceLocation') as ServiceIdentifier<DeviceLocation>,
  // The composition's own services, for feature modules (src/app/modules), not for components.
  Features: Symbol('FeatureLoader') as ServiceIdentifier<FeatureLoader>,
  Navigator: Symbol('PageNavigator') as ServiceIdentifier<PageNavigator>,
  OtpSigner: Symbol('OtpTokenSigner') as ServiceIdentifier<OtpTokenSigner>,
  /** AccountApi without the 401 guard: SSO validation's 401 is about the partner's token, not our session. */
  PartnerAccountApi: Symbol('PartnerAccountApi') as ServiceIdentifier<AccountApi>,
  // Lab tests: search, the test page, the cart, home collection and orders (issue 6).
  DiagnosticsApi: Symbol('DiagnosticsApi') as ServiceIdentifier<DiagnosticsApi>,
  CollectionZipcode: Symbol('CollectionZipcode') as ServiceIdentifier<CollectionZipcode>,
  LabTestSearch: Symbol('LabTestSearch') as ServiceIdentifier<LabTestSearch>,
  LabTestDetails: Symbol('LabTestDetails') as ServiceIdentifier<LabTestDetails>,
  DiagnosticCart: Symbol('DiagnosticCartService') as ServiceIdentifier<DiagnosticCartService>,
  HomeCollection: Symbol('HomeCollection') as ServiceIdentifier<HomeCollection>,
  DiagnosticOrdering: Symbol('DiagnosticOrdering') as ServiceIdentifier<DiagnosticOrdering>,
  DiagnosticOrders: Symbol('DiagnosticOrders') as ServiceIdentifier<DiagnosticOrders>,
  LabFinder: Symbol('LabFinder') as ServiceIdentifier<LabFinder>,
  LabOffers: Symbol('LabOffers') as ServiceIdentifier<LabOffers>,
  PackagePicks: Symbol('PackagePicks') as ServiceIdentifier<PackagePicks>,
  // Consultations: doctors, booking, My Consultations and the video call (issue 7).
  ConsultationApi: Symbol('ConsultationApi') as ServiceIdentifier<ConsultationApi>,
  MediaDevices: Symbol('MediaDevices') as ServiceIdentifier<MediaDevicesPort<MediaStream>>,
  VideoCalls: Symbol('VideoCalls') as ServiceIdentifier<VideoCallPort<HTMLElement>>,
  ConsultationCatalogue: Symbol('ConsultationCatalogue') as ServiceIdentifier<ConsultationCatalogue>,
  ConsultationBooking: Symbol('ConsultationBooking') as ServiceIdentifier<ConsultationBooking>,
  MyConsultations: Symbol('MyConsultations') as ServiceIdentifier<MyConsultations>,
  /** The patient's own care plan, for the subscription summary. */
  MySubscription: Symbol('MySubscription') as ServiceIdentifier<MySubscription>,
  CallBackRequests: Symbol('CallBackRequests') as ServiceIdentifier<CallBackRequests>,
  /** A fresh call per visit of /consult/video-consult. */
  VideoConsultation: Symbol('VideoConsultation') as ServiceIdentifier<() => VideoConsultation<MediaStream, HTMLElement>>,
} as const;
