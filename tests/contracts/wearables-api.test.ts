import { wearablesApiContract } from './wearables-api.contract';
import { httpWearables, inMemoryWearables } from './wearables-subjects';

wearablesApiContract('in-memory fake', inMemoryWearables);
wearablesApiContract('HTTP adapter over the local fake server', httpWearables);
