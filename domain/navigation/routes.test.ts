import { describe, expect, it } from 'vitest';
import { allRoutes, MEDICAL_HISTORY_FORMS, POLICY_PAGES, routeById, type FlatRoute, type RouteId } from './routes';

const ROUTES = allRoutes();

// Written out from spec §2 by hand, independently of the table, so a path dropped or
// misspelt in the table shows up here.
const TOP_LEVEL = [
  '/',
  '/about-us',
  '/blogs',
  '/blog',
  '/Webinars',
  '/webinar',
  '/contact-us',
  '/offers',
  '/wellness',
  '/corporate',
  '/career',
  '/media-center',
  '/surgery-care',
  '/genomic-wellness',
  '/cancer-screening',
  '/cancer-screening/planDetail/:id',
  '/meraclinic/*',
  '/familyTree/:id/:isDoctor?',
  '/flipkarthealth',
  '/diagnostics',
  '/rx-gen/callMeBack',
  '/RXFlashForm',
  '/medicalForm',
  '/bookTherapist/:id',
  '/bookSpecialist',
  '/search-medicine',
  '/diagnostic-choice',
  '/diagnosticChoice',
  '/subscription-plans/:id',
  '/mental-wellness',
  '/mental-wellness/AllDoc',
  '/hospitals',
  '/hospitals/IndiHospital',
  '/hospitals/AllHospitals',
  '/Abha/create-aadhar',
  '/Abha/create-driving',
  '/Abha/abha',
  '/Abha/abhaRegistration',
  '/Abha/abharetrive',
  '/store/store',
  '/store/StoreIndiVidual',
  '/store/stores',
  '/mdiagnostic/diagnostic',
  '/mdiagnostic/all',
  '/mdiagnostic/diagnosticIndivdual',
  '/verify/crashtest/:id',
  '/verify/wearable',
];

const PRODUCT = [
  'landing-page',
  'senior-care',
  'sso/authenticate/:id',
  'sso/authenticate',
  'Smart-Clinic',
  'diagnosticsList',
  'medicine',
  'medicine-details',
  'Cart',
  'order/:id',
  'diagnostics',
  'diagnostics-orders',
  'testDetails/:id',
  'FamilyDetails',
  'add-familydetails',
  'add-newaddress',
  'diagnostics-cart',
  'home-collection',
  'join-us',
  'speakers-profile',
  'uploadPrescription',
  'diagnostics/order-review/:id',
  'order-review/:id',
  'prescription-upload',
  'book-consultation',
  'search-diagnosis',
  'job-detail',
  'job-application',
  'medicine-update',
  'add-travel-members/:userId',
  'add-family-members',
].map((child) => `/:product/${child}`);

const AUTH = [
  'login',
  'terms',
  'privacy-policy',
  'refund-policy',
  'register',
  'register/timesprime',
  'register/icicibank',
  'register/flipkarthealth',
  'register/fkh',
  'register/corporate/:corporate',
  'verify-otp',
  'forgot-password',
  'verify-otp-mobile',
  'verify-otp-password-reset',
  'create-password',
  'medicalHistory/:form',
  'create-profile',
  'subscription-plans',
  'subcription-list',
  'call-info',
].map((child) => `/auth/${child}`);

const PATIENT = [
  'delete-account',
  'subcription-list',
  'my-profile',
  'edit-profile',
  'consultations',
  'update-consultation/:id',
  'consultation-detail',
  'health-record',
  'upload-reports',
  'myOrders',
  'settings',
  'faq',
  'view-prescription',
  'notifications',
  'family-tree',
  'family-member/:id?',
  'members',
  'medicalHistory/:form/:id',
  'member-details/:id',
  'subcription-summary',
].map((child) => `/patient/${child}`);

const BOOKING = [
  'bookConsultationGP',
  'bookSpecialist',
  'summary-page',
  'specialist-summary-page',
  'invoice',
  'consultation-information',
  'doctorBio',
  'add-family',
  'subcription-summary',
];
const BOOKING_AUTH = new Set(['bookConsultationGP', 'summary-page', 'invoice', 'consultation-information', 'doctorBio', 'add-family']);

const CONSULT = ['/consult/video-consult', '/consult/end-call'];

const SPEC_PATTERNS = [
  ...TOP_LEVEL,
  ...PRODUCT,
  ...AUTH,
  ...PATIENT,
  ...BOOKING.map((child) => `/book/${child}`),
  ...BOOKING.map((child) => `/sso/${child}`),
  ...CONSULT,
];

const byPattern = (pattern: string): FlatRoute => {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (route === undefined) throw new Error(`no route ${pattern}`);
  return route;
};

describe('route table', () => {
  it('holds exactly the paths of spec §2, no more and no fewer', () => {
    expect([...ROUTES.map((route) => route.pattern)].sort()).toEqual([...SPEC_PATTERNS].sort());
    expect(ROUTES).toHaveLength(138);
  });

  it('gives every route a unique kebab-case id', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('derives ids from group and page names, leaving page params out', () => {
    expect(byPattern('/:product/order/:id').id).toBe('product-order');
    expect(byPattern('/patient/consultations').id).toBe('patient-consultations');
    expect(byPattern('/book/bookConsultationGP').id).toBe('book-book-consultation-gp');
    expect(byPattern('/RXFlashForm').id).toBe('rx-flash-form');
    expect(routeById('landing').pattern).toBe('/');
  });

  it('types the ids it derives, so code naming a page the table does not have fails tsc', () => {
    // The spellings the id rule has to get right, each written as its type: tsc checks that
    // the type-level rule derives them, and routeById that the run-time rule does too.
    const derived: RouteId[] = [
      'rx-flash-form',
      'book-book-consultation-gp',
      'store-store-indi-vidual',
      'product-smart-clinic',
      'product-sso-authenticate',
      'family-tree',
      'meraclinic',
      'auth-register-corporate',
    ];
    for (const id of derived) expect(routeById(id).id).toBe(id);
    // @ts-expect-error: no page of the table has this id
    expect(() => routeById('no-such-page')).toThrow();
  });

  it('has every page of the spec built, and the one redirect as no page', () => {
    expect(routeById('auth-login').status).toBe('built');
    expect(ROUTES.filter((route) => route.status === 'redirect').map((route) => route.id)).toEqual(['flipkarthealth']);
  });

  it('gives every route a non-empty title', () => {
    for (const route of ROUTES) expect(route.title.trim()).not.toBe('');
  });

  it('requires login on every /patient page, in the main layout', () => {
    const patient = ROUTES.filter((route) => route.pattern.startsWith('/patient/'));
    expect(patient).toHaveLength(PATIENT.length);
    for (const route of patient) {
      expect(route.auth).toBe(true);
      expect(route.layout).toBe('main');
    }
  });

  it('requires login exactly where the spec flags it', () => {
    const authPatterns = ROUTES.filter((route) => route.auth).map((route) => route.pattern);
    expect([...authPatterns].sort()).toEqual(
      [
        ...PATIENT,
        '/:product/uploadPrescription',
        '/:product/book-consultation',
        '/auth/medicalHistory/:form',
        '/auth/create-profile',
        ...[...BOOKING_AUTH].flatMap((child) => [`/book/${child}`, `/sso/${child}`]),
      ].sort(),
    );
  });

  it('mirrors the /book children under /sso with the same titles, flags, layout and area', () => {
    const children = (group: string) =>
      ROUTES.filter((route) => route.pattern.startsWith(`/${group}/`)).map(({ pattern, title, auth, layout, area }) => ({
        child: pattern.slice(group.length + 2),
        title,
        auth,
        layout,
        area,
      }));
    expect(children('sso')).toEqual(children('book'));
    expect(children('book').map((route) => route.child)).toEqual(BOOKING);
  });

  it('redirects /flipkarthealth to the Flipkart Health+ registration, and nothing else redirects', () => {
    expect(byPattern('/flipkarthealth').redirectTo).toBe('/auth/register/flipkarthealth');
    expect(ROUTES.filter((route) => route.redirectTo !== undefined)).toHaveLength(1);
    expect(ROUTES.some((route) => route.pattern === byPattern('/flipkarthealth').redirectTo)).toBe(true);
  });

  it('lists the nine medical history forms and constrains both medical history pages to them', () => {
    expect(MEDICAL_HISTORY_FORMS).toEqual([
      'basic',
      'habits',
      'health',
      'ailments',
      'covid',
      'hospitalized',
      'symptoms',
      'family-disease',
      'vaccine',
    ]);
    expect(byPattern('/auth/medicalHistory/:form').paramValues?.['form']).toBe(MEDICAL_HISTORY_FORMS);
    expect(byPattern('/patient/medicalHistory/:form/:id').paramValues?.['form']).toBe(MEDICAL_HISTORY_FORMS);
  });

  it('puts each group in its layout', () => {
    const layoutOf = (pattern: string) => byPattern(pattern).layout;
    for (const pattern of AUTH) expect(layoutOf(pattern)).toBe('auth');
    for (const pattern of [...CONSULT, '/meraclinic/*', '/familyTree/:id/:isDoctor?']) expect(layoutOf(pattern)).toBe('video');
    expect(layoutOf('/verify/crashtest/:id')).toBe('standalone');
    const special = new Set([...AUTH, ...PATIENT, ...CONSULT, '/meraclinic/*', '/familyTree/:id/:isDoctor?', '/verify/crashtest/:id']);
    for (const route of ROUTES.filter((candidate) => !special.has(candidate.pattern))) {
      expect(route.layout, route.pattern).toBe('common');
    }
  });

  it('opens each policy page with the query that selects its document', () => {
    expect(POLICY_PAGES).toEqual({
      terms: '/auth/terms?TYPE=TERMS_AND_CONDITIONS',
      privacy: '/auth/privacy-policy?TYPE=PRIVACY_POLICY',
      refund: '/auth/refund-policy?TYPE=REFUND_POLICY',
    });
  });
});
