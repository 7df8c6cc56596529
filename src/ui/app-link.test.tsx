import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, isCurrent, MenuLink, StableNavigation } from './app-link';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {useNavigationType()}
    </p>
  );
}

function renderLinks(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <StableNavigation>
        <AppLink to="/patient/settings">Settings</AppLink>
        <AppLink to="/auth/terms?TYPE=TERMS_AND_CONDITIONS">Terms</AppLink>
        <MenuLink to="/patient/health-record" current>
          Health Records
        </MenuLink>
        <Where />
      </StableNavigation>
    </MemoryRouter>,
  );
}

describe('a link of the app that stays on screen across pages', () => {
  it('opens its page in the app, address and query as written', async () => {
    renderLinks('/patient/consultations');
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/terms?TYPE=TERMS_AND_CONDITIONS PUSH');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/patient/settings PUSH');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/patient/settings');
  });

  it('replaces the entry in the history when it leads to the page on screen, as a router link does', async () => {
    renderLinks('/patient/settings');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/patient/settings REPLACE');
  });

  it('leaves a click with Ctrl, Shift or the middle button to the browser (a new tab or window)', () => {
    renderLinks('/patient/consultations');
    const link = screen.getByRole('link', { name: 'Settings' });
    // What the browser gets once the app has seen the click; taken from it here, as jsdom opens no tab.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    for (const click of [{ ctrlKey: true }, { shiftKey: true }, { metaKey: true }, { button: 1 }]) fireEvent.click(link, click);
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByTestId('where')).toHaveTextContent('/patient/consultations POP');
  });

  it('marks the menu link of the page on screen as current', () => {
    renderLinks('/patient/consultations');
    const current = screen.getByRole('link', { name: 'Health Records' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });
});

describe('which menu link is current', () => {
  it('is the one of the page on screen or a page under it, in any case, whatever its query', () => {
    expect(isCurrent('/patient/settings', '/patient/settings')).toBe(true);
    expect(isCurrent('/Patient/Settings/', '/patient/settings')).toBe(true);
    expect(isCurrent('/auth/medicalHistory/basic/2', '/auth/medicalHistory/basic')).toBe(true);
    expect(isCurrent('/patient/health-record', '/patient/health-record?tab=prescriptions')).toBe(true);
    expect(isCurrent('/patient/settings-old', '/patient/settings')).toBe(false);
    expect(isCurrent('/patient/settings', '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
