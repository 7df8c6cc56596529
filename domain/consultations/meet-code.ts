import { Err, Ok, type Result } from 'ts-results-es';

export const MEET_CODE_MESSAGES = {
  empty: 'Enter the meeting code from your SMS',
  invalid: 'A meeting code has only letters and digits, like cw41a0b. Check the SMS and type it again.',
} as const;

/** Letters and digits only: codes travel in addresses and refer paths, which '-' and '_' would garble. */
const MEET_CODE = /^[a-z0-9]{4,32}$/;

/**
 * A meeting code typed by hand (the clinic's form, from the patient's SMS). Spaces are dropped
 * (people copy "cw41 a0b" as the SMS groups it) and letters are taken in lower case, as codes are
 * written: a phone keyboard capitalises the first letter on its own.
 */
export function parseMeetCode(text: string): Result<string, string> {
  const code = text.replace(/\s+/g, '').toLowerCase();
  if (code === '') return Err(MEET_CODE_MESSAGES.empty);
  if (!MEET_CODE.test(code)) return Err(MEET_CODE_MESSAGES.invalid);
  return Ok(code);
}
