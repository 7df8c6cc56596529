import { Err, Ok, type Result } from 'ts-results-es';
import type { FamilyTree } from '../../domain/family/family-tree';
import type { FamilyMember } from '../../domain/family/model';
import { validateNewFamilyMember, type FamilyMemberForm } from '../../domain/family/new-member';
import { DATA_NOT_FOUND, RELATIONSHIPS, type Relationship } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { emptyFamilyAccount, type FakeFamilyAccount } from './state';

export const FAMILY_ERRORS = {
  notFound: DATA_NOT_FOUND,
  alreadyAdded: (name: string) => `${name} is already in your family`,
} as const;

/**
 * The fake backend's family area: the rules the in-memory port and the local HTTP server both
 * run. A new member is checked with the app's own rules (domain/family/new-member.ts) on the
 * backend's day, so the server never accepts what the form would refuse, nor the reverse.
 */
export class FakeFamilyService {
  constructor(private readonly backend: FakeBackend) {}

  /** Every member, ACTIVE and INACTIVE; with `aptId`, the member that appointment is for (none: booked for self). */
  members(token: string | null, aptId?: string): Result<FamilyMember[], ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const family = this.familyOf(user.id);
      if (aptId === undefined) return Ok(family.members.map((member) => ({ ...member })));
      if (!(aptId in family.appointments)) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
      const memberId = family.appointments[aptId];
      return Ok(family.members.filter((member) => member.id === memberId).map((member) => ({ ...member })));
    });
  }

  /** The form's fields as the wire carries them; anything missing is '' and refused by the rules. */
  addMember(token: string | null, form: FamilyMemberForm): Result<FamilyMember, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const checked = validateNewFamilyMember(form, new Date(this.backend.now()));
      if (checked.isErr()) {
        const first = Object.values(checked.error.fields)[0] ?? 'The family member’s details are not valid';
        return Err({ kind: 'rejected', message: first });
      }
      const input = checked.value;
      const family = this.familyOf(user.id);
      const same = family.members.find(
        (member) => member.status === 'ACTIVE' && member.name.toLowerCase() === input.name.toLowerCase() && member.dateOfBirth === input.dateOfBirth,
      );
      if (same) return Err({ kind: 'rejected', message: FAMILY_ERRORS.alreadyAdded(same.name) });
      const created: FamilyMember = { id: this.backend.newId('fm'), ...input, status: 'ACTIVE' };
      family.members.push(created);
      return Ok({ ...created });
    });
  }

  /** The relations a member may have: the nine of spec §3, in its order. Public: a fixed list. */
  relations(): Result<Relationship[], ApiError> {
    return Ok([...RELATIONSHIPS]);
  }

  /**
   * The family-tree web view. The real backend also lets the doctor of a consultation with the
   * patient read it; the fake has no doctor sessions, so only the patient themself can: any other
   * id is "Data Not Found", never a hint that the patient exists. No mobile numbers.
   */
  familyTree(token: string | null, userId: string): Result<FamilyTree, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      if (userId !== user.id) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
      return Ok({
        patient: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), gender: user.gender, dateOfBirth: user.dateOfBirth },
        members: this.familyOf(user.id).members.map(({ id, name, relation, gender, dateOfBirth, status }) => ({ id, name, relation, gender, dateOfBirth, status })),
      });
    });
  }

  /**
   * For the fake consultations: remembers whom an appointment is for (a member id, or null for
   * the patient), so GET /user/getFamilyMember?aptId answers it. An id that is not an ACTIVE
   * member of this patient is refused.
   */
  recordAppointment(userId: string, aptId: string, memberId: string | null): Result<null, ApiError> {
    const family = this.familyOf(userId);
    if (memberId !== null && this.activeMember(userId, memberId) === null) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
    family.appointments[aptId] = memberId;
    return Ok(null);
  }

  /** An ACTIVE member of the patient's family, or null: what a booking for a member must name. */
  activeMember(userId: string, memberId: string): FamilyMember | null {
    const member = this.familyOf(userId).members.find((m) => m.id === memberId && m.status === 'ACTIVE');
    return member ? { ...member } : null;
  }

  private familyOf(userId: string): FakeFamilyAccount {
    this.backend.state.family[userId] ??= emptyFamilyAccount();
    return this.backend.state.family[userId];
  }
}
