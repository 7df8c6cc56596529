import { HttpConsultationApi } from '../../adapters/http/consultation-api';
import { HttpFamilyApi } from '../../adapters/http/family-api';
import { HttpSubscriptionsApi } from '../../adapters/http/subscriptions-api';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { FamilyApi } from '../../domain/family/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import { FakeConsultationApi } from '../../fakes/consultations/api';
import { FakeFamilyApi } from '../../fakes/family/api';
import { FakeSubscriptionsApi } from '../../fakes/subscriptions-api';
import { CONSULTATION_START } from './consultation-subjects';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/**
 * The subscriptions port of one implementation with the consultation port beside it (a covered
 * booking must use up what the summary counts) and the family port (a member removed from the
 * family leaves their slot), over one fresh seeded backend.
 */
export interface SubscriptionSubject extends SubjectControls {
  subscriptions: SubscriptionsApi;
  consultations: ConsultationApi;
  family: FamilyApi;
}

export const inMemorySubscriptions = (): Promise<SubscriptionSubject> =>
  inMemorySubject(CONSULTATION_START, ({ backend, token }) => ({
    subscriptions: new FakeSubscriptionsApi(backend, token),
    consultations: new FakeConsultationApi(backend, token),
    family: new FakeFamilyApi(backend, token),
  }));

export const httpSubscriptions = (): Promise<SubscriptionSubject> =>
  httpSubject(CONSULTATION_START, 10_000, (http) => ({
    subscriptions: new HttpSubscriptionsApi(http),
    consultations: new HttpConsultationApi(http),
    family: new HttpFamilyApi(http),
  }));
