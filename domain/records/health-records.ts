import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import { FILE_SIGNATURE_LENGTH } from '../shared/file-type';
import { amend, type Query, type QueryCache } from '../shared/query';
import type { LabResult } from './lab-results';
import { newestFirst, type HealthRecord } from './model';
import type { RecordsApi } from './ports';
import { checkRecordDetails, checkRecordFile, type RecordDetailsField, type RecordDetailsInput, type RecordFileError } from './upload';

export type UploadRecordError = InvalidForm<RecordDetailsField> | RecordFileError | ApiError;

/** Where the session keeps the records list. */
export const RECORDS_QUERIES = {
  list: ['records', 'list'],
  labResults: ['records', 'lab-results'],
} as const;

/** How many leading bytes a file check needs: read only these before deciding. */
export const RECORD_HEAD_BYTES = FILE_SIGNATURE_LENGTH;

export interface HealthRecordsDeps {
  api: RecordsApi;
  queries: QueryCache;
  clock: Clock;
}

/**
 * Every report and prescription of the patient's family in one list (newest first), the
 * patient's uploads with what they say about each file, and deleting an upload. Each upload is
 * its own request, so one failed file is retried alone and the others are not sent again.
 */
export class HealthRecords {
  constructor(private readonly deps: HealthRecordsDeps) {}

  /** Records the patient has deleted but may still bring back (`withdraw`): kept out of every list until then. */
  private readonly withdrawn = new Set<string>();

  list(): Query<HealthRecord[]> {
    return this.deps.queries.query(RECORDS_QUERIES.list, async () => {
      const listed = await this.deps.api.records();
      return listed.isOk() ? Ok(newestFirst(listed.value.filter((record) => !this.withdrawn.has(record.id)))) : listed;
    });
  }

  /** The values labs sent with the family's reports: trends are drawn from them (./lab-results.ts). */
  labResults(): Query<LabResult[]> {
    return this.deps.queries.query(RECORDS_QUERIES.labResults, async () => {
      const results = await this.deps.api.labResults();
      return results.isOk() ? Ok(results.value.filter((result) => !this.withdrawn.has(result.recordId))) : results;
    });
  }

  /**
   * The first step of a delete the patient may take back for a few seconds: the record leaves
   * every list at once (and stays out of a list fetched meanwhile), nothing is sent yet. Then
   * either `restore` brings it back or `remove` deletes it at the server.
   */
  withdraw(id: string): void {
    this.withdrawn.add(id);
    amend(this.list(), (listed) => listed.filter((record) => record.id !== id));
    amend(this.labResults(), (results) => results.filter((result) => result.recordId !== id));
  }

  /** Undo: a withdrawn record is back in the lists, as the server still has it. */
  restore(id: string): void {
    if (!this.withdrawn.delete(id)) return;
    this.list().invalidate();
    this.labResults().invalidate();
  }

  /** Whether a file may be uploaded, from its first bytes and its size: before anything is sent. */
  checkFile(head: ArrayLike<number>, size: number) {
    return checkRecordFile(head, size);
  }

  /**
   * Checks the file by its content and the details the patient typed (on today's date, against
   * the family as it is now), then uploads with the type the content showed.
   */
  async upload(
    details: RecordDetailsInput,
    file: { name: string; bytes: Uint8Array },
    memberIds: readonly string[],
    onProgress?: (fraction: number) => void,
  ): Promise<Result<HealthRecord, UploadRecordError>> {
    const checked = checkRecordFile(file.bytes.subarray(0, RECORD_HEAD_BYTES), file.bytes.length);
    if (checked.isErr()) return checked;
    const valid = checkRecordDetails(details, this.deps.clock.now(), memberIds);
    if (valid.isErr()) return valid;
    const uploaded = await this.deps.api.upload({ ...valid.value, file: { name: file.name, contentType: checked.value, bytes: file.bytes } }, onProgress);
    if (uploaded.isErr()) return Err(uploaded.error);
    amend(this.list(), (listed) => newestFirst([uploaded.value, ...listed.filter((record) => record.id !== uploaded.value.id)]));
    return uploaded;
  }

  /**
   * Marks one of the patient's own records private (nobody managing a family they are linked into
   * sees it), or shares it again; the list shows the server's answer.
   */
  async setPrivate(id: string, isPrivate: boolean): Promise<Result<HealthRecord, ApiError>> {
    const saved = await this.deps.api.setPrivate(id, isPrivate);
    if (saved.isOk()) amend(this.list(), (listed) => listed.map((record) => (record.id === id ? saved.value : record)));
    return saved;
  }

  /**
   * Deletes an uploaded record; it leaves the lists on screen at once. A withdrawn one that the
   * server would not delete comes back, so the patient sees it was not.
   */
  async remove(id: string): Promise<Result<null, ApiError>> {
    const removed = await this.deps.api.remove(id);
    this.withdrawn.delete(id);
    if (removed.isErr()) {
      this.list().invalidate();
      this.labResults().invalidate();
      return removed;
    }
    amend(this.list(), (listed) => listed.filter((record) => record.id !== id));
    amend(this.labResults(), (results) => results.filter((result) => result.recordId !== id));
    return removed;
  }
}
