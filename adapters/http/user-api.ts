import * as v from 'valibot';
import type { ApiResult } from '../../domain/shared/errors';
import type { HeaderDetail, Tenant, UserProfile } from '../../domain/session/model';
import type { UserApi } from '../../domain/session/ports';
import type { HttpClient } from './client';
import { MessageSchema, NothingSchema, TokenSchema, nullableString } from './schemas';

/** Wire shapes of docs/api.md, checked before they become domain values. */
export const HeaderDetailWire = v.object({
  status: v.boolean(),
  firstName: v.string(),
  profileUrl: nullableString,
  createdById: nullableString,
  subscriptionData: v.optional(v.nullable(v.object({ status: v.string() })), null),
  isHideMedicine: v.optional(v.boolean(), false),
  isHideDiagnostic: v.optional(v.boolean(), false),
  isSubscribedUser: v.optional(v.boolean(), false),
  addressId: nullableString,
  corporateLogoUrl: nullableString,
  medicineCart: v.optional(
    v.nullable(
      v.object({
        items: v.array(
          v.object({
            productId: v.string(),
            quantity: v.number(),
            product: v.optional(v.object({ is_rx_required: v.optional(v.boolean(), false) })),
          }),
        ),
        couponCode: nullableString,
      }),
    ),
    null,
  ),
});

const SUBSCRIPTION_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED', 'PENDING'] as const;

const HeaderDetailSchema = v.pipe(
  HeaderDetailWire,
  v.transform(
    (wire): HeaderDetail => ({
      status: wire.status,
      firstName: wire.firstName,
      profileUrl: wire.profileUrl || null,
      createdById: wire.createdById || null,
      subscriptionStatus:
        SUBSCRIPTION_STATUSES.find((s) => s === wire.subscriptionData?.status?.toUpperCase()) ?? null,
      isHideMedicine: wire.isHideMedicine,
      isHideDiagnostic: wire.isHideDiagnostic,
      isSubscribedUser: wire.isSubscribedUser,
      addressId: wire.addressId || null,
      corporateLogoUrl: wire.corporateLogoUrl || null,
      medicineCartCount: wire.medicineCart?.items.filter((item) => item.quantity > 0).length ?? 0,
    }),
  ),
);

export const TenantWire = v.object({
  id: v.string(),
  name: v.string(),
  ssoPartnerLogo: nullableString,
  partnerCode: nullableString,
});

const TenantSchema: v.GenericSchema<unknown, Tenant> = TenantWire;

export const UserProfileWire = v.pipe(
  v.object({
    id: v.string(),
    firstName: v.string(),
    lastName: v.optional(v.string(), ''),
    mobileNumber: v.string(),
    email: nullableString,
    // Our assumption (docs/api.md): a backend that does not send it has verified nothing.
    isEmailVerified: v.optional(v.boolean(), false),
    gender: v.optional(v.nullable(v.picklist(['MALE', 'FEMALE', 'OTHER'])), null),
    dateOfBirth: nullableString,
    profileUrl: nullableString,
    pincode: nullableString,
    city: nullableString,
    state: nullableString,
  }),
  v.transform(({ isEmailVerified, ...profile }): UserProfile => ({ ...profile, emailVerified: isEmailVerified })),
);

export const UserProfileSchema: v.GenericSchema<unknown, UserProfile> = UserProfileWire;

export class HttpUserApi implements UserApi {
  constructor(private readonly http: HttpClient) {}

  sendOtp(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    return this.http.post('/user/sendOtp', {
      body: { mobileNumber: request.mobileNumber, countryCode: '91', encryptedToken: request.encryptedToken },
      data: MessageSchema,
    });
  }

  verifyOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ token: string }> {
    return this.http.post('/user/verifyOtp', { body: request, data: TokenSchema });
  }

  headerDetail(): ApiResult<HeaderDetail> {
    return this.http.get('/user/userIcon', { data: HeaderDetailSchema });
  }

  userProfile(): ApiResult<UserProfile> {
    return this.http.get('/user/userProfile', { data: UserProfileSchema });
  }

  profileFor(token: string): ApiResult<UserProfile> {
    return this.http.get('/user/userProfile', { data: UserProfileSchema, bearer: token });
  }

  logout(): ApiResult<null> {
    return this.http.post('/user/logout', { data: NothingSchema });
  }

  tenant(id: string): ApiResult<Tenant> {
    return this.http.get(`/sso/tanent/${encodeURIComponent(id)}`, { data: TenantSchema });
  }
}
