import { Err, Ok, type Result } from 'ts-results-es';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';
import type { UserSubscription } from '../domain/subscriptions/model';
import type { FakeBackend } from './backend';
import { FakeFamilyService } from './family/service';
import type { FakeUser } from './state';
import { FakeCarePlans, planOf, type FakeUserSubscription } from './subscriptions-cover';
import { FakeMySubscriptions } from './subscriptions-holdings';

/** The sentences the server refuses a family slot change with, in one place. */
export const FAMILY_SLOT_ERRORS = {
  notActive: 'Only the plan that covers you today can cover family members. This plan is not active.',
  full: 'Every family slot of your plan is taken. Free a slot to cover someone else.',
  notMember: 'This person is no longer an active member of your family, so your plan cannot cover them.',
} as const;

/**
 * A plan's family slots in the fake store (POST and DELETE /subscription/{id}/members of
 * docs/api.md): an ACTIVE family member takes a free slot of the plan covering today, and leaves
 * it again. A member removed from the family since frees their slot.
 */
export class FakeFamilySlots {
  private readonly carePlans: FakeCarePlans;
  private readonly listed: FakeMySubscriptions;
  private readonly family: FakeFamilyService;

  constructor(private readonly backend: FakeBackend) {
    this.carePlans = new FakeCarePlans(backend);
    this.listed = new FakeMySubscriptions(backend);
    this.family = new FakeFamilyService(backend);
  }

  cover(token: string | null, subscriptionId: string, familyMemberId: string): Result<UserSubscription, ApiError> {
    return this.held(token, subscriptionId).andThen(({ user, held }): Result<UserSubscription, ApiError> => {
      if (this.carePlans.current(user)?.id !== held.id) return Err({ kind: 'rejected', message: FAMILY_SLOT_ERRORS.notActive });
      if (this.family.activeMember(user.id, familyMemberId) === null) return Err({ kind: 'rejected', message: FAMILY_SLOT_ERRORS.notMember });
      // Only members still in the family hold a slot.
      held.familyMemberIds = held.familyMemberIds.filter((id) => this.family.activeMember(user.id, id) !== null);
      if (!held.familyMemberIds.includes(familyMemberId)) {
        if (held.familyMemberIds.length >= planOf(held).familyMembers) return Err({ kind: 'conflict', message: FAMILY_SLOT_ERRORS.full });
        held.familyMemberIds.push(familyMemberId);
      }
      return Ok(this.listed.asListed(user, held));
    });
  }

  /** Freeing a slot the member does not hold answers the subscription as it is. */
  free(token: string | null, subscriptionId: string, familyMemberId: string): Result<UserSubscription, ApiError> {
    return this.held(token, subscriptionId).andThen(({ user, held }): Result<UserSubscription, ApiError> => {
      if (held.familyMemberIds.includes(familyMemberId) && this.carePlans.current(user)?.id !== held.id) {
        return Err({ kind: 'rejected', message: FAMILY_SLOT_ERRORS.notActive });
      }
      held.familyMemberIds = held.familyMemberIds.filter((id) => id !== familyMemberId);
      return Ok(this.listed.asListed(user, held));
    });
  }

  private held(token: string | null, subscriptionId: string): Result<{ user: FakeUser; held: FakeUserSubscription }, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<{ user: FakeUser; held: FakeUserSubscription }, ApiError> => {
      const held = this.carePlans.of(user).find((s) => s.id === subscriptionId);
      return held ? Ok({ user, held }) : Err({ kind: 'not-found', message: DATA_NOT_FOUND });
    });
  }
}
