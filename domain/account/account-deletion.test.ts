import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE, AccountDeletion, DELETE_CONFIRMATION_MESSAGE, isDeletionConfirmed, validateDeletion } from './account-deletion';
import type { AccountApi } from './ports';
import { deferred, errorPolicy, PROFILE, SERVER_ERROR, stubAccountApi, stubUserApi } from './test-support';

function deletion(api: Partial<AccountApi> = {}, userApi = stubUserApi({})) {
  const policy = errorPolicy();
  const deactivate = vi.fn(() => Promise.resolve(Ok(null)));
  const accountApi = stubAccountApi({ deactivate, ...api });
  const useCase = new AccountDeletion({ accountApi, userApi, signOut: policy.signOut });
  return { useCase, deactivate: accountApi.deactivate, ...policy };
}

describe('isDeletionConfirmed', () => {
  it('needs the word DELETE in capitals; spaces around it do not matter', () => {
    expect(isDeletionConfirmed(' DELETE ')).toBe(true);
    expect(isDeletionConfirmed('delete')).toBe(false);
    expect(isDeletionConfirmed('DELET')).toBe(false);
    expect(isDeletionConfirmed('')).toBe(false);
  });
});

describe('validateDeletion', () => {
  it('takes the word as typed, and says at the field how to type it otherwise', () => {
    expect(validateDeletion({ confirmation: ' DELETE ' }).isOk()).toBe(true);
    const lower = validateDeletion({ confirmation: 'delete' });
    expect(lower.isErr() && lower.error).toEqual({ kind: 'invalid', fields: { confirmation: DELETE_CONFIRMATION_MESSAGE } });
  });
});

describe('AccountDeletion', () => {
  it('deactivates the signed-in user’s own id, then signs out: storage cleared, home, toast after the reload', async () => {
    const { useCase, deactivate, store, navigator, notifier, signOut } = deletion();
    let sessionEnded = false;
    signOut.ended$.subscribe(() => (sessionEnded = true));

    const result = await useCase.deleteAccount('DELETE');

    expect(result.isOk()).toBe(true);
    expect(deactivate).toHaveBeenCalledWith(PROFILE.id);
    expect(store.entries.size).toBe(0);
    expect(navigator.moves).toEqual(['assign /']);
    expect(notifier.afterReload).toEqual([{ message: ACCOUNT_DELETED_MESSAGE, tone: 'success' }]);
    expect(sessionEnded).toBe(true);
  });

  it('does nothing without the typed confirmation', async () => {
    const { useCase, deactivate, store } = deletion();
    const result = await useCase.deleteAccount('yes');
    expect(result.isErr() && result.error).toEqual({ kind: 'not-confirmed', message: DELETE_CONFIRMATION_MESSAGE });
    expect(deactivate).not.toHaveBeenCalled();
    expect(store.get('token')).toBe('t-1');
  });

  it('stays signed in and reports the failure when deactivation fails', async () => {
    const { useCase, store, navigator, notifier } = deletion({ deactivate: () => Promise.resolve(Err(SERVER_ERROR)) });
    const result = await useCase.deleteAccount('DELETE');
    expect(result.isErr() && result.error).toEqual(SERVER_ERROR);
    expect(store.get('token')).toBe('t-1');
    expect(navigator.moves).toEqual([]);
    expect(notifier.afterReload).toEqual([]);
  });

  it('signs out even when the server already refuses the old token at logout', async () => {
    const userApi = stubUserApi({ logout: () => Promise.resolve(Err({ kind: 'unauthorized' })) });
    const { useCase, store, notifier } = deletion({}, userApi);
    expect((await useCase.deleteAccount('DELETE')).isOk()).toBe(true);
    expect(store.entries.size).toBe(0);
    expect(notifier.afterReload).toHaveLength(1);
  });

  it('deactivates once on a double click', async () => {
    const call = deferred<null>();
    const deactivate = vi.fn(() => call.promise);
    const { useCase } = deletion({ deactivate });
    const first = useCase.deleteAccount('DELETE');
    const second = await useCase.deleteAccount('DELETE');
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    call.resolve(Ok(null));
    await first;
    expect(deactivate).toHaveBeenCalledTimes(1);
  });
});
