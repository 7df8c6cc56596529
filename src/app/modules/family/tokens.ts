import type { ServiceIdentifier } from 'inversify';
import type { FamilyApi, TravelMembersApi } from '../../../../domain/family/ports';
import type { TravelMembers } from '../../../../domain/family/travel-members';
import type { FamilyMembers } from '../../../../domain/family/family-members';
import type { FamilyTreeWebView } from '../../../../domain/family/family-tree';
import type { MemberLinking } from '../../../../domain/family/member-link';

/** Family members and the family tree; their port. Bound by ./module.ts when a page of the area is first shown. */
export const FAMILY = {
  FamilyMembers: Symbol('FamilyMembers') as ServiceIdentifier<FamilyMembers>,
  FamilyTree: Symbol('FamilyTreeWebView') as ServiceIdentifier<FamilyTreeWebView>,
  MemberLinking: Symbol('MemberLinking') as ServiceIdentifier<MemberLinking>,
  FamilyApi: Symbol('FamilyApi') as ServiceIdentifier<FamilyApi>,
  TravelMembers: Symbol('TravelMembers') as ServiceIdentifier<TravelMembers>,
  TravelMembersApi: Symbol('TravelMembersApi') as ServiceIdentifier<TravelMembersApi>,
} as const;
