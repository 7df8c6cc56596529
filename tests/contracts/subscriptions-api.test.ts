import { subscriptionsApiContract } from './subscriptions-api.contract';
import { httpSubscriptions, inMemorySubscriptions } from './subscriptions-subjects';

subscriptionsApiContract('in-memory fake', inMemorySubscriptions);
subscriptionsApiContract('HTTP adapter over the local fake server', httpSubscriptions);
