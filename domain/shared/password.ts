import { Err, Ok, type Result } from 'ts-results-es';
import { schemaFromParser } from './schema';

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'spaces';
  /** Shown before the user types, and ticked as they type. */
  label: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => [...p].length >= 8 },
  { id: 'upper', label: 'An uppercase letter (A-Z)', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter (a-z)', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number (0-9)', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: 'A special character such as @ # $ !', test: (p) => /[^A-Za-z0-9\s]/.test(p) },
  { id: 'spaces', label: 'No spaces', test: (p) => !/\s/.test(p) },
];

export const PASSWORD_MESSAGES = {
  empty: 'Enter a password',
  weak: 'Your password needs: ',
  mismatch: 'The passwords do not match',
} as const;

/** Each rule with whether the password meets it: what the checklist under the field shows. */
export function checkPassword(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

/** A new password that meets every rule; the message lists what is still missing. */
export function parseNewPassword(input: string): Result<string, string> {
  if (input === '') return Err(PASSWORD_MESSAGES.empty);
  const missing = checkPassword(input).filter((check) => !check.met);
  if (missing.length > 0) {
    return Err(`${PASSWORD_MESSAGES.weak}${missing.map((m) => m.rule.label.charAt(0).toLowerCase() + m.rule.label.slice(1)).join(', ')}`);
  }
  return Ok(input);
}

export const NewPasswordSchema = schemaFromParser(parseNewPassword, PASSWORD_MESSAGES.empty);
