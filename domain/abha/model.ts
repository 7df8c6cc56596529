import type { AbhaNumber } from './abha-number';

/** The ABHA card (ABDM `/profile/account/abha-card`): what the patient shows at a facility. */
export interface AbhaCard {
  abhaNumber: AbhaNumber;
  /** The full address, 'priya.sharma@abdm'. */
  abhaAddress: string;
  name: string;
  gender: 'M' | 'F' | 'O';
  /** 'YYYY-MM-DD', as on Aadhaar. */
  dateOfBirth: string;
  /** The linked mobile, masked by the service: '******8510'. */
  mobile: string;
}

/** The answer to the Aadhaar OTP request: the transaction, and the Aadhaar-linked mobile only masked. */
export interface AadhaarOtpSent {
  txnId: string;
  maskedMobile: string;
}

/** Aadhaar's OTP accepted (ABDM `enrol/byAadhaar`): whose Aadhaar it is. */
export interface AadhaarVerified {
  name: string;
}

/** One ABHA account a mobile number holds, as the forgot flow lists it: number masked, name. */
export interface AbhaAccountSummary {
  maskedAbhaNumber: string;
  name: string;
  abhaAddress: string;
}

/** A state or district of ABDM's lists (LGD codes), for the address of a document enrolment. */
export interface AbhaPlace {
  code: string;
  name: string;
}

/**
 * The answer to a document enrolment (ABDM `enrol/byDocument`): an enrolment number, which
 * becomes an ABHA number only once a health facility has checked the licence.
 */
export interface LicenceEnrolled {
  enrolmentNumber: string;
  name: string;
}

/** ABDM's kinds of health information (HI types) a care context holds. */
export const LINKED_RECORD_TYPES = [
  'OP_CONSULTATION',
  'PRESCRIPTION',
  'DIAGNOSTIC_REPORT',
  'DISCHARGE_SUMMARY',
  'IMMUNIZATION_RECORD',
  'WELLNESS_RECORD',
  'HEALTH_DOCUMENT_RECORD',
] as const;
export type LinkedRecordType = (typeof LINKED_RECORD_TYPES)[number];

/**
 * A health record a facility has linked to the patient's ABHA (an ABDM care context): when it
 * was made, of what kind, by whom, and the facility's own title for it.
 */
export interface LinkedRecord {
  id: string;
  /** 'YYYY-MM-DD', the day of the visit or report. */
  date: string;
  type: LinkedRecordType;
  /** The facility (ABDM's health information provider) that linked it: 'Apollo Hospitals, Bengaluru'. */
  source: string;
  /** The facility's words for it, shown as sent: 'Complete blood count'. */
  title: string;
}
