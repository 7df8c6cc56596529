import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';

export const PERSON_NAME_MESSAGES = {
  empty: 'Enter your name',
  characters: 'Use letters, spaces, dots, hyphens and apostrophes only',
  tooLong: 'Keep the name under 50 characters',
  noLetter: 'A name needs at least one letter',
} as const;

const MAX_LENGTH = 50;
// Letters of any script (Devanagari, Tamil, … and their combining marks), plus the
// punctuation Indian names carry: initials ('A. R.'), 'D'Souza', 'Ram-Prasad'.
const ALLOWED = /^[\p{L}\p{M} .'’-]+$/u;

/** A name as people write theirs: 'K. Srinivasan', "D'Souza", 'अनीता'. Spaces are tidied. */
export function parsePersonName(input: string): Result<string, string> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return Err(PERSON_NAME_MESSAGES.empty);
  if (!ALLOWED.test(name)) return Err(PERSON_NAME_MESSAGES.characters);
  if (!/\p{L}/u.test(name)) return Err(PERSON_NAME_MESSAGES.noLetter);
  if ([...name].length > MAX_LENGTH) return Err(PERSON_NAME_MESSAGES.tooLong);
  return Ok(name);
}

export const PersonNameSchema = schemaFromParser(parsePersonName, PERSON_NAME_MESSAGES.empty);
