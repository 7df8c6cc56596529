import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES } from '../shared/otp';
import { authFixture, GOOD_CODE, LOCK_SECONDS } from './auth-test-doubles';

async function signInPending() {
  const fixture = authFixture();
  await fixture.signIn.requestOtp('9876543210');
  return fixture;
}

describe('OtpVerification.verify', () => {
  it('signs in with the right code, clears the pending code and says whether the user is new', async () => {
    const { otp, session, pending, world } = await signInPending();
    world.addAccount('9876543210');
    const result = await otp.verify('123 456');
    expect(result.unwrap()).toEqual({ purpose: 'SIGN_IN', newUser: false });
    expect(session.currentToken).toBe('token-9876543210');
    expect(pending.current).toBeNull();
  });

  it('calls a number signed in for the first time (empty profile) a new user', async () => {
    const { otp } = await signInPending();
    expect((await otp.verify(GOOD_CODE)).unwrap()).toEqual({ purpose: 'SIGN_IN', newUser: true });
  });

  it('without a pending code there is nothing to verify', async () => {
    const { otp, world } = authFixture();
    const result = await otp.verify(GOOD_CODE);
    expect(result.isErr() && result.error).toEqual({ kind: 'no-pending' });
    expect(world.calls).toEqual([]);
  });

  it('checks the shape of the code before calling the server, and that costs no attempt', async () => {
    const { otp, world, pending } = await signInPending();
    const result = await otp.verify('12ab');
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid', message: OTP_MESSAGES.shape });
    expect(world.count('verifyOtp')).toBe(0);
    expect(pending.current?.wrongAttempts).toBe(0);
  });

  it("turns a refused code into the server's message and the attempts left, 4 down to 1; the fifth is the server's lock", async () => {
    const { otp } = await signInPending();
    const lefts: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const result = await otp.verify('654321');
      if (result.isErr() && result.error.kind === 'wrong-code') {
        expect(result.error.message).toBe('The OTP you entered is incorrect');
        lefts.push(result.error.attemptsLeft);
      }
    }
    expect(lefts).toEqual([4, 3, 2, 1]);

    const fifth = await otp.verify('654321');
    expect(fifth.isErr() && fifth.error).toEqual({ kind: 'locked', retryAfterSeconds: LOCK_SECONDS });
  });

  it('while the number is locked checks no code with the server, and says how long is left', async () => {
    const { otp, world, clock, pending } = await signInPending();
    for (let i = 0; i < 5; i += 1) await otp.verify('654321');
    clock.advanceSeconds(60);

    const meanwhile = await otp.verify(GOOD_CODE);
    expect(meanwhile.isErr() && meanwhile.error).toEqual({ kind: 'locked', retryAfterSeconds: LOCK_SECONDS - 60 });
    expect(world.count('verifyOtp')).toBe(5);
    expect(pending.current?.lockedUntil).toEqual(new Date(clock.now().getTime() + (LOCK_SECONDS - 60) * 1000));
  });

  it('does not count a network failure as an attempt', async () => {
    const { otp, world, pending } = await signInPending();
    world.failNext.set('verifyOtp', { kind: 'network' });
    const result = await otp.verify(GOOD_CODE);
    expect(result.isErr() && result.error).toEqual({ kind: 'network' });
    expect(pending.current?.wrongAttempts).toBe(0);
  });

  it('checks one code at a time: a second verify while the first is out is refused as busy', async () => {
    const { otp, world } = await signInPending();
    const first = otp.verify(GOOD_CODE);
    const second = await otp.verify(GOOD_CODE);
    expect(second.isErr() && second.error).toEqual({ kind: 'busy' });
    expect((await first).isOk()).toBe(true);
    expect(world.count('verifyOtp')).toBe(1);
  });

  it('confirms a registration with POST /user/verifyOtp, which signs the new patient in', async () => {
    const { registration, otp, session } = authFixture();
    await registration.register(
      { firstName: 'Kavya', lastName: 'Iyer', mobileNumber: '9812345670', email: '', gender: 'FEMALE', dateOfBirth: '', acceptTerms: true },
      { partner: null, corporate: null },
    );
    expect((await otp.verify(GOOD_CODE)).unwrap()).toEqual({ purpose: 'REGISTER' });
    expect(session.currentToken).toBe('token-9812345670');
  });

  it('turns a verified reset code into a reset token, without signing in', async () => {
    const { recovery, otp, world, session } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    await recovery.requestReset('9876543210');
    expect((await otp.verify(GOOD_CODE)).unwrap()).toEqual({ purpose: 'RESET_PASSWORD', mobileNumber: '9876543210' });
    expect(recovery.hasResetToken).toBe(true);
    expect(session.currentToken).toBeNull();
    expect(world.count('verifyOtp')).toBe(0);
  });

  it('verifies a mobile number with the mobile-verification calls and hands back the return path', async () => {
    const { mobileVerification, otp, world } = authFixture();
    await mobileVerification.start('9876543210', '/patient/edit-profile');
    expect(world.sent).toEqual([{ purpose: 'VERIFY_MOBILE', mobileNumber: '9876543210' }]);
    expect((await otp.verify(GOOD_CODE)).unwrap()).toEqual({
      purpose: 'VERIFY_MOBILE',
      mobileNumber: '9876543210',
      returnTo: '/patient/edit-profile',
    });
    expect(world.count('verifyMobileOtp')).toBe(1);
  });
});

describe('OtpVerification.resend', () => {
  it('refuses before 30 s with the seconds left, then sends a new code; the wrong codes before it still count', async () => {
    const { otp, world, clock, pending } = await signInPending();
    await otp.verify('000000');
    clock.advanceSeconds(12);
    const early = await otp.resend();
    expect(early.isErr() && early.error).toEqual({ kind: 'too-soon', seconds: 18 });
    expect(world.count('sendOtp')).toBe(1);

    clock.advanceSeconds(18);
    expect((await otp.resend()).isOk()).toBe(true);
    expect(world.count('sendOtp')).toBe(2);
    expect(pending.current).toMatchObject({ wrongAttempts: 1, sentAt: clock.now() });
  });

  it('sends nothing while the number is locked, and a new code once the lock is over', async () => {
    const { otp, world, clock } = await signInPending();
    for (let i = 0; i < 5; i += 1) await otp.verify('000000');
    clock.advanceSeconds(30);
    expect((await otp.resend()).isErr() && world.count('sendOtp')).toBe(1);

    clock.advanceSeconds(LOCK_SECONDS - 30);
    world.locked.clear();
    expect((await otp.resend()).isOk()).toBe(true);
    expect((await otp.verify(GOOD_CODE)).isOk()).toBe(true);
  });

  it('a resend the server refuses with 429 is said as such, holds resending until then, and the code already sent still works', async () => {
    const { otp, world, clock } = await signInPending();
    clock.advanceSeconds(30);
    world.failNext.set('sendOtp', { kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 420 });
    const refused = await otp.resend();
    expect(refused.isErr() && refused.error).toEqual({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 420 });

    clock.advanceSeconds(20);
    const again = await otp.resend();
    expect(again.isErr() && again.error).toEqual({ kind: 'too-soon', seconds: 400 });
    expect(world.count('sendOtp')).toBe(2);
    expect((await otp.verify(GOOD_CODE)).isOk()).toBe(true);
  });

  it('re-sends the registration details for a registration code, the reset for a reset code', async () => {
    const { registration, recovery, otp, world, clock } = authFixture();
    await registration.register(
      { firstName: 'Kavya', lastName: 'Iyer', mobileNumber: '9812345670', email: '', gender: 'FEMALE', dateOfBirth: '', acceptTerms: true },
      { partner: 'fkh', corporate: null },
    );
    clock.advanceSeconds(30);
    await otp.resend();
    expect(world.count('register')).toBe(2);
    expect(world.registrations[1]).toEqual(world.registrations[0]);
    expect(world.count('sendOtp')).toBe(0);

    world.addAccount('9876543210');
    await recovery.requestReset('9876543210');
    clock.advanceSeconds(30);
    await otp.resend();
    expect(world.count('forgetPassword')).toBe(2);
  });

  it('keeps the countdown and attempts when the resend fails', async () => {
    const { otp, world, clock, pending } = await signInPending();
    const sentAt = pending.current?.sentAt;
    await otp.verify('000000');
    clock.advanceSeconds(30);
    world.failNext.set('sendOtp', { kind: 'server', status: 502, message: 'SMS gateway down' });
    const result = await otp.resend();
    expect(result.isErr() && result.error.kind).toBe('server');
    expect(pending.current).toMatchObject({ sentAt, wrongAttempts: 1 });
  });

  it('has nothing to resend without a pending code', async () => {
    const { otp } = authFixture();
    const result = await otp.resend();
    expect(result.isErr() && result.error).toEqual({ kind: 'no-pending' });
  });
});
