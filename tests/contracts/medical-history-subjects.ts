import { HttpFamilyApi } from '../../adapters/http/family-api';
import { HttpMedicalHistoryApi } from '../../adapters/http/medical-history-api';
import type { FamilyApi } from '../../domain/family/ports';
import type { MedicalHistoryApi } from '../../domain/medical-history/ports';
import { FakeFamilyApi } from '../../fakes/family/api';
import { FakeMedicalHistoryApi } from '../../fakes/medical-history/api';
import { httpSubject, inMemorySubject, type SubjectContext, type SubjectControls } from './subject-kit';

const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India: "not in the future" is counted on it. */
export const MEDICAL_HISTORY_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The medical-history port of one implementation, with the family port to find members' ids. */
export interface MedicalHistorySubject extends SubjectControls {
  history: MedicalHistoryApi;
  family: FamilyApi;
  /** The signed-in patient's user id. */
  userId(): string;
}

function userIdOf({ backend, token }: SubjectContext): () => string {
  return () => {
    const signedIn = backend.userByToken(token());
    if (signedIn.isErr()) throw new Error('sign in before asking for the user id');
    return signedIn.value.id;
  };
}

export const inMemoryMedicalHistory = (): Promise<MedicalHistorySubject> =>
  inMemorySubject(MEDICAL_HISTORY_START, (context) => ({
    history: new FakeMedicalHistoryApi(context.backend, context.token),
    family: new FakeFamilyApi(context.backend, context.token),
    userId: userIdOf(context),
  }));

export const httpMedicalHistory = (): Promise<MedicalHistorySubject> =>
  httpSubject(MEDICAL_HISTORY_START, HTTP_TIMEOUT_MS, (http, context) => ({
    history: new HttpMedicalHistoryApi(http),
    family: new HttpFamilyApi(http),
    userId: userIdOf(context),
  }));
