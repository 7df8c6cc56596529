import { Err, Ok, type Result } from 'ts-results-es';
import { istDate } from '../consultations/slots';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { QueryCache } from '../shared/query';
import type { CoveredPerson, FamilySlot, UserSubscription } from './model';
import { coversToday, type MySubscription, type SubscriptionHistory } from './my-subscription';
import type { SubscriptionsApi } from './ports';
import { SUBSCRIPTION_QUERIES } from './queries';

/**
 * The plan's family slots in order: the family members it covers (ACTIVE), then the free slots
 * (INACTIVE). The subscriber is never in a slot.
 */
export function familySlots(subscription: UserSubscription): FamilySlot[] {
  const members = subscription.covered.filter((person): person is CoveredPerson & { familyMemberId: string } => person.familyMemberId !== null);
  const taken: FamilySlot[] = members.slice(0, Math.max(0, subscription.familySlots)).map((member) => ({ status: 'ACTIVE', member }));
  const free: FamilySlot[] = Array.from({ length: Math.max(0, subscription.familySlots - taken.length) }, () => ({ status: 'INACTIVE', member: null }));
  return [...taken, ...free];
}

export const freeSlotCount = (subscription: UserSubscription): number => familySlots(subscription).filter((slot) => slot.status === 'INACTIVE').length;

/** Why a family member cannot take a slot, known before anything is sent. */
export type SlotRefusal =
  /** Only the plan covering today has slots to change: an ended plan covers no one, a renewed term not yet. */
  | { kind: 'not-active' }
  /** Every slot holds a member: one must be freed first. */
  | { kind: 'no-free-slot'; slots: number }
  | { kind: 'already-covered' };

export type SlotChangeError = SlotRefusal | { kind: 'in-progress' } | ApiError;

/** Whether `familyMemberId` may take a free slot of `subscription` on `today` ('YYYY-MM-DD'). */
export function checkCover(subscription: UserSubscription, familyMemberId: string, today: string): Result<null, SlotRefusal> {
  if (!coversToday(subscription, today)) return Err({ kind: 'not-active' });
  if (subscription.covered.some((person) => person.familyMemberId === familyMemberId)) return Err({ kind: 'already-covered' });
  if (freeSlotCount(subscription) === 0) return Err({ kind: 'no-free-slot', slots: subscription.familySlots });
  return Ok(null);
}

/** My subscriptions with one subscription replaced by what the server answered for it. */
export function withSubscription(history: SubscriptionHistory, changed: UserSubscription): SubscriptionHistory {
  const swap = (held: UserSubscription) => (held.id === changed.id ? changed : held);
  const current = history.current?.subscription.id === changed.id ? { ...history.current, subscription: changed } : history.current;
  return { ...history, current, upcoming: history.upcoming.map(swap), past: history.past.map(swap) };
}

/**
 * Who the plan covers besides the subscriber (POST and DELETE /subscription/{id}/members): a family
 * member takes a free slot of the plan covering today, and frees it again. One change at a time;
 * the patient's plans show the answer at once and are read again.
 */
export class PlanFamilySlots {
  private busy = false;

  constructor(
    private readonly api: SubscriptionsApi,
    private readonly mine: MySubscription,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  /** Covers the member in a free slot; refused without a call when the rules say no. */
  async cover(subscription: UserSubscription, familyMemberId: string): Promise<Result<UserSubscription, SlotChangeError>> {
    const allowed = checkCover(subscription, familyMemberId, istDate(this.clock.now()));
    if (allowed.isErr()) return allowed;
    return this.change(() => this.api.coverFamilyMember(subscription.id, familyMemberId));
  }

  /** Frees the member's slot: from now on the plan no longer pays for their consultations. */
  free(subscription: UserSubscription, familyMemberId: string): Promise<Result<UserSubscription, ApiError | { kind: 'in-progress' }>> {
    return this.change(() => this.api.freeFamilySlot(subscription.id, familyMemberId));
  }

  private async change(call: () => Promise<Result<UserSubscription, ApiError>>): Promise<Result<UserSubscription, ApiError | { kind: 'in-progress' }>> {
    if (this.busy) return Err({ kind: 'in-progress' });
    this.busy = true;
    try {
      const changed = await call();
      if (changed.isOk()) {
        const history = this.mine.history();
        const shown = history.state;
        if (shown.kind === 'ready') history.set(withSubscription(shown.value, changed.value));
        // Then read again, with the summary: the server's own list replaces the answer shown.
        this.queries.invalidate(SUBSCRIPTION_QUERIES.mine);
      }
      return changed;
    } finally {
      this.busy = false;
    }
  }
}
