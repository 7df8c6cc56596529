import * as v from 'valibot';
import type { Aadhaar } from '../../domain/abha/aadhaar';
import { parseAbhaNumber } from '../../domain/abha/abha-number';
import type { LicenceDocument } from '../../domain/abha/licence-document';
import { LINKED_RECORD_TYPES, type AadhaarOtpSent, type AadhaarVerified, type AbhaAccountSummary, type AbhaCard, type AbhaPlace, type LicenceEnrolled, type LinkedRecord } from '../../domain/abha/model';
import type { AbhaApi } from '../../domain/abha/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { MobileNumber } from '../../domain/shared/mobile-number';
import type { HttpClient } from './client';
import { fileBody } from './commerce-wire';
import { NothingSchema } from './schemas';

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

/** The card of docs/api.md ("ABHA"): the number with or without its dashes, kept as 14 digits. */
const CardSchema = v.object({
  abhaNumber: v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const number = parseAbhaNumber(dataset.value);
      if (number.isOk()) return number.value;
      addIssue({ message: number.error });
      return NEVER;
    }),
  ),
  abhaAddress: v.pipe(text, v.regex(/^[a-z0-9._]+@[a-z]+$/)),
  name: text,
  gender: v.picklist(['M', 'F', 'O']),
  dateOfBirth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  mobile: v.string(),
}) satisfies v.GenericSchema<unknown, AbhaCard>;

const TxnSchema = v.object({ txnId: text });

/** The answer to an OTP sent to Aadhaar's mobile: the transaction, and that mobile only masked. */
const AadhaarOtpSentSchema = v.object({ txnId: text, mobile: v.string() });
const aadhaarOtpSent = ({ txnId, mobile }: v.InferOutput<typeof AadhaarOtpSentSchema>): AadhaarOtpSent => ({ txnId, maskedMobile: mobile });

/** A linked record of docs/api.md: a day, one of ABDM's HI types, the facility and its title. */
const LinkedRecordSchema = v.object({
  id: text,
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  type: v.picklist(LINKED_RECORD_TYPES),
  source: text,
  title: text,
}) satisfies v.GenericSchema<unknown, LinkedRecord>;

const PlacesSchema = v.array(v.object({ code: text, name: text })) satisfies v.GenericSchema<unknown, AbhaPlace[]>;

/**
 * The ABHA calls of the user service over HTTP (docs/api.md "ABHA"). The transaction id goes in
 * bodies only, never in an address, and the Aadhaar number in the one call that needs it.
 */
export class HttpAbhaApi implements AbhaApi {
  constructor(private readonly http: HttpClient) {}

  requestAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent> {
    return this.http.post('/abha/enrollment/request/otp', { body: { aadhaar }, data: AadhaarOtpSentSchema }).then((result) => result.map(aadhaarOtpSent));
  }

  verifyAadhaarOtp(txnId: string, otp: string): ApiResult<AadhaarVerified> {
    return this.http.post('/abha/enrollment/enrol/byAadhaar', { body: { txnId, otp }, data: v.object({ name: text }) });
  }

  linkMobile(txnId: string, mobile: MobileNumber): ApiResult<{ otpSent: boolean }> {
    return this.http.post('/abha/enrollment/mobile', { body: { txnId, mobile }, data: v.object({ otpSent: v.boolean() }) });
  }

  verifyMobileOtp(txnId: string, otp: string): ApiResult<null> {
    return this.http.post('/abha/enrollment/auth/byAbdm', { body: { txnId, otp }, data: NothingSchema });
  }

  addressSuggestions(txnId: string): ApiResult<string[]> {
    return this.http.post('/abha/enrollment/enrol/suggestion', { body: { txnId }, data: v.array(text) });
  }

  addressAvailable(txnId: string, abhaAddress: string): ApiResult<boolean> {
    return this.http
      .post('/abha/enrollment/enrol/abha-address/available', { body: { txnId, abhaAddress }, data: v.object({ available: v.boolean() }) })
      .then((result) => result.map(({ available }) => available));
  }

  createAbha(txnId: string, abhaAddress: string): ApiResult<AbhaCard> {
    return this.http.post('/abha/enrollment/enrol/abha-address', { body: { txnId, abhaAddress }, data: CardSchema });
  }

  myAbha(): ApiResult<AbhaCard | null> {
    return this.http.get('/abha/profile/account', { data: v.nullable(CardSchema) });
  }

  linkedRecords(): ApiResult<LinkedRecord[]> {
    return this.http.get('/abha/profile/linked-records', { data: v.array(LinkedRecordSchema) });
  }

  requestRetrieveOtp(mobile: MobileNumber): ApiResult<{ txnId: string }> {
    return this.http.post('/abha/profile/login/request/otp', { body: { mobile }, data: TxnSchema });
  }

  requestRetrieveAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent> {
    return this.http.post('/abha/profile/login/aadhaar/request/otp', { body: { aadhaar }, data: AadhaarOtpSentSchema }).then((result) => result.map(aadhaarOtpSent));
  }

  verifyRetrieveOtp(txnId: string, otp: string): ApiResult<AbhaAccountSummary[]> {
    return this.http.post('/abha/profile/login/verify', {
      body: { txnId, otp },
      data: v.array(v.object({ maskedAbhaNumber: v.pipe(v.string(), v.regex(/^\d{2}-\d{4}-\d{4}-[\dX]{4}$/)), name: text, abhaAddress: text })),
    });
  }

  requestLicenceOtp(mobile: MobileNumber): ApiResult<{ txnId: string }> {
    return this.http.post('/abha/enrollment/document/request/otp', { body: { mobile }, data: TxnSchema });
  }

  verifyLicenceOtp(txnId: string, otp: string): ApiResult<null> {
    return this.http.post('/abha/enrollment/document/verify', { body: { txnId, otp }, data: NothingSchema });
  }

  states(): ApiResult<AbhaPlace[]> {
    return this.http.get('/abha/states', { data: PlacesSchema });
  }

  districts(stateCode: string): ApiResult<AbhaPlace[]> {
    return this.http.get(`/abha/states/${encodeURIComponent(stateCode)}/districts`, { data: PlacesSchema });
  }

  /** The photos ride as base64 in the JSON, as every upload of this API does (docs/api.md). */
  enrolByLicence(txnId: string, document: LicenceDocument): ApiResult<LicenceEnrolled> {
    const photo = (side: string, { contentType, bytes }: LicenceDocument['front']) => {
      const { contentType: type, data } = fileBody({ name: `licence-${side}`, contentType, bytes });
      return { contentType: type, data };
    };
    const { front, back, ...details } = document;
    return this.http.post('/abha/enrollment/enrol/byDocument', {
      body: { txnId, documentType: 'DRIVING_LICENCE', ...details, frontPhoto: photo('front', front), backPhoto: photo('back', back) },
      data: v.object({ enrolmentNumber: text, name: text }),
    });
  }
}
