import { HttpCorporateWellnessApi, HttpMediaCenterApi } from '../../adapters/http/corporate-media-api';
import type { CorporateWellnessApi, MediaCenterApi } from '../../domain/content/ports';
import { FakeCorporateWellnessApi, FakeMediaCenterApi } from '../../fakes/corporate-media-api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
const START = Date.parse('2026-11-26T10:30:00+05:30');

/** The corporate wellness and media center ports of one implementation over one fresh seeded backend. */
export interface CorporateMediaSubject extends SubjectControls {
  corporate: CorporateWellnessApi;
  media: MediaCenterApi;
}

export const inMemoryCorporateMedia = (): Promise<CorporateMediaSubject> =>
  inMemorySubject(START, ({ backend }) => ({ corporate: new FakeCorporateWellnessApi(backend), media: new FakeMediaCenterApi(backend) }));

export const httpCorporateMedia = (): Promise<CorporateMediaSubject> =>
  httpSubject(START, HTTP_TIMEOUT_MS, (http) => ({ corporate: new HttpCorporateWellnessApi(http), media: new HttpMediaCenterApi(http) }));
