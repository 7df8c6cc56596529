import { HttpCareersApi } from '../../adapters/http/careers-api';
import type { CareersApi } from '../../domain/content/ports';
import { FakeCareersApi } from '../../fakes/careers-api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
const CAREERS_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The careers port of one implementation over one fresh seeded backend. */
export interface CareersSubject extends SubjectControls {
  careers: CareersApi;
}

export const inMemoryCareers = (): Promise<CareersSubject> => inMemorySubject(CAREERS_START, ({ backend }) => ({ careers: new FakeCareersApi(backend) }));

export const httpCareers = (): Promise<CareersSubject> => httpSubject(CAREERS_START, HTTP_TIMEOUT_MS, (http) => ({ careers: new HttpCareersApi(http) }));
