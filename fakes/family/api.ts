import type { FamilyTree } from '../../domain/family/family-tree';
import type { LinkableAccount, LinkRequest } from '../../domain/family/member-link';
import type { FamilyMember, FamilyMemberInput, Relationship } from '../../domain/family/model';
import type { FamilyApi } from '../../domain/family/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeFamilyService } from './service';

/** The family port on the in-memory fake backend. */
export class FakeFamilyApi implements FamilyApi {
  private readonly service: FakeFamilyService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeFamilyService(backend);
  }

  members(aptId?: string): ApiResult<FamilyMember[]> {
    return this.backend.call(() => this.service.members(this.token(), aptId));
  }

  addMember(member: FamilyMemberInput): ApiResult<FamilyMember> {
    const form = { ...member, mobileNumber: member.mobileNumber ?? '' };
    return this.backend.call(() => this.service.addMember(this.token(), form), { mutates: true });
  }

  member(famId: string): ApiResult<FamilyMember> {
    return this.backend.call(() => this.service.member(this.token(), famId));
  }

  updateMember(famId: string, member: FamilyMemberInput): ApiResult<FamilyMember> {
    const form = { ...member, mobileNumber: member.mobileNumber ?? '' };
    return this.backend.call(() => this.service.updateMember(this.token(), famId, form), { mutates: true });
  }

  removeMember(famId: string): ApiResult<null> {
    return this.backend.call(() => this.service.removeMember(this.token(), famId), { mutates: true });
  }

  familyTree(): ApiResult<FamilyTree> {
    return this.backend.call(() => this.service.familyTree(this.token()));
  }

  relations(): ApiResult<Relationship[]> {
    return this.backend.call(() => this.service.relations());
  }

  familyTreeForWebView(userId: string): ApiResult<FamilyTree> {
    return this.backend.call(() => this.service.familyTree(this.token(), userId));
  }

  findAccount(mobileNumber: string): ApiResult<LinkableAccount> {
    return this.backend.call(() => this.service.findAccount(this.token(), mobileNumber));
  }

  sendLinkOtp(request: LinkRequest): ApiResult<null> {
    return this.backend.call(() => this.service.sendLinkOtp(this.token(), request.mobileNumber, request.relation), { mutates: true });
  }

  confirmLink(request: LinkRequest & { otp: string }): ApiResult<FamilyMember> {
    return this.backend.call(() => this.service.confirmLink(this.token(), request.mobileNumber, request.relation, request.otp), { mutates: true });
  }
}
