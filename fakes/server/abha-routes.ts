import type { Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import { FakeAbhaService } from '../abha/service';
import type { FakeBackend } from '../backend';
import type { RequestContext, Route } from './app';
import type { LicenceDocument } from '../../domain/abha/licence-document';
import { BASE64, str } from './request-fields';

/** The ABHA calls of docs/api.md over the fake ABDM. Transactions stay in memory; the demo's saved state never holds an Aadhaar number. */
export function abhaRoutes(backend: FakeBackend): Route[] {
  const abha = new FakeAbhaService(backend);
  const post = (path: RegExp, mutates: boolean, handle: (c: RequestContext) => Result<unknown, ApiError>): Route => ({ method: 'POST', path, mutates, handle });
  return [
    post(/^\/abha\/enrollment\/request\/otp$/, true, (c) => abha.requestAadhaarOtp(c.token, str(c.body.aadhaar)).map(({ txnId, maskedMobile }) => ({ txnId, mobile: maskedMobile }))),
    post(/^\/abha\/enrollment\/enrol\/byAadhaar$/, true, (c) => abha.verifyAadhaarOtp(c.token, str(c.body.txnId), str(c.body.otp))),
    post(/^\/abha\/enrollment\/mobile$/, true, (c) => abha.linkMobile(c.token, str(c.body.txnId), str(c.body.mobile))),
    post(/^\/abha\/enrollment\/auth\/byAbdm$/, true, (c) => abha.verifyMobileOtp(c.token, str(c.body.txnId), str(c.body.otp))),
    post(/^\/abha\/enrollment\/enrol\/suggestion$/, false, (c) => abha.addressSuggestions(c.token, str(c.body.txnId))),
    post(/^\/abha\/enrollment\/enrol\/abha-address\/available$/, false, (c) =>
      abha.addressAvailable(c.token, str(c.body.txnId), str(c.body.abhaAddress)).map((available) => ({ available })),
    ),
    post(/^\/abha\/enrollment\/enrol\/abha-address$/, true, (c) => abha.createAbha(c.token, str(c.body.txnId), str(c.body.abhaAddress))),
    { method: 'GET', path: /^\/abha\/profile\/account$/, mutates: false, handle: (c) => abha.myAbha(c.token) },
    { method: 'GET', path: /^\/abha\/profile\/linked-records$/, mutates: false, handle: (c) => abha.linkedRecords(c.token) },
    post(/^\/abha\/profile\/login\/request\/otp$/, true, (c) => abha.requestRetrieveOtp(c.token, str(c.body.mobile))),
    post(/^\/abha\/profile\/login\/aadhaar\/request\/otp$/, true, (c) =>
      abha.requestRetrieveAadhaarOtp(c.token, str(c.body.aadhaar)).map(({ txnId, maskedMobile }) => ({ txnId, mobile: maskedMobile })),
    ),
    post(/^\/abha\/profile\/login\/verify$/, true, (c) => abha.verifyRetrieveOtp(c.token, str(c.body.txnId), str(c.body.otp))),
    post(/^\/abha\/enrollment\/document\/request\/otp$/, true, (c) => abha.requestLicenceOtp(c.token, str(c.body.mobile))),
    post(/^\/abha\/enrollment\/document\/verify$/, true, (c) => abha.verifyLicenceOtp(c.token, str(c.body.txnId), str(c.body.otp))),
    { method: 'GET', path: /^\/abha\/states$/, mutates: false, handle: () => abha.states() },
    { method: 'GET', path: /^\/abha\/states\/([^/]+)\/districts$/, mutates: false, handle: (c) => abha.districts(decodeURIComponent(c.params[0] ?? '')) },
    post(/^\/abha\/enrollment\/enrol\/byDocument$/, true, (c) => abha.enrolByLicence(c.token, str(c.body.txnId), licenceDocument(c.body))),
  ];
}

/** The body of `enrol/byDocument` as the service reads it; a photo that is not base64 arrives empty, and is refused as such. */
function licenceDocument(body: Record<string, unknown>): LicenceDocument {
  const photo = (value: unknown) => {
    const data = str((value as { data?: unknown } | undefined)?.data);
    return { contentType: 'image/jpeg' as const, bytes: BASE64.test(data) ? new Uint8Array(Buffer.from(data, 'base64')) : new Uint8Array() };
  };
  const middleName = str(body.middleName);
  return {
    licence: str(body.licence),
    firstName: str(body.firstName),
    middleName: middleName === '' ? null : middleName,
    lastName: str(body.lastName),
    dateOfBirth: str(body.dateOfBirth),
    gender: str(body.gender),
    front: photo(body.frontPhoto),
    back: photo(body.backPhoto),
    address: str(body.address),
    stateCode: str(body.stateCode),
    districtCode: str(body.districtCode),
    pincode: str(body.pincode),
  } as LicenceDocument;
}
