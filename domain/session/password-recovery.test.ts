import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGES } from '../shared/mobile-number';
import { PASSWORD_MESSAGES } from '../shared/password';
import { authFixture, GOOD_CODE } from './auth-test-doubles';
import { checkNewPassword, CONFIRM_PASSWORD_MESSAGES } from './password-recovery';

describe('checkNewPassword', () => {
  it('accepts a password that meets every rule and matches its confirmation', () => {
    expect(checkNewPassword({ password: 'New@2345', confirm: 'New@2345' }).unwrap()).toBe('New@2345');
  });

  it('lists what a weak password still needs, at the password field', () => {
    const result = checkNewPassword({ password: 'abc', confirm: 'abc' });
    expect(result.isErr() && result.error.fields.password).toMatch(/^Your password needs: at least 8 characters, an uppercase letter/);
    expect(result.isErr() && result.error.fields.confirm).toBeUndefined();
  });

  it('says at the confirm field when the two differ or the second is empty', () => {
    const mismatch = checkNewPassword({ password: 'New@2345', confirm: 'New@2346' });
    expect(mismatch.isErr() && mismatch.error).toEqual({ kind: 'invalid', fields: { confirm: PASSWORD_MESSAGES.mismatch } });
    const empty = checkNewPassword({ password: 'New@2345', confirm: '' });
    expect(empty.isErr() && empty.error).toEqual({ kind: 'invalid', fields: { confirm: CONFIRM_PASSWORD_MESSAGES.empty } });
  });
});

describe('PasswordRecovery', () => {
  it('sends the reset code to a registered number and records it pending', async () => {
    const { recovery, world, pending } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    expect((await recovery.requestReset('98765 43210')).unwrap()).toBe('9876543210');
    expect(world.sent).toEqual([{ purpose: 'RESET_PASSWORD', mobileNumber: '9876543210' }]);
    expect(pending.current?.purpose).toBe('RESET_PASSWORD');
  });

  it('returns an invalid number and an unknown one as errors', async () => {
    const { recovery } = authFixture();
    const invalid = await recovery.requestReset('5555');
    expect(invalid.isErr() && invalid.error).toEqual({ kind: 'invalid', message: MOBILE_NUMBER_MESSAGES.length });
    const unknown = await recovery.requestReset('9000000000');
    expect(unknown.isErr() && unknown.error).toEqual({ kind: 'not-found', message: 'No account found for this number' });
  });

  it('sets the new password with the reset token once, and remembers the number for the login form', async () => {
    const { recovery, otp, world, pending } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    await recovery.requestReset('9876543210');
    await otp.verify(GOOD_CODE);
    expect(recovery.hasResetToken).toBe(true);

    const result = await recovery.createPassword('New@2345', 'New@2345');

    expect(result.unwrap()).toBe('9876543210');
    expect(world.passwordsSet).toEqual([{ password: 'New@2345', token: 'reset-1' }]);
    expect(recovery.hasResetToken).toBe(false);
    expect(pending.draftNumber).toBe('9876543210');
    const again = await recovery.createPassword('New@2345', 'New@2345');
    expect(again.isErr() && again.error).toEqual({ kind: 'no-reset-token' });
  });

  it('without a verified code there is nothing to set, and invalid fields are caught first', async () => {
    const { recovery, world } = authFixture();
    const none = await recovery.createPassword('New@2345', 'New@2345');
    expect(none.isErr() && none.error).toEqual({ kind: 'no-reset-token' });
    const weak = await recovery.createPassword('weak', 'weak');
    expect(weak.isErr() && weak.error.kind).toBe('invalid-fields');
    expect(world.count('createPassword')).toBe(0);
  });

  it('keeps the reset token after a failed save, so the user can try again', async () => {
    const { recovery, otp, world } = authFixture();
    world.addAccount('9876543210', { password: 'Care@1234' });
    await recovery.requestReset('9876543210');
    await otp.verify(GOOD_CODE);
    world.failNext.set('createPassword', { kind: 'network' });

    expect((await recovery.createPassword('New@2345', 'New@2345')).isErr()).toBe(true);
    expect(recovery.hasResetToken).toBe(true);
    expect((await recovery.createPassword('New@2345', 'New@2345')).isOk()).toBe(true);
  });
});
