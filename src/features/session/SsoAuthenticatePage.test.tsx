import { configure, screen, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SsoSignIn } from '../../../domain/session/sso';
import { createContainer } from '../../app/container';
import { TOKENS } from '../../app/tokens';
import { AUTH } from '../../app/modules/auth/tokens';
import { DEMO, FAKE_CONFIG, RecordingNavigator, renderApp } from '../../test/render-app';

// The first sign-in waits for the page's catalogue, then the consultations page; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const SSO_SIDEBAR = ['My Consultations', 'Health Records', 'Medical History', 'Settings', 'FAQ'];

function sidebarLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Patient menu' });
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function expectSsoHome(location: { current: { pathname: string } }) {
  expect(await screen.findByRole('heading', { level: 1, name: 'My Consultations' })).toBeInTheDocument();
  expect(location.current.pathname).toBe('/patient/consultations');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(sidebarLabels()).toEqual(SSO_SIDEBAR);
}

describe('SSO entry: /{product}/sso/authenticate', () => {
  it('signs a partner user in from the :id token and lands on /patient/consultations with the reduced sidebar and no header', async () => {
    const { location, navigator } = await renderApp(`/healthcare/sso/authenticate/${DEMO.ssoToken}`);

    await expectSsoHome(location);
    expect(localStorage.getItem('sso')).toBe('true');
    expect(localStorage.getItem('tennant')).toBe('tenant-pharmeasy');
    expect(localStorage.getItem('token')).toEqual(expect.any(String));
    // In place, without a reload.
    expect(navigator.calls).toEqual([]);
    expect(await screen.findByRole('img', { name: 'PharmEasy' })).toBeInTheDocument();
  });

  it('takes the token from the ssoToken query parameter when the address has no :id', async () => {
    const { location } = await renderApp(`/pharmeasy/sso/authenticate?ssoToken=${DEMO.ssoToken}`);
    await expectSsoHome(location);
  });

  it('shows an invalid token a clear error page with the customer-care number and a way home, and signs no one in', async () => {
    const { location, navigator } = await renderApp('/healthcare/sso/authenticate/not-a-real-token');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link is not valid or has expired.');
    expect(within(alert).getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // It stays put: no redirect, no reload, no loop.
    expect(location.current.pathname).toBe('/healthcare/sso/authenticate/not-a-real-token');
    expect(navigator.calls).toEqual([]);
    expect(localStorage.getItem('sso')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the link is incomplete when it carries no SSO token', async () => {
    await renderApp('/healthcare/sso/authenticate');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link is incomplete.');
    expect(within(alert).getByRole('link', { name: '1800 3090 101' })).toBeInTheDocument();
  });

  it('goes home from the error page', async () => {
    const { user, location } = await renderApp('/healthcare/sso/authenticate/not-a-real-token');

    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    expect(location.current.pathname).toBe('/');
  });

  it('offers Try again after a server failure, and the retry signs the user in', async () => {
    const real = SsoSignIn.prototype.authenticate;
    vi.spyOn(SsoSignIn.prototype, 'authenticate')
      .mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: '' }))
      .mockImplementation(function (this: SsoSignIn, token) {
        return real.call(this, token);
      });
    const { user, location } = await renderApp(`/healthcare/sso/authenticate/${DEMO.ssoToken}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1800 3090 101');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await expectSsoHome(location);
  });

  it('keeps the /book group reachable under /sso for an SSO user', async () => {
    await renderApp('/sso/bookSpecialist', { token: DEMO.ssoToken, sso: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consult a specialist online' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('SSO entry as the container wires it', () => {
  it('treats a 401 from POST /sso/validate as a bad partner token: no storage wipe, no move home', async () => {
    const navigator = new RecordingNavigator();
    const container = await createContainer(FAKE_CONFIG, { navigator });
    await container.get(TOKENS.Features).load(['auth']);
    localStorage.setItem('pincode', '560001');
    await container.get(TOKENS.DemoControls)?.injectFault('401', 1);

    const result = await container.get(AUTH.SsoSignIn).authenticate(DEMO.ssoToken);

    expect(result.isErr() && result.error.kind).toBe('invalid-token');
    expect(navigator.calls).toEqual([]);
    expect(localStorage.getItem('pincode')).toBe('560001');
  });

  it('makes the session an SSO one at once, as the menus read it', async () => {
    const container = await createContainer(FAKE_CONFIG, { navigator: new RecordingNavigator() });
    await container.get(TOKENS.Features).load(['auth']);
    const session = container.get(TOKENS.Session);
    const seen: boolean[] = [];
    session.isSso$.subscribe((value) => seen.push(value));

    await container.get(AUTH.SsoSignIn).authenticate(DEMO.ssoToken);

    expect(seen).toEqual([false, true]);
  });
});
