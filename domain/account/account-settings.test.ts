import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { AccountSettings, CHANGE_PASSWORD_MESSAGES, type ChangePasswordForm } from './account-settings';
import type { ProfileUpdate } from './model';
import type { AccountApi } from './ports';
import { deferred, errorPolicy, PREFERENCES, PROFILE, SERVER_ERROR, stubAccountApi, stubUserApi } from './test-support';
import { testQueries } from '../shared/test-doubles';

const VALID: ChangePasswordForm = { currentPassword: 'Care@1234', newPassword: 'Chai@5678', confirmPassword: 'Chai@5678' };

function settings(api: Partial<AccountApi> = {}, userApi = stubUserApi({})) {
  const policy = errorPolicy();
  const accountApi = stubAccountApi(api);
  return { useCase: new AccountSettings({ accountApi, userApi, queries: testQueries() }), ...policy };
}

describe('AccountSettings.changePassword', () => {
  it('sends the current and the new password', async () => {
    const changePassword = vi.fn(() => Promise.resolve(Ok(null)));
    const { useCase } = settings({ changePassword });
    expect((await useCase.changePassword(VALID)).isOk()).toBe(true);
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Care@1234', newPassword: 'Chai@5678' });
  });

  it('names each wrong field before calling the server', async () => {
    const changePassword = vi.fn();
    const { useCase } = settings({ changePassword });
    const result = await useCase.changePassword({ currentPassword: '', newPassword: 'chai', confirmPassword: 'chai5' });
    expect(result.isErr() && result.error.kind === 'invalid' && result.error.fields).toEqual({
      currentPassword: CHANGE_PASSWORD_MESSAGES.currentEmpty,
      newPassword: expect.stringMatching(/^Your password needs: at least 8 characters, an uppercase letter/),
      confirmPassword: 'The passwords do not match',
    });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one, and an empty confirmation', () => {
    const { useCase } = settings();
    const same = useCase.validatePasswordChange({ currentPassword: 'Care@1234', newPassword: 'Care@1234', confirmPassword: '' });
    expect(same.isErr() && same.error.fields).toEqual({
      newPassword: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
      confirmPassword: CHANGE_PASSWORD_MESSAGES.confirmEmpty,
    });
  });

  it('passes on the server’s refusal of a wrong current password without a toast', async () => {
    const { useCase, notifier } = settings({
      changePassword: () => Promise.resolve(Err({ kind: 'rejected', message: 'Your current password is incorrect' })),
    });
    const result = await useCase.changePassword(VALID);
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'Your current password is incorrect' });
    expect(notifier.shown).toEqual([]);
  });

  it('changes once on a double submit', async () => {
    const call = deferred<null>();
    const changePassword = vi.fn(() => call.promise);
    const { useCase } = settings({ changePassword });
    const first = useCase.changePassword(VALID);
    expect((await useCase.changePassword(VALID)).isErr()).toBe(true);
    call.resolve(Ok(null));
    await first;
    expect(changePassword).toHaveBeenCalledTimes(1);
  });
});

describe('AccountSettings notification preferences', () => {
  it('loads the saved choices', async () => {
    const { useCase } = settings({ notificationPreferences: () => Promise.resolve(Ok({ ...PREFERENCES })) });
    expect((await useCase.notificationPreferences().value()).unwrap()).toEqual(PREFERENCES);
  });

  it('saves them with the profile as it stands on the server, changing nothing else', async () => {
    const editProfile = vi.fn((update: ProfileUpdate) => Promise.resolve(Ok({ ...PROFILE, ...update })));
    const { useCase } = settings({ editProfile });
    const choices = { sms: false, email: true, whatsapp: false };
    expect((await useCase.saveNotificationPreferences(choices)).unwrap()).toEqual(choices);
    expect(editProfile).toHaveBeenCalledWith({
      firstName: PROFILE.firstName,
      lastName: PROFILE.lastName,
      email: PROFILE.email,
      gender: PROFILE.gender,
      dateOfBirth: PROFILE.dateOfBirth,
      pincode: PROFILE.pincode,
      city: PROFILE.city,
      state: PROFILE.state,
      profileUrl: PROFILE.profileUrl,
      notificationPreferences: choices,
    });
  });

  it('does not save when the profile cannot be read, so no field is blanked', async () => {
    const editProfile = vi.fn();
    const { useCase } = settings({ editProfile }, stubUserApi({ userProfile: () => Promise.resolve(Err(SERVER_ERROR)) }));
    const result = await useCase.saveNotificationPreferences(PREFERENCES);
    expect(result.isErr() && result.error).toEqual(SERVER_ERROR);
    expect(editProfile).not.toHaveBeenCalled();
  });
});
