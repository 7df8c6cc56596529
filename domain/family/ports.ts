import type { ApiResult } from '../shared/errors';
import type { FamilyTree } from './family-tree';
import type { LinkableAccount, LinkRequest } from './member-link';
import type { FamilyMember, FamilyMemberInput, Relationship } from './model';
import type { TravelMember, TravelMemberInput, TravelParty } from './travel-member';

/** The family area of the user API (spec §7 Profile and family). */
export interface FamilyApi {
  /**
   * GET /user/getFamilyMember: the signed-in patient's family members, ACTIVE and INACTIVE.
   * With `aptId` (GET /user/getFamilyMember?aptId=…): the member that appointment is for, as a
   * list of one, or an empty list when the patient booked it for themself.
   */
  members(aptId?: string): ApiResult<FamilyMember[]>;
  /**
   * GET /user/getFamilyMemberByCond?famId=…: one member of the signed-in patient's family. A member
   * of another family is not-found, exactly as an unknown id: never someone else's data.
   */
  member(famId: string): ApiResult<FamilyMember>;
  /** POST /user/addFamilyMember: the new member, ACTIVE. */
  addMember(member: FamilyMemberInput): ApiResult<FamilyMember>;
  /** POST /user/familyMember: the member's details changed; answers the member as now stored. */
  updateMember(famId: string, member: FamilyMemberInput): ApiResult<FamilyMember>;
  /**
   * POST /user/familyMember/{id}: the member leaves the family list and can no longer be booked
   * for; bookings already made for them, and their orders and records, stay readable.
   */
  removeMember(famId: string): ApiResult<null>;
  /** GET /user/family/relations: the relations a member may have, in the order to offer them. */
  relations(): ApiResult<Relationship[]>;
  /** GET /user/getFamilyTree: the signed-in patient and their family, as the web view's tree. */
  familyTree(): ApiResult<FamilyTree>;
  /**
   * GET /user/getFamilyTreeForWebView?userId=…: that patient and their family for the web view.
   * Another patient's id (one the bearer may not read) is not-found, as an unknown one.
   */
  familyTreeForWebView(userId: string): ApiResult<FamilyTree>;
  /**
   * GET /user/patient/byMobile?mobileNumber=…: whether that number has a CareWell account the
   * patient may link. not-found: no account; rejected: the patient's own number; conflict: a member
   * of the family has it already.
   */
  findAccount(mobileNumber: string): ApiResult<LinkableAccount>;
  /**
   * POST /user/linkFamilyMember/sendOtp: a code to the account holder's number, for their consent.
   * Refused as findAccount is, and by the family's rules for that person and relation; 429 when the
   * number has had too many codes or is locked.
   */
  sendLinkOtp(request: LinkRequest): ApiResult<null>;
  /**
   * POST /user/linkFamilyMember: with the member's code, links their account: the new member,
   * ACTIVE and `linked`, with the name, gender and date of birth of their account. A wrong or
   * expired code is rejected; the fifth wrong one locks the number (429).
   */
  confirmLink(request: LinkRequest & { otp: string }): ApiResult<FamilyMember>;
}

/**
 * The companions of a hospital visit or surgery trip (docs/api.md "Travel members"). `userId` is
 * whom they travel with: the signed-in patient or a member of their family; any other id is
 * not-found, never another family's data.
 */
export interface TravelMembersApi {
  /** GET /user/travelMembers?userId=…: the traveller's name and their companions, in the order added. */
  travelParty(userId: string): ApiResult<TravelParty>;
  /** POST /user/addTravelMember: the new companion, the ID number answered as its last four characters. */
  addTravelMember(userId: string, member: TravelMemberInput): ApiResult<TravelMember>;
  /** POST /user/travelMember: companion `id` corrected; a null ID number keeps the one stored. */
  updateTravelMember(userId: string, id: string, member: TravelMemberInput): ApiResult<TravelMember>;
  /** POST /user/removeTravelMember: companion `id` no longer travels with them. */
  removeTravelMember(userId: string, id: string): ApiResult<null>;
}
