import type { LabResult } from '../../domain/records/lab-results';
import type { HealthRecord, NewRecord } from '../../domain/records/model';
import type { RecordsApi } from '../../domain/records/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeRecordsService } from './service';

/** The records port on the in-memory fake backend; an upload reports 0 then 1, as nothing is sent. */
export class FakeRecordsApi implements RecordsApi {
  private readonly service: FakeRecordsService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeRecordsService(backend);
  }

  records(): ApiResult<HealthRecord[]> {
    // It may lay out the family's demo records on the first read.
    return this.backend.call(() => this.service.records(this.token()), { mutates: true });
  }

  async upload(record: NewRecord, onProgress?: (fraction: number) => void): ApiResult<HealthRecord> {
    onProgress?.(0);
    const uploaded = await this.backend.call(() => this.service.upload(this.token(), record), { mutates: true });
    if (uploaded.isOk()) onProgress?.(1);
    return uploaded;
  }

  setPrivate(id: string, isPrivate: boolean): ApiResult<HealthRecord> {
    return this.backend.call(() => this.service.setPrivate(this.token(), id, isPrivate), { mutates: true });
  }

  remove(id: string): ApiResult<null> {
    return this.backend.call(() => this.service.remove(this.token(), id), { mutates: true });
  }

  labResults(): ApiResult<LabResult[]> {
    return this.backend.call(() => this.service.labResults(this.token()), { mutates: true });
  }
}
