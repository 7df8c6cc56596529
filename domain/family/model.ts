import type { Gender } from '../account/model';
import { ageInYears } from '../shared/age';
import { parseCalendarDate } from '../shared/calendar-date';
import { RELATIONSHIPS, type FamilySlotStatus, type Relationship } from '../shared/constants';

export { RELATIONSHIPS, FAMILY_SLOT_STATUSES, type FamilySlotStatus, type Relationship } from '../shared/constants';

/** A person the patient books consultations and lab tests for (GET /user/getFamilyMember). */
export interface FamilyMember {
  id: string;
  /** As the patient wrote it: one name or several ('Ananya Sharma', 'Murugan'). */
  name: string;
  relation: Relationship;
  gender: Gender;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  /** Ten digits; many children and elders have none of their own. */
  mobileNumber: string | null;
  /** Spec §3 family slot status: only ACTIVE members can be booked for. */
  status: FamilySlotStatus;
  /**
   * True when the member has a CareWell account of their own, linked with their consent (a code
   * sent to their mobile): what they keep private stays theirs (docs/decisions.md "Privacy inside a family").
   */
  linked: boolean;
}

/** POST /user/addFamilyMember: a new member as the validated form gives it. */
export interface FamilyMemberInput {
  name: string;
  relation: Relationship;
  gender: Gender;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  mobileNumber: string | null;
}

export const RELATION_LABELS: Readonly<Record<Relationship, string>> = {
  FATHER: 'Father',
  MOTHER: 'Mother',
  DAUGHTER: 'Daughter',
  SON: 'Son',
  BROTHER: 'Brother',
  SISTER: 'Sister',
  WIFE: 'Wife',
  HUSBAND: 'Husband',
  FRIEND: 'Friend',
};

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' };

const GENDER_OF_RELATION: Readonly<Partial<Record<Relationship, Gender>>> = {
  FATHER: 'MALE',
  SON: 'MALE',
  BROTHER: 'MALE',
  HUSBAND: 'MALE',
  MOTHER: 'FEMALE',
  DAUGHTER: 'FEMALE',
  SISTER: 'FEMALE',
  WIFE: 'FEMALE',
};

/**
 * The gender a relation usually implies, to fill the form's gender for the patient; null for
 * FRIEND. Only a suggestion: the patient may choose otherwise, so it is never a validation rule.
 */
export function impliedGender(relation: Relationship): Gender | null {
  return GENDER_OF_RELATION[relation] ?? null;
}

/** Whether a text is one of the nine relations of spec §3, exactly as the wire writes them. */
export function isRelationship(value: string): value is Relationship {
  return (RELATIONSHIPS as readonly string[]).includes(value);
}

export function activeMembers(members: readonly FamilyMember[]): FamilyMember[] {
  return members.filter((member) => member.status === 'ACTIVE');
}

/** Whole years in 365-day years (spec §9); null when the stored date is not a real date. */
export function memberAge(member: Pick<FamilyMember, 'dateOfBirth'>, today: Date): number | null {
  const born = parseCalendarDate(member.dateOfBirth);
  if (born === null) return null;
  // parseCalendarDate gives UTC midnight; ageInYears reads local calendar days.
  return ageInYears(new Date(born.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate()), today);
}

/** '40 years', '1 year', 'under 1 year'; null when the age is unknown. */
export function ageText(age: number | null): string | null {
  if (age === null) return null;
  if (age === 0) return 'under 1 year';
  return age === 1 ? '1 year' : `${age} years`;
}

/** 'Husband, 40 years': how pickers and lists describe a member beside their name. */
export function memberSummary(member: Pick<FamilyMember, 'relation' | 'dateOfBirth'>, today: Date): string {
  const age = ageText(memberAge(member, today));
  return age === null ? RELATION_LABELS[member.relation] : `${RELATION_LABELS[member.relation]}, ${age}`;
}
