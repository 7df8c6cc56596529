import type { HeaderDetail, Tenant, UserProfile } from '../domain/session/model';
import type { UserApi } from '../domain/session/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import type { FakeTenant, FakeUser } from './state';
import { FakeUserService } from './user-service';

export function headerDetailOf(user: FakeUser): HeaderDetail {
  return {
    status: user.active,
    firstName: user.firstName,
    profileUrl: user.profileUrl,
    createdById: user.createdById,
    subscriptionStatus: user.subscriptionStatus,
    isHideMedicine: user.isHideMedicine,
    isHideDiagnostic: user.isHideDiagnostic,
    isSubscribedUser: user.isSubscribedUser,
    addressId: user.addressId,
    corporateLogoUrl: user.corporateLogoUrl,
    medicineCartCount: user.medicineCart.items.filter((item) => item.quantity > 0).length,
  };
}

export function userProfileOf(user: FakeUser): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    email: user.email,
    emailVerified: user.emailVerified === true,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    profileUrl: user.profileUrl,
    pincode: user.pincode,
    city: user.city,
    state: user.state,
  };
}

export function tenantOf(tenant: FakeTenant): Tenant {
  return { ...tenant };
}

/** The user port on the in-memory fake backend, for demos and offline work. */
export class FakeUserApi implements UserApi {
  private readonly service: FakeUserService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeUserService(backend);
  }

  sendOtp(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    return this.backend.call(() => this.service.sendOtp(request.mobileNumber, request.encryptedToken), { mutates: true });
  }

  verifyOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ token: string }> {
    return this.backend.call(() => this.service.verifyOtp(request.mobileNumber, request.otp), { mutates: true });
  }

  headerDetail(): ApiResult<HeaderDetail> {
    return this.backend.call(() => this.service.headerDetail(this.token()).map(headerDetailOf));
  }

  userProfile(): ApiResult<UserProfile> {
    return this.backend.call(() => this.service.userProfile(this.token()).map(userProfileOf));
  }

  profileFor(token: string): ApiResult<UserProfile> {
    return this.backend.call(() => this.service.userProfile(token).map(userProfileOf));
  }

  logout(): ApiResult<null> {
    return this.backend.call(() => this.service.logout(this.token()), { mutates: true });
  }

  tenant(id: string): ApiResult<Tenant> {
    return this.backend.call(() => this.service.tenant(id).map(tenantOf));
  }
}
