import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import type { UserApi } from '../session/ports';
import type { SignOut } from '../session/sign-out';
import type { ApiError } from '../shared/errors';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from './forms';
import type { AccountApi } from './ports';

/** What the person types to confirm; compared after trimming, in capitals as shown. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} in capitals to confirm`;

export type DeleteAccountError = { kind: 'not-confirmed'; message: string } | AlreadyInProgress | ApiError;

export interface AccountDeletionDeps {
  accountApi: AccountApi;
  userApi: Pick<UserApi, 'userProfile' | 'logout'>;
  signOut: Pick<SignOut, 'end'>;
}

export function isDeletionConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}

/** The deletion form as typed. */
export interface DeletionForm {
  confirmation: string;
}

const DeletionFormSchema = v.object({
  confirmation: v.pipe(v.string(DELETE_CONFIRMATION_MESSAGE), v.check(isDeletionConfirmed, DELETE_CONFIRMATION_MESSAGE)),
});

/** The confirmation as typed, or the message at its field when it is not the word. */
export function validateDeletion(form: DeletionForm): Result<string, InvalidForm<keyof DeletionForm>> {
  return validateForm(DeletionFormSchema, form).map((valid) => valid.confirmation);
}

/**
 * /patient/delete-account: POST /user/admin/changeActiveStatus/{id}, then the one sign-out a
 * logout ends with (everything of the session wiped, home, a toast after the reload).
 */
export class AccountDeletion {
  private readonly deleting = new SingleFlight();

  constructor(private readonly deps: AccountDeletionDeps) {}

  async deleteAccount(typedConfirmation: string): Promise<Result<void, DeleteAccountError>> {
    if (!isDeletionConfirmed(typedConfirmation)) return Err({ kind: 'not-confirmed', message: DELETE_CONFIRMATION_MESSAGE });
    return this.deleting.run(async () => {
      // The id comes from the server, never from the page, so nobody deletes another account.
      const profile = await this.deps.userApi.userProfile();
      if (profile.isErr()) return Err(profile.error);
      const deactivated = await this.deps.accountApi.deactivate(profile.value.id);
      if (deactivated.isErr()) return Err(deactivated.error);
      // Also retire this token, whatever the server does with a deactivated user's tokens; the
      // account is gone either way, so a refusal here (a 401 included) changes nothing.
      await this.deps.userApi.logout();
      this.deps.signOut.end('/', { message: ACCOUNT_DELETED_MESSAGE, tone: 'success' });
      return Ok(undefined);
    });
  }
}
