import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { HeaderState } from '../session/session';
import { FamilyMembers, keepFamilyWithSession } from './family-members';
import { FAMILY_RULE_MESSAGES } from './family-rules';
import { FAMILY_MEMBER_MESSAGES } from './new-member';
import { testQueries } from '../shared/test-doubles';
import { fixedClock, member, MemoryFamilyApi, recordingErrors } from './test-support';

const husband = member({ id: 'fm-1' });
const oldFather = member({ id: 'fm-2', name: 'Ramesh Sharma', relation: 'FATHER', dateOfBirth: '1950-01-10', status: 'INACTIVE' });
const daughter = member({ id: 'fm-3', name: 'Ananya Sharma', relation: 'DAUGHTER', gender: 'FEMALE', dateOfBirth: '2019-08-21', mobileNumber: null });

/** Priya, 34 on the test day. */
const PATIENT_BORN = '1992-04-18';

const newMother = { name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02', mobileNumber: '' };

function setup(list = [husband, oldFather, daughter]) {
  const api = new MemoryFamilyApi([...list]);
  const recorded = recordingErrors();
  const family = new FamilyMembers({ api: recorded.errors.guard(api), errors: recorded.errors, clock: fixedClock, queries: testQueries(), patientDateOfBirth: async () => PATIENT_BORN });
  return { api, family, ...recorded };
}

describe('the family list', () => {
  it('offers only ACTIVE members for booking once loaded, and every member in the full list', async () => {
    const { family } = setup();
    expect(await firstValueFrom(family.active$)).toEqual([]);
    const loaded = await family.load();
    expect(loaded.unwrap()).toHaveLength(3);
    expect((await firstValueFrom(family.active$)).map((m) => m.id)).toEqual(['fm-1', 'fm-3']);
    expect(family.current?.map((m) => m.id)).toEqual(['fm-1', 'fm-2', 'fm-3']);
  });

  it('asks the server once when several screens open together', async () => {
    const { api, family } = setup();
    await Promise.all([family.ensureLoaded(), family.ensureLoaded(), family.load()]);
    await family.ensureLoaded();
    expect(api.calls.filter((c) => c === 'members')).toHaveLength(1);
  });

  it('loads the list for a screen that watches it, once however many watch', async () => {
    const { api, family } = setup();
    const first = family.loaded$.subscribe();
    const second = family.loadedActive$.subscribe();
    await family.ensureLoaded();
    expect((await firstValueFrom(family.loadedActive$)).map((m) => m.id)).toEqual(['fm-1', 'fm-3']);
    expect(api.calls.filter((c) => c === 'members')).toHaveLength(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('reports a failed load as the state pickers show, and loads again when asked', async () => {
    const { api, family, toasts } = setup();
    api.fail('members', { kind: 'server', status: 500, message: 'Down' });
    expect((await family.load()).isErr()).toBe(true);
    expect(await firstValueFrom(family.state$)).toEqual({ kind: 'failed', error: { kind: 'server', status: 500, message: 'Down' } });
    // Shown where it happened, not toasted.
    expect(toasts).toEqual([]);
    expect((await family.ensureLoaded()).isOk()).toBe(true);
    expect((await firstValueFrom(family.state$)).kind).toBe('ready');
  });

  it('ends the session on a 401, as every call does', async () => {
    const { api, family, moves, sessionCleared } = setup();
    api.fail('members', { kind: 'unauthorized' });
    await family.load();
    expect(sessionCleared()).toBe(true);
    expect(moves).toEqual(['/']);
  });

  it('is forgotten when the session goes back to a visitor, and a late answer for the old patient is dropped', async () => {
    const { api, family } = setup();
    const header$ = new BehaviorSubject<HeaderState>({ kind: 'loading' });
    keepFamilyWithSession(family, header$);
    await family.load();
    const release = api.hold('members');
    const late = family.load();
    header$.next({ kind: 'visitor' });
    release();
    await late;
    expect(await firstValueFrom(family.state$)).toEqual({ kind: 'not-loaded' });
    expect(family.current).toBeNull();
  });
});

describe('the member an appointment is for', () => {
  it('is the one GET /user/getFamilyMember?aptId names, or nobody when the patient booked for themself', async () => {
    const { api, family } = setup();
    api.appointments = { 'apt-7': 'fm-3', 'apt-8': null };
    expect((await family.forAppointment('apt-7')).unwrap()?.name).toBe('Ananya Sharma');
    expect((await family.forAppointment('apt-8')).unwrap()).toBeNull();
    expect(api.calls).toEqual(['members?aptId=apt-7', 'members?aptId=apt-8']);
  });

  it('passes on an unknown appointment as not found', async () => {
    const { family } = setup();
    expect((await family.forAppointment('apt-404')).isErr()).toBe(true);
  });
});

describe('the relations offered', () => {
  it('come from the server, asked once', async () => {
    const { api, family } = setup();
    api.relationList = ['MOTHER', 'FATHER', 'SON'];
    expect(await family.relations()).toEqual(['MOTHER', 'FATHER', 'SON']);
    expect(await family.relations()).toEqual(['MOTHER', 'FATHER', 'SON']);
    expect(api.calls.filter((c) => c === 'relations')).toHaveLength(1);
  });

  it('fall back to the nine of the spec when the call fails, so the form still works', async () => {
    const { api, family } = setup();
    api.fail('relations', { kind: 'network' });
    expect(await family.relations()).toHaveLength(9);
    // The failure is not remembered: the next form asks again.
    api.relationList = ['WIFE'];
    expect(await family.relations()).toEqual(['WIFE']);
  });

  it('toast the server’s reason for refusing the list, since the form goes on without a word', async () => {
    const { api, family, toasts } = setup();
    api.fail('relations', { kind: 'rejected', message: 'Relations are being updated' });
    expect(await family.relations()).toHaveLength(9);
    expect(toasts).toEqual(['Relations are being updated']);
  });
});

describe('relations$', () => {
  it('says nothing is known while the list is asked for, then gives it', async () => {
    const { api, family } = setup();
    api.relationList = ['MOTHER', 'SON'];
    const seen: (readonly string[] | null)[] = [];
    family.relations$.subscribe((list) => seen.push(list));
    await vi.waitFor(() => expect(seen).toEqual([null, ['MOTHER', 'SON']]));
  });

  it('gives a list already asked for at once, without asking again', async () => {
    const { api, family } = setup();
    api.relationList = ['WIFE'];
    await family.relations();
    const seen: (readonly string[] | null)[] = [];
    family.relations$.subscribe((list) => seen.push(list));
    expect(seen).toEqual([['WIFE']]);
    expect(api.calls.filter((c) => c === 'relations')).toHaveLength(1);
  });
});

describe('adding a family member', () => {
  it('refuses a wrong form with a message per field before calling the server', async () => {
    const { api, family } = setup();
    const added = await family.add({ ...newMother, name: '', dateOfBirth: '2030-01-01' });
    expect(added.isErr() && added.error).toEqual({
      kind: 'invalid',
      fields: { name: FAMILY_MEMBER_MESSAGES.nameEmpty, dateOfBirth: 'Date of birth cannot be in the future' },
    });
    expect(api.calls).toEqual([]);
  });

  it('sends the checked member and shows it in every picker at once', async () => {
    const { api, family } = setup();
    await family.load();
    const added = (await family.add(newMother)).unwrap();
    expect(api.added).toEqual([{ name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02', mobileNumber: null }]);
    expect(added.status).toBe('ACTIVE');
    expect((await firstValueFrom(family.active$)).map((m) => m.name)).toEqual(['Amit Sharma', 'Ananya Sharma', 'Sunita Agarwal']);
    expect(api.calls.filter((c) => c === 'members')).toHaveLength(1);
  });

  it('loads the list when a member is added before it was read, so pickers see them', async () => {
    const { family } = setup();
    await family.add(newMother);
    await family.ensureLoaded();
    expect(family.current?.map((m) => m.name)).toContain('Sunita Agarwal');
  });

  it('sends one request however often it is asked while the first is out', async () => {
    const { api, family } = setup();
    const release = api.hold('addMember');
    const first = family.add(newMother);
    const second = await family.add(newMother);
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    release();
    expect((await first).isOk()).toBe(true);
    expect(api.added).toHaveLength(1);
  });

  it('gives the server’s refusal back to the form without a toast, leaving the list as it was', async () => {
    const { api, family, toasts } = setup();
    await family.load();
    api.fail('addMember', { kind: 'rejected', message: 'Sunita Agarwal is already in your family' });
    const added = await family.add(newMother);
    expect(added.isErr() && added.error).toEqual({ kind: 'rejected', message: 'Sunita Agarwal is already in your family' });
    expect(toasts).toEqual([]);
    expect(family.current).toHaveLength(3);
  });

  it('keeps what was typed until the member is added, and forgets it with the session', async () => {
    const { family } = setup();
    expect(family.draft).toEqual(family.emptyForm());
    family.keepDraft({ ...newMother, name: 'Sunita' });
    expect(family.draft.name).toBe('Sunita');
    await family.add({ ...newMother, dateOfBirth: '' });
    expect(family.draft.name).toBe('Sunita');
    await family.add(newMother);
    expect(family.draft).toEqual(family.emptyForm());
    family.keepDraft(newMother);
    family.forget();
    expect(family.draft).toEqual(family.emptyForm());
  });
});

describe('the family’s rules on the form', () => {
  it('refuse a second husband at the relation and a mother younger than the patient at the date of birth, before any call to add', async () => {
    const { api, family } = setup();
    const second = await family.add({ ...newMother, name: 'Rohit Sharma', relation: 'HUSBAND', gender: 'MALE', dateOfBirth: '1988-01-01' });
    expect(second.isErr() && second.error).toEqual({ kind: 'invalid', fields: { relation: FAMILY_RULE_MESSAGES.oneSpouse } });
    const young = await family.add({ ...newMother, dateOfBirth: '1995-01-01' });
    expect(young.isErr() && young.error).toEqual({ kind: 'invalid', fields: { dateOfBirth: FAMILY_RULE_MESSAGES.parentOlder } });
    expect(api.added).toEqual([]);
  });

  it('name the duplicate at the name field once the list is known', async () => {
    const { family } = setup();
    await family.load();
    expect(family.fieldError({ ...newMother, name: 'ananya sharma', relation: 'DAUGHTER', dateOfBirth: '2019-08-21' }, 'name')).toBe(
      FAMILY_RULE_MESSAGES.alreadyAdded('Ananya Sharma'),
    );
  });
});

describe('one member', () => {
  it('is read by id, and another family’s id is not found', async () => {
    const { family } = setup();
    expect((await family.member('fm-3').value()).unwrap().name).toBe('Ananya Sharma');
    expect((await family.member('fm-999').value()).isErr()).toBe(true);
    const blank = await family.member('  ').value();
    expect(blank.isErr() && blank.error).toEqual({ kind: 'not-found', message: 'Data Not Found' });
  });
});

describe('editing a member', () => {
  it('starts from the member as stored and keeps an edit’s draft apart from the add form’s', () => {
    const { family } = setup();
    expect(family.draftFor(daughter)).toEqual({ name: 'Ananya Sharma', relation: 'DAUGHTER', gender: 'FEMALE', dateOfBirth: '2019-08-21', mobileNumber: '' });
    family.keepDraft({ ...family.draftFor(daughter), dateOfBirth: '2019-08-20' }, 'fm-3');
    expect(family.draftFor(daughter).dateOfBirth).toBe('2019-08-20');
    expect(family.draft).toEqual(family.emptyForm());
  });

  it('sends the change, shows it in the list and the member at once, and lets the husband keep his relation', async () => {
    const { api, family } = setup();
    await family.load();
    const detail = family.member('fm-1');
    const updated = (await family.update('fm-1', { ...family.draftFor(husband), dateOfBirth: '1989-03-15' })).unwrap();
    expect(updated.dateOfBirth).toBe('1989-03-15');
    expect(api.calls).toContain('updateMember fm-1');
    expect(family.current?.find((m) => m.id === 'fm-1')?.dateOfBirth).toBe('1989-03-15');
    expect(detail.state).toEqual({ kind: 'ready', value: updated, refreshing: false });
  });
});

describe('removing a member', () => {
  it('takes them off every list once the server agrees', async () => {
    const { api, family } = setup();
    await family.load();
    expect((await family.remove('fm-3')).unwrap()).toBeNull();
    expect(api.calls).toContain('removeMember fm-3');
    expect(family.current?.map((m) => m.id)).toEqual(['fm-1', 'fm-2']);
  });

  it('is refused without a call when a child patient’s children would be left with no adult', async () => {
    const api = new MemoryFamilyApi([member({ id: 'fm-8', name: 'Kamala Devi', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1970-01-01' }), daughter]);
    const recorded = recordingErrors();
    const family = new FamilyMembers({ api, errors: recorded.errors, clock: fixedClock, queries: testQueries(), patientDateOfBirth: async () => '2012-01-01' });
    const refused = await family.remove('fm-8');
    expect(refused.isErr() && refused.error).toEqual({ kind: 'rejected', message: FAMILY_RULE_MESSAGES.lastAdult });
    expect(api.calls).not.toContain('removeMember fm-8');
  });

  it('leaves the list as it was when the server refuses', async () => {
    const { api, family } = setup();
    await family.load();
    api.fail('removeMember', { kind: 'not-found', message: 'Data Not Found' });
    expect((await family.remove('fm-3')).isErr()).toBe(true);
    expect(family.current).toHaveLength(3);
  });
});
