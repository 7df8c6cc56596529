/** Partner sign-up variants of /auth/register/{partner} (spec §2 /auth group). */
export const REGISTRATION_PARTNERS = ['timesprime', 'icicibank', 'flipkarthealth', 'fkh'] as const;
export type RegistrationPartner = (typeof REGISTRATION_PARTNERS)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

/** POST /user/register/patient */
export interface Registration {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string | null;
  gender: Gender | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  partner: RegistrationPartner | null;
  corporateId: string | null;
}

/** GET /user/signIn/patient/byMobile: what sign-in may offer this number. */
export interface MobileLookup {
  registered: boolean;
  hasPassword: boolean;
}

/** GET /admin/corporate/bySlug */
export interface Corporate {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  /** Its tenant's partner code (e.g. 'MD001'); null when it has none. */
  partnerCode: string | null;
}

/** POST /sso/validate: our session for a partner's user. */
export interface SsoSession {
  token: string;
  tenantId: string;
}

export interface NotificationPreferences {
  sms: boolean;
  email: boolean;
  whatsapp: boolean;
}

/** POST /user/editProfile */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  /** A data URL of a checked JPEG or PNG, or a URL the server gave, or null. */
  profileUrl: string | null;
  notificationPreferences: NotificationPreferences;
}

/** GET /user/searchPincode */
export interface PincodeLocation {
  pincode: string;
  city: string;
  district: string;
  state: string;
}

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth', 'pincode', 'profileUrl'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** GET /user/profileCompletion */
export interface ProfileCompletion {
  percent: number;
  missing: ProfileField[];
}

/** POST /user/contactUs */
export interface ContactMessage {
  name: string;
  email: string;
  mobileNumber: string;
  message: string;
}

export type OtpPurpose = 'SIGN_IN' | 'REGISTER' | 'RESET_PASSWORD' | 'VERIFY_MOBILE';
