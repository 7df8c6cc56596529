import { familyApiContract } from './family-api.contract';
import { httpFamily, inMemoryFamily } from './family-subjects';

familyApiContract('in-memory fake', inMemoryFamily);
familyApiContract('HTTP adapter over the local fake server', httpFamily);
