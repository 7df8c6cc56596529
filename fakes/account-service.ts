import { Err, Ok, type Result } from 'ts-results-es';
import {
  PROFILE_FIELDS,
  type MobileLookup,
  type NotificationPreferences,
  type PincodeLocation,
  type ProfileCompletion,
  type SsoSession,
} from '../domain/account/model';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { parseNewPassword } from '../domain/shared/password';
import { parsePersonName } from '../domain/shared/person-name';
import { parsePincode } from '../domain/shared/pincode';
import type { FakeBackend } from './backend';
import {
  ACCOUNT_ERRORS,
  checked,
  checkRegistration,
  type ContactInput,
  dateOfBirthField,
  genderField,
  given,
  notFound,
  optionalField,
  optionalName,
  photoField,
  type ProfileUpdateInput,
  type RegistrationInput,
  rejected,
} from './account-fields';
import { checkLock, recordSuccess, recordWrong } from './attempt-limits';
import { FakeContactVerification } from './contact-verification';
import { consumeOtp, issueOtp } from './otp';
import { hashPassword, passwordMatches } from './passwords';
import { randomToken } from './random-token';
import { lookUpPincode } from './pincodes';
import type { FakeCorporate, FakeUser } from './state';
import { MOBILE } from './user-service';

/** How long the token from a verified reset OTP may set a new password. */
export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The fake backend's account area (joining, passwords, partner and corporate entry, the
 * profile, the account), written once for the in-memory port and the local HTTP server.
 * Tokens are passed in: each side knows where its bearer comes from.
 */
export class FakeAccountService {
  readonly contacts: FakeContactVerification;

  constructor(private readonly backend: FakeBackend) {
    this.contacts = new FakeContactVerification(backend);
  }

  private get state() {
    return this.backend.state;
  }

  register(input: RegistrationInput, encryptedToken: string): Result<{ message: string }, ApiError> {
    const mobileNumber = input.mobileNumber;
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    if (encryptedToken.trim() === '') return rejected(ACCOUNT_ERRORS.unverified);
    const registration = checkRegistration(input, this.backend.now(), this.state.corporates);
    if (registration.isErr()) return registration;
    if (this.backend.activeUserByMobile(mobileNumber)) return Err({ kind: 'conflict', message: ACCOUNT_ERRORS.alreadyRegistered });
    const sent = issueOtp(this.backend, 'REGISTER', mobileNumber);
    if (sent.isErr()) return sent;
    // A second registration before the OTP replaces the first: the latest details win.
    this.state.pendingRegistrations[mobileNumber] = registration.value;
    return Ok({ message: `OTP sent to +91 ${mobileNumber}` });
  }

  lookupMobile(mobileNumber: string): Result<MobileLookup, ApiError> {
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    const user = this.backend.activeUserByMobile(mobileNumber);
    return Ok({ registered: user !== undefined, hasPassword: user?.passwordHash != null });
  }

  /** Wrong passwords count against the number like wrong codes (fakes/attempt-limits.ts). */
  signInWithPassword(mobileNumber: string, password: string): Result<{ token: string }, ApiError> {
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    const locked = checkLock(this.backend, mobileNumber);
    if (locked.isErr()) return locked;
    const user = this.backend.activeUserByMobile(mobileNumber);
    if (!user) return Err({ kind: 'not-found', message: ACCOUNT_ERRORS.noAccount });
    if (user.passwordHash === null) return rejected(ACCOUNT_ERRORS.noPassword);
    if (!passwordMatches(password, user.passwordHash)) {
      const lock = recordWrong(this.backend, mobileNumber, 'passwords');
      return lock === null ? rejected(ACCOUNT_ERRORS.wrongPassword) : Err(lock);
    }
    recordSuccess(this.backend, mobileNumber);
    return Ok({ token: this.backend.openSession(user.id) });
  }

  forgetPassword(mobileNumber: string, encryptedToken: string): Result<{ message: string }, ApiError> {
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    if (encryptedToken.trim() === '') return rejected(ACCOUNT_ERRORS.unverified);
    if (!this.backend.activeUserByMobile(mobileNumber)) return Err({ kind: 'not-found', message: ACCOUNT_ERRORS.noAccount });
    return issueOtp(this.backend, 'RESET_PASSWORD', mobileNumber).map(() => ({ message: `OTP sent to +91 ${mobileNumber}` }));
  }

  /** The reset token is no session: it can only set a new password, once, for a while. */
  verifyResetOtp(mobileNumber: string, otp: string): Result<{ resetToken: string }, ApiError> {
    return consumeOtp(this.backend, 'RESET_PASSWORD', mobileNumber, otp).andThen(() => {
      const user = this.backend.activeUserByMobile(mobileNumber);
      if (!user) return Err<ApiError>({ kind: 'not-found', message: ACCOUNT_ERRORS.noAccount });
      const resetToken = `fake-reset-${randomToken()}`;
      this.state.resetTokens[resetToken] = { userId: user.id, issuedAt: this.backend.now() };
      return Ok({ resetToken });
    });
  }

  /**
   * With a reset token: the forgotten-password flow, which also ends every session of the
   * account (whoever knew the old password is out). Without one: the signed-in user sets a
   * password, e.g. after joining with OTP.
   */
  createPassword(password: string, resetToken: string | null, bearer: string | null): Result<null, ApiError> {
    if (resetToken !== null && resetToken !== '') {
      const grant = this.state.resetTokens[resetToken];
      const user = grant ? this.state.users[grant.userId] : undefined;
      if (!grant || !user?.active || this.backend.now() - grant.issuedAt >= RESET_TOKEN_LIFETIME_MS) {
        return rejected(ACCOUNT_ERRORS.resetExpired);
      }
      const valid = checked(parseNewPassword(password));
      if (valid.isErr()) return valid;
      user.passwordHash = hashPassword(valid.value);
      delete this.state.resetTokens[resetToken];
      this.endSessions(user.id);
      return Ok(null);
    }
    return this.backend.userByToken(bearer).andThen((user) => {
      const valid = checked(parseNewPassword(password));
      if (valid.isErr()) return valid;
      user.passwordHash = hashPassword(valid.value);
      return Ok(null);
    });
  }

  changePassword(bearer: string | null, oldPassword: string, newPassword: string): Result<null, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      if (user.passwordHash === null) return rejected(ACCOUNT_ERRORS.noPassword);
      if (!passwordMatches(oldPassword, user.passwordHash)) return rejected(ACCOUNT_ERRORS.wrongCurrentPassword);
      if (newPassword === oldPassword) return rejected(ACCOUNT_ERRORS.samePassword);
      const valid = checked(parseNewPassword(newPassword));
      if (valid.isErr()) return valid;
      user.passwordHash = hashPassword(valid.value);
      return Ok(null);
    });
  }

  /** Slugs are matched without regard to case or surrounding spaces, as people type addresses. */
  corporateBySlug(slug: string): Result<FakeCorporate, ApiError> {
    const wanted = slug.trim().toLowerCase();
    const corporate = Object.values(this.state.corporates).find((c) => c.slug === wanted);
    return corporate ? Ok(corporate) : notFound();
  }

  /** Exchanges a partner's SSO token for a session of ours; the SSO token stays valid. */
  validateSso(ssoToken: string | null): Result<SsoSession, ApiError> {
    const grant = ssoToken ? this.state.ssoTokens[ssoToken] : undefined;
    const user = grant ? this.state.users[grant.userId] : undefined;
    if (!grant || !user?.active) return rejected(ACCOUNT_ERRORS.invalidSso);
    return Ok({ token: this.backend.openSession(user.id), tenantId: grant.tenantId });
  }

  /** Only one's own profile for now; family members' profiles come with the family issue. */
  userProfileById(bearer: string | null, id: string): Result<FakeUser, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => (user.id === id ? Ok(user) : notFound()));
  }

  editProfile(bearer: string | null, update: ProfileUpdateInput): Result<FakeUser, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const firstName = checked(parsePersonName(update.firstName));
      if (firstName.isErr()) return firstName;
      const lastName = optionalName(update.lastName);
      if (lastName.isErr()) return lastName;
      const email = optionalField(update.email, parseEmail);
      if (email.isErr()) return email;
      const gender = genderField(update.gender);
      if (gender.isErr()) return gender;
      const dateOfBirth = dateOfBirthField(update.dateOfBirth, this.backend.now());
      if (dateOfBirth.isErr()) return dateOfBirth;
      const pincode = optionalField(update.pincode, (p) => parsePincode(p).map(String));
      if (pincode.isErr()) return pincode;
      const profileUrl = photoField(update.profileUrl);
      if (profileUrl.isErr()) return profileUrl;
      const prefs = update.notificationPreferences ?? user.notificationPreferences;
      Object.assign(user, {
        firstName: firstName.value,
        lastName: lastName.value,
        email: email.value,
        // A new address has proved nothing yet.
        emailVerified: email.value !== null && email.value === user.email && user.emailVerified === true,
        gender: gender.value,
        dateOfBirth: dateOfBirth.value,
        pincode: pincode.value,
        city: given(update.city),
        state: given(update.state),
        profileUrl: profileUrl.value,
        notificationPreferences: { sms: prefs.sms, email: prefs.email, whatsapp: prefs.whatsapp },
      } satisfies Partial<FakeUser>);
      return Ok(user);
    });
  }

  notificationPreferences(bearer: string | null): Result<NotificationPreferences, ApiError> {
    return this.backend.userByToken(bearer).map((user) => ({ ...user.notificationPreferences }));
  }

  searchPincode(pincode: string): Result<PincodeLocation, ApiError> {
    const parsed = checked(parsePincode(pincode));
    if (parsed.isErr()) return parsed;
    const location = lookUpPincode(parsed.value);
    return location ? Ok(location) : notFound();
  }

  /** Filled fields of PROFILE_FIELDS over all of them, rounded; the gaps in that order. */
  profileCompletion(bearer: string | null): Result<ProfileCompletion, ApiError> {
    return this.backend.userByToken(bearer).map((user) => {
      const missing = PROFILE_FIELDS.filter((field) => {
        const value = user[field];
        return value === null || value.trim() === '';
      });
      const percent = Math.round(((PROFILE_FIELDS.length - missing.length) * 100) / PROFILE_FIELDS.length);
      return { percent, missing };
    });
  }

  /** Deactivates the caller's own account and ends all its sessions; the number is free again. */
  deactivate(bearer: string | null, userId: string): Result<null, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      if (user.id !== userId) return rejected(ACCOUNT_ERRORS.notYours);
      user.active = false;
      this.endSessions(user.id);
      for (const [token, grant] of Object.entries(this.state.resetTokens)) {
        if (grant.userId === user.id) delete this.state.resetTokens[token];
      }
      return Ok(null);
    });
  }

  /** Anyone may write; a signed-in sender is remembered with the message. */
  contactUs(bearer: string | null, input: ContactInput): Result<null, ApiError> {
    const name = checked(parsePersonName(input.name));
    if (name.isErr()) return name;
    const email = checked(parseEmail(input.email));
    if (email.isErr()) return email;
    if (!MOBILE.test(input.mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    const message = input.message.trim();
    if ([...message].length < 10) return rejected(ACCOUNT_ERRORS.messageShort);
    if ([...message].length > 2000) return rejected(ACCOUNT_ERRORS.messageLong);
    const sender = this.backend.userByToken(bearer);
    this.state.contactMessages.push({
      name: name.value,
      email: email.value,
      mobileNumber: input.mobileNumber,
      message,
      userId: sender.isOk() ? sender.value.id : null,
      receivedAt: this.backend.now(),
    });
    return Ok(null);
  }

  private endSessions(userId: string): void {
    for (const [token, owner] of Object.entries(this.state.tokens)) {
      if (owner === userId) delete this.state.tokens[token];
    }
  }

}
