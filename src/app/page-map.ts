import { lazy } from 'react';
import { resolveNavigation } from '../../domain/navigation/match';
import type { BuiltRouteId, PageRoute } from '../../domain/navigation/routes';
import { page, type PageEntry } from './pages';

/**
 * Which page each route of the table shows. Only the app's entry points (RouteView, main,
 * prerender) import this file; pages import ./pages, so no page is in an import cycle with it.
 */

// One chunk per page shared by several routes (issue 4: policies, plans, SSO entry).
const PolicyPage = page(() => import('../features/content/PolicyPage'), ['content']);
const SubscriptionPlansPage = page(() => import('../features/content/SubscriptionPlansPage'), ['subscriptions']);
const SsoAuthenticatePage = page(() => import('../features/session/SsoAuthenticatePage'), ['auth']);

// One chunk for the programme pages that end in a call back (issue 20).
const ProgrammePage = page(() => import('../features/programmes/ProgrammePage'), ['consultations']);

// One chunk for /auth/register and its partner and corporate variants.
const RegisterPage = page(() => import('../features/session/RegisterPage'), ['auth']);

// One chunk for /search-medicine and /{product}/medicine (issue 5).
const SearchMedicinePage = page(() => import('../features/pharmacy/search/SearchMedicinePage'), ['pharmacy']);

// One chunk each for the two prescription routes and the two order routes (issue 5).
const PrescriptionUploadPage = page(() => import('../features/pharmacy/prescriptions/PrescriptionUploadPage'), ['pharmacy']);
// One chunk for the diagnostics landing and its five search routes (issue 6).
const DiagnosticsSearchPage = page(() => import('../features/diagnostics/DiagnosticsSearchPage'), ['diagnostics']);
// One chunk for the labs lookup's two lists (/mdiagnostic/diagnostic and /mdiagnostic/all).
const LabsPage = page(() => import('../features/diagnostics/LabsPage'), ['diagnostics']);
const OrderPage = page(() => import('../features/pharmacy/orders/OrderPage'), ['pharmacy']);
// One chunk each for the hospital search's two lists and the stores' two lists (issue 20).
const HospitalsPage = page(() => import('../features/places/HospitalsPage'), ['places']);
const StoresPage = page(() => import('../features/places/StoresPage'), ['places']);

// One chunk for adding a family member on /{product}/add-familydetails, /book/add-family and its /sso mirror.
const AddFamilyMemberPage = page(() => import('../features/family/AddFamilyMemberPage'), ['family']);
// One chunk for the member form: adding on /patient/family-member and /{product}/add-family-members, editing on /patient/family-member/{id}.
const FamilyMemberPage = page(() => import('../features/family/FamilyMemberPage'), ['family']);

// One chunk for the medical history's onboarding and a person's forms (issue 16).
const MedicalHistoryPage = page(() => import('../features/medical-history/MedicalHistoryPage'), ['medical-history', 'family']);

// Consultations (issue 7): one chunk per page shared by the /book, /sso and top-level routes.
const SpecialistSearchPage = page(() => import('../features/consultations/SpecialistSearchPage'), ['consultations']);
const DoctorBioPage = page(() => import('../features/consultations/DoctorBioPage'), ['consultations']);
const BookGpPage = page(() => import('../features/consultations/BookGpPage'), ['consultations']);
const ConsultationInformationPage = page(() => import('../features/consultations/ConsultationInformationPage'), ['consultations', 'records']);
const ConsultationSummaryPage = page(() => import('../features/consultations/SummaryPage'), ['consultations', 'records']);
const ConsultationSubscriptionSummaryPage = page(() => import('../features/consultations/SubscriptionSummaryPage'), ['consultations', 'subscriptions']);
const ConsultationInvoicePage = page(() => import('../features/consultations/InvoicePage'), ['consultations']);
const TherapistsPage = page(() => import('../features/consultations/TherapistsPage'), ['consultations']);
const CallBackPage = page(() => import('../features/consultations/CallBackPage'), ['consultations']);

/** The page of every route the table marks built; a route marked built without one here fails tsc. */
const BUILT_PAGES: Readonly<Record<BuiltRouteId, PageEntry>> = {
  'auth-terms': PolicyPage,
  'auth-privacy-policy': PolicyPage,
  'auth-refund-policy': PolicyPage,
  'auth-subscription-plans': SubscriptionPlansPage,
  'auth-subcription-list': SubscriptionPlansPage,
  'subscription-plans': page(() => import('../features/subscriptions/PlanDetailsPage'), ['subscriptions']),
  'patient-subcription-list': page(() => import('../features/subscriptions/MySubscriptionsPage'), ['subscriptions', 'family']),
  'auth-call-info': page(() => import('../features/content/CallInfoPage')),
  'product-sso-authenticate-id': SsoAuthenticatePage,
  'product-sso-authenticate': SsoAuthenticatePage,
  landing: page(() => import('../features/home/LandingPage')),
  'auth-login': page(() => import('../features/session/LoginPage'), ['auth']),
  'auth-verify-otp': page(() => import('../features/session/VerifyOtpPage'), ['auth']),
  'auth-verify-otp-mobile': page(() => import('../features/session/VerifyMobilePage'), ['auth']),
  'auth-verify-otp-password-reset': page(() => import('../features/session/VerifyResetOtpPage'), ['auth']),
  'auth-forgot-password': page(() => import('../features/session/ForgotPasswordPage'), ['auth']),
  'auth-medical-history': MedicalHistoryPage,
  'patient-medical-history': MedicalHistoryPage,
  'auth-create-password': page(() => import('../features/session/CreatePasswordPage'), ['auth']),
  'auth-register': RegisterPage,
  'auth-register-timesprime': RegisterPage,
  'auth-register-icicibank': RegisterPage,
  'auth-register-flipkarthealth': RegisterPage,
  'auth-register-fkh': RegisterPage,
  'auth-register-corporate': RegisterPage,
  'patient-my-profile': page(() => import('../features/account/MyProfilePage'), ['account']),
  'auth-create-profile': page(() => import('../features/account/CreateProfilePage'), ['account']),
  'patient-edit-profile': page(() => import('../features/account/EditProfilePage'), ['account']),
  'patient-settings': page(() => import('../features/account/SettingsPage'), ['account']),
  'patient-delete-account': page(() => import('../features/account/DeleteAccountPage'), ['account']),
  'contact-us': page(() => import('../features/account/ContactUsPage'), ['account']),
  blogs: page(() => import('../features/content/BlogsPage'), ['content']),
  blog: page(() => import('../features/content/BlogPage'), ['content']),
  'patient-faq': page(() => import('../features/content/FaqPage'), ['content']),
  'patient-notifications': page(() => import('../features/notifications/NotificationsPage'), ['notifications']),
  webinars: page(() => import('../features/content/WebinarsPage'), ['content']),
  webinar: page(() => import('../features/content/WebinarPage'), ['content']),
  'product-speakers-profile': page(() => import('../features/content/SpeakerPage'), ['content']),
  career: page(() => import('../features/careers/CareersPage'), ['content']),
  'product-job-detail': page(() => import('../features/careers/JobDetailPage'), ['content']),
  'product-job-application': page(() => import('../features/careers/JobApplicationPage'), ['content']),
  'product-join-us': page(() => import('../features/careers/JoinUsPage'), ['content']),
  'cancer-screening': page(() => import('../features/programmes/CancerScreeningPage'), ['content']),
  'genomic-wellness': ProgrammePage,
  'surgery-care': ProgrammePage,
  'about-us': page(() => import('../features/about/AboutUsPage')),
  wellness: ProgrammePage,
  corporate: page(() => import('../features/corporate/CorporatePage'), ['content']),
  'media-center': page(() => import('../features/media/MediaCenterPage'), ['content']),
  'product-senior-care': ProgrammePage,
  'product-landing-page': page(() => import('../features/product/ProductLandingPage'), ['content']),
  'product-smart-clinic': page(() => import('../features/product/SmartClinicPage'), ['places', 'consultations']),
  'cancer-screening-plan-detail': page(() => import('../features/programmes/ScreeningPlanPage'), ['content', 'diagnostics']),
  offers: page(() => import('../features/offers/OffersPage'), ['pharmacy']),
  'search-medicine': SearchMedicinePage,
  'product-medicine': SearchMedicinePage,
  'product-medicine-details': page(() => import('../features/pharmacy/medicine/MedicineDetailsPage'), ['pharmacy']),
  'product-cart': page(() => import('../features/pharmacy/cart/CartPage'), ['pharmacy']),
  'product-upload-prescription': PrescriptionUploadPage,
  'product-prescription-upload': PrescriptionUploadPage,
  'product-add-newaddress': page(() => import('../features/pharmacy/addresses/AddressPage'), ['pharmacy']),
  'product-order': OrderPage,
  'product-order-review': OrderPage,
  'product-medicine-update': page(() => import('../features/pharmacy/orders/MedicineUpdatePage'), ['pharmacy']),
  'patient-my-orders': page(() => import('./MyOrdersPage'), ['pharmacy', 'diagnostics', 'subscriptions']),
  'product-family-details': page(() => import('../features/family/FamilyDetailsPage'), ['family']),
  'product-add-familydetails': AddFamilyMemberPage,
  'book-add-family': AddFamilyMemberPage,
  'sso-add-family': AddFamilyMemberPage,
  'family-tree': page(() => import('../features/family/FamilyTreePage'), ['family']),
  'patient-family-tree': page(() => import('../features/family/PatientFamilyTreePage'), ['family']),
  'patient-members': page(() => import('../features/family/MembersPage'), ['family']),
  'patient-health-record': page(() => import('../features/records/HealthRecordPage'), ['records', 'family']),
  'patient-upload-reports': page(() => import('../features/records/UploadReportsPage'), ['records', 'family']),
  'patient-member-details': page(() => import('../features/family/MemberDetailsPage'), ['family']),
  'patient-family-member': FamilyMemberPage,
  'product-add-family-members': FamilyMemberPage,
  'product-add-travel-members': page(() => import('../features/family/TravelMembersPage'), ['family']),
  diagnostics: DiagnosticsSearchPage,
  'diagnostic-choice': DiagnosticsSearchPage,
  'diagnostic-choice-alias': DiagnosticsSearchPage,
  'product-diagnostics-list': DiagnosticsSearchPage,
  'product-diagnostics': DiagnosticsSearchPage,
  'product-search-diagnosis': DiagnosticsSearchPage,
  'product-test-details': page(() => import('../features/diagnostics/TestDetailsPage'), ['diagnostics']),
  'product-diagnostics-cart': page(() => import('../features/diagnostics/DiagnosticsCartPage'), ['diagnostics', 'family']),
  'product-home-collection': page(() => import('../features/diagnostics/HomeCollectionPage'), ['diagnostics', 'pharmacy']),
  'product-diagnostics-order-review': page(() => import('../features/diagnostics/OrderReviewPage'), ['diagnostics']),
  'product-diagnostics-orders': page(() => import('../features/diagnostics/DiagnosticsOrdersPage'), ['diagnostics', 'family']),
  'mdiagnostic-diagnostic': LabsPage,
  'mdiagnostic-all': LabsPage,
  'mdiagnostic-diagnostic-indivdual': page(() => import('../features/diagnostics/LabBranchPage'), ['diagnostics']),
  hospitals: HospitalsPage,
  'hospitals-all-hospitals': HospitalsPage,
  'hospitals-indi-hospital': page(() => import('../features/places/HospitalPage'), ['places']),
  'abha-create-aadhar': page(() => import('../features/abha/CreateWithAadhaarPage'), ['abha']),
  'abha-create-driving': page(() => import('../features/abha/CreateWithLicencePage'), ['abha']),
  'abha-abha': page(() => import('../features/abha/MyAbhaPage'), ['abha']),
  'abha-abharetrive': page(() => import('../features/abha/RetrieveAbhaPage'), ['abha']),
  'abha-abha-registration': page(() => import('../features/abha/AbhaRegistrationPage'), []),
  'verify-wearable': page(() => import('../features/wearables/WearablePage'), ['wearables']),
  'verify-crashtest': page(() => import('../features/wearables/alert/EmergencyAlertPage'), ['wearables']),
  'store-store': StoresPage,
  'store-stores': StoresPage,
  'store-store-indi-vidual': page(() => import('../features/places/StorePage'), ['places']),
  'book-specialist': SpecialistSearchPage,
  'book-book-specialist': SpecialistSearchPage,
  'sso-book-specialist': SpecialistSearchPage,
  'book-doctor-bio': DoctorBioPage,
  'sso-doctor-bio': DoctorBioPage,
  'book-book-consultation-gp': BookGpPage,
  'sso-book-consultation-gp': BookGpPage,
  'product-book-consultation': BookGpPage,
  'book-consultation-information': ConsultationInformationPage,
  'sso-consultation-information': ConsultationInformationPage,
  'book-summary-page': ConsultationSummaryPage,
  'book-subcription-summary': ConsultationSubscriptionSummaryPage,
  'sso-subcription-summary': ConsultationSubscriptionSummaryPage,
  'patient-subcription-summary': ConsultationSubscriptionSummaryPage,
  'sso-summary-page': ConsultationSummaryPage,
  'book-specialist-summary-page': ConsultationSummaryPage,
  'sso-specialist-summary-page': ConsultationSummaryPage,
  'book-invoice': ConsultationInvoicePage,
  'sso-invoice': ConsultationInvoicePage,
  'patient-consultations': page(() => import('../features/consultations/MyConsultationsPage'), ['consultations', 'family']),
  'patient-consultation-detail': page(() => import('../features/consultations/ConsultationDetailPage'), ['consultations']),
  'patient-update-consultation': page(() => import('../features/consultations/UpdateConsultationPage'), ['consultations']),
  'patient-view-prescription': page(() => import('../features/consultations/ViewPrescriptionPage'), ['consultations']),
  'consult-video-consult': page(() => import('../features/consultations/VideoConsultPage'), ['consultations']),
  'consult-end-call': page(() => import('../features/consultations/EndCallPage'), ['consultations']),
  meraclinic: page(() => import('../features/consultations/MeraClinicPage'), ['consultations']),
  'mental-wellness': TherapistsPage,
  'mental-wellness-all-doc': TherapistsPage,
  'book-therapist': page(() => import('../features/consultations/BookTherapistPage'), ['consultations']),
  'rx-gen-call-me-back': CallBackPage,
  'rx-flash-form': CallBackPage,
  'medical-form': CallBackPage,
};

export function pageFor(route: PageRoute): PageEntry {
  return BUILT_PAGES[route.id];
}

/** The page a signed-in patient sees at an address of this app; null where it redirects or is no page. */
export function pageAt(url: URL): PageEntry | null {
  const navigation = resolveNavigation(url.pathname, url.search, true);
  return navigation.kind === 'render' ? pageFor(navigation.route) : null;
}

export const NotFoundPage = lazy(() => import('./NotFoundPage'));
