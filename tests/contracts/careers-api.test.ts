import { careersApiContract } from './careers-api.contract';
import { httpCareers, inMemoryCareers } from './careers-subjects';

careersApiContract('in-memory fake', inMemoryCareers);
careersApiContract('HTTP adapter over the local fake server', httpCareers);
