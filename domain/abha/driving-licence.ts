import { Err, Ok, type Result } from 'ts-results-es';

declare const drivingLicenceBrand: unique symbol;
/** A driving licence number in its 15-character national form, 'MH1220110012345'. */
export type DrivingLicenceNumber = string & { readonly [drivingLicenceBrand]: true };

/**
 * The codes of the states and union territories that start a licence number (the registration
 * codes of the Motor Vehicles Act), old ones included: licences issued under OR (Odisha), UA
 * (Uttarakhand) and DN (Dadra and Nagar Haveli) stay valid for up to twenty years.
 */
export const LICENCE_STATE_CODES: ReadonlySet<string> = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DN', 'DL', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
]);

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
  if (!LICENCE_STATE_CODES.has(state)) return Err(DRIVING_LICENCE_MESSAGES.state);
  const issued = Number(year);
  if (issued < FIRST_ISSUE_YEAR || issued > today.getFullYear()) return Err(DRIVING_LICENCE_MESSAGES.year);
  return Ok(compact as DrivingLicenceNumber);
}

/** Shown only with its last four digits after entry, like Aadhaar: 'MH12 XXXXXXX2345'. */
export function maskDrivingLicence(licence: DrivingLicenceNumber): string {
  return `${licence.slice(0, 4)} XXXXXXX${licence.slice(-4)}`;
}
