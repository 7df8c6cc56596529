import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';

export const EMAIL_MESSAGES = {
  empty: 'Enter your e-mail address',
  shape: 'Enter an e-mail address like name@example.com',
} as const;

// Deliberately plain: one '@', a dot in the domain, no spaces. The OTP or a bounce decides
// the rest; stricter patterns refuse real addresses.
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed and lower-cased, so the same address is never stored twice in two spellings. */
export function parseEmail(input: string): Result<string, string> {
  const email = input.trim().toLowerCase();
  if (email === '') return Err(EMAIL_MESSAGES.empty);
  if (!SHAPE.test(email) || email.length > 254) return Err(EMAIL_MESSAGES.shape);
  return Ok(email);
}

export const EmailSchema = schemaFromParser(parseEmail, EMAIL_MESSAGES.empty);
