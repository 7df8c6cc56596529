import type { ApiResult } from '../shared/errors';
import type { UserProfile } from '../session/model';
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
} from './model';

/**
 * The rest of the user area of the API (spec §7 Auth, Profile): joining, passwords, partner
 * and corporate entry, the profile and the account. Sign-in by OTP, the header detail and
 * logout are on the session's UserApi.
 */
export interface AccountApi {
  /** POST /user/register/patient: creates the account and sends the OTP that confirms it. */
  register(registration: Registration, encryptedToken: string): ApiResult<{ message: string }>;
  /** GET /user/signIn/patient/byMobile?mobileNumber= */
  lookupMobile(mobileNumber: string): ApiResult<MobileLookup>;
  /** POST /user/signIn */
  signInWithPassword(request: { mobileNumber: string; password: string }): ApiResult<{ token: string }>;
  /** POST /user/forgetPassword: sends the reset OTP. */
  forgetPassword(request: { mobileNumber: string; encryptedToken: string }): ApiResult<{ message: string }>;
  /** POST /user/verifyOtp with purpose RESET_PASSWORD: the token that may set a new password. */
  verifyResetOtp(request: { mobileNumber: string; otp: string }): ApiResult<{ resetToken: string }>;
  /** POST /user/createPassword; `token` is the optional explicit token (the reset token). */
  createPassword(request: { password: string; token?: string }): ApiResult<null>;
  /** POST /user/changePassword */
  changePassword(request: { oldPassword: string; newPassword: string }): ApiResult<null>;
  /** POST /user/sendEmailOtp */
  sendEmailOtp(request: { email: string }): ApiResult<{ message: string }>;
  /** POST /user/verifyOtp with purpose VERIFY_EMAIL: marks the profile's e-mail address verified. */
  verifyEmailOtp(request: { email: string; otp: string }): ApiResult<null>;
  /**
   * POST /user/mobileNumberVerify/sendOtp. Signed in, a number of another account is refused
   * (409), since verifying it makes it the user's own.
   */
  sendMobileVerificationOtp(request: { mobileNumber: string }): ApiResult<{ message: string }>;
  /** POST /user/mobileNumberVerify/verifyOtp; signed in, the verified number becomes the user's mobile number. */
  verifyMobileOtp(request: { mobileNumber: string; otp: string }): ApiResult<null>;
  /** GET /admin/corporate/bySlug?slug= */
  corporateBySlug(slug: string): ApiResult<Corporate>;
  /** POST /sso/validate, with the partner's SSO token as the bearer. */
  validateSso(ssoToken: string): ApiResult<SsoSession>;
  /** GET /user/userProfile/{id} */
  userProfileById(id: string): ApiResult<UserProfile>;
  /** POST /user/editProfile */
  editProfile(update: ProfileUpdate): ApiResult<UserProfile>;
  /** The saved notification choices (part of the profile on the server). */
  notificationPreferences(): ApiResult<NotificationPreferences>;
  /** GET /user/searchPincode?pincode= */
  searchPincode(pincode: string): ApiResult<PincodeLocation>;
  /** GET /user/profileCompletion */
  profileCompletion(): ApiResult<ProfileCompletion>;
  /** POST /user/admin/changeActiveStatus/{id}: deactivates the account. */
  deactivate(userId: string): ApiResult<null>;
  /** POST /user/contactUs */
  contactUs(message: ContactMessage): ApiResult<null>;
}
