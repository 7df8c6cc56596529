import { HttpConsultationApi } from '../../adapters/http/consultation-api';
import { HttpSubscriptionsApi } from '../../adapters/http/subscriptions-api';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { SubscriptionsApi } from '../../domain/subscriptions/ports';
import { FakeConsultationApi } from '../../fakes/consultations/api';
import { FakeSubscriptionsApi } from '../../fakes/subscriptions-api';
import { CONSULTATION_START } from './consultation-subjects';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/**
 * The subscriptions port of one implementation with the consultation port beside it (a covered
 * booking must use up what the summary counts), over one fresh seeded backend.
 */
export interface SubscriptionSubject extends SubjectControls {
  subscriptions: SubscriptionsApi;
  consultations: ConsultationApi;
}

export const inMemorySubscriptions = (): Promise<SubscriptionSubject> =>
  inMemorySubject(CONSULTATION_START, ({ backend, token }) => ({
    subscriptions: new FakeSubscriptionsApi(backend, token),
    consultations: new FakeConsultationApi(backend, token),
  }));

export const httpSubscriptions = (): Promise<SubscriptionSubject> =>
  httpSubject(CONSULTATION_START, 10_000, (http) => ({
    subscriptions: new HttpSubscriptionsApi(http),
    consultations: new HttpConsultationApi(http),
  }));
