import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';

export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  empty: 'Enter the 6-digit code we sent you',
  shape: 'The code has 6 digits',
} as const;

/** The code as typed or pasted: spaces and dashes between digit groups are dropped. */
export function parseOtp(input: string): Result<string, string> {
  const code = input.replace(/[\s-]/g, '');
  if (code === '') return Err(OTP_MESSAGES.empty);
  if (!/^[0-9]{6}$/.test(code)) return Err(OTP_MESSAGES.shape);
  return Ok(code);
}

export const OtpSchema = schemaFromParser(parseOtp, OTP_MESSAGES.empty);
