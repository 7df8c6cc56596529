import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../abha/aadhaar';
import { Drafts } from '../shared/drafts';
import type { ApiError, ApiResult } from '../shared/errors';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import type { TravelMembersApi } from './ports';
import { TRAVEL_MEMBER_MESSAGES, type TravelMember, type TravelMemberForm, type TravelMemberInput, type TravelParty } from './travel-member';
import { TravelMembers } from './travel-members';

const AADHAAR = `23456789012${verhoeffDigit('23456789012')}`;
const FORM: TravelMemberForm = { name: 'Rohan Agarwal', relation: 'SON', age: '34', gender: 'MALE', mobileNumber: '', idType: 'AADHAAR', idNumber: AADHAAR, needs: [] };

/** A port over one traveller's list, recording calls; `failNext` fails the next command, `hold` keeps it waiting. */
class MemoryTravelApi implements TravelMembersApi {
  readonly calls: string[] = [];
  members: TravelMember[] = [];
  failNext: ApiError | null = null;
  private nextId = 1;

  private command<T>(name: string, run: () => T): ApiResult<T> {
    this.calls.push(name);
    const failure = this.failNext;
    this.failNext = null;
    return Promise.resolve(failure ? Err(failure) : Ok(run()));
  }

  travelParty(userId: string): ApiResult<TravelParty> {
    this.calls.push('party');
    if (userId !== 'fm-3') return Promise.resolve(Err({ kind: 'not-found', message: 'Data Not Found' }));
    return Promise.resolve(Ok({ traveller: { id: 'fm-3', name: 'Sunita Agarwal' }, members: [...this.members] }));
  }

  private stored(id: string, input: TravelMemberInput, last4: string): TravelMember {
    const { idNumber, ...rest } = input;
    return { ...rest, id, idLast4: idNumber?.slice(-4) ?? last4 };
  }

  addTravelMember(_userId: string, input: TravelMemberInput): ApiResult<TravelMember> {
    return this.command('add', () => {
      const created = this.stored(`tm-${this.nextId++}`, input, '');
      this.members.push(created);
      return created;
    });
  }

  updateTravelMember(_userId: string, id: string, input: TravelMemberInput): ApiResult<TravelMember> {
    return this.command('update', () => {
      const updated = this.stored(id, input, this.members.find((m) => m.id === id)?.idLast4 ?? '');
      this.members = this.members.map((m) => (m.id === id ? updated : m));
      return updated;
    });
  }

  removeTravelMember(_userId: string, id: string): ApiResult<null> {
    return this.command('remove', () => {
      this.members = this.members.filter((m) => m.id !== id);
      return null;
    });
  }
}

function setUp() {
  const api = new MemoryTravelApi();
  const clock = new ManualClock(new Date(2026, 10, 22, 10, 30));
  const store = new MemoryStore();
  let token: string | null = 'token-a';
  const drafts = new Drafts(store, () => token, clock);
  const travel = new TravelMembers({ api, queries: testQueries(clock), clock, drafts });
  return { api, travel, drafts: () => new TravelMembers({ api, queries: testQueries(clock), clock, drafts }), signInAs: (t: string) => (token = t) };
}

describe('travel members', () => {
  it('lists the traveller’s companions and shows one added at once, its ID number as the last four only', async () => {
    const { travel } = setUp();
    const party = travel.party('fm-3');
    expect((await party.value()).unwrap()).toEqual({ traveller: { id: 'fm-3', name: 'Sunita Agarwal' }, members: [] });
    const added = (await travel.add('fm-3', FORM)).unwrap();
    expect(added.idLast4).toBe(AADHAAR.slice(-4));
    expect(party.state).toMatchObject({ kind: 'ready', value: { members: [added] } });
  });

  it('is not found for someone who is not the patient or their family', async () => {
    const { travel } = setUp();
    expect((await travel.party('fm-4').value()).unwrapErr()).toEqual({ kind: 'not-found', message: 'Data Not Found' });
  });

  it('sends nothing for a form with mistakes, and names each at its field', async () => {
    const { travel, api } = setUp();
    const result = await travel.add('fm-3', { ...FORM, age: '0', idNumber: '' });
    expect(result.unwrapErr()).toEqual({ kind: 'invalid', fields: { age: TRAVEL_MEMBER_MESSAGES.age, idNumber: TRAVEL_MEMBER_MESSAGES.idNumberEmpty } });
    expect(api.calls).not.toContain('add');
  });

  it('refuses the same companion twice against the list the server gave, before any call', async () => {
    const { travel, api } = setUp();
    (await travel.add('fm-3', FORM)).unwrap();
    expect((await travel.add('fm-3', FORM)).unwrapErr()).toEqual({ kind: 'invalid', fields: { name: TRAVEL_MEMBER_MESSAGES.duplicate('Rohan Agarwal') } });
    expect(api.calls.filter((c) => c === 'add')).toHaveLength(1);
  });

  it('sends once however often it is asked while the call is out', async () => {
    const { travel, api } = setUp();
    const [first, second] = await Promise.all([travel.add('fm-3', FORM), travel.add('fm-3', FORM)]);
    expect(first.isOk()).toBe(true);
    expect(second.unwrapErr()).toEqual({ kind: 'in-progress' });
    expect(api.calls.filter((c) => c === 'add')).toHaveLength(1);
  });

  it('keeps what was typed, but the ID number, across a failed call and a reload in the same session', async () => {
    const { travel, api, drafts, signInAs } = setUp();
    travel.keepDraft('fm-3', { ...FORM, needs: ['WHEELCHAIR'] });
    api.failNext = { kind: 'network' };
    expect((await travel.add('fm-3', FORM)).unwrapErr()).toEqual({ kind: 'network' });
    const reloaded = drafts();
    expect(reloaded.draftFor('fm-3')).toEqual({ ...FORM, idNumber: '', needs: ['WHEELCHAIR'] });
    expect(reloaded.draftFor(`u-1`)).toEqual({ ...FORM, name: '', relation: '', age: '', gender: '', idType: '', idNumber: '' });
    signInAs('token-b');
    expect(drafts().draftFor('fm-3').name).toBe('');
  });

  it('corrects a companion keeping their ID number, discards the draft, and removes them from the list shown', async () => {
    const { travel } = setUp();
    const party = travel.party('fm-3');
    await party.value();
    const added = (await travel.add('fm-3', FORM)).unwrap();
    travel.keepDraft('fm-3', { ...FORM, age: '35', idNumber: '' }, added);
    expect(travel.draftFor('fm-3', added).age).toBe('35');
    const updated = (await travel.update('fm-3', added, { ...FORM, age: '35', idNumber: '' })).unwrap();
    expect(updated).toMatchObject({ age: 35, idLast4: AADHAAR.slice(-4) });
    expect(travel.draftFor('fm-3', updated).age).toBe('35');
    expect(travel.draftFor('fm-3', updated).idNumber).toBe('');
    (await travel.remove('fm-3', added.id)).unwrap();
    expect(party.state).toMatchObject({ kind: 'ready', value: { members: [] } });
  });
});
