import type { Aadhaar } from '../../domain/abha/aadhaar';
import type { LicenceDocument } from '../../domain/abha/licence-document';
import type { AadhaarOtpSent, AadhaarVerified, AbhaAccountSummary, AbhaCard, AbhaPlace, LicenceEnrolled, LinkedRecord } from '../../domain/abha/model';
import type { AbhaApi } from '../../domain/abha/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { MobileNumber } from '../../domain/shared/mobile-number';
import type { FakeBackend } from '../backend';
import { FakeAbhaService } from './service';

/** The ABHA port on the in-memory fake backend. */
export class FakeAbhaApi implements AbhaApi {
  private readonly service: FakeAbhaService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeAbhaService(backend);
  }

  requestAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent> {
    return this.backend.call(() => this.service.requestAadhaarOtp(this.token(), aadhaar), { mutates: true });
  }

  verifyAadhaarOtp(txnId: string, otp: string): ApiResult<AadhaarVerified> {
    return this.backend.call(() => this.service.verifyAadhaarOtp(this.token(), txnId, otp), { mutates: true });
  }

  linkMobile(txnId: string, mobile: MobileNumber): ApiResult<{ otpSent: boolean }> {
    return this.backend.call(() => this.service.linkMobile(this.token(), txnId, mobile), { mutates: true });
  }

  verifyMobileOtp(txnId: string, otp: string): ApiResult<null> {
    return this.backend.call(() => this.service.verifyMobileOtp(this.token(), txnId, otp), { mutates: true });
  }

  addressSuggestions(txnId: string): ApiResult<string[]> {
    return this.backend.call(() => this.service.addressSuggestions(this.token(), txnId));
  }

  addressAvailable(txnId: string, name: string): ApiResult<boolean> {
    return this.backend.call(() => this.service.addressAvailable(this.token(), txnId, name));
  }

  createAbha(txnId: string, name: string): ApiResult<AbhaCard> {
    return this.backend.call(() => this.service.createAbha(this.token(), txnId, name), { mutates: true });
  }

  myAbha(): ApiResult<AbhaCard | null> {
    return this.backend.call(() => this.service.myAbha(this.token()));
  }

  linkedRecords(): ApiResult<LinkedRecord[]> {
    return this.backend.call(() => this.service.linkedRecords(this.token()));
  }

  requestRetrieveOtp(mobile: MobileNumber): ApiResult<{ txnId: string }> {
    return this.backend.call(() => this.service.requestRetrieveOtp(this.token(), mobile), { mutates: true });
  }

  requestRetrieveAadhaarOtp(aadhaar: Aadhaar): ApiResult<AadhaarOtpSent> {
    return this.backend.call(() => this.service.requestRetrieveAadhaarOtp(this.token(), aadhaar), { mutates: true });
  }

  verifyRetrieveOtp(txnId: string, otp: string): ApiResult<AbhaAccountSummary[]> {
    return this.backend.call(() => this.service.verifyRetrieveOtp(this.token(), txnId, otp), { mutates: true });
  }

  requestLicenceOtp(mobile: MobileNumber): ApiResult<{ txnId: string }> {
    return this.backend.call(() => this.service.requestLicenceOtp(this.token(), mobile), { mutates: true });
  }

  verifyLicenceOtp(txnId: string, otp: string): ApiResult<null> {
    return this.backend.call(() => this.service.verifyLicenceOtp(this.token(), txnId, otp), { mutates: true });
  }

  states(): ApiResult<AbhaPlace[]> {
    return this.backend.call(() => this.service.states());
  }

  districts(stateCode: string): ApiResult<AbhaPlace[]> {
    return this.backend.call(() => this.service.districts(stateCode));
  }

  enrolByLicence(txnId: string, document: LicenceDocument): ApiResult<LicenceEnrolled> {
    return this.backend.call(() => this.service.enrolByLicence(this.token(), txnId, document), { mutates: true });
  }
}
