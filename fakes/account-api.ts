import type {
  ContactMessage,
  Corporate,
  MobileLookup,
  NotificationPreferences,
  PincodeLocation,
  ProfileCompletion,
  ProfileUpdate,
  Registration,
  SsoSession,
} from '../domain/account/model';
import type { AccountApi } from '../domain/account/ports';
import type { UserProfile } from '../domain/session/model';
import type { ApiResult } from '../domain/shared/errors';
import { FakeAccountService } from './account-service';
import type { FakeBackend } from './backend';
import type { FakeCorporate } from './state';
import { userProfileOf } from './user-api';

/** A corporate's id is its tenant's id; the tenant carries the partner code. */
export function corporateOf(corporate: FakeCorporate, partnerCode: string | null): Corporate {
  return { id: corporate.id, slug: corporate.slug, name: corporate.name, logoUrl: corporate.logoUrl, partnerCode };
}

/** The account port on the in-memory fake backend. */
export class FakeAccountApi implements AccountApi {
  private readonly service: FakeAccountService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeAccountService(backend);
  }

  register(registration: Registration, encryptedToken: string): ApiResult<{ message: string }> {
    return this.backend.call(() => this.service.register(registration, encryptedToken), { mutates: true });
  }

  lookupMobile(mobileNumber: string): ApiResult<MobileLookup> {
    return this.backend.call(() => this.service.lookupMobile(mobileNumber));
  }

  signInWithPassword(request: { mobileNumber: string; password: string }): ApiResult<{ token: string }> {
    return this.backend.call(() => this.service.signInWithPassword(request.mobileNumber, request.password), { mutates: true });
  }

  forgetPassword(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    return this.backend.call(() => this.service.forgetPassword(request.mobileNumber, request.encryptedToken), { mutates: true });
  }

  verifyResetOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ resetToken: string }> {
    return this.backend.call(() => this.service.verifyResetOtp(request.mobileNumber, request.otp), { mutates: true });
  }

  createPassword(request: { password: string; token?: string }): ApiResult<null> {
    return this.backend.call(() => this.service.createPassword(request.password, request.token ?? null, this.token()), { mutates: true });
  }

  changePassword(request: { oldPassword: string; newPassword: string }): ApiResult<null> {
    return this.backend.call(() => this.service.changePassword(this.token(), request.oldPassword, request.newPassword), { mutates: true });
  }

  sendEmailOtp(request: { email: string }): ApiResult<{ message: string }> {
    return this.backend.call(() => this.service.contacts.sendEmailOtp(request.email), { mutates: true });
  }

  verifyEmailOtp(request: { email: string; otp: string }): ApiResult<null> {
    return this.backend.call(() => this.service.contacts.verifyEmailOtp(this.token(), request.email, request.otp), { mutates: true });
  }

  sendMobileVerificationOtp(request: { mobileNumber: string }): ApiResult<{ message: string }> {
    return this.backend.call(() => this.service.contacts.sendMobileVerificationOtp(this.token(), request.mobileNumber), { mutates: true });
  }

  verifyMobileOtp(request: { mobileNumber: string; otp: string }): ApiResult<null> {
    return this.backend.call(() => this.service.contacts.verifyMobileOtp(this.token(), request.mobileNumber, request.otp), { mutates: true });
  }

  corporateBySlug(slug: string): ApiResult<Corporate> {
    return this.backend.call(() => this.service.corporateBySlug(slug).map((c) => corporateOf(c, this.backend.state.tenants[c.id]?.partnerCode ?? null)));
  }

  validateSso(ssoToken: string): ApiResult<SsoSession> {
    return this.backend.call(() => this.service.validateSso(ssoToken), { mutates: true });
  }

  userProfileById(id: string): ApiResult<UserProfile> {
    return this.backend.call(() => this.service.userProfileById(this.token(), id).map(userProfileOf));
  }

  editProfile(update: ProfileUpdate): ApiResult<UserProfile> {
    return this.backend.call(() => this.service.editProfile(this.token(), update).map(userProfileOf), { mutates: true });
  }

  notificationPreferences(): ApiResult<NotificationPreferences> {
    return this.backend.call(() => this.service.notificationPreferences(this.token()));
  }

  searchPincode(pincode: string): ApiResult<PincodeLocation> {
    return this.backend.call(() => this.service.searchPincode(pincode));
  }

  profileCompletion(): ApiResult<ProfileCompletion> {
    return this.backend.call(() => this.service.profileCompletion(this.token()));
  }

  deactivate(userId: string): ApiResult<null> {
    return this.backend.call(() => this.service.deactivate(this.token(), userId), { mutates: true });
  }

  contactUs(message: ContactMessage): ApiResult<null> {
    return this.backend.call(() => this.service.contactUs(this.token(), message), { mutates: true });
  }
}
