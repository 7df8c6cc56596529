import { Err, Ok, type Result } from 'ts-results-es';
import type { FamilyTree } from '../../domain/family/family-tree';
import { FAMILY_RULE_MESSAGES, familyRuleErrors, removalRefusal } from '../../domain/family/family-rules';
import type { FamilyMember, FamilyMemberInput } from '../../domain/family/model';
import { LINK_MESSAGES, type LinkableAccount } from '../../domain/family/member-link';
import { validateNewFamilyMember, type FamilyMemberForm } from '../../domain/family/new-member';
import { isRelationship } from '../../domain/family/model';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { consumeOtp, issueOtp } from '../otp';
import { DATA_NOT_FOUND, RELATIONSHIPS, type Relationship } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { FakeUser } from '../state';
import { emptyFamilyAccount, type FakeFamilyAccount } from './state';

export const FAMILY_ERRORS = {
  notFound: DATA_NOT_FOUND,
  alreadyAdded: FAMILY_RULE_MESSAGES.alreadyAdded,
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
      return Ok([...family.members, ...(family.removed ?? [])].filter((member) => member.id === memberId).map((member) => ({ ...member })));
    });
  }

  /** The form's fields as the wire carries them; anything missing is '' and refused by the rules. */
  addMember(token: string | null, form: FamilyMemberForm): Result<FamilyMember, ApiError> {
    return this.backend.userByToken(token).andThen((user) =>
      this.checked(user, form).map((input) => {
        const created: FamilyMember = { id: this.backend.newId('fm'), ...input, status: 'ACTIVE', linked: false };
        this.familyOf(user.id).members.push(created);
        return { ...created };
      }),
    );
  }

  /** One member of the patient's own family; any other id, another family's included, is "Data Not Found". */
  member(token: string | null, famId: string): Result<FamilyMember, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const found = this.familyOf(user.id).members.find((member) => member.id === famId);
      return found ? Ok({ ...found }) : Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
    });
  }

  /** Member `famId` with the form's details, under the same rules as a new one; the status stays as it was. */
  updateMember(token: string | null, famId: string, form: FamilyMemberForm): Result<FamilyMember, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const members = this.familyOf(user.id).members;
      const index = members.findIndex((member) => member.id === famId);
      const stored = members[index];
      if (!stored) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
      return this.checked(user, form, famId).map((input) => {
        const updated: FamilyMember = { ...stored, ...input };
        members[index] = updated;
        return { ...updated };
      });
    });
  }

  /**
   * Takes member `famId` off the family list. They are kept aside, so an appointment booked for
   * them still names them (GET /user/getFamilyMember?aptId) and their orders stay readable.
   */
  removeMember(token: string | null, famId: string): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<null, ApiError> => {
      const family = this.familyOf(user.id);
      const leaving = family.members.find((member) => member.id === famId);
      if (!leaving) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
      const refusal = removalRefusal(famId, { members: family.members, patientDateOfBirth: user.dateOfBirth }, new Date(this.backend.now()));
      if (refusal !== null) return Err({ kind: 'rejected', message: refusal });
      family.members = family.members.filter((member) => member.id !== famId);
      family.removed = [...(family.removed ?? []), leaving];
      return Ok(null);
    });
  }

  /** The form's rules, then the family's, on the backend's day: the first message refuses the call. */
  private checked(user: FakeUser, form: FamilyMemberForm, editing?: string): Result<FamilyMemberInput, ApiError> {
    const checked = validateNewFamilyMember(form, new Date(this.backend.now()));
    if (checked.isErr()) {
      const first = Object.values(checked.error.fields)[0] ?? 'The family member’s details are not valid';
      return Err({ kind: 'rejected', message: first });
    }
    const broken = familyRuleErrors(checked.value, { members: this.familyOf(user.id).members, patientDateOfBirth: user.dateOfBirth, editing });
    const first = Object.values(broken)[0];
    return first === undefined ? Ok(checked.value) : Err({ kind: 'rejected', message: first });
  }

  /** The relations a member may have: the nine of spec §3, in its order. Public: a fixed list. */
  relations(): Result<Relationship[], ApiError> {
    return Ok([...RELATIONSHIPS]);
  }

  /**
   * The family-tree web view (without `userId`: the signed-in patient's own tree). The real backend also lets the doctor of a consultation with the
   * patient read it; the fake has no doctor sessions, so only the patient themself can: any other
   * id is "Data Not Found", never a hint that the patient exists. No mobile numbers.
   */
  familyTree(token: string | null, userId?: string): Result<FamilyTree, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      if (userId !== undefined && userId !== user.id) return Err({ kind: 'not-found', message: FAMILY_ERRORS.notFound });
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

  /**
   * GET /user/patient/byMobile: the account a number belongs to, named only by first name and
   * initial. Refused: an invalid number (400), the patient's own (400), a number a member of the
   * family has already (409), a number with no account (404).
   */
  findAccount(token: string | null, mobileNumber: string): Result<LinkableAccount, ApiError> {
    return this.backend.userByToken(token).andThen((user) =>
      this.linkable(user, mobileNumber).map(({ account }) => ({ name: `${account.firstName} ${account.lastName.slice(0, 1)}.`.trim() })),
    );
  }

  /**
   * POST /user/linkFamilyMember/sendOtp: as findAccount, then the family's rules for that person
   * as `relation`; then a code to their number under the limits of every code (fakes/attempt-limits.ts).
   */
  sendLinkOtp(token: string | null, mobileNumber: string, relation: string): Result<null, ApiError> {
    return this.backend.userByToken(token).andThen((user) =>
      this.linkable(user, mobileNumber)
        .andThen((found) => this.linkInput(user, found, relation))
        .andThen((input) => issueOtp(this.backend, 'LINK_FAMILY', input.mobileNumber ?? mobileNumber)),
    );
  }

  /** POST /user/linkFamilyMember: the checks again, then the member's code; the linked member, ACTIVE. */
  confirmLink(token: string | null, mobileNumber: string, relation: string, otp: string): Result<FamilyMember, ApiError> {
    return this.backend.userByToken(token).andThen((user) =>
      this.linkable(user, mobileNumber).andThen((found) =>
        this.linkInput(user, found, relation).andThen((input) =>
          consumeOtp(this.backend, 'LINK_FAMILY', found.mobileNumber, otp).map(() => {
            const family = this.familyOf(user.id);
            const created: FamilyMember = { id: this.backend.newId('fm'), ...input, status: 'ACTIVE', linked: true };
            family.members.push(created);
            family.accounts = { ...family.accounts, [created.id]: found.account.id };
            return { ...created };
          }),
        ),
      ),
    );
  }

  /** The account behind a number the patient may link, or why not. */
  private linkable(user: FakeUser, input: string): Result<{ account: FakeUser; mobileNumber: string }, ApiError> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'rejected', message: mobile.error });
    const mobileNumber: string = mobile.value;
    if (mobileNumber === user.mobileNumber) return Err({ kind: 'rejected', message: LINK_MESSAGES.ownNumber });
    const member = this.familyOf(user.id).members.find((m) => m.mobileNumber === mobileNumber);
    if (member) return Err({ kind: 'conflict', message: LINK_MESSAGES.alreadyInFamily(member.name) });
    const account = Object.values(this.backend.state.users).find((u) => u.mobileNumber === mobileNumber && u.id !== user.id);
    if (!account) return Err({ kind: 'not-found', message: LINK_MESSAGES.noAccount });
    return Ok({ account, mobileNumber });
  }

  /** The member a linked account becomes, under the family's rules; an account without a date of birth or gender cannot be a member yet. */
  private linkInput(user: FakeUser, found: { account: FakeUser; mobileNumber: string }, relationInput: string): Result<FamilyMemberInput, ApiError> {
    const relation = relationInput.trim().toUpperCase();
    if (!isRelationship(relation)) return Err({ kind: 'rejected', message: 'Choose how they are related to you' });
    const { account } = found;
    if (account.dateOfBirth === null || account.gender === null) return Err({ kind: 'rejected', message: LINK_MESSAGES.noBirthDate });
    const input: FamilyMemberInput = {
      name: `${account.firstName} ${account.lastName}`.trim(),
      relation,
      gender: account.gender,
      dateOfBirth: account.dateOfBirth,
      mobileNumber: found.mobileNumber,
    };
    const broken = familyRuleErrors(input, { members: this.familyOf(user.id).members, patientDateOfBirth: user.dateOfBirth });
    const first = Object.values(broken)[0];
    return first === undefined ? Ok(input) : Err({ kind: 'rejected', message: first });
  }

  /** An ACTIVE member of the patient's family, or null: what a booking for a member must name. */
  activeMember(userId: string, memberId: string): FamilyMember | null {
    const member = this.familyOf(userId).members.find((m) => m.id === memberId && m.status === 'ACTIVE');
    return member ? { ...member } : null;
  }

  /** The ACTIVE members of a patient's family: whom the family's records and bookings may be for. */
  activeMembersOf(userId: string): FamilyMember[] {
    return this.familyOf(userId).members.filter((m) => m.status === 'ACTIVE').map((member) => ({ ...member }));
  }

  /** The ACTIVE linked members of a patient's family, each with the user id of their own account. */
  linkedAccounts(userId: string): { member: FamilyMember; accountId: string }[] {
    const accounts = this.familyOf(userId).accounts ?? {};
    return this.activeMembersOf(userId).flatMap((member) => {
      const accountId = accounts[member.id];
      return member.linked && accountId !== undefined ? [{ member, accountId }] : [];
    });
  }

  private familyOf(userId: string): FakeFamilyAccount {
    this.backend.state.family[userId] ??= emptyFamilyAccount();
    return this.backend.state.family[userId];
  }
}
