import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastCenter } from '../toasts';
import { DEMO, renderApp } from '../../test/render-app';

describe('Header for a signed-in user', () => {
  it("shows the subscriber's first name and the Care Plus Member crown", async () => {
    await renderApp('/', { signInAs: DEMO.subscriber });

    const account = await screen.findByRole('button', { name: 'Account menu for Priya' });
    expect(account).toHaveTextContent('Priya');
    expect(within(screen.getByRole('banner')).getByText('Care Plus Member')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('shows no crown for a patient without an active subscription', async () => {
    await renderApp('/', { signInAs: DEMO.patient });

    expect(await screen.findByRole('button', { name: 'Account menu for Rahul' })).toBeInTheDocument();
    expect(screen.queryByText(/Care Plus Member/)).not.toBeInTheDocument();
  });

  it('opens the account menu with My Profile, Consultations, Settings, FAQ and Logout, and closes it on Escape', async () => {
    const { user } = await renderApp('/', { signInAs: DEMO.subscriber });
    const account = await screen.findByRole('button', { name: 'Account menu for Priya' });
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);

    expect(account).toHaveAttribute('aria-expanded', 'true');
    // The menu is the element the button says it controls.
    const menu = document.getElementById(account.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const items = within(menu as HTMLElement);
    expect(items.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['My Profile', 'Consultations', 'Settings', 'FAQ', 'Logout']);
    expect(items.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/patient/my-profile');
    expect(items.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('follows a menu link and closes the menu', async () => {
    const { user, location } = await renderApp('/', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya' }));

    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(location.current.pathname).toBe('/patient/settings');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out from the account menu: clears storage, goes to / and leaves "Logged Out successfully " for after the reload', async () => {
    const { user, navigator } = await renderApp('/', { signInAs: DEMO.subscriber });
    localStorage.setItem('zipcode', '110001');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Priya' }));

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(localStorage.length).toBe(0);
    expect(navigator.assigned).toEqual(['/']);
    const flashes = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(flashes.some((value) => value.includes('Logged Out successfully '))).toBe(true);
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();

    // The reloaded page shows the flash once.
    const reloaded = new ToastCenter();
    const seen: string[][] = [];
    const subscription = reloaded.toasts$.subscribe((list) => seen.push(list.flatMap((t) => [...t.messages])));
    reloaded.showPendingFlash();
    expect(seen.at(-1)).toEqual(['Logged Out successfully ']);
    reloaded.showPendingFlash();
    expect(seen.at(-1)).toEqual(['Logged Out successfully ']);
    subscription.unsubscribe();
  });
});

describe('Header for a visitor', () => {
  it('on / after a session expired under the patient, Login / Register carries the page to return to', async () => {
    await renderApp('/?refer=/healthcare/home_collection');
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth/login?refer=/healthcare/home_collection');
  });

  it('elsewhere, Login / Register is the plain sign-in page', async () => {
    await renderApp('/diagnostics?refer=/healthcare/home_collection');
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('Header on special paths', () => {
  it('shows Consult Specialist, Offers, Cancer Screening and Genomic Wellness on the fkh register path', async () => {
    await renderApp('/auth/register/fkh');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Consult Specialist',
      'Offers',
      'Cancer Screening',
      'Genomic Wellness',
    ]);
  });
});
