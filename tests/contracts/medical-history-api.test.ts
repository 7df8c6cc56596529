import { medicalHistoryApiContract } from './medical-history-api.contract';
import { httpMedicalHistory, inMemoryMedicalHistory } from './medical-history-subjects';

medicalHistoryApiContract('in-memory fake', inMemoryMedicalHistory);
medicalHistoryApiContract('HTTP adapter over the local fake server', httpMedicalHistory);
