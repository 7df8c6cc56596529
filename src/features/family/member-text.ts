import { formatMobileNumber, parseMobileNumber } from '../../../domain/shared/mobile-number';

/** A member's mobile number as people read it ('98400 12345'); as stored when it is not a valid one. */
export function mobileText(mobile: string): string {
  const parsed = parseMobileNumber(mobile);
  return parsed.isOk() ? formatMobileNumber(parsed.value) : mobile;
}
