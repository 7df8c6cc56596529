import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../test/render-app';

describe('RouteView: the route table decides what each address shows', () => {
  it('sends a visitor of a login-only page to the login form with the page encoded in refer', async () => {
    const { router } = await renderApp('/patient/my-profile');

    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    // Spec §4: '-' becomes '_' in the refer path.
    expect(new URLSearchParams(router.state.location.search).get('refer')).toBe('/patient/my_profile');
    expect(screen.queryByRole('navigation', { name: 'Patient menu' })).not.toBeInTheDocument();
  });

  it('keeps the query of a guarded page in refer, encoded the legacy way', async () => {
    const { router } = await renderApp('/patient/health-record?tab=prescriptions');

    await screen.findByLabelText('Mobile number');
    expect(new URLSearchParams(router.state.location.search).get('refer')).toBe('/patient/health_record_tab__prescriptions');
  });

  it('redirects /flipkarthealth to /auth/register/flipkarthealth', async () => {
    const { router } = await renderApp('/flipkarthealth');

    expect(await screen.findByRole('heading', { name: 'Register with Flipkart Health+' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/register/flipkarthealth');
  });

  it('shows "Page not found" with a way home for an unknown address', async () => {
    await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Page not found \|/));
  });

  it('renders a login-only page for a signed-in user, with the page title in the document title', async () => {
    const { router } = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/patient/my-profile');
    await waitFor(() => expect(document.title).toMatch(/^My Profile \|/));
  });

  it('matches addresses case-insensitively and ignores a trailing slash', async () => {
    await renderApp('/WEBINARS/');

    expect(await screen.findByRole('heading', { name: 'Webinars' })).toBeInTheDocument();
  });
});
