import { HttpTravelMembersApi } from '../../adapters/http/travel-members-api';
import type { TravelMembersApi } from '../../domain/family/ports';
import { FakeTravelMembersApi } from '../../fakes/family/travel';
import { FAMILY_START } from './family-subjects';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

const HTTP_TIMEOUT_MS = 2000;

/** The travel-members port of one implementation over one fresh seeded backend. */
export interface TravelMembersSubject extends SubjectControls {
  travel: TravelMembersApi;
}

export const inMemoryTravelMembers = (): Promise<TravelMembersSubject> =>
  inMemorySubject(FAMILY_START, (context) => ({ travel: new FakeTravelMembersApi(context.backend, context.token) }));

export const httpTravelMembers = (): Promise<TravelMembersSubject> =>
  httpSubject(FAMILY_START, HTTP_TIMEOUT_MS, (http) => ({ travel: new HttpTravelMembersApi(http) }));
