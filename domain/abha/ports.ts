import type { ApiResult } from '../shared/errors';
import type { MobileNumber } from '../shared/mobile-number';
import type { Aadhaar } from './aadhaar';
import type { LicenceDocument } from './licence-document';
import type { AadhaarOtpSent, AadhaarVerified, AbhaAccountSummary, AbhaCard, AbhaPlace, LicenceEnrolled, LinkedRecord } from './model';

/**
 * The ABHA registration calls of the user service (spec §7 "ABHA registration"; docs/api.md
 * "ABHA"), which relays ABDM's V3 enrolment. Every step after the first carries the
 * transaction id the first returned; the Aadhaar number travels in one call only.
 */
export interface AbhaApi {
  /** Sends an OTP to the mobile linked with this Aadhaar; a new call is how an OTP is sent again. */
  requestAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent>;
  /** Aadhaar's OTP: whose Aadhaar it is. */
  verifyAadhaarOtp(txnId: string, otp: string): ApiResult<AadhaarVerified>;
  /**
   * The mobile to link to the ABHA. Aadhaar's own mobile is verified already (`otpSent` false);
   * another gets an OTP of its own, and calling again sends it again.
   */
  linkMobile(txnId: string, mobile: MobileNumber): ApiResult<{ otpSent: boolean }>;
  verifyMobileOtp(txnId: string, otp: string): ApiResult<null>;
  /** At least three free addresses drawn from the patient's name (names only, without '@abdm'). */
  addressSuggestions(txnId: string): ApiResult<string[]>;
  /** Whether nobody holds `name@abdm` yet. */
  addressAvailable(txnId: string, name: string): ApiResult<boolean>;
  /** Takes the address and creates the ABHA; a taken address is a conflict. */
  createAbha(txnId: string, name: string): ApiResult<AbhaCard>;
  /** The signed-in patient's ABHA card, or null when they have none linked. */
  myAbha(): ApiResult<AbhaCard | null>;
  /** The health records facilities have linked to the patient's ABHA (ABDM care contexts); none without an ABHA. */
  linkedRecords(): ApiResult<LinkedRecord[]>;
  /** Forgot ABHA number: an OTP to the mobile the ABHA was made with. */
  requestRetrieveOtp(mobile: MobileNumber): ApiResult<{ txnId: string }>;
  /**
   * Forgot ABHA number by Aadhaar (ABDM scope `abha-login, aadhaar-verify`): an OTP to the mobile
   * linked with this Aadhaar, shown masked. The number travels in this call only; a new call is the resend.
   */
  requestRetrieveAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent>;
  /** The accounts that mobile, or that Aadhaar, holds, their numbers masked; either way's transaction. */
  verifyRetrieveOtp(txnId: string, otp: string): ApiResult<AbhaAccountSummary[]>;
  /** The other-document flow starts with the patient's mobile (ABDM scope `dl-flow`); a new call sends the OTP again. */
  requestLicenceOtp(mobile: MobileNumber): ApiResult<{ txnId: string }>;
  verifyLicenceOtp(txnId: string, otp: string): ApiResult<null>;
  /** ABDM's states, by name. */
  states(): ApiResult<AbhaPlace[]>;
  /** The districts of one state, by name; an unknown state is rejected. */
  districts(stateCode: string): ApiResult<AbhaPlace[]>;
  /** The licence's details and photos; the transaction ends with the enrolment number. */
  enrolByLicence(txnId: string, document: LicenceDocument): ApiResult<LicenceEnrolled>;
}
