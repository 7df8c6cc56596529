import { HttpConsultationApi } from '../../adapters/http/consultation-api';
import { HttpFamilyApi } from '../../adapters/http/family-api';
import { HttpRecordsApi } from '../../adapters/http/records-api';
import type { ConsultationApi } from '../../domain/consultations/ports';
import type { FamilyApi } from '../../domain/family/ports';
import type { RecordsApi } from '../../domain/records/ports';
import { FakeConsultationApi } from '../../fakes/consultations/api';
import { FakeFamilyApi } from '../../fakes/family/api';
import { FakeRecordsApi } from '../../fakes/records/api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Monday 2 March 2026, 09:32 in India: a working day, a minute past the 09:30 slots. */
export const CONSULTATION_START = Date.parse('2026-03-02T09:32:00+05:30');

/** The consultation port of one implementation over one fresh seeded backend, with the records port to find records to share and the family port to link a member. */
export interface ConsultationSubject extends SubjectControls {
  consultations: ConsultationApi;
  records: RecordsApi;
  family: FamilyApi;
}

export const inMemoryConsultations = (): Promise<ConsultationSubject> =>
  inMemorySubject(CONSULTATION_START, ({ backend, token }) => ({
    consultations: new FakeConsultationApi(backend, token),
    records: new FakeRecordsApi(backend, token),
    family: new FakeFamilyApi(backend, token),
  }));

export const httpConsultations = (): Promise<ConsultationSubject> =>
  httpSubject(CONSULTATION_START, 10_000, (http) => ({ consultations: new HttpConsultationApi(http), records: new HttpRecordsApi(http), family: new HttpFamilyApi(http) }));
