import { pharmacyApiContract } from './pharmacy-api.contract';
import { httpPharmacy, inMemoryPharmacy } from './pharmacy-subjects';

pharmacyApiContract('in-memory fake', inMemoryPharmacy);
pharmacyApiContract('HTTP adapter over the local fake server', httpPharmacy);
