import { Err, Ok, type Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../account/forms';
import { ageInYears, parseDateOfBirth } from '../shared/age';
import { checkUploadFile, FILE_SIGNATURE_LENGTH, formatMegabytes } from '../shared/file-type';
import { parsePersonName } from '../shared/person-name';
import { parsePincode, type Pincode } from '../shared/pincode';
import { parseDrivingLicence, type DrivingLicenceNumber } from './driving-licence';

/**
 * A phone's photo of a licence is 1–4 MB; ABDM keeps document photos small, so the service takes
 * at most 2 MB and the patient is told how to get under it rather than having it refused later.
 */
export const MAX_LICENCE_PHOTO_BYTES = 2 * 1024 * 1024;

/** A learner's licence for a gearless scooter is issued at 16, the youngest a licence holder can be. */
export const YOUNGEST_LICENCE_HOLDER = 16;

export const LICENCE_DOCUMENT_MESSAGES = {
  photoMissing: 'Add a photo of this side of your licence.',
  photoEmpty: 'This file is empty. Take the photo again.',
  photoType: 'This file is not a JPEG or PNG photo, whatever its name says. Take a photo of the licence instead.',
  tooYoung: 'A driving licence holder is at least 16 years old. Check the date of birth on your licence.',
  gender: 'Choose the gender printed on your licence.',
  address: 'Enter your address as on the licence: house, street and locality.',
  addressLong: 'Keep the address under 200 characters.',
  state: 'Choose your state.',
  district: 'Choose your district.',
} as const;

const MAX_ADDRESS_LENGTH = 200;

export function licencePhotoTooLarge(bytes: number): string {
  return `This photo is ${formatMegabytes(bytes)}; the limit is 2 MB. Take it again at a lower resolution, or crop it to the licence.`;
}

export type LicenceGender = 'M' | 'F' | 'O';

/** A photo as the patient chose it: the whole file, checked by its content. */
export interface ChosenPhoto {
  name: string;
  bytes: Uint8Array;
}

export interface LicencePhoto {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
}

/** What the patient typed and chose, as typed. */
export interface LicenceDocumentInput {
  licence: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  front: ChosenPhoto | null;
  back: ChosenPhoto | null;
  address: string;
  state: string;
  district: string;
  pincode: string;
}

export type LicenceDocumentField = keyof LicenceDocumentInput;

/** The licence's details as ABDM's `enrol/byDocument` takes them. */
export interface LicenceDocument {
  licence: DrivingLicenceNumber;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  gender: LicenceGender;
  front: LicencePhoto;
  back: LicencePhoto;
  address: string;
  stateCode: string;
  districtCode: string;
  pincode: Pincode;
}

/** A licence photo is a JPEG or PNG by content (not a PDF: ABDM reads the image), at most 2 MB. */
export function checkLicencePhoto(photo: ChosenPhoto | null): Result<LicencePhoto, string> {
  if (photo === null) return Err(LICENCE_DOCUMENT_MESSAGES.photoMissing);
  const checked = checkUploadFile(photo.bytes.subarray(0, FILE_SIGNATURE_LENGTH), photo.bytes.length, MAX_LICENCE_PHOTO_BYTES);
  if (checked.isErr()) {
    const error = checked.error;
    if (error.kind === 'empty') return Err(LICENCE_DOCUMENT_MESSAGES.photoEmpty);
    if (error.kind === 'file-too-large') return Err(licencePhotoTooLarge(error.bytes));
    return Err(LICENCE_DOCUMENT_MESSAGES.photoType);
  }
  if (checked.value === 'application/pdf') return Err(LICENCE_DOCUMENT_MESSAGES.photoType);
  return Ok({ contentType: checked.value, bytes: photo.bytes });
}

/**
 * Checks the licence's details on the patient's day (`today`): every field at once, so each
 * message shows at its own field. The state and district are codes from the service's lists.
 */
export function checkLicenceDocument(input: LicenceDocumentInput, today: Date): Result<LicenceDocument, InvalidForm<LicenceDocumentField>> {
  const fields: FieldErrors<LicenceDocumentField> = {};
  const take = <T>(field: LicenceDocumentField, parsed: Result<T, string>): T | null => {
    if (parsed.isOk()) return parsed.value;
    fields[field] = parsed.error;
    return null;
  };
  const licence = take('licence', parseDrivingLicence(input.licence, today));
  const firstName = take('firstName', parsePersonName(input.firstName));
  const middleName = input.middleName.trim() === '' ? null : take('middleName', parsePersonName(input.middleName));
  const lastName = take('lastName', parsePersonName(input.lastName));
  const born = take('dateOfBirth', parseDateOfBirth(input.dateOfBirth, today));
  if (born !== null && ageInYears(born, today) < YOUNGEST_LICENCE_HOLDER) fields.dateOfBirth = LICENCE_DOCUMENT_MESSAGES.tooYoung;
  const gender = (['M', 'F', 'O'] as const).find((each) => each === input.gender) ?? null;
  if (gender === null) fields.gender = LICENCE_DOCUMENT_MESSAGES.gender;
  const front = take('front', checkLicencePhoto(input.front));
  const back = take('back', checkLicencePhoto(input.back));
  const address = input.address.trim().replace(/\s+/g, ' ');
  if (address.length < 5) fields.address = LICENCE_DOCUMENT_MESSAGES.address;
  else if (address.length > MAX_ADDRESS_LENGTH) fields.address = LICENCE_DOCUMENT_MESSAGES.addressLong;
  if (input.state === '') fields.state = LICENCE_DOCUMENT_MESSAGES.state;
  if (input.district === '') fields.district = LICENCE_DOCUMENT_MESSAGES.district;
  const pincode = take('pincode', parsePincode(input.pincode));
  if (Object.keys(fields).length > 0) return Err({ kind: 'invalid', fields });
  return Ok({
    licence: licence as DrivingLicenceNumber,
    firstName: firstName as string,
    middleName,
    lastName: lastName as string,
    dateOfBirth: input.dateOfBirth.trim(),
    gender: gender as LicenceGender,
    front: front as LicencePhoto,
    back: back as LicencePhoto,
    address,
    stateCode: input.state,
    districtCode: input.district,
    pincode: pincode as Pincode,
  });
}
