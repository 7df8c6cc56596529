import { Err, Ok, type Result } from 'ts-results-es';

declare const aadhaarBrand: unique symbol;

/**
 * A 12-digit Aadhaar number that passed the field's checks. It is held in memory only for the
 * one call that sends it (docs/decisions.md "Aadhaar is never kept"): never stored, logged or
 * put in an address. Only `parseAadhaar` makes one.
 */
export type Aadhaar = string & { readonly [aadhaarBrand]: true };

export const AADHAAR_MESSAGES = {
  empty: 'Enter your 12-digit Aadhaar number',
  digitsOnly: 'Use digits only',
  length: 'An Aadhaar number has 12 digits',
  firstDigit: 'An Aadhaar number does not start with 0 or 1',
  checkDigit: 'This is not a valid Aadhaar number. Check the digits and try again.',
} as const;

// Verhoeff's tables: the dihedral group D5's multiplication and the position permutation.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffCheck(digits: string, withCheckDigit: boolean): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    const position = withCheckDigit ? i : i + 1;
    c = MULTIPLY[c]![PERMUTE[position % 8]![Number(digit)]!]!;
  });
  return c;
}

/** True when the last digit is the Verhoeff check digit of the others (UIDAI's scheme). */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffCheck(digits, true) === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffDigit(digits: string): string {
  return String(INVERSE[verhoeffCheck(digits, false)]);
}

/** Reads an Aadhaar number as typed or pasted ('2345 6789 0124', '2345-6789-0124'); the error is a sentence for the field. */
export function parseAadhaar(input: string): Result<Aadhaar, string> {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === '') return Err(AADHAAR_MESSAGES.empty);
  if (!/^\d+$/.test(digits)) return Err(AADHAAR_MESSAGES.digitsOnly);
  if (digits.length !== 12) return Err(AADHAAR_MESSAGES.length);
  if (digits.startsWith('0') || digits.startsWith('1')) return Err(AADHAAR_MESSAGES.firstDigit);
  if (!hasVerhoeffCheckDigit(digits)) return Err(AADHAAR_MESSAGES.checkDigit);
  return Ok(digits as Aadhaar);
}

/** The only way an Aadhaar number is shown once entered (Aadhaar Regulation 6): 'XXXX-XXXX-1234'. */
export function maskAadhaar(aadhaar: Aadhaar): string {
  return `XXXX-XXXX-${aadhaar.slice(-4)}`;
}
