import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';

declare const pincodeBrand: unique symbol;

/** An Indian postal index number: six digits, the first 1 to 9. Only `parsePincode` makes one. */
export type Pincode = string & { readonly [pincodeBrand]: true };

export const PINCODE_MESSAGES = {
  empty: 'Enter your 6-digit pincode',
  shape: 'A pincode has 6 digits',
  leadingZero: 'A pincode cannot start with 0',
} as const;

/**
 * Reads a pincode as typed. Spaces anywhere are dropped because people write
 * '110 001' as often as '110001'.
 */
export function parsePincode(input: string): Result<Pincode, string> {
  const compact = input.replace(/\s/g, '');
  if (compact === '') return Err(PINCODE_MESSAGES.empty);
  if (!/^[0-9]{6}$/.test(compact)) return Err(PINCODE_MESSAGES.shape);
  // No postal zone is numbered 0, so a leading 0 is always a typo.
  if (compact.startsWith('0')) return Err(PINCODE_MESSAGES.leadingZero);
  return Ok(compact as Pincode);
}

/** Same rules and messages as `parsePincode`, for forms. */
export const PincodeSchema = schemaFromParser(parsePincode, PINCODE_MESSAGES.empty);
