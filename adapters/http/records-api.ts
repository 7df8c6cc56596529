import * as v from 'valibot';
import type { LabResult } from '../../domain/records/lab-results';
import type { HealthRecord, NewRecord } from '../../domain/records/model';
import type { RecordsApi } from '../../domain/records/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { fileBody } from './commerce-wire';
import { NothingSchema } from './schemas';

const IsoDate = v.pipe(v.string(), v.isoDate());

/** One record as docs/api.md ("Health records") carries it. */
const RecordSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.minLength(1)),
    type: v.picklist(['LAB_REPORT', 'PRESCRIPTION']),
    origin: v.picklist(['LAB_ORDER', 'CONSULTATION', 'UPLOADED']),
    title: v.string(),
    date: IsoDate,
    source: v.nullish(v.string(), ''),
    memberId: v.nullish(v.string(), null),
    personName: v.nullish(v.string(), ''),
    fileName: v.string(),
    contentType: v.picklist(['application/pdf', 'image/jpeg', 'image/png']),
    fileSize: v.pipe(v.number(), v.integer(), v.minValue(0)),
    fileUrl: v.pipe(v.string(), v.minLength(1)),
    createdAt: v.pipe(v.string(), v.isoTimestamp()),
    private: v.optional(v.boolean(), false),
    fromMemberAccount: v.optional(v.boolean(), false),
  }),
  v.transform(
    (wire): HealthRecord => ({
      id: wire.id,
      kind: wire.type,
      origin: wire.origin,
      title: wire.title,
      date: wire.date,
      source: wire.source,
      memberId: wire.memberId,
      personName: wire.personName,
      file: { name: wire.fileName, contentType: wire.contentType, sizeBytes: wire.fileSize, url: wire.fileUrl },
      addedAt: wire.createdAt,
      private: wire.private,
      fromMemberAccount: wire.fromMemberAccount,
    }),
  ),
);

const Limit = v.nullish(v.number(), null);

/** One lab value as docs/api.md ("Lab values") carries it. */
const LabResultSchema = v.pipe(
  v.object({
    documentId: v.pipe(v.string(), v.minLength(1)),
    memberId: v.nullish(v.string(), null),
    date: IsoDate,
    lab: v.nullish(v.string(), ''),
    parameter: v.pipe(v.string(), v.minLength(1)),
    value: v.pipe(v.number(), v.finite()),
    unit: v.nullish(v.string(), ''),
    low: Limit,
    high: Limit,
  }),
  v.transform(
    (wire): LabResult => ({
      recordId: wire.documentId,
      memberId: wire.memberId,
      date: wire.date,
      lab: wire.lab,
      parameter: wire.parameter,
      value: wire.value,
      unit: wire.unit,
      range: { low: wire.low, high: wire.high },
    }),
  ),
);

/** The document area of the user API over HTTP; an upload reports the bytes sent. */
export class HttpRecordsApi implements RecordsApi {
  constructor(private readonly http: HttpClient) {}

  records(): ApiResult<HealthRecord[]> {
    return this.http.get('/document/documents', { data: v.array(RecordSchema) });
  }

  async upload(record: NewRecord, onProgress?: (fraction: number) => void): ApiResult<HealthRecord> {
    const body = { type: record.kind, title: record.title, date: record.date, source: record.source, memberId: record.memberId, ...fileBody(record.file) };
    // The last bytes sent are not yet a stored record: 1 waits for the server's answer.
    const uploaded = await this.http.postWithProgress('/document/documents', { body, data: RecordSchema }, (fraction) => onProgress?.(Math.min(fraction, 0.99)));
    if (uploaded.isOk()) onProgress?.(1);
    return uploaded;
  }

  setPrivate(id: string, isPrivate: boolean): ApiResult<HealthRecord> {
    return this.http.post(`/document/documents/${encodeURIComponent(id)}/privacy`, { body: { private: isPrivate }, data: RecordSchema });
  }

  remove(id: string): ApiResult<null> {
    return this.http.delete(`/document/documents/${encodeURIComponent(id)}`, { data: NothingSchema });
  }

  labResults(): ApiResult<LabResult[]> {
    return this.http.get('/document/labResults', { data: v.array(LabResultSchema) });
  }
}
