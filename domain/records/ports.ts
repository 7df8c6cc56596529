import type { ApiResult } from '../shared/errors';
import type { LabResult } from './lab-results';
import type { HealthRecord, NewRecord } from './model';

/** The document area of the user API (spec §7 Profile and family; docs/api.md "Health records"). */
export interface RecordsApi {
  /**
   * GET /document/documents: every report and prescription of the patient and of their family
   * members, those of our lab orders and consultations with the uploaded ones. Never another
   * family's.
   */
  records(): ApiResult<HealthRecord[]>;
  /** POST /document/documents: one file and what the patient said about it; progress from 0 to 1. */
  upload(record: NewRecord, onProgress?: (fraction: number) => void): ApiResult<HealthRecord>;
  /**
   * POST /document/documents/{id}/privacy: marks one of the patient's own records private, or
   * shares it again, and answers the record. Another member's, another family's and an unknown
   * id are the same not-found.
   */
  setPrivate(id: string, isPrivate: boolean): ApiResult<HealthRecord>;
  /** DELETE /document/documents/{id}: an uploaded record; ours and other families' are not-found. */
  remove(id: string): ApiResult<null>;
  /**
   * GET /document/labResults: the values labs sent as data with their reports, of the patient and
   * their family members. An uploaded file has none.
   */
  labResults(): ApiResult<LabResult[]>;
}
