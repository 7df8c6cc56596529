import type { HealthRecord } from './model';

/** A record with the fields a test does not care about filled in. */
export function testRecord(change: Partial<HealthRecord> & { id: string }): HealthRecord {
  return {
    kind: 'LAB_REPORT',
    origin: 'UPLOADED',
    title: 'Complete blood count',
    date: '2026-01-10',
    source: 'Dr Lal PathLabs',
    memberId: null,
    personName: 'Priya Sharma',
    file: { name: 'cbc.pdf', contentType: 'application/pdf', sizeBytes: 2048, url: 'data:application/pdf;base64,JVBERi0=' },
    addedAt: '2026-01-10T06:00:00.000Z',
    private: false,
    fromMemberAccount: false,
    ...change,
  };
}
