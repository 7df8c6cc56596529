import { travelMembersApiContract } from './travel-members-api.contract';
import { httpTravelMembers, inMemoryTravelMembers } from './travel-members-subjects';

travelMembersApiContract('in-memory fake', inMemoryTravelMembers);
travelMembersApiContract('HTTP adapter over the local fake server', httpTravelMembers);
