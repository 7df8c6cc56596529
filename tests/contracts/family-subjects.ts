import { HttpFamilyApi } from '../../adapters/http/family-api';
import type { FamilyApi } from '../../domain/family/ports';
import { FakeFamilyApi } from '../../fakes/family/api';
import { FakeFamilyService } from '../../fakes/family/service';
import { httpSubject, inMemorySubject, type SubjectContext, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Sunday 22 November 2026, 10:30 in India: ages and "not in the future" are counted on it. */
export const FAMILY_START = Date.parse('2026-11-22T10:30:00+05:30');

/** The family port of one implementation over one fresh seeded backend. */
export interface FamilySubject extends SubjectControls {
  family: FamilyApi;
  /** The signed-in patient's user id, as the app knows it from GET /user/userProfile. */
  userId(): string;
  /** What the fake consultations do when they book: the appointment is for this member (null: the patient). */
  recordAppointment(aptId: string, memberId: string | null): void;
}

/** The backend's side of a family test: whoever is signed in, and appointments booked for them. */
function backendSide({ backend, token }: SubjectContext): Pick<FamilySubject, 'userId' | 'recordAppointment'> {
  const signedInId = (doing: string) => {
    const signedIn = backend.userByToken(token());
    if (signedIn.isErr()) throw new Error(`sign in before ${doing}`);
    return signedIn.value.id;
  };
  return {
    userId: () => signedInId('asking for the user id'),
    recordAppointment(aptId, memberId) {
      const recorded = new FakeFamilyService(backend).recordAppointment(signedInId('recording an appointment'), aptId, memberId);
      if (recorded.isErr()) throw new Error(`recordAppointment failed: ${JSON.stringify(recorded.error)}`);
    },
  };
}

export const inMemoryFamily = (): Promise<FamilySubject> =>
  inMemorySubject(FAMILY_START, (context) => ({ family: new FakeFamilyApi(context.backend, context.token), ...backendSide(context) }));

export const httpFamily = (): Promise<FamilySubject> =>
  httpSubject(FAMILY_START, HTTP_TIMEOUT_MS, (http, context) => ({ family: new HttpFamilyApi(http), ...backendSide(context) }));
