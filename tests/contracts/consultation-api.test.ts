import { consultationApiContract } from './consultation-api.contract';
import { httpConsultations, inMemoryConsultations } from './consultation-subjects';

consultationApiContract('in-memory fake', inMemoryConsultations);
consultationApiContract('HTTP adapter over the local fake server', httpConsultations);
