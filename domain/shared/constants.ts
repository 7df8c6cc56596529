/**
 * The business constants of spec §9 and the fixed messages of §1, §4, §5 and §8.
 * Values printed in the spec are copied verbatim, odd spacing included: other
 * systems and testers compare them as text.
 */

// Timing
export const COOKIE_LIFETIME_MS = 10 * 60 * 1000;
export const TOAST_DURATION_MS = 4000;
export const PAYMENT_RELOAD_DELAY_MS = 4000;
export const DEBOUNCE_MS = 1000;
export const THROTTLE_MS = 1500;

// Payment
/** The provider takes amounts in paise, the backend sends rupees. */
export const PAYMENT_MULTIPLIER = 100;
export const CURRENCY = 'INR';
/** Prefixed to the 10-digit mobile when prefilling the payment form. */
export const PHONE_PREFIX = '91';
export const PAYMENT_DESCRIPTION = 'Credits towards consultation';

// Contact
export const CUSTOMER_CARE_NUMBER = '1800 3090 101';

// Partners
/** Compared case-insensitively (spec §3); stored upper-case here. */
export const SUBSCRIPTION_WIDGET_CODES = Object.freeze(['MD000', 'MD001'] as const);
/** Referral codes whose users get no app bar. Compared as written. */
export const SSO_APP_BAR_HIDING_CODES = Object.freeze(['Pharmeasy_SSO'] as const);

// Layout and theme
export const SIDEBAR_WIDTH = 286;
export const PRIMARY_COLOUR = '#1A4BA1';

// Rules
export const DAYS_PER_YEAR = 365;

// Family
export const RELATIONSHIPS = Object.freeze([
  'FATHER',
  'MOTHER',
  'DAUGHTER',
  'SON',
  'BROTHER',
  'SISTER',
  'WIFE',
  'HUSBAND',
  'FRIEND',
] as const);
export type Relationship = (typeof RELATIONSHIPS)[number];

export const FAMILY_SLOT_STATUSES = Object.freeze(['ACTIVE', 'INACTIVE'] as const);
export type FamilySlotStatus = (typeof FAMILY_SLOT_STATUSES)[number];

// Search paging
export const MEDICINE_SEARCH = Object.freeze({ page: 1, size: 30 } as const);
export const DIAGNOSTIC_SEARCH = Object.freeze({ page: 1, limit: 10 } as const);

// Subscriptions: the spec infers these from assets only; prices and limits are unknown.
export const SUBSCRIPTION_PLAN_MONTHS = Object.freeze([3, 6, 12] as const);
export type SubscriptionPlanMonths = (typeof SUBSCRIPTION_PLAN_MONTHS)[number];

export const PACKAGE_TIERS = Object.freeze(['bronze', 'silver', 'gold', 'platinum'] as const);
export type PackageTier = (typeof PACKAGE_TIERS)[number];

// Calls
/** Sent on every call so the backend knows the request came from this app. */
export const SOURCE_HEADER_VALUE = 'PATIENT WEB';

// Messages
export const COPY_BLOCKED_MESSAGE = 'Copying is disabled on this site for security reasons.';
export const DATA_NOT_FOUND = 'Data Not Found';
export const PAYMENT_SCRIPT_FAILED = 'Razorpay SDK failed to load. Are you online?';
/** The trailing space is in the spec; keep it. */
export const LOGGED_OUT_MESSAGE = 'Logged Out successfully ';
