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
