import { Err, Ok, type Result } from 'ts-results-es';

declare const drivingLicenceBrand: unique symbol;
/** A driving licence number in its 15-character national form, 'MH1220110012345'. */
export type DrivingLicenceNumber = string & { readonly [drivingLicenceBrand]: true };

/**
 * The issuing state or union territory of each code that starts a licence number (the
 * registration codes of the Motor Vehicles Act), old codes included: licences issued under
 * OR (Odisha) and UA (Uttarakhand) are still valid for up to twenty years.
 */
export const LICENCE_STATE_CODES: Readonly<Record<string, string>> = {
  AN: 'Andaman and Nicobar Islands', AP: 'Andhra Pradesh', AR: 'Arunachal Pradesh', AS: 'Assam', BR: 'Bihar',
  CG: 'Chhattisgarh', CH: 'Chandigarh', DD: 'Dadra and Nagar Haveli and Daman and Diu', DN: 'Dadra and Nagar Haveli',
  DL: 'Delhi', GA: 'Goa', GJ: 'Gujarat', HP: 'Himachal Pradesh', HR: 'Haryana', JH: 'Jharkhand', JK: 'Jammu and Kashmir',
  KA: 'Karnataka', KL: 'Kerala', LA: 'Ladakh', LD: 'Lakshadweep', MH: 'Maharashtra', ML: 'Meghalaya', MN: 'Manipur',
  MP: 'Madhya Pradesh', MZ: 'Mizoram', NL: 'Nagaland', OD: 'Odisha', OR: 'Odisha', PB: 'Punjab', PY: 'Puducherry',
  RJ: 'Rajasthan', SK: 'Sikkim', TN: 'Tamil Nadu', TR: 'Tripura', TS: 'Telangana', UA: 'Uttarakhand', UK: 'Uttarakhand',
  UP: 'Uttar Pradesh', WB: 'West Bengal',
};

/** Licences in the national form were first issued in this year; an earlier year is a typo. */
const FIRST_ISSUE_YEAR = 1950;

export const DRIVING_LICENCE_MESSAGES = {
  required: 'Enter your driving licence number',
  shape: 'Enter the licence number as printed: 2 letters for the state, the 2-digit RTO code, the 4-digit year of issue and 7 digits, e.g. MH12 20110012345',
  state: 'A licence number starts with the code of the state that issued it (MH, KA, DL…). Check the first two letters.',
  year: 'The 4 digits after the RTO code are the year the licence was issued. Check them.',
} as const;

/**
 * Reads a licence number as printed: spaces and dashes are ignored, letters may be small; the
 * state code must be one that issues licences and the year of issue a year that has been.
 */
export function parseDrivingLicence(input: string, today: Date): Result<DrivingLicenceNumber, string> {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (compact === '') return Err(DRIVING_LICENCE_MESSAGES.required);
  const match = /^([A-Z]{2})(\d{2})(\d{4})(\d{7})$/.exec(compact);
  if (match === null) return Err(DRIVING_LICENCE_MESSAGES.shape);
  const [, state, , year] = match as unknown as [string, string, string, string];
  if (LICENCE_STATE_CODES[state] === undefined) return Err(DRIVING_LICENCE_MESSAGES.state);
  const issued = Number(year);
  if (issued < FIRST_ISSUE_YEAR || issued > today.getFullYear()) return Err(DRIVING_LICENCE_MESSAGES.year);
  return Ok(compact as DrivingLicenceNumber);
}

/** The state that issued a licence, for the hint under the field ('Issued in Maharashtra'). */
export function licenceIssuingState(licence: DrivingLicenceNumber): string {
  return LICENCE_STATE_CODES[licence.slice(0, 2)] ?? '';
}

/** Shown only with its last four digits after entry, like Aadhaar: 'MH12 XXXXXXX2345'. */
export function maskDrivingLicence(licence: DrivingLicenceNumber): string {
  return `${licence.slice(0, 4)} XXXXXXX${licence.slice(-4)}`;
}
