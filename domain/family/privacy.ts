import type { FamilyMember } from './model';

/** One of a family member's records or consultations, as their own account holds it. */
export interface MemberItem {
  /** The member marked it "Private: only I can see this". */
  private: boolean;
  /** A therapy session (a psychologist or a psychiatrist), or what came of one: its prescription. */
  therapy: boolean;
}

/**
 * Privacy inside a family (docs/decisions.md "Privacy inside a family"): whether the patient who
 * manages a family may see one of a member's records or consultations. A managed member (no
 * account of their own: a child, an elder the patient books for) is the patient's to manage, so
 * the patient sees everything. A linked member is an adult with their own account: what they mark
 * private, and every therapy session with what came of it, stays theirs alone.
 */
export function managerMaySee(item: MemberItem, member: Pick<FamilyMember, 'linked'>): boolean {
  if (!member.linked) return true;
  return !item.private && !item.therapy;
}
