import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../test/render-app';

describe('RouteView: focus after a route change', () => {
  it('moves focus to the new page’s main region when a header link changes the page', async () => {
    const { user, location } = await renderApp('/');
    const header = await screen.findByRole('banner');

    await user.click(within(header).getByRole('link', { name: 'Medicine' }));

    await waitFor(() => expect(location.current.pathname).toBe('/search-medicine'));
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('leaves focus in a field of the new page that the user has already clicked into', async () => {
    const { user } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Mobile number'), '9123456780');
    // The moment the OTP field is on screen, before the page has settled: a quick user, or
    // an SMS code pasted at once, is in the field before the route change's effects run.
    const otpShown = new Promise<HTMLElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const field = screen.queryByLabelText('One-time password (OTP)');
        if (field === null) return;
        observer.disconnect();
        field.focus();
        resolve(field);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });

    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await otpShown;
    await user.keyboard('123');

    expect(otp).toHaveValue('123');
    expect(otp).toHaveFocus();
  });
});

describe('RouteView: the shell around the pages', () => {
  it('keeps the header when a link leads from a public page into the patient area, rebuilding only the page', async () => {
    const { user, location } = await renderApp('/search-medicine', { signInAs: DEMO.patient });
    const header = await screen.findByRole('banner');

    await user.click(within(header).getByRole('button', { name: /^Account menu for/ }));
    await user.click(within(header).getByRole('link', { name: 'My Profile' }));

    await waitFor(() => expect(location.current.pathname).toBe('/patient/my-profile'));
    expect(await screen.findByRole('navigation', { name: 'Patient menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(header);
  });
});

describe('RouteView: pages visited before', () => {
  it('shows a page visited before as it was left, the same elements and no loading state, when a link leads back to it', async () => {
    const { user, location } = await renderApp('/', { signInAs: DEMO.subscriber });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Diagnostics' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lab tests' });

    await user.click(within(header).getByRole('link', { name: 'Medicine' }));
    await screen.findByRole('heading', { level: 1, name: 'Search medicines' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Lab tests' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('link', { name: 'Diagnostics' }));

    await waitFor(() => expect(location.current.pathname).toBe('/diagnostics'));
    expect(screen.getByRole('heading', { level: 1, name: 'Lab tests' })).toBe(heading);
    expect(screen.queryByRole('heading', { level: 1, name: 'Search medicines' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Loading /)).not.toBeInTheDocument();
  });

  it('keeps nothing of a patient’s pages in the document once they are signed out', async () => {
    const { user } = await renderApp('/patient/my-profile', { signInAs: DEMO.subscriber });
    expect(await screen.findByText(/Profile completion/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'CareWell' }));
    await screen.findByRole('heading', { level: 1, name: /^Care for your whole family/ });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(screen.queryByText(/Profile completion/)).not.toBeInTheDocument();
  });
});
