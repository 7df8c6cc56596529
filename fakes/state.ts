import type { SubscriptionStatus } from '../domain/session/model';

/** Everything the fake backend knows, as plain JSON so it can be saved and restored. */
export interface FakeState {
  version: number;
  users: Record<string, FakeUser>;
  /** Session token -> user id. */
  tokens: Record<string, string>;
  tenants: Record<string, FakeTenant>;
  /** Mobile number -> the OTP last sent to it. */
  pendingOtps: Record<string, string>;
  nextId: number;
}

export interface FakeUser {
  id: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  dateOfBirth: string | null;
  profileUrl: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  active: boolean;
  subscriptionStatus: SubscriptionStatus | null;
  isSubscribedUser: boolean;
  isHideMedicine: boolean;
  isHideDiagnostic: boolean;
  createdById: string | null;
  addressId: string | null;
  corporateLogoUrl: string | null;
  medicineCart: { items: { productId: string; quantity: number; isRxRequired: boolean }[]; couponCode: string | null };
}

export interface FakeTenant {
  id: string;
  name: string;
  ssoPartnerLogo: string | null;
  partnerCode: string | null;
}

export const FAKE_STATE_VERSION = 1;
