import * as v from 'valibot';
import { GENDERS } from '../../domain/account/model';
import type { FamilyTree } from '../../domain/family/family-tree';
import { FAMILY_SLOT_STATUSES, isRelationship, RELATIONSHIPS, type FamilyMember, type FamilyMemberInput, type Relationship } from '../../domain/family/model';
import type { LinkableAccount, LinkRequest } from '../../domain/family/member-link';
import type { FamilyApi } from '../../domain/family/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { NothingSchema, nullableString } from './schemas';

/** Upper-cased before it is checked: the wire's enums are upper-case, a lower-case one is the same value. */
const upper = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.toUpperCase()),
);

/** One member of GET /user/getFamilyMember and POST /user/addFamilyMember (docs/api.md). */
export const FamilyMemberWire = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  relation: v.pipe(upper, v.picklist(RELATIONSHIPS)),
  gender: v.pipe(upper, v.picklist(GENDERS)),
  dateOfBirth: v.pipe(v.string(), v.isoDate()),
  mobileNumber: nullableString,
  // A member without a status is one the backend has not switched off.
  status: v.optional(v.pipe(upper, v.picklist(FAMILY_SLOT_STATUSES)), 'ACTIVE'),
  // Absent: a member the patient added, not an account of their own.
  linked: v.optional(v.boolean(), false),
});

const MemberSchema = v.pipe(
  FamilyMemberWire,
  v.transform(
    (wire): FamilyMember => ({
      id: wire.id,
      name: wire.name,
      relation: wire.relation,
      gender: wire.gender,
      dateOfBirth: wire.dateOfBirth,
      mobileNumber: wire.mobileNumber === null || wire.mobileNumber.trim() === '' ? null : wire.mobileNumber,
      status: wire.status,
      linked: wire.linked,
    }),
  ),
);

/** GET /user/patient/byMobile: only the holder's first name and initial. */
const LinkableAccountSchema = v.pipe(
  v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1)) }),
  v.transform((wire): LinkableAccount => ({ name: wire.name })),
);

/** A relation the app does not know (the backend may add some) is left out rather than failing the form. */
const RelationsSchema = v.pipe(
  v.array(v.string()),
  v.transform((values) => [...new Set(values.map((value) => value.trim().toUpperCase()))].filter((value): value is Relationship => isRelationship(value))),
);

/**
 * GET /user/getFamilyTreeForWebView (docs/api.md): the patient and their members. A mobile number,
 * should the backend send one, is not read: the web view does not show it.
 */
const FamilyTreeSchema = v.pipe(
  v.object({
    patient: v.object({
      id: FamilyMemberWire.entries.id,
      name: FamilyMemberWire.entries.name,
      gender: v.nullish(v.pipe(upper, v.picklist(GENDERS)), null),
      dateOfBirth: v.nullish(v.pipe(v.string(), v.isoDate()), null),
    }),
    members: v.array(v.omit(FamilyMemberWire, ['mobileNumber', 'linked'])),
  }),
  v.transform((wire): FamilyTree => wire),
);

/** A member's fields as POST /user/addFamilyMember and POST /user/familyMember take them. */
function memberBody(member: FamilyMemberInput) {
  return {
    name: member.name,
    relation: member.relation,
    gender: member.gender,
    dateOfBirth: member.dateOfBirth,
    mobileNumber: member.mobileNumber,
  };
}

/** The family area of the user API over HTTP. */
export class HttpFamilyApi implements FamilyApi {
  constructor(private readonly http: HttpClient) {}

  members(aptId?: string): ApiResult<FamilyMember[]> {
    return this.http.get('/user/getFamilyMember', { query: { aptId }, data: v.array(MemberSchema) });
  }

  member(famId: string): ApiResult<FamilyMember> {
    return this.http.get('/user/getFamilyMemberByCond', { query: { famId }, data: MemberSchema });
  }

  addMember(member: FamilyMemberInput): ApiResult<FamilyMember> {
    return this.http.post('/user/addFamilyMember', { body: memberBody(member), data: MemberSchema });
  }

  updateMember(famId: string, member: FamilyMemberInput): ApiResult<FamilyMember> {
    return this.http.post('/user/familyMember', { body: { id: famId, ...memberBody(member) }, data: MemberSchema });
  }

  removeMember(famId: string): ApiResult<null> {
    return this.http.post(`/user/familyMember/${encodeURIComponent(famId)}`, { data: NothingSchema });
  }

  familyTree(): ApiResult<FamilyTree> {
    return this.http.get('/user/getFamilyTree', { data: FamilyTreeSchema });
  }

  relations(): ApiResult<Relationship[]> {
    return this.http.get('/user/family/relations', { data: RelationsSchema });
  }

  familyTreeForWebView(userId: string): ApiResult<FamilyTree> {
    return this.http.get('/user/getFamilyTreeForWebView', { query: { userId }, data: FamilyTreeSchema });
  }

  findAccount(mobileNumber: string): ApiResult<LinkableAccount> {
    return this.http.get('/user/patient/byMobile', { query: { mobileNumber }, data: LinkableAccountSchema });
  }

  sendLinkOtp(request: LinkRequest): ApiResult<null> {
    return this.http.post('/user/linkFamilyMember/sendOtp', { body: { mobileNumber: request.mobileNumber, relation: request.relation }, data: NothingSchema });
  }

  confirmLink(request: LinkRequest & { otp: string }): ApiResult<FamilyMember> {
    return this.http.post('/user/linkFamilyMember', { body: { mobileNumber: request.mobileNumber, relation: request.relation, otp: request.otp }, data: MemberSchema });
  }
}
