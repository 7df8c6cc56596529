import { Err, Ok, type Result } from 'ts-results-es';
import {
  GENDERS,
  PROFILE_FIELDS,
  REGISTRATION_PARTNERS,
  type Gender,
  type MobileLookup,
  type NotificationPreferences,
  type PincodeLocation,
  type ProfileCompletion,
  type RegistrationPartner,
  type SsoSession,
} from '../domain/account/model';
import { parseDateOfBirth } from '../domain/shared/age';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { parseNewPassword } from '../domain/shared/password';
import { parsePersonName } from '../domain/shared/person-name';
import { parsePincode } from '../domain/shared/pincode';
import type { FakeBackend } from './backend';
import { checkLock, recordSuccess, recordWrong } from './attempt-limits';
import { consumeOtp, issueOtp } from './otp';
import { hashPassword, passwordMatches } from './passwords';
import { randomToken } from './random-token';
import { lookUpPincode } from './pincodes';
import type { FakeCorporate, FakeRegistration, FakeUser } from './state';
import { ALREADY_REGISTERED, MOBILE } from './user-service';

/** How long the token from a verified reset OTP may set a new password. */
export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** Largest profile photo accepted, as decoded bytes. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export const ACCOUNT_ERRORS = {
  invalidMobile: 'Please enter a valid mobile number',
  unverified: 'Request could not be verified',
  alreadyRegistered: ALREADY_REGISTERED,
  noAccount: 'No account found for this number',
  noPassword: 'You have not set a password yet. Log in with OTP or reset your password.',
  wrongPassword: 'The password you entered is incorrect',
  wrongCurrentPassword: 'Your current password is incorrect',
  samePassword: 'Choose a new password that is different from your current one',
  resetExpired: 'This reset link has expired. Please start again.',
  invalidSso: 'Invalid or expired SSO token',
  notFound: 'Data Not Found',
  gender: 'Please choose Male, Female or Other',
  partner: 'This partner programme is not available',
  corporate: 'This corporate programme is not available',
  photo: 'The profile photo must be a JPEG or PNG image',
  photoSize: 'The profile photo must be smaller than 2 MB',
  notYours: 'You can only deactivate your own account',
  messageShort: 'Please write a message of at least 10 characters',
  messageLong: 'Please keep your message under 2000 characters',
  emailNotOnProfile: 'Save this e-mail address on your profile before verifying it',
  numberTaken: 'This mobile number belongs to another account',
} as const;

/**
 * Text fields as they arrive over the wire, unchecked: the service checks every one, so the
 * in-memory port and the local server refuse the same input with the same message.
 */
export interface RegistrationInput {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  partner: string | null;
  corporateId: string | null;
}

export interface ProfileUpdateInput {
  firstName: string;
  lastName: string;
  email: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  profileUrl: string | null;
  /** null: leave the saved choices as they are (a client that does not show them). */
  notificationPreferences: NotificationPreferences | null;
}

export interface ContactInput {
  name: string;
  email: string;
  mobileNumber: string;
  message: string;
}

const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: ACCOUNT_ERRORS.notFound });

/** An empty or blank optional field means "not given", as forms send it. */
function given(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}

function checked<T>(result: Result<T, string>): Result<T, ApiError> {
  return result.mapErr((message): ApiError => ({ kind: 'rejected', message }));
}

/**
 * The fake backend's account area (joining, passwords, partner and corporate entry, the
 * profile, the account), written once for the in-memory port and the local HTTP server.
 * Tokens are passed in: each side knows where its bearer comes from.
 */
export class FakeAccountService {
  constructor(private readonly backend: FakeBackend) {}

  private get state() {
    return this.backend.state;
  }

  register(input: RegistrationInput, encryptedToken: string): Result<{ message: string }, ApiError> {
    const mobileNumber = input.mobileNumber;
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    if (encryptedToken.trim() === '') return rejected(ACCOUNT_ERRORS.unverified);
    const registration = this.checkRegistration(input);
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

  sendEmailOtp(email: string): Result<{ message: string }, ApiError> {
    return checked(parseEmail(email)).andThen((address) =>
      issueOtp(this.backend, 'VERIFY_EMAIL', address).map(() => ({ message: `OTP sent to ${address}` })),
    );
  }

  /** The address must be the one on the profile: a verified badge always belongs to what is shown. */
  verifyEmailOtp(bearer: string | null, email: string, otp: string): Result<null, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const address = checked(parseEmail(email));
      if (address.isErr()) return address;
      if (user.email !== address.value) return rejected(ACCOUNT_ERRORS.emailNotOnProfile);
      return consumeOtp(this.backend, 'VERIFY_EMAIL', address.value, otp).map(() => {
        user.emailVerified = true;
        return null;
      });
    });
  }

  sendMobileVerificationOtp(bearer: string | null, mobileNumber: string): Result<{ message: string }, ApiError> {
    if (!MOBILE.test(mobileNumber)) return rejected(ACCOUNT_ERRORS.invalidMobile);
    if (this.takenByAnother(bearer, mobileNumber)) return Err({ kind: 'conflict', message: ACCOUNT_ERRORS.numberTaken });
    return issueOtp(this.backend, 'VERIFY_MOBILE', mobileNumber).map(() => ({ message: `OTP sent to +91 ${mobileNumber}` }));
  }

  /**
   * Without a session the code only proves the number. A signed-in user's verified number
   * becomes their mobile number: this is how a number is changed (sign-in uses it from now on).
   */
  verifyMobileOtp(bearer: string | null, mobileNumber: string, otp: string): Result<null, ApiError> {
    if (this.takenByAnother(bearer, mobileNumber)) return Err({ kind: 'conflict', message: ACCOUNT_ERRORS.numberTaken });
    return consumeOtp(this.backend, 'VERIFY_MOBILE', mobileNumber, otp).map(() => {
      const user = this.backend.userByToken(bearer);
      if (user.isOk()) user.value.mobileNumber = mobileNumber;
      return null;
    });
  }

  /** A signed-in user asking for a number that another active account signs in with. */
  private takenByAnother(bearer: string | null, mobileNumber: string): boolean {
    const user = this.backend.userByToken(bearer);
    if (user.isErr()) return false;
    const owner = this.backend.activeUserByMobile(mobileNumber);
    return owner !== undefined && owner.id !== user.value.id;
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
      const lastName = this.optionalName(update.lastName);
      if (lastName.isErr()) return lastName;
      const email = this.optional(update.email, parseEmail);
      if (email.isErr()) return email;
      const gender = this.gender(update.gender);
      if (gender.isErr()) return gender;
      const dateOfBirth = this.dateOfBirth(update.dateOfBirth);
      if (dateOfBirth.isErr()) return dateOfBirth;
      const pincode = this.optional(update.pincode, (p) => parsePincode(p).map(String));
      if (pincode.isErr()) return pincode;
      const profileUrl = this.photo(update.profileUrl);
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

  private checkRegistration(input: RegistrationInput): Result<FakeRegistration, ApiError> {
    const firstName = checked(parsePersonName(input.firstName));
    if (firstName.isErr()) return firstName;
    const lastName = this.optionalName(input.lastName);
    if (lastName.isErr()) return lastName;
    const email = this.optional(input.email, parseEmail);
    if (email.isErr()) return email;
    const gender = this.gender(input.gender);
    if (gender.isErr()) return gender;
    const dateOfBirth = this.dateOfBirth(input.dateOfBirth);
    if (dateOfBirth.isErr()) return dateOfBirth;
    const partner = this.partner(input.partner);
    if (partner.isErr()) return partner;
    const corporateId = given(input.corporateId);
    if (corporateId !== null && this.state.corporates[corporateId] === undefined) return rejected(ACCOUNT_ERRORS.corporate);
    return Ok({
      firstName: firstName.value,
      lastName: lastName.value,
      email: email.value,
      gender: gender.value,
      dateOfBirth: dateOfBirth.value,
      partner: partner.value,
      corporateId,
    });
  }

  /** A last name may be left out (many Indians go by one name); if given it must be a name. */
  private optionalName(value: string): Result<string, ApiError> {
    return value.trim() === '' ? Ok('') : checked(parsePersonName(value));
  }

  private optional(value: string | null, parse: (input: string) => Result<string, string>): Result<string | null, ApiError> {
    const present = given(value);
    return present === null ? Ok(null) : checked(parse(present));
  }

  private gender(value: string | null): Result<Gender | null, ApiError> {
    const present = given(value);
    if (present === null) return Ok(null);
    const gender = GENDERS.find((g) => g === present.toUpperCase());
    return gender ? Ok(gender) : rejected(ACCOUNT_ERRORS.gender);
  }

  private dateOfBirth(value: string | null): Result<string | null, ApiError> {
    const present = given(value);
    if (present === null) return Ok(null);
    return checked(parseDateOfBirth(present, new Date(this.backend.now()))).map(() => present);
  }

  private partner(value: string | null): Result<RegistrationPartner | null, ApiError> {
    const present = given(value);
    if (present === null) return Ok(null);
    const partner = REGISTRATION_PARTNERS.find((p) => p === present);
    return partner ? Ok(partner) : rejected(ACCOUNT_ERRORS.partner);
  }

  private photo(value: string | null): Result<string | null, ApiError> {
    const present = given(value);
    if (present === null) return Ok(null);
    if (/^https?:\/\/\S+$/.test(present)) return Ok(present);
    const match = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/.exec(present);
    if (!match) return rejected(ACCOUNT_ERRORS.photo);
    const bytes = Math.floor(((match[2] ?? '').length * 3) / 4);
    return bytes > MAX_PHOTO_BYTES ? Err({ kind: 'too-large', message: ACCOUNT_ERRORS.photoSize }) : Ok(present);
  }
}
