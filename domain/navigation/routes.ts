/**
 * The route tree of spec §2 as data. Guards, redirects, refer-path decoding and the
 * UI's lazy page chunks are all functions over this one table, so a path is declared
 * once and every consumer agrees on it.
 */

import { idParts, type RouteEntry } from './route-ids';

export type LayoutName = 'auth' | 'main' | 'common' | 'video' | 'standalone';

/** Which bounded context / feature owns the page (used by the UI to pick the page chunk and to say what is coming). */
export type FeatureArea =
  | 'home'
  | 'session'
  | 'account'
  | 'pharmacy'
  | 'diagnostics'
  | 'consultations'
  | 'family'
  | 'records'
  | 'medical-history'
  | 'subscriptions'
  | 'payments'
  | 'abha'
  | 'wearables'
  | 'content'
  | 'places'
  | 'video';

/** Allowed values of a path parameter, as written in links (case included). */
export type ParamValues = Readonly<Record<string, readonly string[]>>;

export interface RouteNode {
  /** Top-level nodes start with '/'; children are relative to their parent. */
  path: string;
  /** Only a node with a title is a page; a node without one only groups its children. */
  title?: string;
  auth?: boolean;
  redirectTo?: string;
  layout?: LayoutName;
  area?: FeatureArea;
  /**
   * Overrides the id derived from the path, where two paths would derive the same id
   * (`/diagnostic-choice` and `/diagnosticChoice`) or the path derives none (`/`).
   */
  id?: string;
  /**
   * Closed sets of values for some parameters. Matching rejects other values, and the
   * refer-path decoder can restore the '-' that the encoding turned into '_'.
   */
  paramValues?: ParamValues;
  children?: readonly RouteNode[];
}

interface RouteFields {
  pattern: string;
  title: string;
  auth: boolean;
  layout: LayoutName;
  area: FeatureArea;
  paramValues?: ParamValues;
}

export interface BuiltRoute extends RouteFields {
  id: BuiltRouteId;
  status: 'built';
  redirectTo?: undefined;
}

/** An address that only sends the visitor on; it never renders a page of its own. */
export interface RedirectRoute extends RouteFields {
  id: RedirectRouteId;
  status: 'redirect';
  redirectTo: string;
}

/** A route that renders a page: every page route has one of its own in the UI's page map (tsc checks). */
export type PageRoute = BuiltRoute;
export type FlatRoute = PageRoute | RedirectRoute;

/** Slugs of /auth/medicalHistory/:form and /patient/medicalHistory/:form/:id, in wizard order. */
export const MEDICAL_HISTORY_FORMS = [
  'basic',
  'habits',
  'health',
  'ailments',
  'covid',
  'hospitalized',
  'symptoms',
  'family-disease',
  'vaccine',
] as const;
export type MedicalHistoryForm = (typeof MEDICAL_HISTORY_FORMS)[number];

/** The policy pages only show the right document when opened with these queries (spec §2). */
export const POLICY_PAGES = {
  terms: '/auth/terms?TYPE=TERMS_AND_CONDITIONS',
  privacy: '/auth/privacy-policy?TYPE=PRIVACY_POLICY',
  refund: '/auth/refund-policy?TYPE=REFUND_POLICY',
} as const;

const MEDICAL_HISTORY_PARAMS: ParamValues = { form: MEDICAL_HISTORY_FORMS };

// Shared by /book and /sso: the spec mirrors the booking flow for SSO partners with
// the same auth flags, so one list keeps the two from drifting apart.
const BOOKING_CHILDREN = [
  { path: 'bookConsultationGP', title: 'Book a family physician', auth: true },
  { path: 'bookSpecialist', title: 'Book a specialist' },
  { path: 'summary-page', title: 'Booking summary', auth: true },
  { path: 'specialist-summary-page', title: 'Specialist booking summary' },
  { path: 'invoice', title: 'Invoice', auth: true, area: 'payments' },
  { path: 'consultation-information', title: 'Consultation information', auth: true },
  { path: 'doctorBio', title: 'Doctor profile', auth: true },
  { path: 'add-family', title: 'Add a family member', auth: true, area: 'family' },
  { path: 'subcription-summary', title: 'Subscription summary', area: 'subscriptions' },
] as const satisfies readonly RouteNode[];

// `as const` keeps every path and id a literal type, from which the route id types below are derived.
export const ROUTE_TREE = [
  // Top level: public pages in the common layout unless said otherwise.
  { path: '/', id: 'landing', title: 'Home', area: 'home' },
  { path: '/about-us', title: 'About us', area: 'content' },
  { path: '/blogs', title: 'Blogs', area: 'content' },
  { path: '/blog', title: 'Blog article', area: 'content' },
  { path: '/Webinars', title: 'Webinars', area: 'content' },
  { path: '/webinar', title: 'Webinar', area: 'content' },
  { path: '/contact-us', title: 'Contact us', area: 'content' },
  { path: '/offers', title: 'Offers', area: 'content' },
  { path: '/wellness', title: 'Wellness', area: 'content' },
  { path: '/corporate', title: 'Corporate wellness', area: 'content' },
  { path: '/career', title: 'Careers', area: 'content' },
  { path: '/media-center', title: 'Media center', area: 'content' },
  { path: '/surgery-care', title: 'Surgery care', area: 'content' },
  { path: '/genomic-wellness', title: 'Genomic wellness', area: 'content' },
  {
    path: '/cancer-screening',
    title: 'Cancer screening',
    area: 'content',
    children: [{ path: 'planDetail/:id', title: 'Cancer screening plan' }],
  },
  { path: '/meraclinic/*', title: 'Mera Clinic', layout: 'video', area: 'video' },
  { path: '/familyTree/:id/:isDoctor?', title: 'Family tree', layout: 'video', area: 'family' },
  {
    path: '/flipkarthealth',
    title: 'Flipkart Health+',
    area: 'session',
    redirectTo: '/auth/register/flipkarthealth',
  },
  { path: '/diagnostics', title: 'Lab tests', area: 'diagnostics' },
  { path: '/rx-gen/callMeBack', title: 'Request a call back', area: 'pharmacy' },
  { path: '/RXFlashForm', title: 'Send your prescription', area: 'pharmacy' },
  { path: '/medicalForm', title: 'Medical form', area: 'medical-history' },
  { path: '/bookTherapist/:id', title: 'Book a therapist', area: 'consultations' },
  { path: '/bookSpecialist', title: 'Book a specialist', area: 'consultations' },
  { path: '/search-medicine', title: 'Search medicines', area: 'pharmacy' },
  { path: '/diagnostic-choice', title: 'Choose lab tests', area: 'diagnostics' },
  // Both spellings are live links in the wild (spec §2), so both must render.
  { path: '/diagnosticChoice', id: 'diagnostic-choice-alias', title: 'Choose lab tests', area: 'diagnostics' },
  { path: '/subscription-plans/:id', title: 'Subscription plan', area: 'subscriptions' },
  {
    path: '/mental-wellness',
    title: 'Mental wellness',
    area: 'consultations',
    children: [{ path: 'AllDoc', title: 'All therapists' }],
  },
  {
    path: '/hospitals',
    title: 'Hospitals',
    area: 'places',
    children: [
      { path: 'IndiHospital', title: 'Hospital details' },
      { path: 'AllHospitals', title: 'All hospitals' },
    ],
  },
  {
    path: '/Abha',
    area: 'abha',
    children: [
      { path: 'create-aadhar', title: 'Create ABHA with Aadhaar' },
      { path: 'create-driving', title: 'Create ABHA with driving licence' },
      { path: 'abha', title: 'ABHA health ID' },
      { path: 'abhaRegistration', title: 'ABHA registration' },
      { path: 'abharetrive', title: 'Retrieve your ABHA' },
    ],
  },
  {
    path: '/store',
    area: 'places',
    children: [
      { path: 'store', title: 'Store' },
      { path: 'StoreIndiVidual', title: 'Store details' },
      { path: 'stores', title: 'Stores' },
    ],
  },
  {
    path: '/mdiagnostic',
    area: 'places',
    children: [
      { path: 'diagnostic', title: 'Labs near you' },
      { path: 'all', title: 'All labs' },
      { path: 'diagnosticIndivdual', title: 'Lab details' },
    ],
  },
  {
    path: '/verify',
    children: [
      // The page an emergency contact opens from the SMS sent when a patient's wearable detects a
      // fall or crash ({id}: their alert token; no sign-in). Alone on the screen: nothing of the
      // patient app around it (docs/decisions.md "The emergency contact's alert page").
      { path: 'crashtest/:id', title: 'Emergency alert', layout: 'standalone', area: 'wearables' },
      { path: 'wearable', title: 'Connect a wearable', area: 'wearables' },
    ],
  },

  // The product (partner/tenant) landing area: the first segment names the product.
  {
    path: '/:product',
    children: [
      { path: 'landing-page', title: 'Home', area: 'home' },
      { path: 'senior-care', title: 'Senior care', area: 'content' },
      { path: 'sso/authenticate/:id', id: 'product-sso-authenticate-id', title: 'Signing you in', area: 'session' },
      { path: 'sso/authenticate', title: 'Signing you in', area: 'session' },
      { path: 'Smart-Clinic', title: 'Smart Clinic', area: 'consultations' },
      { path: 'diagnosticsList', title: 'Lab tests', area: 'diagnostics' },
      { path: 'medicine', title: 'Medicines', area: 'pharmacy' },
      { path: 'medicine-details', title: 'Medicine details', area: 'pharmacy' },
      { path: 'Cart', title: 'Medicine cart', area: 'pharmacy' },
      { path: 'order/:id', title: 'Medicine order', area: 'pharmacy' },
      { path: 'diagnostics', title: 'Diagnostics', area: 'diagnostics' },
      { path: 'diagnostics-orders', title: 'Lab test orders', area: 'diagnostics' },
      { path: 'testDetails/:id', title: 'Lab test details', area: 'diagnostics' },
      { path: 'FamilyDetails', title: 'Family details', area: 'family' },
      { path: 'add-familydetails', title: 'Add family details', area: 'family' },
      { path: 'add-newaddress', title: 'Add a new address', area: 'account' },
      { path: 'diagnostics-cart', title: 'Lab test cart', area: 'diagnostics' },
      { path: 'home-collection', title: 'Home sample collection', area: 'diagnostics' },
      { path: 'join-us', title: 'Join us', area: 'content' },
      { path: 'speakers-profile', title: 'Speaker profile', area: 'content' },
      { path: 'uploadPrescription', title: 'Upload prescription', auth: true, area: 'pharmacy' },
      { path: 'diagnostics/order-review/:id', title: 'Lab test order review', area: 'diagnostics' },
      { path: 'order-review/:id', title: 'Order review', area: 'pharmacy' },
      { path: 'prescription-upload', title: 'Prescription upload', area: 'pharmacy' },
      { path: 'book-consultation', title: 'Book a consultation', auth: true, area: 'consultations' },
      { path: 'search-diagnosis', title: 'Search lab tests', area: 'diagnostics' },
      { path: 'job-detail', title: 'Job details', area: 'content' },
      { path: 'job-application', title: 'Job application', area: 'content' },
      { path: 'medicine-update', title: 'Update medicine order', area: 'pharmacy' },
      { path: 'add-travel-members/:userId', title: 'Add travel members', area: 'family' },
      { path: 'add-family-members', title: 'Add family members', area: 'family' },
    ],
  },

  {
    path: '/auth',
    layout: 'auth',
    area: 'session',
    children: [
      { path: 'login', title: 'Log in' },
      { path: 'terms', title: 'Terms and conditions', area: 'content' },
      { path: 'privacy-policy', title: 'Privacy policy', area: 'content' },
      { path: 'refund-policy', title: 'Refund policy', area: 'content' },
      {
        path: 'register',
        title: 'Register',
        children: [
          { path: 'timesprime', title: 'Register with Times Prime' },
          { path: 'icicibank', title: 'Register with ICICI Bank' },
          { path: 'flipkarthealth', title: 'Register with Flipkart Health+' },
          { path: 'fkh', title: 'Register with Flipkart Health+' },
          { path: 'corporate/:corporate', title: 'Corporate registration' },
        ],
      },
      { path: 'verify-otp', title: 'Verify OTP' },
      { path: 'forgot-password', title: 'Forgot password' },
      { path: 'verify-otp-mobile', title: 'Verify your mobile number' },
      { path: 'verify-otp-password-reset', title: 'Verify OTP to reset password' },
      { path: 'create-password', title: 'Create password' },
      {
        path: 'medicalHistory/:form',
        title: 'Medical history',
        auth: true,
        area: 'medical-history',
        paramValues: MEDICAL_HISTORY_PARAMS,
      },
      { path: 'create-profile', title: 'Create your profile', auth: true, area: 'account' },
      { path: 'subscription-plans', title: 'Subscription plans', area: 'subscriptions' },
      { path: 'subcription-list', title: 'Subscriptions', area: 'subscriptions' },
      { path: 'call-info', title: 'Call information', area: 'consultations' },
    ],
  },

  {
    path: '/patient',
    auth: true,
    layout: 'main',
    area: 'account',
    children: [
      { path: 'delete-account', title: 'Delete Account' },
      { path: 'subcription-list', title: 'Subscriptions', area: 'subscriptions' },
      { path: 'my-profile', title: 'My Profile' },
      { path: 'edit-profile', title: 'Edit profile' },
      { path: 'consultations', title: 'My Consultations', area: 'consultations' },
      { path: 'update-consultation/:id', title: 'Update consultation', area: 'consultations' },
      { path: 'consultation-detail', title: 'Consultation details', area: 'consultations' },
      { path: 'health-record', title: 'Health Records', area: 'records' },
      { path: 'upload-reports', title: 'Upload reports', area: 'records' },
      // Its tabs span medicines, lab tests and subscriptions; medicines come first.
      { path: 'myOrders', title: 'My Orders', area: 'pharmacy' },
      { path: 'settings', title: 'Settings' },
      { path: 'faq', title: 'FAQ', area: 'content' },
      { path: 'view-prescription', title: 'Prescription', area: 'records' },
      { path: 'notifications', title: 'Notifications' },
      { path: 'family-tree', title: 'Family Tree', area: 'family' },
      { path: 'family-member/:id?', title: 'Family member', area: 'family' },
      { path: 'members', title: 'Members', area: 'family' },
      {
        path: 'medicalHistory/:form/:id',
        title: 'Medical History',
        area: 'medical-history',
        paramValues: MEDICAL_HISTORY_PARAMS,
      },
      { path: 'member-details/:id', title: 'Member details', area: 'family' },
      { path: 'subcription-summary', title: 'Subscription summary', area: 'subscriptions' },
    ],
  },

  { path: '/book', area: 'consultations', children: BOOKING_CHILDREN },
  { path: '/sso', area: 'consultations', children: BOOKING_CHILDREN },

  {
    path: '/consult',
    layout: 'video',
    area: 'video',
    children: [
      { path: 'video-consult', title: 'Video consultation' },
      { path: 'end-call', title: 'Call ended' },
    ],
  },
] as const satisfies readonly RouteNode[];

function joinPattern(parent: string, child: string): string {
  if (parent === '') return child;
  return parent.endsWith('/') ? parent + child : `${parent}/${child}`;
}

interface Inherited {
  pattern: string;
  idPrefix: string[];
  auth: boolean;
  layout: LayoutName;
  area: FeatureArea | undefined;
  paramValues: ParamValues | undefined;
}

/**
 * Ids are computed at run time by `idParts` and typed by `RouteEntry` (route-ids.ts), so this
 * is the one place that asserts a computed id is a `RouteId`; routes.test.ts and the page
 * map's test check that the two halves of the rule agree.
 */
function flatRoute(node: RouteNode, id: string, fields: RouteFields): FlatRoute {
  if (node.redirectTo !== undefined) return { ...fields, id: id as RedirectRouteId, status: 'redirect', redirectTo: node.redirectTo };
  return { ...fields, id: id as BuiltRouteId, status: 'built' };
}

function flattenNodes(nodes: readonly RouteNode[], parent: Inherited): FlatRoute[] {
  return nodes.flatMap((node) => {
    const isGroup = (node.children?.length ?? 0) > 0;
    const here: Inherited = {
      pattern: joinPattern(parent.pattern, node.path),
      idPrefix: [...parent.idPrefix, ...idParts(node.path, isGroup)],
      auth: node.auth ?? parent.auth,
      layout: node.layout ?? parent.layout,
      area: node.area ?? parent.area,
      paramValues: node.paramValues ?? parent.paramValues,
    };
    const own: FlatRoute[] = [];
    if (node.title !== undefined) {
      if (here.area === undefined) {
        throw new Error(`route ${here.pattern} has no feature area`);
      }
      const id = node.id ?? [...parent.idPrefix, ...idParts(node.path, false)].join('-');
      own.push(
        flatRoute(node, id, {
          pattern: here.pattern,
          title: node.title,
          auth: here.auth,
          layout: here.layout,
          area: here.area,
          ...(here.paramValues !== undefined ? { paramValues: here.paramValues } : {}),
        }),
      );
    }
    return [...own, ...flattenNodes(node.children ?? [], here)];
  });
}

function flatten(tree: readonly RouteNode[]): FlatRoute[] {
  return flattenNodes(tree, {
    pattern: '',
    idPrefix: [],
    auth: false,
    layout: 'common',
    area: undefined,
    paramValues: undefined,
  });
}

type Entries = RouteEntry<typeof ROUTE_TREE>;
/** The id of every page of the route table; a string that is none of them fails tsc. */
export type RouteId = Entries['id'];
export type BuiltRouteId = Extract<Entries, { status: 'built' }>['id'];
export type RedirectRouteId = Extract<Entries, { status: 'redirect' }>['id'];

// Flattened at the first look, not when the module loads: the entry's evaluation is one task of
// every first visit, the longest (docs/benchmark.md, "The route table at the first match").
let flat: readonly FlatRoute[] | undefined;
let byId: ReadonlyMap<RouteId, FlatRoute> | undefined;

/** Every page of the route table, in the table's order. */
export function allRoutes(): readonly FlatRoute[] {
  return (flat ??= flatten(ROUTE_TREE));
}

export function routeById(id: RouteId): FlatRoute {
  byId ??= new Map(allRoutes().map((route) => [route.id, route]));
  const route = byId.get(id);
  if (route === undefined) throw new Error(`the route table has no ${id}`);
  return route;
}
