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

const HTTP_TIMEOUT_MS = 4000;

/** Thursday 26 November 2026, 10:30 in India: "not in the future" is counted on it. */
export const RECORDS_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The records port of one implementation, with the family port to find members' ids and link one, and the consultations a linked member keeps. */
export interface RecordsSubject extends SubjectControls {
  records: RecordsApi;
  family: FamilyApi;
  consultations: ConsultationApi;
}

export const inMemoryRecords = (): Promise<RecordsSubject> =>
  inMemorySubject(RECORDS_START, (context) => ({
    records: new FakeRecordsApi(context.backend, context.token),
    family: new FakeFamilyApi(context.backend, context.token),
    consultations: new FakeConsultationApi(context.backend, context.token),
  }));

export const httpRecords = (): Promise<RecordsSubject> =>
  httpSubject(RECORDS_START, HTTP_TIMEOUT_MS, (http) => ({
    records: new HttpRecordsApi(http),
    family: new HttpFamilyApi(http),
    consultations: new HttpConsultationApi(http),
  }));
