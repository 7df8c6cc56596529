import { placesApiContract } from './places-api.contract';
import { httpPlaces, inMemoryPlaces } from './places-subjects';

placesApiContract('in-memory fake', inMemoryPlaces);
placesApiContract('HTTP adapter over the local fake server', httpPlaces);
