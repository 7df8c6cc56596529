import type { Gender, NotificationPreferences, OtpPurpose, RegistrationPartner } from '../domain/account/model';
import type { SubscriptionStatus } from '../domain/session/model';
import type { FakeConsultations } from './consultations/state';
import type { FakeFamilyAccount } from './family/state';
import type { MedicalHistoryRecord } from '../domain/medical-history/model';
import type { LabResult } from '../domain/records/lab-results';
import type { HealthRecord } from '../domain/records/model';
import type { FakePharmacyAccount } from './pharmacy/state';
import type { FakeDiagnosticsStore } from './diagnostics/state';
import type { FakeUserSubscription } from './subscriptions-cover';
import type { FakePurchase } from './subscriptions-purchase';
import type { FakeLimits } from './attempt-limits';
import type { FakeAbhaAccount } from './abha/service';
import type { FakeWebinarRegistration } from './cms-webinars';
import type { FakeJobApplication } from './cms-careers';
import type { FakeCorporateEnquiry } from './cms-corporate-media';
import type { FakeNotificationAccount } from './notifications/service';
import type { FakeWearablesAccount } from './wearables/service';
import type { FakeEmergencyAlert } from './wearables/alerts';

/** Everything the fake backend knows, as plain JSON so it can be saved and restored. */
export interface FakeState {
  version: number;
  users: Record<string, FakeUser>;
  /** Session token -> user id. */
  tokens: Record<string, string>;
  tenants: Record<string, FakeTenant>;
  /** OTPs waiting to be verified, keyed by `otpKey` (what the code is for and where it went). */
  pendingOtps: Record<string, FakeOtp>;
  /** Mobile number -> the details POST /user/register/patient sent, until its OTP confirms them. */
  pendingRegistrations: Record<string, FakeRegistration>;
  /** Codes sent, wrong codes and passwords, and locks, per mobile number or e-mail (fakes/attempt-limits.ts). */
  limits: FakeLimits;
  /** Reset token -> who may set a new password with it; removed when used. */
  resetTokens: Record<string, { userId: string; issuedAt: number }>;
  corporates: Record<string, FakeCorporate>;
  /** A partner's SSO token -> the user it signs in and the partner tenant. */
  ssoTokens: Record<string, { userId: string; tenantId: string }>;
  contactMessages: FakeContactMessage[];
  /**
   * User id -> their addresses, prescriptions, orders and payments (the cart itself is
   * `FakeUser.medicineCart`, which the header detail reads). The catalogue is not here: it
   * derives from the seed (fakes/pharmacy/catalogue.ts) and would only bloat the snapshot.
   */
  pharmacy: Record<string, FakePharmacyAccount>;
  /** Lab-test carts, slot bookings and orders; made on first use, so older snapshots still load. */
  diagnostics?: FakeDiagnosticsStore;
  /** User id -> their family members and whom each appointment is for (fakes/family/). */
  family: Record<string, FakeFamilyAccount>;
  /** Person id (a patient or a family member) -> their medical history; made on first use. */
  medicalHistory?: Record<string, MedicalHistoryRecord>;
  /** User id -> the files their family uploaded (fakes/records/); laid out with a demo past on first read. */
  records?: Record<string, FakeStoredRecord[]>;
  /** User id -> the ids of their own records they marked private (absent in stores saved before privacy existed). */
  privateRecords?: Record<string, string[]>;
  /** User id -> the values the demo past's lab reports carry (fakes/records/demo-records.ts). */
  labResults?: Record<string, LabResult[]>;
  /** Appointments of every patient, slot holds and consultation payments (fakes/consultations/). */
  consultations: FakeConsultations;
  /** User id -> their ABHA (fakes/abha/); the seeded ones are laid out on first use. Never an Aadhaar number. */
  abha?: Record<string, FakeAbhaAccount>;
  /** User id -> their care subscriptions (fakes/subscriptions-cover.ts); laid out on first use. */
  subscriptions?: Record<string, FakeUserSubscription[]>;
  /** Purchase id -> a plan purchase and its payment order (fakes/subscriptions-purchase.ts). */
  subscriptionPurchases?: Record<string, FakePurchase>;
  /** Webinar id -> who registered for it (fakes/cms-webinars.ts); made on first use. */
  webinarRegistrations?: Record<string, FakeWebinarRegistration[]>;
  /** Position id -> its applications (fakes/cms-careers.ts); made on first use. */
  jobApplications?: Record<string, FakeJobApplication[]>;
  /** Employers' enquiries from /corporate (fakes/cms-corporate-media.ts); made on first use. */
  corporateEnquiries?: FakeCorporateEnquiry[];
  /** User id -> their standalone notifications and which ones they read (fakes/notifications/); made on first read. */
  notifications?: Record<string, FakeNotificationAccount>;
  /** User id -> their linked wearables (fakes/wearables/); made on first use, the readings generated. */
  wearables?: Record<string, FakeWearablesAccount>;
  /** Falls and crashes the patients' wearables detected, with their contacts' links (fakes/wearables/alerts.ts); laid out on first use. */
  emergencyAlerts?: FakeEmergencyAlert[];
  nextId: number;
}

export interface FakeUser {
  id: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string | null;
  /** Proved by an e-mail OTP; absent (saved before the check existed) means not verified. */
  emailVerified?: boolean;
  gender: Gender | null;
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
  /**
   * The password salted and hashed (fakes/passwords.ts), never as typed: the demo is saved in
   * the browser, and people type passwords they use elsewhere. null: none set yet.
   */
  passwordHash: string | null;
  notificationPreferences: NotificationPreferences;
  registrationPartner: RegistrationPartner | null;
}

/** What an OTP was sent for: the account purposes plus the e-mail check. */
/** LINK_FAMILY: a code to an account holder, whose consent links them into another patient's family. */
export type FakeOtpPurpose = OtpPurpose | 'VERIFY_EMAIL' | 'LINK_FAMILY';

export interface FakeOtp {
  code: string;
  purpose: FakeOtpPurpose;
  /** Epoch ms on the backend's clock. */
  issuedAt: number;
}

export interface FakeRegistration {
  firstName: string;
  lastName: string;
  email: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  partner: RegistrationPartner | null;
  corporateId: string | null;
}

export interface FakeTenant {
  id: string;
  name: string;
  ssoPartnerLogo: string | null;
  partnerCode: string | null;
}

export interface FakeCorporate {
  /** The same id as the corporate's tenant, so a corporate user's createdById finds both. */
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
}

export interface FakeContactMessage {
  name: string;
  email: string;
  mobileNumber: string;
  message: string;
  /** Who sent it, when signed in. */
  userId: string | null;
  receivedAt: number;
}

/** A record as the fake keeps it; who may see it and how is worked out on each read (fakes/records/service.ts). */
export type FakeStoredRecord = Omit<HealthRecord, 'private' | 'fromMemberAccount'>;

/** Bumped whenever the shape changes, so an old saved demo is replaced by the new seed. */
export const FAKE_STATE_VERSION = 9;
