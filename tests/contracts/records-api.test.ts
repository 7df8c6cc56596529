import { recordsApiContract } from './records-api.contract';
import { httpRecords, inMemoryRecords } from './records-subjects';

recordsApiContract('in-memory fake', inMemoryRecords);
recordsApiContract('HTTP adapter over the local fake server', httpRecords);
