import { Err, Ok, type Result } from 'ts-results-es';

declare const abhaNumberBrand: unique symbol;

/** A 14-digit ABHA number, kept as digits; shown `XX-XXXX-XXXX-XXXX`. Only `parseAbhaNumber` makes one. */
export type AbhaNumber = string & { readonly [abhaNumberBrand]: true };

export const ABHA_NUMBER_MESSAGES = {
  shape: 'An ABHA number has 14 digits',
} as const;

/** Reads an ABHA number with or without its dashes and spaces. */
export function parseAbhaNumber(input: string): Result<AbhaNumber, string> {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{14}$/.test(digits) ? Ok(digits as AbhaNumber) : Err(ABHA_NUMBER_MESSAGES.shape);
}

/** '91-4819-7073-1234', as the ABHA card prints it. */
export function formatAbhaNumber(number: AbhaNumber): string {
  return `${number.slice(0, 2)}-${number.slice(2, 6)}-${number.slice(6, 10)}-${number.slice(10)}`;
}

export const ABHA_ADDRESS_SUFFIX = '@abdm';

export const ABHA_ADDRESS_MESSAGES = {
  empty: 'Choose an ABHA address',
  length: 'Use 8 to 18 characters',
  characters: 'Use letters, digits, and at most one dot and one underscore',
  edges: 'Start and end with a letter or a digit',
} as const;

/**
 * The name part of an ABHA address (`name@abdm`) as ABDM accepts it: 8 to 18 characters,
 * letters and digits with at most one dot and one underscore, neither first nor last.
 * Typed with or without the suffix; kept lower-case.
 */
export function parseAbhaAddressName(input: string): Result<string, string> {
  const name = input.trim().toLowerCase().replace(/@abdm$/, '');
  if (name === '') return Err(ABHA_ADDRESS_MESSAGES.empty);
  if (!/^[a-z0-9._]+$/.test(name) || (name.match(/\./g)?.length ?? 0) > 1 || (name.match(/_/g)?.length ?? 0) > 1) return Err(ABHA_ADDRESS_MESSAGES.characters);
  if (name.length < 8 || name.length > 18) return Err(ABHA_ADDRESS_MESSAGES.length);
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return Err(ABHA_ADDRESS_MESSAGES.edges);
  return Ok(name);
}

/** The full ABHA address of a name: 'priya.sharma@abdm'. */
export function abhaAddressOf(name: string): string {
  return `${name}${ABHA_ADDRESS_SUFFIX}`;
}
