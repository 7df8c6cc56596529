import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { optional, validateForm, type InvalidForm } from '../account/forms';
import { GENDERS, type Gender } from '../account/model';
import { parseDateOfBirth } from '../shared/age';
import { parseMobileNumber } from '../shared/mobile-number';
import { parsePersonName, PERSON_NAME_MESSAGES } from '../shared/person-name';
import { schemaFromParser } from '../shared/schema';
import { isRelationship, type FamilyMemberInput, type Relationship } from './model';

/** The add-a-family-member form as typed: every field the text or choice it holds ('' when empty). */
export interface FamilyMemberForm {
  name: string;
  /** '' or one of RELATIONSHIPS */
  relation: string;
  /** '' or one of GENDERS */
  gender: string;
  /** '' or 'YYYY-MM-DD', the value of a date input */
  dateOfBirth: string;
  /** Optional */
  mobileNumber: string;
}

export type FamilyMemberField = keyof FamilyMemberForm;
export const FAMILY_MEMBER_FIELDS = ['name', 'relation', 'gender', 'dateOfBirth', 'mobileNumber'] as const satisfies readonly FamilyMemberField[];

export const FAMILY_MEMBER_MESSAGES = {
  nameEmpty: 'Enter the family member’s name',
  relation: 'Choose how they are related to you',
  gender: 'Choose female, male or other',
  dateOfBirthEmpty: 'Enter their date of birth',
} as const;

export function emptyFamilyMemberForm(): FamilyMemberForm {
  return { name: '', relation: '', gender: '', dateOfBirth: '', mobileNumber: '' };
}

function parseName(input: string): Result<string, string> {
  return parsePersonName(input).mapErr((message) => (message === PERSON_NAME_MESSAGES.empty ? FAMILY_MEMBER_MESSAGES.nameEmpty : message));
}

function parseRelation(input: string): Result<Relationship, string> {
  const relation = input.trim().toUpperCase();
  return isRelationship(relation) ? Ok(relation) : Err(FAMILY_MEMBER_MESSAGES.relation);
}

function parseGender(input: string): Result<Gender, string> {
  const gender = GENDERS.find((g) => g === input.trim().toUpperCase());
  return gender ? Ok(gender) : Err(FAMILY_MEMBER_MESSAGES.gender);
}

/**
 * Required, unlike the patient's own: a doctor and a lab need the age of whoever they see.
 * The shared rules apply (a real day, not in the future, not over 120 years ago).
 */
function parseDateOfBirthOn(today: Date) {
  return (input: string): Result<string, string> => {
    if (input.trim() === '') return Err(FAMILY_MEMBER_MESSAGES.dateOfBirthEmpty);
    return parseDateOfBirth(input, today).map(() => input.trim());
  };
}

/** The rules of a new family member; built per day because a date of birth may not be in the future. */
export function familyMemberFormSchema(today: Date) {
  return v.object({
    name: schemaFromParser(parseName, FAMILY_MEMBER_MESSAGES.nameEmpty),
    relation: schemaFromParser(parseRelation, FAMILY_MEMBER_MESSAGES.relation),
    gender: schemaFromParser(parseGender, FAMILY_MEMBER_MESSAGES.gender),
    dateOfBirth: schemaFromParser(parseDateOfBirthOn(today), FAMILY_MEMBER_MESSAGES.dateOfBirthEmpty),
    mobileNumber: schemaFromParser(optional(parseMobileNumber), 'Enter a 10-digit mobile number'),
  });
}

/** The form checked field by field: the member to send, or one message per field that is wrong. */
export function validateNewFamilyMember(form: FamilyMemberForm, today: Date): Result<FamilyMemberInput, InvalidForm<FamilyMemberField>> {
  return validateForm(familyMemberFormSchema(today), { ...form }).map((parsed) => ({
    name: parsed.name,
    relation: parsed.relation,
    gender: parsed.gender,
    dateOfBirth: parsed.dateOfBirth,
    mobileNumber: parsed.mobileNumber,
  }));
}
