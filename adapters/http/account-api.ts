import * as v from 'valibot';
import {
  PROFILE_FIELDS,
  type ContactMessage,
  type Corporate,
  type MobileLookup,
  type NotificationPreferences,
  type PincodeLocation,
  type ProfileCompletion,
  type ProfileUpdate,
  type Registration,
  type SsoSession,
} from '../../domain/account/model';
import type { AccountApi } from '../../domain/account/ports';
import type { UserProfile } from '../../domain/session/model';
import { PHONE_PREFIX } from '../../domain/shared/constants';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { MessageSchema, NothingSchema, TokenSchema, nullableString } from './schemas';
import { UserProfileSchema } from './user-api';

/** Wire shapes of docs/api.md, checked before they become domain values. */
export const MobileLookupWire = v.object({
  isRegistered: v.boolean(),
  isPasswordSet: v.optional(v.boolean(), false),
});

const MobileLookupSchema = v.pipe(
  MobileLookupWire,
  // A number nobody registered cannot have a password, whatever the flag says.
  v.transform((wire): MobileLookup => ({ registered: wire.isRegistered, hasPassword: wire.isRegistered && wire.isPasswordSet })),
);

const ResetTokenSchema = v.pipe(
  TokenSchema,
  v.transform((wire) => ({ resetToken: wire.token })),
);

export const CorporateWire = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  slug: v.string(),
  name: v.string(),
  logo: nullableString,
  partnerCode: v.optional(nullableString, null),
});

const CorporateSchema = v.pipe(
  CorporateWire,
  v.transform((wire): Corporate => ({ id: wire.id, slug: wire.slug, name: wire.name, logoUrl: wire.logo || null, partnerCode: wire.partnerCode || null })),
);

const SsoSessionSchema: v.GenericSchema<unknown, SsoSession> = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  tenantId: v.pipe(v.string(), v.minLength(1)),
});

const NotificationPreferencesSchema: v.GenericSchema<unknown, NotificationPreferences> = v.object({
  // The defaults of a new account, for a backend that leaves a choice out.
  sms: v.optional(v.boolean(), true),
  email: v.optional(v.boolean(), true),
  whatsapp: v.optional(v.boolean(), false),
});

const PincodeLocationSchema: v.GenericSchema<unknown, PincodeLocation> = v.object({
  pincode: v.string(),
  city: v.string(),
  district: v.optional(v.string(), ''),
  state: v.string(),
});

export const ProfileCompletionWire = v.object({
  percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  missingFields: v.optional(v.array(v.string()), []),
});

const ProfileCompletionSchema = v.pipe(
  ProfileCompletionWire,
  v.transform(
    (wire): ProfileCompletion => ({
      percent: Math.round(wire.percentage),
      // Fields the app does not show (the server may count more) are left out; order is the app's.
      missing: PROFILE_FIELDS.filter((field) => wire.missingFields.includes(field)),
    }),
  ),
);

/** The account area of the user API over HTTP (docs/api.md). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly http: HttpClient) {}

  register(registration: Registration, encryptedToken: string): ApiResult<{ message: string }> {
    return this.http.post('/user/register/patient', {
      body: { ...registration, countryCode: PHONE_PREFIX, encryptedToken },
      data: MessageSchema,
    });
  }

  lookupMobile(mobileNumber: string): ApiResult<MobileLookup> {
    return this.http.get('/user/signIn/patient/byMobile', { query: { mobileNumber }, data: MobileLookupSchema });
  }

  signInWithPassword(request: { mobileNumber: string; password: string }): ApiResult<{ token: string }> {
    return this.http.post('/user/signIn', { body: { mobileNumber: request.mobileNumber, password: request.password }, data: TokenSchema });
  }

  forgetPassword(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }> {
    return this.http.post('/user/forgetPassword', {
      body: { mobileNumber: request.mobileNumber, countryCode: PHONE_PREFIX, encryptedToken: request.encryptedToken },
      data: MessageSchema,
    });
  }

  verifyResetOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ resetToken: string }> {
    return this.http.post('/user/verifyOtp', {
      body: { mobileNumber: request.mobileNumber, otp: request.otp, purpose: 'RESET_PASSWORD' },
      data: ResetTokenSchema,
    });
  }

  createPassword(request: { password: string; token?: string }): ApiResult<null> {
    // Without an explicit token the server uses the bearer: the signed-in user sets a password.
    const body = request.token ? { password: request.password, token: request.token } : { password: request.password };
    return this.http.post('/user/createPassword', { body, data: NothingSchema });
  }

  changePassword(request: { oldPassword: string; newPassword: string }): ApiResult<null> {
    return this.http.post('/user/changePassword', {
      body: { oldPassword: request.oldPassword, newPassword: request.newPassword },
      data: NothingSchema,
    });
  }

  sendEmailOtp(request: { email: string }): ApiResult<{ message: string }> {
    return this.http.post('/user/sendEmailOtp', { body: { email: request.email }, data: MessageSchema });
  }

  verifyEmailOtp(request: { email: string; otp: string }): ApiResult<null> {
    return this.http.post('/user/verifyOtp', { body: { email: request.email, otp: request.otp, purpose: 'VERIFY_EMAIL' }, data: NothingSchema });
  }

  sendMobileVerificationOtp(request: { mobileNumber: string }): ApiResult<{ message: string }> {
    return this.http.post('/user/mobileNumberVerify/sendOtp', {
      body: { mobileNumber: request.mobileNumber, countryCode: PHONE_PREFIX },
      data: MessageSchema,
    });
  }

  verifyMobileOtp(request: { mobileNumber: string; otp: string }): ApiResult<null> {
    return this.http.post('/user/mobileNumberVerify/verifyOtp', {
      body: { mobileNumber: request.mobileNumber, otp: request.otp },
      data: NothingSchema,
    });
  }

  corporateBySlug(slug: string): ApiResult<Corporate> {
    return this.http.get('/admin/corporate/bySlug', { query: { slug }, data: CorporateSchema });
  }

  validateSso(ssoToken: string): ApiResult<SsoSession> {
    return this.http.post('/sso/validate', { bearer: ssoToken, data: SsoSessionSchema });
  }

  userProfileById(id: string): ApiResult<UserProfile> {
    return this.http.get(`/user/userProfile/${encodeURIComponent(id)}`, { data: UserProfileSchema });
  }

  editProfile(update: ProfileUpdate): ApiResult<UserProfile> {
    return this.http.post('/user/editProfile', { body: update, data: UserProfileSchema });
  }

  notificationPreferences(): ApiResult<NotificationPreferences> {
    return this.http.get('/user/notificationPreferences', { data: NotificationPreferencesSchema });
  }

  searchPincode(pincode: string): ApiResult<PincodeLocation> {
    return this.http.get('/user/searchPincode', { query: { pincode }, data: PincodeLocationSchema });
  }

  profileCompletion(): ApiResult<ProfileCompletion> {
    return this.http.get('/user/profileCompletion', { data: ProfileCompletionSchema });
  }

  deactivate(userId: string): ApiResult<null> {
    return this.http.post(`/user/admin/changeActiveStatus/${encodeURIComponent(userId)}`, { body: { status: false }, data: NothingSchema });
  }

  contactUs(message: ContactMessage): ApiResult<null> {
    return this.http.post('/user/contactUs', {
      body: { name: message.name, email: message.email, mobileNumber: message.mobileNumber, message: message.message },
      data: NothingSchema,
    });
  }
}
