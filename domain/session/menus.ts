import { SSO_APP_BAR_HIDING_CODES, SUBSCRIPTION_WIDGET_CODES } from '../shared/constants';
import type { HeaderDetail, Tenant } from './model';

/**
 * Everything the menus depend on, gathered in one value so each menu is a pure
 * function of it and the UI never re-derives roles on its own.
 */
export interface MenuContext {
  /** null = visitor (no token) or not loaded yet. */
  headerDetail: HeaderDetail | null;
  /** A token is stored. */
  loggedIn: boolean;
  /** The SSO flag is set. */
  isSso: boolean;
  /** SSO partner or corporate tenant. */
  tenant: Tenant | null;
  pathname: string;
}

/** What the menus know of the session alone, not the page on screen: the menus that do not change from page to page take this. */
export type MenuSession = Omit<MenuContext, 'pathname'>;

export type Role = 'visitor' | 'patient' | 'subscribed' | 'sso' | 'corporate';

export interface NavItem {
  id: string;
  label: string;
  to: string;
}

export interface AccountBadge {
  firstName: string;
  avatarUrl: string | null;
  initial: string;
  carePlusMember: boolean;
  partnerLogoUrl: string | null;
  corporateLogoUrl: string | null;
}

export interface FooterColumn {
  title: 'Know' | 'Services' | 'Policies';
  links: NavItem[];
}

// One catalogue of destinations so the header, sidebar, account menu and footer can
// never disagree about where the same label leads.
const ITEMS = {
  offers: { id: 'offers', label: 'Offers', to: '/offers' },
  consultSpecialist: { id: 'consult-specialist', label: 'Consult Specialist', to: '/bookSpecialist' },
  medicine: { id: 'medicine', label: 'Medicine', to: '/search-medicine' },
  diagnostics: { id: 'diagnostics', label: 'Diagnostics', to: '/diagnostics' },
  cancerScreening: { id: 'cancer-screening', label: 'Cancer Screening', to: '/cancer-screening' },
  genomicWellness: { id: 'genomic-wellness', label: 'Genomic Wellness', to: '/genomic-wellness' },
  mentalWellness: { id: 'mental-wellness', label: 'Mental Wellness', to: '/mental-wellness' },
  surgeryCare: { id: 'surgery-care', label: 'Surgery Care', to: '/surgery-care' },

  myProfile: { id: 'my-profile', label: 'My Profile', to: '/patient/my-profile' },
  consultations: { id: 'consultations', label: 'Consultations', to: '/patient/consultations' },
  myConsultations: { id: 'consultations', label: 'My Consultations', to: '/patient/consultations' },
  healthRecords: { id: 'health-records', label: 'Health Records', to: '/patient/health-record' },
  medicalHistory: { id: 'medical-history', label: 'Medical History', to: '/auth/medicalHistory/basic' },
  myOrders: { id: 'my-orders', label: 'My Orders', to: '/patient/myOrders' },
  subscriptions: { id: 'subscriptions', label: 'Subscriptions', to: '/patient/subcription-list' },
  familyTree: { id: 'family-tree', label: 'Family Tree', to: '/patient/family-tree' },
  settings: { id: 'settings', label: 'Settings', to: '/patient/settings' },
  faq: { id: 'faq', label: 'FAQ', to: '/patient/faq' },
  deleteAccount: { id: 'delete-account', label: 'Delete Account', to: '/patient/delete-account' },
  logout: { id: 'logout', label: 'Logout', to: '/' },

  aboutUs: { id: 'about-us', label: 'About Us', to: '/about-us' },
  blogs: { id: 'blogs', label: 'Blogs', to: '/blogs' },
  webinars: { id: 'webinars', label: 'Webinars', to: '/Webinars' },
  careers: { id: 'careers', label: 'Careers', to: '/career' },
  mediaCenter: { id: 'media-center', label: 'Media Center', to: '/media-center' },
  contactUs: { id: 'contact-us', label: 'Contact Us', to: '/contact-us' },

  terms: { id: 'terms', label: 'Terms and Conditions', to: '/auth/terms?TYPE=TERMS_AND_CONDITIONS' },
  privacy: { id: 'privacy-policy', label: 'Privacy Policy', to: '/auth/privacy-policy?TYPE=PRIVACY_POLICY' },
  refund: { id: 'refund-policy', label: 'Refund Policy', to: '/auth/refund-policy?TYPE=REFUND_POLICY' },

  prescriptions: { id: 'prescriptions', label: 'Prescriptions', to: '/patient/health-record?tab=prescriptions' },
  // No destination: the UI opens a dialog with the customer-care number instead of navigating.
  needAssistance: { id: 'need-assistance', label: 'Need Assistance', to: '' },
} as const satisfies Record<string, NavItem>;

/** Every label a menu can show: the UI's catalogues must say each one in every language. */
export type MenuLabel = (typeof ITEMS)[keyof typeof ITEMS]['label'] | FooterColumn['title'];

const LOGIN_PATH = '/auth/login';
const FKH_REGISTER_PATH = '/auth/register/fkh';
const SSO_HOME = '/patient/consultations';

// Callers hand copies to React; a fresh object per call keeps one caller's mutation
// from leaking into another's menu.
const items = (...list: NavItem[]): NavItem[] => list.map((item) => ({ ...item }));

// Paths arrive typed by people and routers alike ('/Auth/Login/', '/auth/login?x=1'),
// so route checks compare a canonical form rather than the raw string.
function normalisePath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.trim().toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isOnPath = (ctx: MenuContext, path: string): boolean => normalisePath(ctx.pathname) === path;

// Before the header detail loads we do not know the flags; showing the areas is the
// safer default, since hiding is an opt-out the server tells us about.
const hidesMedicine = (ctx: MenuSession): boolean => ctx.headerDetail?.isHideMedicine === true;
const hidesDiagnostics = (ctx: MenuSession): boolean => ctx.headerDetail?.isHideDiagnostic === true;

export function roleOf(ctx: MenuSession): Role {
  if (ctx.isSso) return 'sso';
  if (!ctx.loggedIn) return 'visitor';
  if (ctx.headerDetail?.corporateLogoUrl || ctx.tenant !== null) return 'corporate';
  if (ctx.headerDetail?.isSubscribedUser === true) return 'subscribed';
  return 'patient';
}

export function headerItems(ctx: MenuContext): NavItem[] {
  if (roleOf(ctx) === 'sso') return [];
  if (isOnPath(ctx, FKH_REGISTER_PATH)) {
    return items(ITEMS.consultSpecialist, ITEMS.offers, ITEMS.cancerScreening, ITEMS.genomicWellness);
  }
  return items(
    ITEMS.offers,
    ITEMS.consultSpecialist,
    ...(hidesMedicine(ctx) ? [] : [ITEMS.medicine]),
    ...(hidesDiagnostics(ctx) ? [] : [ITEMS.diagnostics]),
  );
}

export function isHeaderShown(ctx: MenuContext): boolean {
  if (roleOf(ctx) === 'sso') return false;
  return !isOnPath(ctx, LOGIN_PATH);
}

// A letter with its marks, not a UTF-16 unit, so names in Indic scripts or with accents keep
// their first letter whole instead of showing half a character. Not Intl.Segmenter: making one
// loads the browser's break-iterator data, the longest piece of the app's start on a phone.
const FIRST_LETTER_WITH_MARKS = /^\P{M}\p{M}*/u;

function initialOf(firstName: string): string {
  const trimmed = firstName.trim();
  if (trimmed === '') return '?';
  return (FIRST_LETTER_WITH_MARKS.exec(trimmed)?.[0] ?? trimmed.charAt(0)).toUpperCase();
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

export function accountBadge(ctx: MenuSession): AccountBadge | null {
  const detail = ctx.headerDetail;
  if (!ctx.loggedIn || detail === null) return null;
  return {
    firstName: detail.firstName.trim(),
    avatarUrl: blankToNull(detail.profileUrl),
    initial: initialOf(detail.firstName),
    carePlusMember: detail.subscriptionStatus === 'ACTIVE',
    partnerLogoUrl: blankToNull(ctx.tenant?.ssoPartnerLogo),
    corporateLogoUrl: blankToNull(detail.corporateLogoUrl),
  };
}

export function accountMenu(ctx: MenuSession): NavItem[] {
  // A visitor gets the 'Login / Register' button, not a menu.
  if (!ctx.loggedIn) return [];
  return items(ITEMS.myProfile, ITEMS.consultations, ITEMS.settings, ITEMS.faq, ITEMS.logout);
}

export function sidebarItems(ctx: MenuSession): NavItem[] {
  const role = roleOf(ctx);
  // The sidebar lives only in the login-guarded patient area.
  if (role === 'visitor') return [];
  if (role === 'sso') {
    return items(ITEMS.myConsultations, ITEMS.healthRecords, ITEMS.medicalHistory, ITEMS.settings, ITEMS.faq);
  }
  // Read the flag, not the role: a corporate user can hold a subscription too, and the
  // role order puts corporate first.
  const subscribed = ctx.headerDetail?.isSubscribedUser === true;
  const showOrders = !(hidesMedicine(ctx) && hidesDiagnostics(ctx));
  return items(
    ITEMS.myProfile,
    ITEMS.myConsultations,
    ITEMS.healthRecords,
    ...(subscribed ? [ITEMS.medicalHistory] : []),
    ...(showOrders ? [ITEMS.myOrders] : []),
    // Beside My Orders: both are things the user has bought, kept apart from the content links.
    ...(subscribed ? [ITEMS.subscriptions] : []),
    ITEMS.familyTree,
    ITEMS.blogs,
    ITEMS.webinars,
    ITEMS.contactUs,
    ITEMS.settings,
    ITEMS.faq,
    ITEMS.deleteAccount,
  );
}

export function backToHome(ctx: MenuSession): string {
  return roleOf(ctx) === 'sso' ? SSO_HOME : ITEMS.myProfile.to;
}

export function homeOf(ctx: MenuContext): string {
  // SSO users arrive from a partner app to consult; the public landing page is not theirs.
  return roleOf(ctx) === 'sso' ? SSO_HOME : '/';
}

export function footerColumns(ctx: MenuSession): FooterColumn[] | null {
  if (roleOf(ctx) === 'sso') return null;
  return [
    {
      title: 'Know',
      links: items(ITEMS.aboutUs, ITEMS.blogs, ITEMS.webinars, ITEMS.careers, ITEMS.mediaCenter, ITEMS.contactUs),
    },
    {
      title: 'Services',
      links: items(
        ITEMS.consultSpecialist,
        ...(hidesMedicine(ctx) ? [] : [ITEMS.medicine]),
        ...(hidesDiagnostics(ctx) ? [] : [ITEMS.diagnostics]),
        ITEMS.mentalWellness,
        ITEMS.surgeryCare,
        ITEMS.offers,
      ),
    },
    { title: 'Policies', links: items(ITEMS.terms, ITEMS.privacy, ITEMS.refund) },
  ];
}

export function ssoBottomBar(ctx: MenuSession): NavItem[] | null {
  if (roleOf(ctx) !== 'sso') return null;
  return items(
    { id: 'home', label: 'Home', to: backToHome(ctx) },
    ITEMS.consultations,
    ITEMS.prescriptions,
    ITEMS.needAssistance,
  );
}

export function isSubscriptionWidgetCode(code: string | null | undefined): boolean {
  // Partner payloads carry these codes with stray case and spaces (spec §3: case-insensitive).
  const wanted = code?.trim().toUpperCase();
  return !!wanted && SUBSCRIPTION_WIDGET_CODES.some((c) => c.toUpperCase() === wanted);
}

/** Where a subscription-widget partner's user finds the partner's plans (the server prices them by the user's partner). */
export const PARTNER_PLANS_PATH = '/auth/subscription-plans';

/** The subscription widget: a compact card leading to the partner's plans. */
export interface SubscriptionWidget {
  partner: string;
  logoUrl: string | null;
}

/**
 * The subscription widget (spec §3) for a signed-in user of a MD000/MD001 partner who holds no
 * active plan; null for everyone else, and once the plan is bought (the badge says it then).
 */
export function subscriptionWidget(ctx: MenuSession): SubscriptionWidget | null {
  if (!ctx.loggedIn || ctx.tenant === null || !isSubscriptionWidgetCode(ctx.tenant.partnerCode)) return null;
  if (ctx.headerDetail?.subscriptionStatus === 'ACTIVE') return null;
  return { partner: ctx.tenant.name, logoUrl: blankToNull(ctx.tenant.ssoPartnerLogo) };
}

export function hidesAppBar(referralCode: string | null | undefined): boolean {
  // Matched as written, per the shared constant: the spec gives no licence to fold case,
  // and a near-miss code must not strip a partner user of navigation.
  return referralCode != null && (SSO_APP_BAR_HIDING_CODES as readonly string[]).includes(referralCode);
}
