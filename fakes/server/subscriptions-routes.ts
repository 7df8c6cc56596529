import type { ConsultationBenefitKind, UserSubscription } from '../../domain/subscriptions/model';
import type { FakeBackend } from '../backend';
import { FakeMySubscriptions } from '../subscriptions-holdings';
import type { Route } from './app';

const CONSULTATION_TYPES: Record<ConsultationBenefitKind, string> = {
  'family-physician': 'FAMILY_PHYSICIAN',
  specialist: 'SPECIALIST',
  therapist: 'THERAPIST',
};

/** A subscription in the wire shape of docs/api.md (GET /subscription/user/list). */
export function userSubscriptionWire(subscription: UserSubscription) {
  return {
    id: subscription.id,
    planId: subscription.planId,
    name: subscription.name,
    packageType: subscription.tier.toUpperCase(),
    durationInMonths: subscription.months,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    status: subscription.status,
    members: subscription.covered.map((person) => ({ familyMemberId: person.familyMemberId, name: person.name, relation: person.relation })),
    consultations: subscription.consultations.map((c) => ({ type: CONSULTATION_TYPES[c.kind], included: c.included, used: c.used })),
  };
}

/** The patient's own subscriptions over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function subscriptionRoutes(backend: FakeBackend): Route[] {
  const mine = new FakeMySubscriptions(backend);
  return [
    // Mutates: the first read lays out a member's demo subscription and consultations.
    { method: 'GET', path: /^\/subscription\/user\/list$/, mutates: true, handle: (c) => mine.mine(c.token).map((list) => list.map(userSubscriptionWire)) },
  ];
}
