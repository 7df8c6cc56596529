import { describe, expect, it } from 'vitest';
import { activeMembers, ageText, impliedGender, isRelationship, memberAge, memberSummary, RELATION_LABELS, RELATIONSHIPS } from './model';
import { member, TODAY } from './test-support';

describe('a family member’s age', () => {
  it('is whole years counted in 365-day years, as the spec counts every age', () => {
    expect(memberAge({ dateOfBirth: '1989-03-14' }, TODAY)).toBe(37);
    // 7 × 365 = 2555 days after 2019-11-24 is today, two days before the calendar birthday (two leap days).
    expect(memberAge({ dateOfBirth: '2019-11-24' }, TODAY)).toBe(7);
    expect(memberAge({ dateOfBirth: '2019-11-25' }, TODAY)).toBe(6);
  });

  it('is unknown, not a crash, for a stored date that is not a real day', () => {
    expect(memberAge({ dateOfBirth: '1990-02-30' }, TODAY)).toBeNull();
    expect(memberAge({ dateOfBirth: '' }, TODAY)).toBeNull();
  });

  it('reads in words, babies included', () => {
    expect(ageText(0)).toBe('under 1 year');
    expect(ageText(1)).toBe('1 year');
    expect(ageText(62)).toBe('62 years');
    expect(ageText(null)).toBeNull();
  });
});

describe('describing a member', () => {
  it('gives the relation and the age, the way a picker shows them beside the name', () => {
    expect(memberSummary(member({ relation: 'MOTHER', dateOfBirth: '1964-11-02' }), TODAY)).toBe('Mother, 62 years');
    expect(memberSummary(member({ relation: 'DAUGHTER', dateOfBirth: '2026-05-01' }), TODAY)).toBe('Daughter, under 1 year');
  });

  it('falls back to the relation alone when the age is unknown', () => {
    expect(memberSummary(member({ relation: 'FRIEND', dateOfBirth: 'unknown' }), TODAY)).toBe('Friend');
  });

  it('has a label for each of the nine relations of the spec', () => {
    expect(RELATIONSHIPS).toHaveLength(9);
    for (const relation of RELATIONSHIPS) expect(RELATION_LABELS[relation]).toMatch(/^[A-Z][a-z]+$/);
  });
});

describe('relations', () => {
  it('suggest a gender where the relation implies one, and none for a friend', () => {
    expect(impliedGender('MOTHER')).toBe('FEMALE');
    expect(impliedGender('SON')).toBe('MALE');
    expect(impliedGender('HUSBAND')).toBe('MALE');
    expect(impliedGender('FRIEND')).toBeNull();
  });

  it('are recognised only as the wire writes them', () => {
    expect(isRelationship('WIFE')).toBe(true);
    expect(isRelationship('wife')).toBe(false);
    expect(isRelationship('COUSIN')).toBe(false);
  });
});

describe('who can be booked for', () => {
  it('is only the members whose family slot is ACTIVE, in the order given', () => {
    const husband = member({ id: 'a' });
    const father = member({ id: 'b', relation: 'FATHER', status: 'INACTIVE' });
    const daughter = member({ id: 'c', relation: 'DAUGHTER' });
    expect(activeMembers([husband, father, daughter]).map((m) => m.id)).toEqual(['a', 'c']);
  });
});
