import { corporateMediaApiContract } from './corporate-media-api.contract';
import { httpCorporateMedia, inMemoryCorporateMedia } from './corporate-media-subjects';

corporateMediaApiContract('in-memory fake', inMemoryCorporateMedia);
corporateMediaApiContract('HTTP adapter over the local fake server', httpCorporateMedia);
