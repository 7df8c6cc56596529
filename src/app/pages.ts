import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlatRoute } from '../../domain/navigation/routes';

export interface PageProps {
  route: FlatRoute;
  params: Readonly<Record<string, string>>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

// One chunk per page shared by several routes (issue 4: policies, plans, SSO entry).
const PolicyPage: Page = lazy(() => import('../features/content/PolicyPage'));
const SubscriptionPlansPage: Page = lazy(() => import('../features/content/SubscriptionPlansPage'));
const SsoAuthenticatePage: Page = lazy(() => import('../features/session/SsoAuthenticatePage'));

// One chunk for /auth/register and its partner and corporate variants.
const RegisterPage: Page = lazy(() => import('../features/session/RegisterPage'));

// One chunk for /search-medicine and /{product}/medicine (issue 5).
const SearchMedicinePage: Page = lazy(() => import('../features/pharmacy/search/SearchMedicinePage'));

// One chunk each for the two prescription routes and the two order routes (issue 5).
const PrescriptionUploadPage: Page = lazy(() => import('../features/pharmacy/prescriptions/PrescriptionUploadPage'));
const OrderPage: Page = lazy(() => import('../features/pharmacy/orders/OrderPage'));

/** Pages that exist today; every other route shows what its feature will bring. */
const BUILT: Record<string, Page> = {
  'auth-terms': PolicyPage,
  'auth-privacy-policy': PolicyPage,
  'auth-refund-policy': PolicyPage,
  'auth-subscription-plans': SubscriptionPlansPage,
  'auth-subcription-list': SubscriptionPlansPage,
  'auth-call-info': lazy(() => import('../features/content/CallInfoPage')),
  'product-sso-authenticate-id': SsoAuthenticatePage,
  'product-sso-authenticate': SsoAuthenticatePage,
  landing: lazy(() => import('../features/home/LandingPage')),
  'auth-login': lazy(() => import('../features/session/LoginPage')),
  'auth-verify-otp': lazy(() => import('../features/session/VerifyOtpPage')),
  'auth-verify-otp-mobile': lazy(() => import('../features/session/VerifyMobilePage')),
  'auth-verify-otp-password-reset': lazy(() => import('../features/session/VerifyResetOtpPage')),
  'auth-forgot-password': lazy(() => import('../features/session/ForgotPasswordPage')),
  'auth-create-password': lazy(() => import('../features/session/CreatePasswordPage')),
  'auth-register': RegisterPage,
  'auth-register-timesprime': RegisterPage,
  'auth-register-icicibank': RegisterPage,
  'auth-register-flipkarthealth': RegisterPage,
  'auth-register-fkh': RegisterPage,
  'auth-register-corporate': RegisterPage,
  'patient-my-profile': lazy(() => import('../features/account/MyProfilePage')),
  'auth-create-profile': lazy(() => import('../features/account/CreateProfilePage')),
  'patient-edit-profile': lazy(() => import('../features/account/EditProfilePage')),
  'patient-settings': lazy(() => import('../features/account/SettingsPage')),
  'patient-delete-account': lazy(() => import('../features/account/DeleteAccountPage')),
  'contact-us': lazy(() => import('../features/account/ContactUsPage')),
  'search-medicine': SearchMedicinePage,
  'product-medicine': SearchMedicinePage,
  'product-medicine-details': lazy(() => import('../features/pharmacy/medicine/MedicineDetailsPage')),
  'product-cart': lazy(() => import('../features/pharmacy/cart/CartPage')),
  'product-upload-prescription': PrescriptionUploadPage,
  'product-prescription-upload': PrescriptionUploadPage,
  'product-add-newaddress': lazy(() => import('../features/pharmacy/addresses/AddressPage')),
  'product-order': OrderPage,
  'product-order-review': OrderPage,
  'product-medicine-update': lazy(() => import('../features/pharmacy/orders/MedicineUpdatePage')),
  'patient-my-orders': lazy(() => import('../features/orders/MyOrdersPage')),
};

const ComingSoon: Page = lazy(() => import('../features/coming-soon/ComingSoonPage'));

export function pageFor(route: FlatRoute): Page {
  return BUILT[route.id] ?? ComingSoon;
}

export const NotFoundPage: Page = lazy(() => import('./NotFoundPage'));
