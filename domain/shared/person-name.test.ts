import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parsePersonName, PersonNameSchema, PERSON_NAME_MESSAGES as M } from './person-name';

describe('parsePersonName', () => {
  it.each(['K. Srinivasan', "D'Souza", 'Ram-Prasad', 'A. R. Rahman', 'अनीता', 'முருகன்', 'Zoë'])('accepts the Indian name %s', (name) => {
    expect(parsePersonName(name).unwrap()).toBe(name);
  });

  it('trims and collapses the spaces people type by accident', () => {
    expect(parsePersonName('  Priya   Sharma ').unwrap()).toBe('Priya Sharma');
  });

  it('says what is wrong with an empty, numeric, punctuation-only or overlong name', () => {
    expect(parsePersonName('   ').unwrapErr()).toBe(M.empty);
    expect(parsePersonName('Rahul2').unwrapErr()).toBe(M.characters);
    expect(parsePersonName('<script>').unwrapErr()).toBe(M.characters);
    expect(parsePersonName(". '").unwrapErr()).toBe(M.noLetter);
    expect(parsePersonName('a'.repeat(51)).unwrapErr()).toBe(M.tooLong);
  });

  it('never lets digits or markup through', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parsePersonName(text);
        if (parsed.isOk()) expect(parsed.value).not.toMatch(/[0-9<>&"]/);
      }),
    );
  });

  it('gives forms the same result and message', () => {
    expect(v.parse(PersonNameSchema, ' Kavya  Iyer')).toBe('Kavya Iyer');
    expect(v.safeParse(PersonNameSchema, '').issues?.[0]?.message).toBe(M.empty);
  });
});
