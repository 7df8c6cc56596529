import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../test/render-app';

const NORMAL_SIDEBAR = [
  'My Profile',
  'My Consultations',
  'Health Records',
  'My Orders',
  'Family Tree',
  'Blogs',
  'Webinars',
  'Contact Us',
  'Settings',
  'FAQ',
  'Delete Account',
];

function sidebarLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Patient menu' });
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('App shell for a visitor', () => {
  it('shows the Login / Register link and the header items Offers, Consult Specialist, Medicine, Diagnostics', async () => {
    await renderApp('/');

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth/login');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((l) => l.textContent)).toEqual(['Offers', 'Consult Specialist', 'Medicine', 'Diagnostics']);
    expect(within(header).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the customer-care number 1800 3090 101 and the Know, Services and Policies columns in the footer', async () => {
    await renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    for (const column of ['Know', 'Services', 'Policies']) {
      expect(within(footer).getByRole('navigation', { name: column })).toBeInTheDocument();
    }
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/auth/terms?TYPE=TERMS_AND_CONDITIONS',
    );
  });

  it('hides the header on /auth/login but shows the login form', async () => {
    await renderApp('/auth/login');

    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('shows the header on other auth pages, such as registration', async () => {
    await renderApp('/auth/register');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});

describe('App shell in the patient area', () => {
  it('shows a patient the sidebar from My Profile to Delete Account, without Medical History or Subscriptions', async () => {
    await renderApp('/patient/consultations', { signInAs: DEMO.patient });

    expect(await screen.findByRole('button', { name: 'Account menu for Rahul' })).toBeInTheDocument();
    expect(sidebarLabels()).toEqual(NORMAL_SIDEBAR);
    expect(screen.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/patient/my-profile');
  });

  it('adds Medical History and Subscriptions to the sidebar for the subscriber', async () => {
    await renderApp('/patient/consultations', { signInAs: DEMO.subscriber });

    await screen.findByRole('link', { name: 'Subscriptions' });
    const labels = sidebarLabels();
    expect(labels[0]).toBe('My Profile');
    expect(labels.at(-1)).toBe('Delete Account');
    expect(labels).toEqual(expect.arrayContaining([...NORMAL_SIDEBAR, 'Medical History', 'Subscriptions']));
    expect(labels).toHaveLength(NORMAL_SIDEBAR.length + 2);
  });

  it('shows an SSO user no header or footer and the reduced sidebar', async () => {
    await renderApp('/patient/consultations', { token: DEMO.ssoToken, sso: true });

    expect(await screen.findByRole('heading', { name: 'My Consultations' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(sidebarLabels()).toEqual(['My Consultations', 'Health Records', 'Medical History', 'Settings', 'FAQ']);
    expect(screen.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/patient/consultations');
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });
});

describe('App shell when the session dies', () => {
  it('clears local storage and goes to / after a 401 on the header refresh', async () => {
    const { demo, session, navigator } = await renderApp('/', { signInAs: DEMO.subscriber });
    await screen.findByRole('button', { name: 'Account menu for Priya' });
    localStorage.setItem('pincode', '560001');

    demo.injectFault('401', 1);
    await act(() => session.refreshHeader());

    expect(localStorage.length).toBe(0);
    expect(navigator.assigned).toContain('/');
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
