/** GET /user/userIcon: what the header and menus need to know about the signed-in user. */
export interface HeaderDetail {
  status: boolean;
  firstName: string;
  profileUrl: string | null;
  /** The tenant (SSO partner or corporate) that created this user, if any. */
  createdById: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  isHideMedicine: boolean;
  isHideDiagnostic: boolean;
  isSubscribedUser: boolean;
  addressId: string | null;
  corporateLogoUrl: string | null;
  /** Number of lines in the medicine cart, for the header badge. */
  medicineCartCount: number;
}

export type SubscriptionStatus = 'ACTIVE' | 'INACTIVE' | 'EXPIRED' | 'PENDING';

/** GET /sso/tanent/{id} */
export interface Tenant {
  id: string;
  name: string;
  ssoPartnerLogo: string | null;
  /** Referral or partner code, e.g. 'Pharmeasy_SSO', 'MD000'. */
  partnerCode: string | null;
}

/** GET /user/userProfile */
export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string | null;
  /** Whether `email` was proved by an e-mail OTP; a changed address is unverified again. */
  emailVerified: boolean;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  dateOfBirth: string | null;
  profileUrl: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
}
