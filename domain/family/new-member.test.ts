import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES } from '../shared/age';
import { MOBILE_NUMBER_MESSAGES } from '../shared/mobile-number';
import { PERSON_NAME_MESSAGES } from '../shared/person-name';
import { emptyFamilyMemberForm, FAMILY_MEMBER_MESSAGES as M, validateNewFamilyMember, type FamilyMemberForm } from './new-member';
import { TODAY } from './test-support';

const filled: FamilyMemberForm = {
  name: '  Sunita   Agarwal ',
  relation: 'MOTHER',
  gender: 'FEMALE',
  dateOfBirth: '1964-11-02',
  mobileNumber: '',
};

function fieldsOf(form: FamilyMemberForm) {
  const checked = validateNewFamilyMember(form, TODAY);
  if (checked.isOk()) throw new Error('expected the form to be refused');
  return checked.error.fields;
}

describe('a new family member', () => {
  it('is accepted with a tidied name and no mobile number, since many elders and children have none', () => {
    const checked = validateNewFamilyMember(filled, TODAY);
    expect(checked.unwrap()).toEqual({ name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02', mobileNumber: null });
  });

  it('keeps a mobile number given the way people type it, as ten digits', () => {
    const checked = validateNewFamilyMember({ ...filled, mobileNumber: '+91 98400-12345' }, TODAY);
    expect(checked.unwrap().mobileNumber).toBe('9840012345');
  });

  it('names every missing field at once, each with its own message', () => {
    expect(fieldsOf(emptyFamilyMemberForm())).toEqual({
      name: M.nameEmpty,
      relation: M.relation,
      gender: M.gender,
      dateOfBirth: M.dateOfBirthEmpty,
    });
  });

  it('follows the shared name rules', () => {
    expect(fieldsOf({ ...filled, name: 'Sunita 2' }).name).toBe(PERSON_NAME_MESSAGES.characters);
    expect(fieldsOf({ ...filled, name: 'A'.repeat(51) }).name).toBe(PERSON_NAME_MESSAGES.tooLong);
    expect(validateNewFamilyMember({ ...filled, name: "K. D'Souza" }, TODAY).isOk()).toBe(true);
    expect(validateNewFamilyMember({ ...filled, name: 'अनीता' }, TODAY).isOk()).toBe(true);
  });

  it('takes only the nine relations of the spec', () => {
    expect(fieldsOf({ ...filled, relation: 'COUSIN' }).relation).toBe(M.relation);
    expect(validateNewFamilyMember({ ...filled, relation: 'FRIEND' }, TODAY).isOk()).toBe(true);
  });

  it('lets the patient choose a gender other than the relation suggests', () => {
    expect(validateNewFamilyMember({ ...filled, relation: 'SISTER', gender: 'OTHER' }, TODAY).isOk()).toBe(true);
  });

  it('needs a real date of birth that is not in the future nor over 120 years ago', () => {
    expect(fieldsOf({ ...filled, dateOfBirth: '2026-11-23' }).dateOfBirth).toBe(DATE_OF_BIRTH_MESSAGES.future);
    expect(fieldsOf({ ...filled, dateOfBirth: '1906-11-21' }).dateOfBirth).toBe(DATE_OF_BIRTH_MESSAGES.tooOld);
    expect(fieldsOf({ ...filled, dateOfBirth: '2023-02-29' }).dateOfBirth).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
    // A baby born today can be booked for.
    expect(validateNewFamilyMember({ ...filled, relation: 'DAUGHTER', dateOfBirth: '2026-11-22' }, TODAY).isOk()).toBe(true);
  });

  it('refuses a mobile number that is given but not valid', () => {
    expect(fieldsOf({ ...filled, mobileNumber: '12345' }).mobileNumber).toBe(MOBILE_NUMBER_MESSAGES.length);
    expect(fieldsOf({ ...filled, mobileNumber: '5123456789' }).mobileNumber).toBe(MOBILE_NUMBER_MESSAGES.firstDigit);
  });
});
