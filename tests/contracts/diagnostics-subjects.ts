import { HttpDiagnosticsApi } from '../../adapters/http/diagnostics-api';
import { HttpPharmacyApi } from '../../adapters/http/pharmacy-api';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import { FakeDiagnosticsApi } from '../../fakes/diagnostics/api';
import { FakePharmacyApi } from '../../fakes/pharmacy/api';
import { CONTRACT_ORIGIN, CONTRACT_TENANT_ID } from './pharmacy-subjects';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Monday 2 March 2026, 09:30 in India: slots from 11 AM are offered that day. */
export const DIAGNOSTICS_START = Date.parse('2026-03-02T09:30:00+05:30');

/** The diagnostics port of one implementation, with the pharmacy port (the shared address book). */
export interface DiagnosticsSubject extends SubjectControls {
  diagnostics: DiagnosticsApi;
  pharmacy: PharmacyApi;
}

export const inMemoryDiagnostics = (): Promise<DiagnosticsSubject> =>
  inMemorySubject(DIAGNOSTICS_START, ({ backend, token }) => ({
    diagnostics: new FakeDiagnosticsApi(backend, token),
    pharmacy: new FakePharmacyApi(backend, token),
  }));

export const httpDiagnostics = (): Promise<DiagnosticsSubject> =>
  httpSubject(DIAGNOSTICS_START, 10_000, (http) => ({
    diagnostics: new HttpDiagnosticsApi(http),
    pharmacy: new HttpPharmacyApi(http, { tenantId: CONTRACT_TENANT_ID, origin: CONTRACT_ORIGIN }),
  }));
