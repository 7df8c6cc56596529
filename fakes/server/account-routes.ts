import { Err, type Result } from 'ts-results-es';
import type { NotificationPreferences } from '../../domain/account/model';
import type { ApiError } from '../../domain/shared/errors';
import { FakeAccountService } from '../account-service';
import type { FakeBackend } from '../backend';
import { FakeUserService } from '../user-service';
import type { RequestContext, Route } from './app';
import { str, text } from './request-fields';
import { corporateWire, headerDetailWire, mobileLookupWire, profileCompletionWire, tenantWire, userProfileWire } from './wire';

/** Signing in and joining, passwords, partner and corporate entry, the profile and the account, over the fake store. */
export function accountRoutes(backend: FakeBackend): Route[] {
  const users = new FakeUserService(backend);
  const accounts = new FakeAccountService(backend);

  function verifyOtp(c: RequestContext): Result<unknown, ApiError> {
    const mobileNumber = str(c.body.mobileNumber);
    const otp = str(c.body.otp);
    const purpose = c.body.purpose ?? 'SIGN_IN';
    if (purpose === 'RESET_PASSWORD') return accounts.verifyResetOtp(mobileNumber, otp).map((r) => ({ token: r.resetToken }));
    if (purpose === 'VERIFY_EMAIL') return accounts.contacts.verifyEmailOtp(c.token, str(c.body.email), otp);
    if (purpose === 'SIGN_IN' || purpose === 'REGISTER') return users.verifyOtp(mobileNumber, otp);
    return Err({ kind: 'rejected', message: 'purpose must be SIGN_IN, REGISTER, RESET_PASSWORD or VERIFY_EMAIL' });
  }

  function editProfile(c: RequestContext): Result<unknown, ApiError> {
    const prefs = c.body.notificationPreferences;
    let notificationPreferences: NotificationPreferences | null = null;
    if (prefs !== undefined && prefs !== null) {
      const p = prefs as Record<string, unknown>;
      if (typeof p.sms !== 'boolean' || typeof p.email !== 'boolean' || typeof p.whatsapp !== 'boolean') {
        return Err({ kind: 'rejected', message: 'notificationPreferences needs sms, email and whatsapp as true or false' });
      }
      notificationPreferences = { sms: p.sms, email: p.email, whatsapp: p.whatsapp };
    }
    return accounts
      .editProfile(c.token, {
        firstName: str(c.body.firstName),
        lastName: str(c.body.lastName),
        email: text(c.body.email),
        gender: text(c.body.gender),
        dateOfBirth: text(c.body.dateOfBirth),
        pincode: text(c.body.pincode),
        city: text(c.body.city),
        state: text(c.body.state),
        profileUrl: text(c.body.profileUrl),
        notificationPreferences,
      })
      .map(userProfileWire);
  }

  return [
    { method: 'POST', path: /^\/user\/sendOtp$/, mutates: true, handle: (c) => users.sendOtp(str(c.body.mobileNumber), str(c.body.encryptedToken)).map((r) => r.message) },
    // One endpoint for every mobile OTP of sign-in and reset: the purpose tells them apart.
    { method: 'POST', path: /^\/user\/verifyOtp$/, mutates: true, handle: (c) => verifyOtp(c) },
    { method: 'GET', path: /^\/user\/userIcon$/, mutates: false, handle: (c) => users.headerDetail(c.token).map(headerDetailWire) },
    { method: 'GET', path: /^\/user\/userProfile$/, mutates: false, handle: (c) => users.userProfile(c.token).map(userProfileWire) },
    { method: 'POST', path: /^\/user\/logout$/, mutates: true, handle: (c) => users.logout(c.token) },
    { method: 'GET', path: /^\/sso\/tanent\/([^/]+)$/, mutates: false, handle: (c) => users.tenant(c.params[0] ?? '').map(tenantWire) },

    {
      method: 'POST',
      path: /^\/user\/register\/patient$/,
      mutates: true,
      handle: (c) =>
        accounts
          .register(
            {
              firstName: str(c.body.firstName),
              lastName: str(c.body.lastName),
              mobileNumber: str(c.body.mobileNumber),
              email: text(c.body.email),
              gender: text(c.body.gender),
              dateOfBirth: text(c.body.dateOfBirth),
              partner: text(c.body.partner),
              corporateId: text(c.body.corporateId),
            },
            str(c.body.encryptedToken),
          )
          .map((r) => r.message),
    },
    { method: 'GET', path: /^\/user\/signIn\/patient\/byMobile$/, mutates: false, handle: (c) => accounts.lookupMobile(c.query.get('mobileNumber') ?? '').map(mobileLookupWire) },
    { method: 'POST', path: /^\/user\/signIn$/, mutates: true, handle: (c) => accounts.signInWithPassword(str(c.body.mobileNumber), str(c.body.password)) },
    { method: 'POST', path: /^\/user\/forgetPassword$/, mutates: true, handle: (c) => accounts.forgetPassword(str(c.body.mobileNumber), str(c.body.encryptedToken)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/createPassword$/, mutates: true, handle: (c) => accounts.createPassword(str(c.body.password), text(c.body.token), c.token) },
    { method: 'POST', path: /^\/user\/changePassword$/, mutates: true, handle: (c) => accounts.changePassword(c.token, str(c.body.oldPassword), str(c.body.newPassword)) },
    { method: 'POST', path: /^\/user\/sendEmailOtp$/, mutates: true, handle: (c) => accounts.contacts.sendEmailOtp(str(c.body.email)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/mobileNumberVerify\/sendOtp$/, mutates: true, handle: (c) => accounts.contacts.sendMobileVerificationOtp(c.token, str(c.body.mobileNumber)).map((r) => r.message) },
    { method: 'POST', path: /^\/user\/mobileNumberVerify\/verifyOtp$/, mutates: true, handle: (c) => accounts.contacts.verifyMobileOtp(c.token, str(c.body.mobileNumber), str(c.body.otp)) },
    { method: 'GET', path: /^\/admin\/corporate\/bySlug$/, mutates: false, handle: (c) => accounts.corporateBySlug(c.query.get('slug') ?? '').map((corporate) => corporateWire(corporate, backend.state.tenants[corporate.id]?.partnerCode ?? null)) },
    // The partner's SSO token arrives as the bearer (spec §7).
    { method: 'POST', path: /^\/sso\/validate$/, mutates: true, handle: (c) => accounts.validateSso(c.token) },
    { method: 'GET', path: /^\/user\/userProfile\/([^/]+)$/, mutates: false, handle: (c) => accounts.userProfileById(c.token, c.params[0] ?? '').map(userProfileWire) },
    { method: 'POST', path: /^\/user\/editProfile$/, mutates: true, handle: (c) => editProfile(c) },
    { method: 'GET', path: /^\/user\/notificationPreferences$/, mutates: false, handle: (c) => accounts.notificationPreferences(c.token) },
    { method: 'GET', path: /^\/user\/searchPincode$/, mutates: false, handle: (c) => accounts.searchPincode(c.query.get('pincode') ?? '') },
    { method: 'GET', path: /^\/user\/profileCompletion$/, mutates: false, handle: (c) => accounts.profileCompletion(c.token).map(profileCompletionWire) },
    {
      method: 'POST',
      path: /^\/user\/admin\/changeActiveStatus\/([^/]+)$/,
      mutates: true,
      // Patients may only switch themselves off; reactivation is an admin's job, not this app's.
      handle: (c) =>
        c.body.status === false
          ? accounts.deactivate(c.token, c.params[0] ?? '')
          : Err({ kind: 'rejected', message: 'Only deactivation is possible here: send { "status": false }' }),
    },
    {
      method: 'POST',
      path: /^\/user\/contactUs$/,
      mutates: true,
      handle: (c) =>
        accounts.contactUs(c.token, {
          name: str(c.body.name),
          email: str(c.body.email),
          mobileNumber: str(c.body.mobileNumber),
          message: str(c.body.message),
        }),
    },
  ];
}
