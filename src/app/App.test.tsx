import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
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

it('the test helper signs in with the accounts the fake backend is seeded with', () => {
  expect(DEMO).toEqual({
    otp: DEMO_OTP,
    subscriber: DEMO_ACCOUNTS.subscriber.mobileNumber,
    patient: DEMO_ACCOUNTS.patient.mobileNumber,
    ssoToken: DEMO_ACCOUNTS.sso.token,
  });
});

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
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/patient/my-profile');
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
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/patient/consultations');
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });
});

describe('App shell when the session dies', () => {
  it('clears local storage and goes to / after a 401 on the header refresh', async () => {
    const { demo, session, navigator } = await renderApp('/', { signInAs: DEMO.subscriber });
    await screen.findByRole('button', { name: 'Account menu for Priya' });
    localStorage.setItem('pincode', '560001');

    await demo.injectFault('401', 1);
    await act(() => session.refreshHeader());

    expect(localStorage.length).toBe(0);
    expect(navigator.assigned).toEqual(['/']);
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});

describe('Routing: the route table decides what each address shows', () => {
  it('sends a visitor of a login-only page to the login form with the page encoded in refer', async () => {
    const { location } = await renderApp('/patient/my-profile');

    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(location.current.pathname).toBe('/auth/login');
    // Spec §4: '-' becomes '_' in the refer path.
    expect(new URLSearchParams(location.current.search).get('refer')).toBe('/patient/my_profile');
    expect(screen.queryByRole('navigation', { name: 'Patient menu' })).not.toBeInTheDocument();
  });

  it('keeps the query of a guarded page in refer, encoded the legacy way', async () => {
    const { location } = await renderApp('/patient/health-record?tab=prescriptions');

    await screen.findByLabelText('Mobile number');
    expect(new URLSearchParams(location.current.search).get('refer')).toBe('/patient/health_record_tab__prescriptions');
  });

  it('redirects /flipkarthealth to /auth/register/flipkarthealth', async () => {
    const { location } = await renderApp('/flipkarthealth');

    expect(await screen.findByRole('heading', { name: 'Register with Flipkart Health+' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/auth/register/flipkarthealth');
  });

  it('shows "Page not found" with a way home for an unknown address', async () => {
    await renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Page not found \|/));
  });

  it('renders a login-only page for a signed-in user, with the page title in the document title', async () => {
    const { location } = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/patient/my-profile');
    await waitFor(() => expect(document.title).toMatch(/^My Profile \|/));
  });

  it('matches addresses case-insensitively and ignores a trailing slash', async () => {
    await renderApp('/WEBINARS/');

    expect(await screen.findByRole('heading', { name: 'Webinars' })).toBeInTheDocument();
  });
});

describe('Copy guard installed by the app (spec §1)', () => {
  const COPY_BLOCKED = 'Copying is disabled on this site for security reasons.';

  it('blocks copying page text: preventDefault is called and the toast says "Copying is disabled on this site for security reasons."', async () => {
    await renderApp('/auth/login');
    const heading = await screen.findByRole('heading', { name: /Log in to/ });

    const notPrevented = fireEvent.copy(heading);

    expect(notPrevented).toBe(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_BLOCKED);
  });

  it('blocks cutting page text too', async () => {
    await renderApp('/auth/login');
    const heading = await screen.findByRole('heading', { name: /Log in to/ });

    expect(fireEvent.cut(heading)).toBe(false);
    expect(await screen.findByText(COPY_BLOCKED)).toBeInTheDocument();
  });

  it('lets people copy from and open the context menu in form fields, without a toast', async () => {
    await renderApp('/auth/login');
    const mobile = await screen.findByLabelText('Mobile number');
    const textarea = document.body.appendChild(document.createElement('textarea'));
    const editable = document.body.appendChild(document.createElement('div'));
    editable.setAttribute('contenteditable', 'true');
    editable.innerHTML = '<span>note</span>';

    for (const field of [mobile, textarea, editable.firstElementChild as HTMLElement]) {
      expect(fireEvent.copy(field)).toBe(true);
      expect(fireEvent.contextMenu(field)).toBe(true);
    }
    expect(screen.queryByText(COPY_BLOCKED)).not.toBeInTheDocument();
    textarea.remove();
    editable.remove();
  });

  it('prevents the context menu on page text', async () => {
    await renderApp('/');
    const link = await screen.findByRole('link', { name: 'Login / Register' });

    expect(fireEvent.contextMenu(link)).toBe(false);
  });

  it('stops guarding once the app is unmounted', async () => {
    const { unmount } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    unmount();
    const text = document.body.appendChild(document.createElement('p'));
    text.textContent = 'Other page text';

    expect(fireEvent.copy(text)).toBe(true);
    expect(fireEvent.contextMenu(text)).toBe(true);
    text.remove();
  });
});

describe('Toasts in the app', () => {
  it('shows a list of messages as one toast', async () => {
    const { toasts } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });

    act(() => toasts.show(['Enter a pincode', 'Choose a slot'], 'error'));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Enter a pincode',
      'Choose a slot',
    ]);
  });

  it('removes a toast after 4000 ms', async () => {
    const { toasts } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => toasts.show('Added to cart', 'success'));
      expect(screen.getByText('Added to cart')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(3999));
      expect(screen.getByText('Added to cart')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a toast when the user dismisses it', async () => {
    const { toasts, user } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    act(() => toasts.show('Something failed', 'error'));

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });
});
