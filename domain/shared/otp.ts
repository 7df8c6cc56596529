import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type InvalidForm } from '../account/forms';
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

const OtpFormSchema = v.object({ code: OtpSchema });

/** The OTP form's check: the code, or the message at the field (the same one the verifying use-case gives). */
export function validateOtpForm(form: { code: string }): Result<string, InvalidForm<'code'>> {
  return validateForm(OtpFormSchema, form).map((valid) => valid.code);
}
