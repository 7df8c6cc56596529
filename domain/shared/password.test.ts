import { describe, expect, it } from 'vitest';
import { checkPassword, parseNewPassword, PASSWORD_MESSAGES as M, PASSWORD_RULES } from './password';

describe('password rules', () => {
  it('lists every rule with a label, so they can be shown before the user types', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'An uppercase letter (A-Z)',
      'A lowercase letter (a-z)',
      'A number (0-9)',
      'A special character such as @ # $ !',
      'No spaces',
    ]);
  });

  it('ticks the rules a password meets as it is typed', () => {
    const met = (pw: string) => checkPassword(pw).filter((c) => c.met).map((c) => c.rule.id);
    expect(met('')).toEqual(['spaces']);
    expect(met('care')).toEqual(['lower', 'spaces']);
    expect(met('Care@1234')).toEqual(['length', 'upper', 'lower', 'digit', 'special', 'spaces']);
  });

  it('accepts a password that meets every rule', () => {
    expect(parseNewPassword('Care@1234').unwrap()).toBe('Care@1234');
  });

  it('names exactly what is missing', () => {
    expect(parseNewPassword('care1234').unwrapErr()).toBe(`${M.weak}an uppercase letter (A-Z), a special character such as @ # $ !`);
    expect(parseNewPassword('Care @1234').unwrapErr()).toBe(`${M.weak}no spaces`);
    expect(parseNewPassword('').unwrapErr()).toBe(M.empty);
  });
});
