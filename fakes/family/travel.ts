import { Err, Ok, type Result } from 'ts-results-es';
import type { TravelMembersApi } from '../../domain/family/ports';
import { validateTravelMember, type TravelMember, type TravelMemberForm, type TravelMemberInput, type TravelParty } from '../../domain/family/travel-member';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError, ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { emptyFamilyAccount, type FakeTravelMember } from './state';

const notFound = (): Result<never, ApiError> => Err({ kind: 'not-found', message: DATA_NOT_FOUND });

/** What the server answers of a companion: the ID number as its last four characters only. */
function answered({ idNumber, ...member }: FakeTravelMember): TravelMember {
  return { ...member, needs: [...member.needs], idLast4: idNumber.slice(-4) };
}

/**
 * The fake backend's travel members: the rules the in-memory port and the local HTTP server both
 * run. A companion is checked with the app's own rules (domain/family/travel-member.ts) on the
 * backend's day; a traveller who is neither the patient nor one of their family is not found.
 */
export class FakeTravelService {
  constructor(private readonly backend: FakeBackend) {}

  party(token: string | null, userId: string): Result<TravelParty, ApiError> {
    return this.companions(token, userId).map(({ traveller, list }) => ({ traveller, members: list.map(answered) }));
  }

  add(token: string | null, userId: string, form: TravelMemberForm): Result<TravelMember, ApiError> {
    return this.companions(token, userId).andThen(({ list }) =>
      this.checked(form, list).map((input) => {
        const created: FakeTravelMember = { id: this.backend.newId('tm'), ...this.stored(input, null) };
        list.push(created);
        return answered(created);
      }),
    );
  }

  update(token: string | null, userId: string, id: string, form: TravelMemberForm): Result<TravelMember, ApiError> {
    return this.companions(token, userId).andThen(({ list }) => {
      const index = list.findIndex((member) => member.id === id);
      const stored = list[index];
      if (!stored) return notFound();
      return this.checked(form, list, answered(stored)).map((input) => {
        const updated: FakeTravelMember = { id, ...this.stored(input, stored.idNumber) };
        list[index] = updated;
        return answered(updated);
      });
    });
  }

  remove(token: string | null, userId: string, id: string): Result<null, ApiError> {
    return this.companions(token, userId).andThen(({ list }): Result<null, ApiError> => {
      const index = list.findIndex((member) => member.id === id);
      if (index < 0) return notFound();
      list.splice(index, 1);
      return Ok(null);
    });
  }

  private stored(input: TravelMemberInput, kept: string | null): Omit<FakeTravelMember, 'id'> {
    const { idNumber, ...rest } = input;
    return { ...rest, idNumber: idNumber ?? kept ?? '' };
  }

  private checked(form: TravelMemberForm, list: readonly FakeTravelMember[], editing?: TravelMember): Result<TravelMemberInput, ApiError> {
    const checked = validateTravelMember(form, { members: list.map(answered), editing, today: new Date(this.backend.now()) });
    if (checked.isOk()) return Ok(checked.value);
    return Err({ kind: 'rejected', message: Object.values(checked.error.fields)[0] ?? 'The companion’s details are not valid' });
  }

  /** The traveller (the signed-in patient, or a member of their family, removed ones aside) and the list kept for them. */
  private companions(token: string | null, userId: string): Result<{ traveller: TravelParty['traveller']; list: FakeTravelMember[] }, ApiError> {
    return this.backend.userByToken(token).andThen((user) => {
      const family = (this.backend.state.family[user.id] ??= emptyFamilyAccount());
      const member = family.members.find((m) => m.id === userId);
      const name = userId === user.id ? `${user.firstName} ${user.lastName}`.trim() : member?.name;
      if (name === undefined) return notFound();
      const travel = (family.travel ??= {});
      return Ok({ traveller: { id: userId, name }, list: (travel[userId] ??= []) });
    });
  }
}

/** The form's fields as the wire carries a companion (docs/api.md), for the service's rules. */
export function travelFormOf(member: TravelMemberInput): TravelMemberForm {
  return { ...member, age: String(member.age), mobileNumber: member.mobileNumber ?? '', idNumber: member.idNumber ?? '' };
}

/** The travel-members port on the in-memory fake backend. */
export class FakeTravelMembersApi implements TravelMembersApi {
  private readonly service: FakeTravelService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.service = new FakeTravelService(backend);
  }

  travelParty(userId: string): ApiResult<TravelParty> {
    return this.backend.call(() => this.service.party(this.token(), userId));
  }

  addTravelMember(userId: string, member: TravelMemberInput): ApiResult<TravelMember> {
    return this.backend.call(() => this.service.add(this.token(), userId, travelFormOf(member)), { mutates: true });
  }

  updateTravelMember(userId: string, id: string, member: TravelMemberInput): ApiResult<TravelMember> {
    return this.backend.call(() => this.service.update(this.token(), userId, id, travelFormOf(member)), { mutates: true });
  }

  removeTravelMember(userId: string, id: string): ApiResult<null> {
    return this.backend.call(() => this.service.remove(this.token(), userId, id), { mutates: true });
  }
}
