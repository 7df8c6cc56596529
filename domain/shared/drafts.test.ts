import { describe, expect, it } from 'vitest';
import { DRAFT_NAMES, Drafts, textFieldsOf } from './drafts';
import { ManualClock, MemoryStore } from './test-doubles';

const NAME = DRAFT_NAMES.consultationReason;

function setup() {
  const clock = new ManualClock();
  const store = new MemoryStore();
  const session: { token: string | null } = { token: 'token-of-priya' };
  return { clock, store, session, drafts: new Drafts(store, () => session.token, clock) };
}

describe('Drafts', () => {
  it('gives back what was kept, until its lifetime is over', () => {
    const { clock, drafts } = setup();
    expect(drafts.save(NAME, { reason: 'Rash on both arms' }, 60_000)).toBe(true);
    clock.advanceSeconds(59);
    expect(drafts.read(NAME)).toEqual({ reason: 'Rash on both arms' });
    clock.advanceSeconds(1);
    expect(drafts.read(NAME)).toBeNull();
  });

  it('never writes the session token beside the draft', () => {
    const { store, drafts } = setup();
    drafts.save(NAME, 'Rash', 60_000);
    expect([...store.entries.values()].join()).not.toContain('token-of-priya');
  });

  it('reads as none, and deletes, a draft typed in another session', () => {
    const { store, session, drafts } = setup();
    drafts.save(NAME, 'Rash', 60_000);
    session.token = 'token-of-rahul';
    expect(drafts.read(NAME)).toBeNull();
    session.token = 'token-of-priya';
    expect(drafts.read(NAME)).toBeNull();
    expect(store.entries.size).toBe(0);
  });

  it('keeps nothing while nobody is signed in', () => {
    const { store, session, drafts } = setup();
    session.token = null;
    expect(drafts.save(NAME, 'Rash', 60_000)).toBe(false);
    expect(store.entries.size).toBe(0);
  });

  it('keeps a visitor’s job application, which says nothing of health, and drops it once someone signs in', () => {
    const { session, drafts } = setup();
    session.token = null;
    expect(drafts.save(DRAFT_NAMES.jobApplication, { name: 'Rohit' }, 60_000)).toBe(true);
    expect(drafts.read(DRAFT_NAMES.jobApplication)).toEqual({ name: 'Rohit' });
    session.token = 'token-of-priya';
    expect(drafts.read(DRAFT_NAMES.jobApplication)).toBeNull();
  });

  it("is the named patient's across their sessions, so a new session of theirs finds it and anyone else's drops it", () => {
    const { store, session, drafts } = setup();
    drafts.belongTo('9876543210');
    drafts.save(NAME, 'Rash', 60_000);
    expect([...store.entries.values()].join()).not.toContain('9876543210');

    // Her session expired; she signs in again with the same number.
    session.token = 'second-token-of-priya';
    drafts.belongTo('9876543210');
    expect(drafts.read(NAME)).toBe('Rash');

    // Rahul signs in next on the same tab.
    session.token = 'token-of-rahul';
    drafts.belongTo('9123456780');
    expect(drafts.read(NAME)).toBeNull();
    expect(store.get(`draft:${NAME}`)).toBeNull();
  });

  it('is the session’s when the sign-in named nobody (a partner’s SSO)', () => {
    const { session, drafts } = setup();
    drafts.belongTo(null);
    drafts.save(NAME, 'Rash', 60_000);
    session.token = 'next-token';
    expect(drafts.read(NAME)).toBeNull();
  });

  it('removes a draft when asked', () => {
    const { drafts } = setup();
    drafts.save(NAME, 'Rash', 60_000);
    drafts.remove(NAME);
    expect(drafts.read(NAME)).toBeNull();
  });
});

describe('a kept form read back', () => {
  it('gives the named text fields, and none when one is missing or not text', () => {
    expect(textFieldsOf({ name: 'Rohit', city: 'Pune', extra: 1 }, ['name', 'city'])).toEqual({ name: 'Rohit', city: 'Pune' });
    expect(textFieldsOf({ name: 'Rohit' }, ['name', 'city'])).toBeNull();
    expect(textFieldsOf({ name: 'Rohit', city: 42 }, ['name', 'city'])).toBeNull();
    expect(textFieldsOf('Rohit', ['name'])).toBeNull();
  });
});
