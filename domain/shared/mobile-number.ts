import { Err, Ok, type Result } from 'ts-results-es';
import { PHONE_PREFIX } from './constants';

declare const mobileNumberBrand: unique symbol;

/** An Indian mobile number as ten digits, first digit 6 to 9. Only `parseMobileNumber` makes one. */
export type MobileNumber = string & { readonly [mobileNumberBrand]: true };

export const MOBILE_NUMBER_MESSAGES = {
  empty: 'Enter your mobile number',
  length: 'Enter a 10-digit mobile number',
  firstDigit: 'Mobile numbers start with 6, 7, 8 or 9',
  digitsOnly: 'Use digits only',
  notIndian: 'Enter an Indian mobile number',
} as const;

// Spaces and hyphens are how people group the digits when they type or paste.
const SEPARATORS = /[\s-]/g;

/**
 * Reads a mobile number the way a person types it: '98765 43210', '+91 98765-43210',
 * '919876543210', '09876543210'. The error is a sentence for the field.
 */
export function parseMobileNumber(input: string): Result<MobileNumber, string> {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return Err(MOBILE_NUMBER_MESSAGES.empty);

  let digits: string;
  if (compact.startsWith('+')) {
    const afterPlus = compact.slice(1);
    if (!/^[0-9]+$/.test(afterPlus)) return Err(MOBILE_NUMBER_MESSAGES.digitsOnly);
    // A '+' announces a country code; only India's can lead to a number we can call.
    if (!afterPlus.startsWith(PHONE_PREFIX)) return Err(MOBILE_NUMBER_MESSAGES.notIndian);
    digits = afterPlus.slice(PHONE_PREFIX.length);
  } else {
    if (!/^[0-9]+$/.test(compact)) return Err(MOBILE_NUMBER_MESSAGES.digitsOnly);
    // Without a '+', '91' and '0' are prefixes only when the length says so:
    // '9123456789' is itself a valid ten-digit number.
    if (compact.length === 12 && compact.startsWith(PHONE_PREFIX)) {
      digits = compact.slice(PHONE_PREFIX.length);
    } else if (compact.length === 11 && compact.startsWith('0')) {
      digits = compact.slice(1);
    } else {
      digits = compact;
    }
  }

  if (digits.length !== 10) return Err(MOBILE_NUMBER_MESSAGES.length);
  if (!/^[6-9]/.test(digits)) return Err(MOBILE_NUMBER_MESSAGES.firstDigit);
  return Ok(digits as MobileNumber);
}

/** '98765 43210': the 5-5 grouping Indians read and say numbers in. */
export function formatMobileNumber(mobile: MobileNumber): string {
  return `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

/** '919876543210': the payment provider's prefill wants the country code without '+'. */
export function internationalMobile(mobile: MobileNumber): string {
  return `${PHONE_PREFIX}${mobile}`;
}
