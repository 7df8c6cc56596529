import { accountApiContract } from './account-api.contract';
import { httpPorts, inMemoryPorts } from './subjects';

accountApiContract('in-memory fake', inMemoryPorts);
accountApiContract('HTTP adapter over the local fake server', httpPorts);
