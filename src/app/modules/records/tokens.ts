import type { ServiceIdentifier } from 'inversify';
import type { HealthRecords } from '../../../../domain/records/health-records';
import type { RecordsApi } from '../../../../domain/records/ports';

/** The health records and their port. Bound by ./module.ts when a page of the area is first shown. */
export const RECORDS = {
  HealthRecords: Symbol('HealthRecords') as ServiceIdentifier<HealthRecords>,
  RecordsApi: Symbol('RecordsApi') as ServiceIdentifier<RecordsApi>,
} as const;
