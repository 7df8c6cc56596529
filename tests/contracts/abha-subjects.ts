import { HttpAbhaApi } from '../../adapters/http/abha-api';
import type { AbhaApi } from '../../domain/abha/ports';
import { FakeAbhaApi } from '../../fakes/abha/api';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
const ABHA_START = Date.parse('2026-11-26T10:30:00+05:30');

/** The ABHA port of one implementation over one fresh seeded backend. */
export interface AbhaSubject extends SubjectControls {
  abha: AbhaApi;
}

export const inMemoryAbha = (): Promise<AbhaSubject> => inMemorySubject(ABHA_START, ({ backend, token }) => ({ abha: new FakeAbhaApi(backend, token) }));

export const httpAbha = (): Promise<AbhaSubject> => httpSubject(ABHA_START, HTTP_TIMEOUT_MS, (http) => ({ abha: new HttpAbhaApi(http) }));
