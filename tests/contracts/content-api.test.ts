import { contentApiContract } from './content-api.contract';
import { httpPorts, inMemoryPorts } from './subjects';

contentApiContract('in-memory fake', inMemoryPorts);
contentApiContract('HTTP adapter over the local fake server', httpPorts);
