import { describe, expect, it } from 'vitest';
import { encodeReferPath } from '../navigation/refer-path';
import { MOBILE_NUMBER_MESSAGES } from '../shared/mobile-number';
import { authFixture, LOCK_SECONDS } from './auth-test-doubles';
import { CREATE_PROFILE_PATH, destinationAfterSignIn, needsProfile, SIGN_IN_MESSAGES } from './sign-in';

describe('destinationAfterSignIn', () => {
  it('goes to the decoded refer page when it is a path of this app', () => {
    expect(destinationAfterSignIn(encodeReferPath('/patient/health-record'), false, '/')).toBe('/patient/health-record');
  });

  it('goes home when there is no refer or it leads off the site', () => {
    expect(destinationAfterSignIn(null, false, '/')).toBe('/');
    expect(destinationAfterSignIn('//evil.example/x', false, '/patient/consultations')).toBe('/patient/consultations');
  });

  it('sends a brand-new user to /auth/create-profile first, carrying a safe refer along', () => {
    expect(destinationAfterSignIn(null, true, '/')).toBe(CREATE_PROFILE_PATH);
    expect(destinationAfterSignIn(encodeReferPath('/patient/health-record'), true, '/')).toBe(
      `/auth/create-profile?refer=${encodeReferPath('/patient/health-record')}`,
    );
    expect(destinationAfterSignIn('//evil.example/x', true, '/')).toBe(CREATE_PROFILE_PATH);
  });
});

describe('needsProfile', () => {
  it('is true only when neither gender nor date of birth was ever given', () => {
    expect(needsProfile({ gender: null, dateOfBirth: null })).toBe(true);
    expect(needsProfile({ gender: 'MALE', dateOfBirth: null })).toBe(false);
    expect(needsProfile({ gender: null, dateOfBirth: '1990-01-01' })).toBe(false);
  });
});

describe('SignIn.requestOtp', () => {
  it('refuses an invalid number with the field message and sends nothing', async () => {
    const { signIn, world } = authFixture();
    const result = await signIn.requestOtp('12345');
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message: MOBILE_NUMBER_MESSAGES.length });
    expect(world.sent).toEqual([]);
  });

  it('sends the code and records the pending number, purpose SIGN_IN and the time', async () => {
    const { signIn, pending, world, clock } = authFixture();
    const result = await signIn.requestOtp('+91 98765-43210');
    expect(result.unwrap()).toBe('9876543210');
    expect(world.sent).toEqual([{ purpose: 'SIGN_IN', mobileNumber: '9876543210' }]);
    expect(pending.current).toMatchObject({ mobileNumber: '9876543210', purpose: 'SIGN_IN', sentAt: clock.now() });
  });

  it('asks again at once for a locked number, even within 30 s, so the server’s 429 is said at the number', async () => {
    const { signIn, otp, world } = authFixture();
    await signIn.requestOtp('9876543210');
    for (let i = 0; i < 5; i += 1) await otp.verify('000000');

    const again = await signIn.requestOtp('9876543210');
    expect(again.isErr() && again.error).toEqual({ kind: 'too-many-requests', message: expect.any(String), retryAfterSeconds: LOCK_SECONDS });
    expect(world.count('sendOtp')).toBe(2);
  });

  it('does not send a second code for the same number within 30 s, but does after', async () => {
    const { signIn, world, clock } = authFixture();
    await signIn.requestOtp('9876543210');
    clock.advanceSeconds(10);
    expect((await signIn.requestOtp('9876543210')).isOk()).toBe(true);
    expect(world.count('sendOtp')).toBe(1);

    await signIn.requestOtp('9123456780');
    expect(world.count('sendOtp')).toBe(2);
    clock.advanceSeconds(31);
    await signIn.requestOtp('9123456780');
    expect(world.count('sendOtp')).toBe(3);
  });

  it('keeps the number as the draft even when sending fails, and returns the error', async () => {
    const { signIn, pending, world } = authFixture();
    world.failNext.set('sendOtp', { kind: 'server', status: 500, message: 'down' });
    const result = await signIn.requestOtp('9876543210');
    expect(result.isErr() && result.error.kind).toBe('server');
    expect(pending.current).toBeNull();
    expect(pending.draftNumber).toBe('9876543210');
  });
});

describe('SignIn with password', () => {
  it('offers the password step to a registered number that has a password', async () => {
    const { signIn, world } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    expect((await signIn.passwordOption('9876543210')).unwrap()).toEqual({ mobileNumber: '9876543210', option: 'password' });
  });

  it('says an unknown number is unregistered and a number without password has none', async () => {
    const { signIn, world } = authFixture();
    world.addAccount('9123456780', { password: null });
    expect((await signIn.passwordOption('9000000000')).unwrap().option).toBe('unregistered');
    expect((await signIn.passwordOption('9123456780')).unwrap().option).toBe('no-password');
  });

  it('checks the number before asking the server', async () => {
    const { signIn, world } = authFixture();
    const result = await signIn.passwordOption('');
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message: MOBILE_NUMBER_MESSAGES.empty });
    expect(world.calls).toEqual([]);
  });

  it('returns the look-up failure as a value', async () => {
    const { signIn, world } = authFixture();
    world.failNext.set('lookupMobile', { kind: 'timeout' });
    const result = await signIn.passwordOption('9876543210');
    expect(result.isErr() && result.error).toEqual({ kind: 'timeout' });
  });

  it('signs in with the right password: token stored, not a new user', async () => {
    const { signIn, world, session, store } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    const result = await signIn.signInWithPassword('9876543210' as never, 'Care@1234');
    expect(result.unwrap()).toEqual({ newUser: false });
    expect(session.currentToken).toBe('token-9876543210');
    expect(store.get('token')).toBe('token-9876543210');
  });

  it('refuses the wrong password with the server message and stores nothing', async () => {
    const { signIn, world, session } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    const result = await signIn.signInWithPassword('9876543210' as never, 'wrong');
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'The password you entered is incorrect' });
    expect(session.currentToken).toBeNull();
  });

  it('asks for a password before calling the server', async () => {
    const { signIn, world } = authFixture();
    const result = await signIn.signInWithPassword('9876543210' as never, '');
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message: SIGN_IN_MESSAGES.passwordEmpty });
    expect(world.calls).toEqual([]);
  });

  it('reports a user with an empty profile as new', async () => {
    const { signIn, world } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234', complete: false });
    expect((await signIn.signInWithPassword('9876543210' as never, 'Care@1234')).unwrap()).toEqual({ newUser: true });
  });

  it('treats a failed profile call as "not new" rather than blocking the sign-in', async () => {
    const { signIn, world } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234', complete: false });
    world.failNext.set('userProfile', { kind: 'network' });
    expect((await signIn.signInWithPassword('9876543210' as never, 'Care@1234')).unwrap()).toEqual({ newUser: false });
  });
});
