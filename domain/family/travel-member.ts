import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { optional, validateForm, type FieldErrors, type InvalidForm } from '../account/forms';
import { GENDERS, type Gender } from '../account/model';
import { AADHAAR_MESSAGES, parseAadhaar } from '../abha/aadhaar';
import { parseDrivingLicence } from '../abha/driving-licence';
import { parseMobileNumber } from '../shared/mobile-number';
import { parsePersonName, PERSON_NAME_MESSAGES } from '../shared/person-name';
import { schemaFromParser } from '../shared/schema';
import { isRelationship, type Relationship } from './model';

/** The photo IDs a train, a flight or a hospital's attendant pass asks of an Indian traveller. */
export const TRAVEL_ID_TYPES = ['AADHAAR', 'PASSPORT', 'VOTER_ID', 'DRIVING_LICENCE'] as const;
export type TravelIdType = (typeof TRAVEL_ID_TYPES)[number];

/** What a companion needs on the way: a wheelchair at the station or airport, a lower berth, a hand with walking and luggage. */
export const TRAVEL_NEEDS = ['WHEELCHAIR', 'LOWER_BERTH', 'ASSISTANCE'] as const;
export type TravelNeed = (typeof TRAVEL_NEEDS)[number];

/** A hospital admits one or two attendants, a trip takes a few more; beyond four it is a group booking. */
export const MAX_TRAVEL_MEMBERS = 4;

/**
 * Someone travelling with the patient (or with a family member the patient books for) to a
 * hospital visit or surgery: what a ticket and an attendant pass need. The server keeps the ID
 * number and answers only its last four characters.
 */
export interface TravelMember {
  id: string;
  name: string;
  /** How they are related to the traveller they go with. */
  relation: Relationship;
  /** Whole years, as a ticket asks it. */
  age: number;
  gender: Gender;
  mobileNumber: string | null;
  idType: TravelIdType;
  /** The last four characters of the ID number: all the app ever shows again. */
  idLast4: string;
  needs: TravelNeed[];
}

/** Whom the companions go with (the patient or one of their family) and the companions. */
export interface TravelParty {
  traveller: { id: string; name: string };
  members: TravelMember[];
}

/** A companion as the checked form gives it; `idNumber` null on an edit keeps the number stored. */
export interface TravelMemberInput {
  name: string;
  relation: Relationship;
  age: number;
  gender: Gender;
  mobileNumber: string | null;
  idType: TravelIdType;
  idNumber: string | null;
  needs: TravelNeed[];
}

/** The form as typed. */
export interface TravelMemberForm {
  name: string;
  relation: string;
  age: string;
  gender: string;
  mobileNumber: string;
  idType: string;
  idNumber: string;
  needs: string[];
}

export type TravelMemberField = keyof TravelMemberForm;

export const TRAVEL_ID_LABELS: Readonly<Record<TravelIdType, string>> = {
  AADHAAR: 'Aadhaar',
  PASSPORT: 'Passport',
  VOTER_ID: 'Voter ID',
  DRIVING_LICENCE: 'Driving licence',
};

export const TRAVEL_NEED_LABELS: Readonly<Record<TravelNeed, string>> = {
  WHEELCHAIR: 'Wheelchair',
  LOWER_BERTH: 'Lower berth',
  ASSISTANCE: 'Help with walking and luggage',
};

export const TRAVEL_MEMBER_MESSAGES = {
  nameEmpty: 'Enter the companion’s name',
  relation: 'Choose how they are related',
  age: 'Enter their age in years, from 1 to 120',
  gender: 'Choose female, male or other',
  idType: 'Choose the photo ID they will carry',
  idNumberEmpty: 'Enter the number on their ID',
  passport: 'A passport number is a letter and 7 digits, e.g. K1234567',
  voterId: 'A voter ID (EPIC) number is 3 letters and 7 digits, e.g. ABC1234567',
  tooMany: 'At most 4 people can travel with one patient',
  duplicate: (name: string) => `${name} is already travelling with them`,
} as const;

/** The characters each ID has, to draw the hidden part of a masked number. */
const ID_LENGTH: Readonly<Record<TravelIdType, number>> = { AADHAAR: 12, PASSPORT: 8, VOTER_ID: 10, DRIVING_LICENCE: 15 };

export function emptyTravelMemberForm(): TravelMemberForm {
  return { name: '', relation: '', age: '', gender: '', mobileNumber: '', idType: '', idNumber: '', needs: [] };
}

/** The form an edit starts from: the member as stored, the ID number blank (blank keeps it). */
export function travelMemberFormOf(member: TravelMember): TravelMemberForm {
  const { name, relation, age, gender, mobileNumber, idType, needs } = member;
  return { name, relation, age: String(age), gender, mobileNumber: mobileNumber ?? '', idType, idNumber: '', needs: [...needs] };
}

/** 'XXXX-XXXX-1234' for Aadhaar, else the hidden characters as X then the last four: 'XXXX4567'. */
export function maskedTravelId(member: Pick<TravelMember, 'idType' | 'idLast4'>): string {
  if (member.idType === 'AADHAAR') return `XXXX-XXXX-${member.idLast4}`;
  return 'X'.repeat(ID_LENGTH[member.idType] - member.idLast4.length) + member.idLast4;
}

function isIdType(value: string): value is TravelIdType {
  return (TRAVEL_ID_TYPES as readonly string[]).includes(value);
}

/** An ID number as the type says it must look, compacted (no spaces or dashes, capitals). */
export function parseTravelId(type: TravelIdType, input: string, today: Date): Result<string, string> {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (compact === '') return Err(TRAVEL_MEMBER_MESSAGES.idNumberEmpty);
  switch (type) {
    case 'AADHAAR':
      return parseAadhaar(compact).map(String).mapErr((message) => (message === AADHAAR_MESSAGES.empty ? TRAVEL_MEMBER_MESSAGES.idNumberEmpty : message));
    case 'PASSPORT':
      return /^[A-Z][1-9]\d{6}$/.test(compact) ? Ok(compact) : Err(TRAVEL_MEMBER_MESSAGES.passport);
    case 'VOTER_ID':
      return /^[A-Z]{3}\d{7}$/.test(compact) ? Ok(compact) : Err(TRAVEL_MEMBER_MESSAGES.voterId);
    case 'DRIVING_LICENCE':
      return parseDrivingLicence(compact, today).map(String);
  }
}

function parseName(input: string): Result<string, string> {
  return parsePersonName(input).mapErr((message) => (message === PERSON_NAME_MESSAGES.empty ? TRAVEL_MEMBER_MESSAGES.nameEmpty : message));
}

function parseAge(input: string): Result<number, string> {
  const text = input.trim();
  const age = Number(text);
  return /^\d{1,3}$/.test(text) && age >= 1 && age <= 120 ? Ok(age) : Err(TRAVEL_MEMBER_MESSAGES.age);
}

function picked<T extends string>(values: readonly T[], message: string) {
  return (input: string): Result<T, string> => {
    const value = values.find((candidate) => candidate === input.trim().toUpperCase());
    return value === undefined ? Err(message) : Ok(value);
  };
}

const schema = v.object({
  name: schemaFromParser(parseName, TRAVEL_MEMBER_MESSAGES.nameEmpty),
  relation: schemaFromParser(
    (input: string): Result<Relationship, string> => {
      const relation = input.trim().toUpperCase();
      return isRelationship(relation) ? Ok(relation) : Err(TRAVEL_MEMBER_MESSAGES.relation);
    },
    TRAVEL_MEMBER_MESSAGES.relation,
  ),
  age: schemaFromParser(parseAge, TRAVEL_MEMBER_MESSAGES.age),
  gender: schemaFromParser(picked(GENDERS, TRAVEL_MEMBER_MESSAGES.gender), TRAVEL_MEMBER_MESSAGES.gender),
  mobileNumber: schemaFromParser(optional(parseMobileNumber), 'Enter a 10-digit mobile number'),
  idType: schemaFromParser(picked(TRAVEL_ID_TYPES, TRAVEL_MEMBER_MESSAGES.idType), TRAVEL_MEMBER_MESSAGES.idType),
});

export interface TravelMemberContext {
  /** The companions already travelling with this traveller. */
  members: readonly TravelMember[];
  /** The companion being corrected: a blank ID number keeps theirs, unless the type changed. */
  editing?: TravelMember;
  today: Date;
}

/**
 * The form checked field by field, then the party's rules: nobody twice (same name and age) and at
 * most MAX_TRAVEL_MEMBERS. The fake server runs the same check, so neither accepts what the other refuses.
 */
export function validateTravelMember(form: TravelMemberForm, context: TravelMemberContext): Result<TravelMemberInput, InvalidForm<TravelMemberField>> {
  const fields: FieldErrors<TravelMemberField> = {};
  const checked = validateForm(schema, { ...form });
  if (checked.isErr()) Object.assign(fields, checked.error.fields);
  const idType = form.idType.trim().toUpperCase();
  const { editing } = context;
  const keepsId = editing !== undefined && form.idNumber.trim() === '' && editing.idType === idType;
  let idNumber: string | null = null;
  if (isIdType(idType) && !keepsId) {
    const id = parseTravelId(idType, form.idNumber, context.today);
    if (id.isErr()) fields.idNumber = id.error;
    else idNumber = id.value;
  }
  const needs = form.needs.filter((need): need is TravelNeed => (TRAVEL_NEEDS as readonly string[]).includes(need));
  if (checked.isErr() || Object.keys(fields).length > 0) return Err({ kind: 'invalid', fields });
  const input: TravelMemberInput = { ...checked.value, idNumber, needs: [...new Set(needs)] };
  const others = context.members.filter((member) => member.id !== editing?.id);
  if (others.some((member) => member.name.toLowerCase() === input.name.toLowerCase() && member.age === input.age)) {
    return Err({ kind: 'invalid', fields: { name: TRAVEL_MEMBER_MESSAGES.duplicate(input.name) } });
  }
  if (editing === undefined && others.length >= MAX_TRAVEL_MEMBERS) return Err({ kind: 'invalid', fields: { name: TRAVEL_MEMBER_MESSAGES.tooMany } });
  return Ok(input);
}
