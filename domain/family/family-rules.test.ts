import { describe, expect, it } from 'vitest';
import { FAMILY_RULE_MESSAGES as M, familyRuleErrors, removalRefusal } from './family-rules';
import type { FamilyMemberInput } from './model';
import { member, TODAY } from './test-support';

const husband = member({ id: 'fm-1', name: 'Amit Sharma', relation: 'HUSBAND', dateOfBirth: '1989-03-14' });
const mother = member({ id: 'fm-3', name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02' });
const PRIYA_BORN = '1992-04-18';

const input = (overrides: Partial<FamilyMemberInput>): FamilyMemberInput => ({
  name: 'Kiran Rao',
  relation: 'FRIEND',
  gender: 'FEMALE',
  dateOfBirth: '1990-01-01',
  mobileNumber: null,
  ...overrides,
});

describe('the family rules of a new or changed member', () => {
  const family = { members: [husband, mother], patientDateOfBirth: PRIYA_BORN };

  it('accept a member who fits the family', () => {
    expect(familyRuleErrors(input({}), family)).toEqual({});
  });

  it('allow one wife or husband: a second is refused at the relation', () => {
    expect(familyRuleErrors(input({ relation: 'HUSBAND', gender: 'MALE' }), family)).toEqual({ relation: M.oneSpouse });
    expect(familyRuleErrors(input({ relation: 'WIFE' }), family)).toEqual({ relation: M.oneSpouse });
  });

  it('let the spouse themself be corrected', () => {
    expect(familyRuleErrors(input({ name: 'Amit K. Sharma', relation: 'HUSBAND', gender: 'MALE' }), { ...family, editing: 'fm-1' })).toEqual({});
  });

  it('want a parent born before the patient, at the date of birth', () => {
    expect(familyRuleErrors(input({ relation: 'FATHER', gender: 'MALE', dateOfBirth: '1995-05-05' }), family)).toEqual({ dateOfBirth: M.parentOlder });
    expect(familyRuleErrors(input({ relation: 'MOTHER', dateOfBirth: PRIYA_BORN }), family)).toEqual({ dateOfBirth: M.parentOlder });
    expect(familyRuleErrors(input({ relation: 'FATHER', gender: 'MALE', dateOfBirth: '1960-05-05' }), family)).toEqual({});
  });

  it('cannot check a parent’s age when the patient has not given theirs', () => {
    expect(familyRuleErrors(input({ relation: 'FATHER', gender: 'MALE', dateOfBirth: '1995-05-05' }), { ...family, patientDateOfBirth: null })).toEqual({});
  });

  it('refuse the same person twice (name in any case and date of birth), at the name, naming who is there', () => {
    expect(familyRuleErrors(input({ name: 'sunita agarwal', dateOfBirth: '1964-11-02' }), family)).toEqual({ name: M.alreadyAdded('Sunita Agarwal') });
    expect(familyRuleErrors(input({ name: 'Sunita Agarwal', dateOfBirth: '1964-11-03' }), family)).toEqual({});
  });
});

describe('removing a member', () => {
  const teenPatient = '2010-02-02';
  const grandmother = member({ id: 'fm-8', name: 'Kamala Devi', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1950-01-01' });
  const sister = member({ id: 'fm-9', name: 'Riya', relation: 'SISTER', gender: 'FEMALE', dateOfBirth: '2015-06-06', mobileNumber: null });

  it('is allowed for an adult patient whatever is left', () => {
    expect(removalRefusal('fm-3', { members: [mother, sister], patientDateOfBirth: PRIYA_BORN }, TODAY)).toBeNull();
  });

  it('is refused for the last adult when a child patient and other children would be left alone', () => {
    expect(removalRefusal('fm-8', { members: [grandmother, sister], patientDateOfBirth: teenPatient }, TODAY)).toBe(M.lastAdult);
  });

  it('is allowed when another adult stays, or when the one leaving is a child', () => {
    expect(removalRefusal('fm-8', { members: [grandmother, mother, sister], patientDateOfBirth: teenPatient }, TODAY)).toBeNull();
    expect(removalRefusal('fm-9', { members: [grandmother, sister], patientDateOfBirth: teenPatient }, TODAY)).toBeNull();
  });
});
