import { Err, Ok, type Result } from 'ts-results-es';
import type { UserApi } from '../session/ports';
import type { ApiError } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import { PROFILE_QUERIES } from '../session/profile';
import { parseNewPassword, PASSWORD_MESSAGES } from '../shared/password';
import { SingleFlight, type AlreadyInProgress, type FieldErrors, type InvalidForm } from './forms';
import type { NotificationPreferences } from './model';
import type { AccountApi } from './ports';
import { updateFromProfile } from './profile-editing';

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordForm;

export const CHANGE_PASSWORD_MESSAGES = {
  currentEmpty: 'Enter your current password',
  confirmEmpty: 'Type the new password again',
  mismatch: PASSWORD_MESSAGES.mismatch,
  sameAsCurrent: 'Choose a new password that differs from your current one',
} as const;

export type ChangePasswordError = InvalidForm<ChangePasswordField> | AlreadyInProgress | ApiError;
export type SaveNotificationsError = AlreadyInProgress | ApiError;

export interface AccountSettingsDeps {
  accountApi: AccountApi;
  userApi: Pick<UserApi, 'userProfile'>;
  queries: QueryCache;
}

/** Where the session keeps the notification choices; they travel with the profile, under its key. */
export const SETTINGS_QUERIES = {
  notifications: [...PROFILE_QUERIES.all, 'notifications'],
} as const;

/** /patient/settings: change the password (POST /user/changePassword) and the notification choices. */
export class AccountSettings {
  private readonly changing = new SingleFlight();
  private readonly savingPreferences = new SingleFlight();

  constructor(private readonly deps: AccountSettingsDeps) {}

  /** Every field's message at once; passwords are never trimmed, since a space may be meant. */
  validatePasswordChange(form: ChangePasswordForm): Result<{ oldPassword: string; newPassword: string }, InvalidForm<ChangePasswordField>> {
    const fields: FieldErrors<ChangePasswordField> = {};
    if (form.currentPassword === '') fields.currentPassword = CHANGE_PASSWORD_MESSAGES.currentEmpty;
    const next = parseNewPassword(form.newPassword);
    if (next.isErr()) fields.newPassword = next.error;
    else if (form.newPassword === form.currentPassword) fields.newPassword = CHANGE_PASSWORD_MESSAGES.sameAsCurrent;
    if (form.confirmPassword === '') fields.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirmEmpty;
    else if (form.confirmPassword !== form.newPassword) fields.confirmPassword = CHANGE_PASSWORD_MESSAGES.mismatch;
    if (Object.keys(fields).length > 0) return Err({ kind: 'invalid', fields });
    return Ok({ oldPassword: form.currentPassword, newPassword: form.newPassword });
  }

  /** A wrong current password comes back as `rejected` with the server's sentence. */
  async changePassword(form: ChangePasswordForm): Promise<Result<void, ChangePasswordError>> {
    const request = this.validatePasswordChange(form);
    if (request.isErr()) return request;
    return this.changing.run(async () => {
      const changed = await this.deps.accountApi.changePassword(request.value);
      if (changed.isErr()) return Err(changed.error);
      return Ok(undefined);
    });
  }

  notificationPreferences(): Query<NotificationPreferences> {
    return this.deps.queries.query(SETTINGS_QUERIES.notifications, async () => {
      const preferences = await this.deps.accountApi.notificationPreferences();
      return preferences.isErr() ? Err(preferences.error) : preferences;
    });
  }

  /**
   * The choices travel with POST /user/editProfile, so the saved profile is read first and sent
   * back as it is: saving notifications never changes a name or a photo.
   */
  async saveNotificationPreferences(preferences: NotificationPreferences): Promise<Result<NotificationPreferences, SaveNotificationsError>> {
    return this.savingPreferences.run(async () => {
      const profile = await this.deps.userApi.userProfile();
      if (profile.isErr()) return Err(profile.error);
      const saved = await this.deps.accountApi.editProfile(updateFromProfile(profile.value, { ...preferences }));
      if (saved.isErr()) return Err(saved.error);
      // The profile form sends the choices back with every save: it must start from these.
      this.deps.queries.put(SETTINGS_QUERIES.notifications, { ...preferences });
      this.deps.queries.invalidate(PROFILE_QUERIES.all);
      return Ok({ ...preferences });
    });
  }
}
