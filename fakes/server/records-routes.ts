import type { LabResult } from '../../domain/records/lab-results';
import type { HealthRecord } from '../../domain/records/model';
import type { FakeBackend } from '../backend';
import { FakeRecordsService } from '../records/service';
import type { Route } from './app';
import { BASE64, rejected, str } from './request-fields';

/** A record as docs/api.md ("Health records") carries it. */
export function recordWire(record: HealthRecord) {
  return {
    id: record.id,
    type: record.kind,
    origin: record.origin,
    title: record.title,
    date: record.date,
    source: record.source,
    memberId: record.memberId,
    personName: record.personName,
    fileName: record.file.name,
    contentType: record.file.contentType,
    fileSize: record.file.sizeBytes,
    fileUrl: record.file.url,
    createdAt: record.addedAt,
    private: record.private,
    fromMemberAccount: record.fromMemberAccount,
  };
}

/** A lab value as docs/api.md ("Lab values") carries it: the range's ends apart, either may be missing. */
function labResultWire(result: LabResult) {
  return {
    documentId: result.recordId,
    memberId: result.memberId,
    date: result.date,
    lab: result.lab,
    parameter: result.parameter,
    value: result.value,
    unit: result.unit,
    low: result.range.low,
    high: result.range.high,
  };
}

/** The document area of docs/api.md over the fake store. Registered by createFakeApi (fakes/server/app.ts). */
export function recordsRoutes(backend: FakeBackend): Route[] {
  const records = new FakeRecordsService(backend);
  return [
    // The first read of a family lays out its demo past, which is saved.
    { method: 'GET', path: /^\/document\/documents$/, mutates: true, handle: (c) => records.records(c.token).map((list) => list.map(recordWire)) },
    {
      method: 'POST',
      path: /^\/document\/documents$/,
      mutates: true,
      handle: (c) => {
        const data = str(c.body.data).replace(/\s+/g, '');
        if (!BASE64.test(data)) return rejected('data must be the file as base64');
        const kind = str(c.body.type);
        return records
          .upload(c.token, {
            kind: kind === 'PRESCRIPTION' ? 'PRESCRIPTION' : kind === 'LAB_REPORT' ? 'LAB_REPORT' : (kind as never),
            title: str(c.body.title),
            date: str(c.body.date),
            source: str(c.body.source),
            memberId: typeof c.body.memberId === 'string' && c.body.memberId !== '' ? c.body.memberId : null,
            file: { name: str(c.body.fileName), bytes: new Uint8Array(Buffer.from(data, 'base64')) },
          })
          .map(recordWire);
      },
    },
    {
      method: 'POST',
      path: /^\/document\/documents\/([^/]+)\/privacy$/,
      mutates: true,
      handle: (c) => (typeof c.body.private === 'boolean' ? records.setPrivate(c.token, c.params[0] ?? '', c.body.private).map(recordWire) : rejected('private must be true or false')),
    },
    { method: 'DELETE', path: /^\/document\/documents\/([^/]+)$/, mutates: true, handle: (c) => records.remove(c.token, c.params[0] ?? '') },
    { method: 'GET', path: /^\/document\/labResults$/, mutates: true, handle: (c) => records.labResults(c.token).map((results) => results.map(labResultWire)) },
  ];
}
