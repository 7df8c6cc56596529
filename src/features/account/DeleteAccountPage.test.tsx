import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDeleteAccount() {
  const harness = await renderApp('/patient/delete-account', { signInAs: DEMO.patient });
  await screen.findByRole('heading', { level: 1, name: 'Delete your account' });
  return harness;
}

describe('Delete account', { timeout: 20000 }, () => {
  it('says what is lost and what is kept before anything happens', async () => {
    await openDeleteAccount();
    const lost = screen.getByRole('region', { name: 'What you lose' });
    for (const thing of [/consultations history/, /health records/, /orders/, /family members/, /subscriptions/]) {
      expect(lost).toHaveTextContent(thing);
    }
    expect(screen.getByRole('region', { name: 'What we keep, and why' })).toHaveTextContent(/invoices and payment records/);
  });

  it('refuses without DELETE typed in capitals, at the field, and deletes nothing', async () => {
    const { user, services } = await openDeleteAccount();
    const deactivate = vi.spyOn(services.get(ACCOUNT.AccountApi), 'deactivate');
    const confirm = screen.getByLabelText('Type DELETE to confirm');
    await user.type(confirm, 'delete');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Type DELETE in capitals to confirm'));
    expect(confirm).toHaveFocus();
    expect(deactivate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('deactivates once on a double click, then signs out to home with "Your account has been deleted"; the old token is dead', async () => {
    const { user, services, navigator, session, toasts } = await openDeleteAccount();
    const api = services.get(ACCOUNT.AccountApi);
    const deactivate = vi.spyOn(api, 'deactivate');
    const oldToken = localStorage.getItem('token');
    const profile = (await services.get(TOKENS.UserApi).userProfile()).unwrap();

    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.dblClick(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(navigator.assigned).toContain('/'));
    expect(deactivate).toHaveBeenCalledTimes(1);
    expect(deactivate).toHaveBeenCalledWith(profile.id);
    expect(localStorage.length).toBe(0);
    expect(session.currentToken).toBeNull();
    // The toast waits for the reload home, as the logout's does.
    toasts.showPendingFlash();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    // The old token no longer works.
    localStorage.setItem('token', oldToken ?? '');
    const header = await services.get(TOKENS.UserApi).headerDetail();
    expect(header.isErr() && header.error.kind).toBe('unauthorized');
  });

  it('stays signed in and keeps the confirmation when the server fails', async () => {
    const { user, demo, navigator } = await openDeleteAccount();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was not deleted.');
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(navigator.assigned).toEqual([]);
  });
});
