import * as v from 'valibot';
import { GENDERS } from '../../domain/account/model';
import { RELATIONSHIPS } from '../../domain/family/model';
import type { TravelMembersApi } from '../../domain/family/ports';
import { TRAVEL_ID_TYPES, TRAVEL_NEEDS, type TravelMember, type TravelMemberInput, type TravelNeed, type TravelParty } from '../../domain/family/travel-member';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { NothingSchema, nullableString } from './schemas';

const upper = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.toUpperCase()),
);

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));

/** One companion of GET /user/travelMembers (docs/api.md "Travel members"): never the whole ID number. */
const TravelMemberSchema = v.pipe(
  v.object({
    id,
    name: v.pipe(v.string(), v.trim(), v.minLength(1)),
    relation: v.pipe(upper, v.picklist(RELATIONSHIPS)),
    age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(130)),
    gender: v.pipe(upper, v.picklist(GENDERS)),
    mobileNumber: nullableString,
    idType: v.pipe(upper, v.picklist(TRAVEL_ID_TYPES)),
    idLast4: v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z]{4}$/)),
    // A need the app does not know yet (the backend may add some) is left out rather than failing the list.
    needs: v.optional(v.array(v.string()), []),
  }),
  v.transform(
    (wire): TravelMember => ({
      ...wire,
      mobileNumber: wire.mobileNumber === null || wire.mobileNumber.trim() === '' ? null : wire.mobileNumber,
      idLast4: wire.idLast4.toUpperCase(),
      needs: wire.needs.map((need) => need.trim().toUpperCase()).filter((need): need is TravelNeed => (TRAVEL_NEEDS as readonly string[]).includes(need)),
    }),
  ),
);

const TravelPartySchema = v.pipe(
  v.object({
    traveller: v.object({ id, name: v.pipe(v.string(), v.trim(), v.minLength(1)) }),
    members: v.array(TravelMemberSchema),
  }),
  v.transform((wire): TravelParty => wire),
);

/** A companion's fields as POST /user/addTravelMember and POST /user/travelMember take them; a null idNumber keeps the stored one. */
function memberBody(userId: string, member: TravelMemberInput) {
  const { name, relation, age, gender, mobileNumber, idType, idNumber, needs } = member;
  return { userId, name, relation, age, gender, mobileNumber, idType, idNumber, needs };
}

/** The travel members of the user API over HTTP. */
export class HttpTravelMembersApi implements TravelMembersApi {
  constructor(private readonly http: HttpClient) {}

  travelParty(userId: string): ApiResult<TravelParty> {
    return this.http.get('/user/travelMembers', { query: { userId }, data: TravelPartySchema });
  }

  addTravelMember(userId: string, member: TravelMemberInput): ApiResult<TravelMember> {
    return this.http.post('/user/addTravelMember', { body: memberBody(userId, member), data: TravelMemberSchema });
  }

  updateTravelMember(userId: string, memberId: string, member: TravelMemberInput): ApiResult<TravelMember> {
    return this.http.post('/user/travelMember', { body: { id: memberId, ...memberBody(userId, member) }, data: TravelMemberSchema });
  }

  removeTravelMember(userId: string, memberId: string): ApiResult<null> {
    return this.http.post('/user/removeTravelMember', { body: { userId, id: memberId }, data: NothingSchema });
  }
}
