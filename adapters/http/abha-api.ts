import * as v from 'valibot';
import type { Aadhaar } from '../../domain/abha/aadhaar';
import { parseAbhaNumber } from '../../domain/abha/abha-number';
import type { AadhaarOtpSent, AadhaarVerified, AbhaAccountSummary, AbhaCard } from '../../domain/abha/model';
import type { AbhaApi } from '../../domain/abha/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { MobileNumber } from '../../domain/shared/mobile-number';
import type { HttpClient } from './client';
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

/**
 * The ABHA calls of the user service over HTTP (docs/api.md "ABHA"). The transaction id goes in
 * bodies only, never in an address, and the Aadhaar number in the one call that needs it.
 */
export class HttpAbhaApi implements AbhaApi {
  constructor(private readonly http: HttpClient) {}

  requestAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent> {
    return this.http.post('/abha/enrollment/request/otp', { body: { aadhaar }, data: v.object({ txnId: text, mobile: v.string() }) }).then((result) =>
      result.map(({ txnId, mobile }) => ({ txnId, maskedMobile: mobile })),
    );
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

  requestRetrieveOtp(mobile: MobileNumber): ApiResult<{ txnId: string }> {
    return this.http.post('/abha/profile/login/request/otp', { body: { mobile }, data: TxnSchema });
  }

  verifyRetrieveOtp(txnId: string, otp: string): ApiResult<AbhaAccountSummary[]> {
    return this.http.post('/abha/profile/login/verify', {
      body: { txnId, otp },
      data: v.array(v.object({ maskedAbhaNumber: v.pipe(v.string(), v.regex(/^\d{2}-\d{4}-\d{4}-[\dX]{4}$/)), name: text, abhaAddress: text })),
    });
  }
}
