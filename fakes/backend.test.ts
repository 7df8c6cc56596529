import fc from 'fast-check';
import { Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../domain/shared/errors';
import { FAULT_KINDS, FakeBackend, faultError, type FaultKind, type Snapshots } from './backend';
import { FakeAccountService } from './account-service';
import { passwordMatches } from './passwords';
import { DEMO_ACCOUNTS, DEMO_CORPORATE_SLUGS, DEMO_OTP, DEMO_PASSWORD, DEMO_TENANTS, nameForNewNumber, seedState } from './seed';
import { FAKE_STATE_VERSION, type FakeUser } from './state';
import { FakeUserService } from './user-service';

class MemorySnapshots implements Snapshots {
  saved: string | null = null;
  saves = 0;

  constructor(initial: string | null = null) {
    this.saved = initial;
  }

  load(): Promise<string | null> {
    return Promise.resolve(this.saved);
  }

  save(json: string): Promise<void> {
    this.saves += 1;
    this.saved = json;
    return Promise.resolve();
  }
}

const userByMobile = (users: Record<string, FakeUser>, mobile: string) =>
  Object.values(users).find((u) => u.mobileNumber === mobile);

const succeed = () => Ok('done');

describe('seedState', () => {
  it('builds the same world every time', () => {
    expect(seedState()).toEqual(seedState());
  });

  it('is not disturbed by other uses of faker in between', () => {
    const first = seedState();
    nameForNewNumber('6000000001');
    expect(seedState()).toEqual(first);
  });

  it('has the demo accounts with their documented names', () => {
    const { users } = seedState();
    for (const account of [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.corporate]) {
      expect(userByMobile(users, account.mobileNumber)).toMatchObject({
        firstName: account.firstName,
        lastName: account.lastName,
        active: true,
      });
    }
  });

  it('makes the subscriber an ACTIVE Care Plus member and the plain patient not one', () => {
    const { users } = seedState();
    expect(userByMobile(users, DEMO_ACCOUNTS.subscriber.mobileNumber)).toMatchObject({
      subscriptionStatus: 'ACTIVE',
      isSubscribedUser: true,
    });
    expect(userByMobile(users, DEMO_ACCOUNTS.patient.mobileNumber)).toMatchObject({
      subscriptionStatus: null,
      isSubscribedUser: false,
    });
  });

  it('ties the corporate account to its tenant, with a logo', () => {
    const { users, tenants } = seedState();
    const corporate = userByMobile(users, DEMO_ACCOUNTS.corporate.mobileNumber);
    expect(corporate?.createdById).toBe(DEMO_TENANTS.corporate);
    expect(corporate?.corporateLogoUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(tenants[DEMO_TENANTS.corporate]?.name).toBe('Infosys Care');
  });

  it('signs the SSO demo token in as the PharmEasy partner user', () => {
    const { users, tokens, tenants } = seedState();
    const ssoUserId = tokens[DEMO_ACCOUNTS.sso.token];
    const ssoUser = ssoUserId ? users[ssoUserId] : undefined;
    expect(ssoUser).toMatchObject({ firstName: 'Anita', lastName: 'Desai', createdById: DEMO_TENANTS.pharmeasy });
    expect(tenants[DEMO_TENANTS.pharmeasy]).toMatchObject({ name: 'PharmEasy', partnerCode: 'Pharmeasy_SSO' });
  });

  it('gives every user a valid Indian mobile number, each number once', () => {
    const users = Object.values(seedState().users);
    for (const user of users) expect(user.mobileNumber).toMatch(/^[6-9]\d{9}$/);
    expect(new Set(users.map((u) => u.mobileNumber)).size).toBe(users.length);
  });

  it('gives seeded people believable details: 6-digit pincodes, e-mails, birth dates', () => {
    const subscriber = userByMobile(seedState().users, DEMO_ACCOUNTS.subscriber.mobileNumber);
    expect(subscriber?.pincode).toMatch(/^[1-9]\d{5}$/);
    expect(subscriber?.email).toMatch(/^[^@\s]+@example\.in$/);
    expect(subscriber?.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it(`gives the subscriber, patient and corporate demo accounts the password ${DEMO_PASSWORD}, kept only as its salted hash, and the SSO user none`, () => {
    const { users } = seedState();
    for (const account of [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.corporate]) {
      const stored = userByMobile(users, account.mobileNumber)?.passwordHash ?? '';
      expect(passwordMatches(DEMO_PASSWORD, stored)).toBe(true);
      expect(passwordMatches('care@1234', stored)).toBe(false);
    }
    expect(JSON.stringify(seedState())).not.toContain(DEMO_PASSWORD);
    expect(userByMobile(users, '9000012345')?.passwordHash).toBeNull();
  });

  it("seeds the corporates of the slugs, without '-', each with a tenant of the same id and a logo", () => {
    const { corporates, tenants } = seedState();
    const list = Object.values(corporates);
    expect(list.map((c) => c.slug).sort()).toEqual([...DEMO_CORPORATE_SLUGS].sort());
    for (const corporate of list) {
      expect(corporate.slug).not.toContain('-');
      expect(tenants[corporate.id]).toBeDefined();
      expect(corporate.logoUrl).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('knows demo-sso-token as a PharmEasy SSO token for Anita', () => {
    const { ssoTokens, users } = seedState();
    const grant = ssoTokens[DEMO_ACCOUNTS.sso.token];
    expect(grant?.tenantId).toBe(DEMO_TENANTS.pharmeasy);
    expect(users[grant?.userId ?? '']?.firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
  });

  it('starts with no pending OTPs, at the current version', () => {
    const state = seedState();
    expect(state.pendingOtps).toEqual({});
    expect(state.version).toBe(FAKE_STATE_VERSION);
  });

  it('hands out ids that do not clash with seeded users', () => {
    const backend = new FakeBackend();
    const id = backend.newId('u');
    expect(backend.state.users[id]).toBeUndefined();
    expect(backend.newId('u')).not.toBe(id);
  });
});

describe('FakeBackend faults', () => {
  it('fails exactly `count` calls, then calls succeed again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FAULT_KINDS), fc.integer({ min: 0, max: 5 }), async (kind, count) => {
        const backend = new FakeBackend();
        backend.injectFault(kind, count);
        const outcomes: boolean[] = [];
        for (let i = 0; i < count + 3; i += 1) outcomes.push((await backend.call(succeed)).isOk());
        expect(outcomes).toEqual([...Array<boolean>(count).fill(false), true, true, true]);
        expect(backend.pendingFault).toBeNull();
      }),
    );
  });

  it('fails one call by default', async () => {
    const backend = new FakeBackend();
    backend.injectFault('500');
    expect((await backend.call(succeed)).isErr()).toBe(true);
    expect((await backend.call(succeed)).isOk()).toBe(true);
  });

  it('does not run the work of a failed call, so a failed change changes nothing', async () => {
    const backend = new FakeBackend();
    const work = vi.fn(succeed);
    backend.injectFault('timeout', 1);
    await backend.call(work, { mutates: true });
    expect(work).not.toHaveBeenCalled();
  });

  it.each<[FaultKind, ApiError['kind']]>([
    ['401', 'unauthorized'],
    ['409', 'conflict'],
    ['413', 'too-large'],
    ['429', 'too-many-requests'],
    ['500', 'server'],
    ['timeout', 'timeout'],
    ['malformed', 'bad-response'],
  ])('a %s fault fails the call with %s', async (fault, kind) => {
    const backend = new FakeBackend();
    backend.injectFault(fault);
    const result = await backend.call(succeed);
    expect(result.isErr() && result.error).toEqual(faultError(fault));
    expect(result.isErr() && result.error.kind).toBe(kind);
  });

  it('a 500 fault carries status 500 and a message; a 409 fault a message', () => {
    expect(faultError('500')).toMatchObject({ kind: 'server', status: 500 });
    const server = faultError('500');
    const conflict = faultError('409');
    expect(server.kind === 'server' && server.message).toMatch(/\w/);
    expect(conflict.kind === 'conflict' && conflict.message).toMatch(/\w/);
  });

  it('a new fault replaces the pending one, and clearFault drops it', async () => {
    const backend = new FakeBackend();
    backend.injectFault('500', 3);
    backend.injectFault('401', 1);
    expect(backend.pendingFault).toEqual({ kind: '401', remaining: 1 });
    const first = await backend.call(succeed);
    expect(first.isErr() && first.error.kind).toBe('unauthorized');
    expect((await backend.call(succeed)).isOk()).toBe(true);

    backend.injectFault('500', 3);
    backend.clearFault();
    expect(backend.pendingFault).toBeNull();
    expect((await backend.call(succeed)).isOk()).toBe(true);
  });
});

describe('FakeBackend latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only after latencyMs', async () => {
    vi.useFakeTimers();
    const backend = new FakeBackend({ latencyMs: 800 });
    let answered = false;
    const pending = backend.call(succeed).then((result) => {
      answered = true;
      return result;
    });

    await vi.advanceTimersByTimeAsync(799);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect((await pending).isOk()).toBe(true);
  });

  it('delays failing calls too, as a slow server would', async () => {
    vi.useFakeTimers();
    const backend = new FakeBackend({ latencyMs: 300 });
    backend.injectFault('500');
    let answered = false;
    void backend.call(succeed).then(() => (answered = true));

    await vi.advanceTimersByTimeAsync(299);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
  });

  it('can be changed on a running backend', async () => {
    vi.useFakeTimers();
    const backend = new FakeBackend();
    backend.latencyMs = 500;
    let answered = false;
    void backend.call(succeed).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(answered).toBe(true);
  });
});

describe('FakeBackend persistence', () => {
  it('a change survives a reload: persist on one backend, restore on the next', async () => {
    const snapshots = new MemorySnapshots();
    const before = new FakeBackend({ snapshots });
    const service = new FakeUserService(before);
    await before.call(() => service.sendOtp('6123456789', 'enc'), { mutates: true });
    const verified = await before.call(() => service.verifyOtp('6123456789', '123456'), { mutates: true });
    expect(snapshots.saves).toBeGreaterThan(0);

    const after = new FakeBackend({ snapshots });
    await after.restore();

    expect(after.state).toEqual(before.state);
    const token = verified.isOk() ? verified.value.token : '';
    expect(after.userByToken(token).isOk()).toBe(true);
  });

  it('does not save on reads or on changes an injected fault stopped before they ran', async () => {
    const snapshots = new MemorySnapshots();
    const backend = new FakeBackend({ snapshots });
    await backend.call(succeed);
    backend.injectFault('500');
    await backend.call(succeed, { mutates: true });
    expect(snapshots.saves).toBe(0);
  });

  it('saves a refused change that counted something: wrong codes and a lock survive a reload, so neither can be dodged', async () => {
    const snapshots = new MemorySnapshots();
    const before = new FakeBackend({ snapshots });
    const service = new FakeUserService(before);
    await before.call(() => service.sendOtp('6123456789', 'enc'), { mutates: true });
    const wrong = await before.call(() => service.verifyOtp('6123456789', '000000'), { mutates: true });
    expect(wrong.isErr()).toBe(true);

    const reloaded = new FakeBackend({ snapshots });
    await reloaded.restore();
    expect(reloaded.state.limits.wrong['6123456789']).toEqual({ codes: 1, passwords: 0 });

    for (let attempt = 2; attempt <= 5; attempt += 1) await reloaded.call(() => new FakeUserService(reloaded).verifyOtp('6123456789', '000000'), { mutates: true });
    const locked = new FakeBackend({ snapshots });
    await locked.restore();
    expect((await locked.call(() => new FakeUserService(locked).sendOtp('6123456789', 'enc'))).unwrapErr()).toMatchObject({ kind: 'too-many-requests' });
  });

  it('saves a password set in the demo only as its salted hash, so the saved demo (and a reload) never holds it as typed', async () => {
    const snapshots = new MemorySnapshots();
    const backend = new FakeBackend({ snapshots });
    const accounts = new FakeAccountService(backend);
    const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
    await backend.call(() => accounts.forgetPassword(mobileNumber, 'enc'), { mutates: true });
    const { resetToken } = (await backend.call(() => accounts.verifyResetOtp(mobileNumber, DEMO_OTP), { mutates: true })).unwrap();
    (await backend.call(() => accounts.createPassword('MyOwn#Secret9', resetToken, null), { mutates: true })).unwrap();

    expect(snapshots.saved).not.toContain('MyOwn#Secret9');
    const reloaded = new FakeBackend({ snapshots });
    await reloaded.restore();
    expect(new FakeAccountService(reloaded).signInWithPassword(mobileNumber, 'MyOwn#Secret9').isOk()).toBe(true);
  });

  it('keeps the seed when the saved demo is of another version', async () => {
    const outdated = { ...seedState(), version: FAKE_STATE_VERSION - 1, users: {} };
    const backend = new FakeBackend({ snapshots: new MemorySnapshots(JSON.stringify(outdated)) });
    await backend.restore();
    expect(backend.state).toEqual(seedState());
  });

  it.each([
    ['nothing saved', null],
    ['an empty save', ''],
    ['a corrupt save', '{"version": 1, "users": '],
    ['a save of null', 'null'],
  ])('keeps the seed when there is %s', async (_what, saved) => {
    const backend = new FakeBackend({ snapshots: new MemorySnapshots(saved) });
    await backend.restore();
    expect(backend.state).toEqual(seedState());
  });

  it('works without snapshots at all', async () => {
    const backend = new FakeBackend();
    await backend.restore();
    await backend.persist();
    expect(backend.state).toEqual(seedState());
  });

  it('keeps working when saving fails', async () => {
    const backend = new FakeBackend({
      snapshots: { load: () => Promise.resolve(null), save: () => Promise.reject(new Error('quota exceeded')) },
    });
    await expect(backend.persist()).resolves.toBeUndefined();
    expect((await backend.call(succeed, { mutates: true })).isOk()).toBe(true);
  });
});

describe('FakeBackend.reset', () => {
  it('reseeds the world, drops a pending fault and saves the fresh seed', async () => {
    const snapshots = new MemorySnapshots();
    const backend = new FakeBackend({ snapshots });
    const service = new FakeUserService(backend);
    service.sendOtp('6123456789', 'enc');
    service.verifyOtp('6123456789', '123456');
    backend.injectFault('401', 5);

    await backend.reset();

    expect(backend.state).toEqual(seedState());
    expect(backend.pendingFault).toBeNull();
    expect(snapshots.saved === null ? null : JSON.parse(snapshots.saved)).toEqual(seedState());
  });
});
