import { Err, Ok, type Result } from 'ts-results-es';
import { GENDERS, REGISTRATION_PARTNERS, type Gender, type NotificationPreferences, type RegistrationPartner } from '../domain/account/model';
import { parseDateOfBirth } from '../domain/shared/age';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { parsePersonName } from '../domain/shared/person-name';
import type { FakeRegistration, FakeState } from './state';
import { ALREADY_REGISTERED } from './user-service';

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

export const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
export const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: ACCOUNT_ERRORS.notFound });

/** An empty or blank optional field means "not given", as forms send it. */
export function given(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}

export function checked<T>(result: Result<T, string>): Result<T, ApiError> {
  return result.mapErr((message): ApiError => ({ kind: 'rejected', message }));
}

export function checkRegistration(input: RegistrationInput, now: number, corporates: FakeState['corporates']): Result<FakeRegistration, ApiError> {
  const firstName = checked(parsePersonName(input.firstName));
  if (firstName.isErr()) return firstName;
  const lastName = optionalName(input.lastName);
  if (lastName.isErr()) return lastName;
  const email = optionalField(input.email, parseEmail);
  if (email.isErr()) return email;
  const gender = genderField(input.gender);
  if (gender.isErr()) return gender;
  const dateOfBirth = dateOfBirthField(input.dateOfBirth, now);
  if (dateOfBirth.isErr()) return dateOfBirth;
  const partner = partnerField(input.partner);
  if (partner.isErr()) return partner;
  const corporateId = given(input.corporateId);
  if (corporateId !== null && corporates[corporateId] === undefined) return rejected(ACCOUNT_ERRORS.corporate);
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
export function optionalName(value: string): Result<string, ApiError> {
  return value.trim() === '' ? Ok('') : checked(parsePersonName(value));
}

export function optionalField(value: string | null, parse: (input: string) => Result<string, string>): Result<string | null, ApiError> {
  const present = given(value);
  return present === null ? Ok(null) : checked(parse(present));
}

export function genderField(value: string | null): Result<Gender | null, ApiError> {
  const present = given(value);
  if (present === null) return Ok(null);
  const gender = GENDERS.find((g) => g === present.toUpperCase());
  return gender ? Ok(gender) : rejected(ACCOUNT_ERRORS.gender);
}

export function dateOfBirthField(value: string | null, now: number): Result<string | null, ApiError> {
  const present = given(value);
  if (present === null) return Ok(null);
  return checked(parseDateOfBirth(present, new Date(now))).map(() => present);
}

export function partnerField(value: string | null): Result<RegistrationPartner | null, ApiError> {
  const present = given(value);
  if (present === null) return Ok(null);
  const partner = REGISTRATION_PARTNERS.find((p) => p === present);
  return partner ? Ok(partner) : rejected(ACCOUNT_ERRORS.partner);
}

export function photoField(value: string | null): Result<string | null, ApiError> {
  const present = given(value);
  if (present === null) return Ok(null);
  if (/^https?:\/\/\S+$/.test(present)) return Ok(present);
  const match = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/.exec(present);
  if (!match) return rejected(ACCOUNT_ERRORS.photo);
  const bytes = Math.floor(((match[2] ?? '').length * 3) / 4);
  return bytes > MAX_PHOTO_BYTES ? Err({ kind: 'too-large', message: ACCOUNT_ERRORS.photoSize }) : Ok(present);
}
