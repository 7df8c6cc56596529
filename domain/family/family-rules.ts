import type { FieldErrors } from '../account/forms';
import { memberAge, type FamilyMember, type FamilyMemberInput, type Relationship } from './model';
import type { FamilyMemberField } from './new-member';

/** From this age a member counts as an adult who can look after the children of the family. */
export const ADULT_AGE_YEARS = 18;

export const FAMILY_RULE_MESSAGES = {
  oneSpouse: 'You already have a wife or husband in your family',
  parentOlder: 'A parent’s date of birth must be before yours',
  alreadyAdded: (name: string) => `${name} is already in your family`,
  lastAdult: 'The children in your family need an adult: add another adult before removing this member',
} as const;

/** What a new or changed member is checked against: the family as it is, and the patient themself. */
export interface FamilyAround {
  members: readonly FamilyMember[];
  /** 'YYYY-MM-DD', or null when the patient has not given it (the parent rule is then not checked). */
  patientDateOfBirth: string | null;
  /** The member being edited: they are not a duplicate or a second spouse of themself. */
  editing?: string;
}

const SPOUSES: readonly Relationship[] = ['WIFE', 'HUSBAND'];
const PARENTS: readonly Relationship[] = ['FATHER', 'MOTHER'];

const samePerson = (a: Pick<FamilyMember, 'name' | 'dateOfBirth'>, b: Pick<FamilyMember, 'name' | 'dateOfBirth'>) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.dateOfBirth === b.dateOfBirth;

/**
 * The rules a family expects of a member (docs/decisions.md, "Family members"), each at the field
 * it is about: one wife or husband, parents born before the patient, nobody twice (same name and
 * date of birth). Empty when the member fits; the form's own rules (new-member.ts) come first.
 */
export function familyRuleErrors(member: FamilyMemberInput, around: FamilyAround): FieldErrors<FamilyMemberField> {
  const others = around.members.filter((other) => other.id !== around.editing);
  const errors: FieldErrors<FamilyMemberField> = {};
  const twin = others.find((other) => samePerson(other, member));
  if (twin) errors.name = FAMILY_RULE_MESSAGES.alreadyAdded(twin.name);
  if (SPOUSES.includes(member.relation) && others.some((other) => SPOUSES.includes(other.relation))) {
    errors.relation = FAMILY_RULE_MESSAGES.oneSpouse;
  }
  if (PARENTS.includes(member.relation) && around.patientDateOfBirth !== null && member.dateOfBirth >= around.patientDateOfBirth) {
    errors.dateOfBirth = FAMILY_RULE_MESSAGES.parentOlder;
  }
  return errors;
}

/**
 * Why a member may not be removed, or null when they may: children (under 18) are never left in
 * a family without an adult to book for them. The patient counts as that adult unless their date
 * of birth says they are a child themself; nobody's unknown age makes them a child.
 */
export function removalRefusal(memberId: string, around: Omit<FamilyAround, 'editing'>, today: Date): string | null {
  const isChild = (dateOfBirth: string | null) => {
    if (dateOfBirth === null) return false;
    const age = memberAge({ dateOfBirth }, today);
    return age !== null && age < ADULT_AGE_YEARS;
  };
  const leaving = around.members.find((member) => member.id === memberId);
  if (!leaving || isChild(leaving.dateOfBirth) || !isChild(around.patientDateOfBirth)) return null;
  const staying = around.members.filter((member) => member.id !== memberId);
  const children = staying.some((member) => isChild(member.dateOfBirth));
  const adults = staying.some((member) => !isChild(member.dateOfBirth));
  return children && !adults ? FAMILY_RULE_MESSAGES.lastAdult : null;
}
