import type { Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import { CONSULTATION_BENEFIT_KINDS, type CoveredPerson, type UserSubscription } from '../domain/subscriptions/model';
import type { FakeBackend } from './backend';
import { FakeConsultationService } from './consultations/service';
import { FakeFamilyService } from './family/service';
import type { FakeUser } from './state';
import { FakeCarePlans, includedConsultations, planOf, type FakeUserSubscription } from './subscriptions-cover';

/**
 * GET /subscription/user/list on the fake store: the signed-in patient's subscriptions with whom
 * they cover and the consultations used, counted from the same appointments the consultation
 * service books, so the summary and the booking always agree.
 */
export class FakeMySubscriptions {
  private readonly carePlans: FakeCarePlans;
  private readonly consultations: FakeConsultationService;
  private readonly family: FakeFamilyService;

  constructor(private readonly backend: FakeBackend) {
    this.carePlans = new FakeCarePlans(backend);
    this.consultations = new FakeConsultationService(backend);
    this.family = new FakeFamilyService(backend);
  }

  mine(token: string | null): Result<UserSubscription[], ApiError> {
    return this.backend.userByToken(token).map((user) => {
      // The demo's covered consultations count once they exist, whichever page is opened first.
      this.consultations.demo.seed(user);
      return this.carePlans.of(user).map((held) => this.asListed(user, held));
    });
  }

  /** One subscription as the list gives it. */
  asListed(user: FakeUser, held: FakeUserSubscription): UserSubscription {
    const plan = planOf(held);
    const used = this.carePlans.used(held);
    const members = held.familyMemberIds.flatMap((id): CoveredPerson[] => {
      // A member removed from the family since is no longer covered.
      const member = this.family.activeMember(user.id, id);
      return member ? [{ familyMemberId: member.id, name: member.name, relation: member.relation }] : [];
    });
    return {
      id: held.id,
      planId: plan.id,
      name: plan.name,
      tier: plan.tier,
      months: plan.months,
      startDate: held.startDate,
      endDate: held.endDate,
      status: this.carePlans.statusOf(held),
      covered: [{ familyMemberId: null, name: `${user.firstName} ${user.lastName}`.trim(), relation: null }, ...members],
      familySlots: plan.familyMembers,
      consultations: CONSULTATION_BENEFIT_KINDS.map((kind) => ({ kind, included: includedConsultations(plan, kind), used: used[kind] })),
    };
  }
}
