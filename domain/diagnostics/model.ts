import type { Address } from '../pharmacy/model';

/** Where a test takes its sample from. */
export const SAMPLE_TYPES = ['BLOOD', 'URINE', 'STOOL', 'SWAB'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

/** Quality marks Indian labs carry: NABL (India), CAP (College of American Pathologists), ISO 15189. */
export const ACCREDITATIONS = ['NABL', 'CAP', 'ISO'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

/** A partner lab (a chain with home collection), e.g. Dr Lal PathLabs. */
export interface Lab {
  id: string;
  name: string;
  accreditations: Accreditation[];
}

/** One lab's price for one test, in integer paise. */
export interface LabPrice {
  lab: Lab;
  mrpPaise: number;
  pricePaise: number;
}

export interface City {
  id: string;
  name: string;
  state: string;
}

/** A test or package as search and lists show it: the lowest price among the labs that offer it. */
export interface LabTestSummary {
  /** An alphanumeric token (no '-' or '_'), so the test page survives the refer encoding of spec §4. */
  id: string;
  name: string;
  kind: 'TEST' | 'PACKAGE';
  /** How many parameters the report gives (a package counts all of its tests' parameters). */
  parameterCount: number;
  sampleType: SampleType;
  /** 0 when no fasting is needed. */
  fastingHours: number;
  /** Hours from the sample reaching the lab to the report. */
  turnaroundHours: number;
  fromPricePaise: number;
  mrpPaise: number;
  labCount: number;
}

/** The test page: what it measures, its parameters, preparation, and every lab's price. */
export interface LabTestDetail extends LabTestSummary {
  description: string;
  parameters: string[];
  preparation: string;
  /** Every lab that offers it in the asked city, cheapest first. */
  prices: LabPrice[];
}

export interface LabTestPage {
  items: LabTestSummary[];
  page: number;
  limit: number;
  total: number;
}

/** GET availability check (zipcode, lat, long): whether home collection reaches the place. */
export interface Serviceability {
  serviceable: boolean;
  city: City | null;
}

/** A line of the diagnostics cart (spec §3: itemId, itemName, city_id, vendor, optionally from and labData). */
export interface DiagnosticCartItem {
  itemId: string;
  itemName: string;
  cityId: string;
  /** The lab that will do the test: the cart's selected partner. */
  vendor: string;
  /** Where the item was added from (a page name), when the server was told. */
  from: string | null;
  labData: { labName: string; mrpPaise: number; pricePaise: number } | null;
}

/** What the whole cart costs at one lab: what the comparison shows side by side. */
export interface LabQuote {
  lab: Lab;
  mrpPaise: number;
  pricePaise: number;
  /** Items of the cart this lab does not do in the city; a lab missing any cannot be chosen. */
  missingItemIds: string[];
}

export interface DiagnosticTotals {
  mrpPaise: number;
  discountPaise: number;
  couponDiscountPaise: number;
  homeCollectionPaise: number;
  payablePaise: number;
}

export interface DiagnosticCart {
  items: DiagnosticCartItem[];
  cityId: string | null;
  cityName: string | null;
  /** The selected partner lab (selectedPartner of the update). */
  labId: string | null;
  /** For whom: null is the patient; otherwise the family member's id (famId). */
  familyMemberId: string | null;
  addressId: string | null;
  pincode: string | null;
  couponCode: string | null;
  couponReason: string | null;
  totals: DiagnosticTotals;
  /** Every partner lab's price for the cart, when read with isComparisonNeeded=true; else empty. */
  comparison: LabQuote[];
}

/** The update body of spec §3; fields left out stay as they are. */
export interface DiagnosticCartUpdate {
  itemId?: string;
  /** 0 removes the item. */
  quantity?: number;
  familyMemberId?: string | null;
  addressId?: string;
  pincode?: string;
  couponCode?: string;
  isRemoveCoupon?: boolean;
  isHomeCollection?: boolean;
  cityId?: string;
  cityName?: string;
  selectedPartner?: string;
}

/** Someone a test can be booked for (GET family members for diagnostics). */
export interface DiagnosticPatient {
  /** null for the signed-in patient, else the family member's id. */
  id: string | null;
  name: string;
  relation: string;
  age: number | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
}

/** A home-collection window of one lab on one day. */
export interface CollectionSlot {
  id: string;
  labId: string;
  /** The Indian day, YYYY-MM-DD. */
  date: string;
  /** ISO date-times with the +05:30 offset. */
  startsAt: string;
  endsAt: string;
  available: boolean;
}

/** A slot held for the patient by POST book slots, until the order is created or the hold lapses. */
export interface SlotBooking {
  id: string;
  slot: CollectionSlot;
  /** ISO date-time after which the hold is released. */
  heldUntil: string;
}

/** Diagnostic order states (not shown in the spec; docs/decisions.md lists them). */
export const DIAGNOSTIC_ORDER_STATES = [
  'PAYMENT_PENDING',
  'BOOKED',
  'PHLEBOTOMIST_ASSIGNED',
  'SAMPLE_COLLECTED',
  'SAMPLE_AT_LAB',
  'REPORT_READY',
  'CANCELLED',
] as const;
export type DiagnosticOrderState = (typeof DIAGNOSTIC_ORDER_STATES)[number];

export interface DiagnosticOrderItem {
  itemId: string;
  name: string;
  mrpPaise: number;
  pricePaise: number;
}

export interface DiagnosticReport {
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  url: string;
}

export interface DiagnosticOrder {
  id: string;
  state: DiagnosticOrderState;
  history: { state: DiagnosticOrderState; at: string }[];
  items: DiagnosticOrderItem[];
  lab: Lab;
  patient: DiagnosticPatient;
  address: Address;
  slot: CollectionSlot;
  totals: DiagnosticTotals;
  paymentOrderId: string | null;
  paid: boolean;
  placedAt: string;
  cancelReason: string | null;
  /** The phlebotomist's name once one is assigned. */
  phlebotomist: string | null;
  /** Booked in the partner lab's own system: cancelled through the partner's call. */
  bookedWithPartner: boolean;
  report: DiagnosticReport | null;
}

/** A lab's collection centre (spec §7 nearby labs, lab branches; the /mdiagnostic pages). */
export interface LabBranch {
  /** An alphanumeric token, used in the /mdiagnostic/diagnosticIndivdual?id= address. */
  id: string;
  lab: Lab;
  /** 'Dr Lal PathLabs, Indiranagar' */
  name: string;
  address: string;
  city: string;
  pincode: string;
  /** As the centre prints them: 'Mon–Sat 7:00 AM – 9:00 PM, Sun 7:00 AM – 2:00 PM'. */
  timings: string;
  /** From where the patient asked; null when no place was given. */
  distanceKm: number | null;
  homeCollection: boolean;
}

/** A centre with the tests its lab does there, each at the lab's price. */
export interface LabBranchDetail extends LabBranch {
  tests: LabTestSummary[];
}

/** GET custom packages: tests the patient chose, priced together at every partner lab of the city. */
export interface CustomPackageQuote {
  tests: LabTestSummary[];
  /** Every partner lab of the city, with the tests it cannot do; compareLabs orders them. */
  quotes: LabQuote[];
}

/** GET preferred product options: what a test's page suggests besides the test alone. */
export interface PreferredProductOptions {
  /** The cheapest NABL-accredited lab offering the test in the city; null when none does. */
  preferredLabId: string | null;
  /** Packages that hold the test, cheapest first. */
  packages: LabTestSummary[];
}
